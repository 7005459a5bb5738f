import { FileText, Plus } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { type BlogPostSummary } from '@codebazaar/shared';
import { useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useAdminBlogPosts, useDeleteBlogPost, useToggleFeatured } from '../api/admin-posts';
import { AdminGate } from '../components/admin-gate';
import { AdminPostTable } from '../components/admin-post-table';
import { BlogStats } from '../components/blog-stats';
import { NewsletterExport } from '../components/newsletter-export';
import { BLOG_MESSAGES } from '../lib/messages';

/** /admin/blog: every post with counts and actions (admins only). */
export function Component() {
  useDocumentTitle('Manage Blog');
  return (
    <AdminGate>
      <AdminBlogList />
    </AdminGate>
  );
}

function AdminBlogList() {
  const posts = useAdminBlogPosts();
  const toggleFeatured = useToggleFeatured();
  const deletePost = useDeleteBlogPost();

  const onToggleFeatured = (post: BlogPostSummary) =>
    toggleFeatured.mutate(post, {
      onSuccess: () =>
        toast.success(post.featured ? 'Removed from featured posts' : 'Marked as featured'),
      onError: (err) => toast.error(errorMessage(err, BLOG_MESSAGES.updateFailed)),
    });

  // The post waiting for the delete confirmation.
  const [doomed, setDoomed] = useState<BlogPostSummary | null>(null);
  const onDelete = (post: BlogPostSummary) =>
    deletePost.mutate(post._id, {
      onSuccess: () => toast.success('Post deleted'),
      onError: (err) => toast.error(errorMessage(err, BLOG_MESSAGES.deleteFailed)),
      onSettled: () => setDoomed(null),
    });

  const busyId = toggleFeatured.isPending
    ? toggleFeatured.variables._id
    : deletePost.isPending
      ? deletePost.variables
      : undefined;

  return (
    <div className="min-h-full bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <PageHeader
          title="Manage Blog"
          description="Write, publish and feature the articles of the Codebazaar blog."
          actions={
            <ButtonLink to={paths.adminBlogNew} icon={<Plus className="size-4" aria-hidden />}>
              New post
            </ButtonLink>
          }
        />
        {posts.isPending ? (
          <PageSpinner label="Loading posts" />
        ) : posts.isError ? (
          <Alert
            variant="error"
            title={BLOG_MESSAGES.loadFailed}
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => void posts.refetch()}
                loading={posts.isFetching}
              >
                Try again
              </Button>
            }
          >
            {errorMessage(posts.error, 'Please check your connection and try again.')}
          </Alert>
        ) : (
          <div className="space-y-8">
            <BlogStats posts={posts.data.posts} />
            <NewsletterExport />
            {posts.data.posts.length === 0 ? (
              <EmptyState
                icon={FileText}
                title="No posts yet"
                description="Write the first article of the blog."
                action={
                  <ButtonLink
                    to={paths.adminBlogNew}
                    icon={<Plus className="size-4" aria-hidden />}
                  >
                    New post
                  </ButtonLink>
                }
              />
            ) : (
              <AdminPostTable
                posts={posts.data.posts}
                onToggleFeatured={onToggleFeatured}
                onDelete={setDoomed}
                busyId={busyId}
              />
            )}
          </div>
        )}
      </div>
      {doomed && (
        <ConfirmDialog
          title="Delete this post?"
          message={BLOG_MESSAGES.deleteConfirm}
          confirmLabel="Delete post"
          danger
          busy={deletePost.isPending}
          onConfirm={() => onDelete(doomed)}
          onCancel={() => setDoomed(null)}
        />
      )}
    </div>
  );
}
