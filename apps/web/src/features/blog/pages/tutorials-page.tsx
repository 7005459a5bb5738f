import { useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { GraduationCap } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';

import { useBlogPosts } from '../api/get-blog-posts';
import { BlogHero } from '../components/blog-hero';
import { BlogPagination } from '../components/blog-pagination';
import { NewsletterBox } from '../components/newsletter-box';
import { PostCard, PostGrid } from '../components/post-card';
import { NoPostsFound, PostGridSkeleton, PostListError } from '../components/post-list-states';
import { blogListHref, readListParams } from '../lib/list-params';

const TUTORIALS = 'tutorials';

/** /tutorials: the published posts of the tutorials category, newest first. */
export function Component() {
  const [searchParams] = useSearchParams();
  const { page } = readListParams(searchParams);
  const posts = useBlogPosts({ page, category: TUTORIALS });
  const data = posts.data;
  useDocumentMeta('Tutorials', 'Step-by-step tutorials for building, sharing and selling code.');

  return (
    <div className="bg-slate-50 pb-20">
      <BlogHero
        title={
          <span className="inline-flex items-center gap-3">
            <GraduationCap className="size-9 sm:size-12" aria-hidden />
            Tutorials
          </span>
        }
        subtitle="Step-by-step guides for building, sharing and selling code projects on Codebazaar."
      />
      <div className="mx-auto mt-12 grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <section aria-labelledby="tutorials-title" aria-busy={posts.isFetching}>
          <div className="mb-6">
            <h2 id="tutorials-title" className="text-2xl font-bold tracking-tight text-slate-900">
              All Tutorials
            </h2>
            {data && data.pagination.totalPosts > 0 && (
              <p className="mt-1 text-sm text-slate-600">
                Showing {data.posts.length} of {data.pagination.totalPosts} tutorials
              </p>
            )}
          </div>
          {posts.isPending ? (
            <PostGridSkeleton />
          ) : posts.isError && !data ? (
            <PostListError onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
          ) : data && data.posts.length === 0 ? (
            <NoPostsFound
              description={
                page > 1
                  ? 'This page is past the last tutorial.'
                  : 'Tutorials are being written. Meanwhile, browse the rest of the blog.'
              }
              action={
                <ButtonLink to={page > 1 ? paths.tutorials : paths.blog} variant="outline">
                  {page > 1 ? 'First page' : 'Go to the blog'}
                </ButtonLink>
              }
            />
          ) : data ? (
            <>
              <PostGrid>
                {data.posts.map((post) => (
                  <PostCard key={post._id} post={post} />
                ))}
              </PostGrid>
              <BlogPagination
                pagination={data.pagination}
                hrefFor={(p) => blogListHref({ page: p }, paths.tutorials)}
              />
            </>
          ) : null}
        </section>
        <aside className="space-y-6" aria-label="Tutorials sidebar">
          <NewsletterBox />
        </aside>
      </div>
    </div>
  );
}
