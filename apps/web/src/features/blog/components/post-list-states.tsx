import { BLOG_PAGE_SIZE } from '@codebazaar/shared/rules';
import { type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchX } from '@/components/ui/icons';

import { BLOG_MESSAGES } from '../lib/messages';

import { PostCardSkeleton, PostGrid } from './post-card';

/** A page of grey cards while posts load. */
export function PostGridSkeleton({ count = BLOG_PAGE_SIZE }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading posts">
      <PostGrid>
        {Array.from({ length: count }, (_, i) => (
          <PostCardSkeleton key={i} />
        ))}
      </PostGrid>
    </div>
  );
}

/** 'Failed to load blog posts' with a Try again button. */
export function PostListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert
      variant="error"
      title={BLOG_MESSAGES.loadFailed}
      action={
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      Please check your connection and try again.
    </Alert>
  );
}

/** 'No posts found', with a way back when a filter caused it. */
export function NoPostsFound({ description, action }: { description: string; action?: ReactNode }) {
  return (
    <EmptyState icon={SearchX} title="No posts found" description={description} action={action} />
  );
}
