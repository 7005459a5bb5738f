import { blogCategoryLabel } from '@codebazaar/shared/rules';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Sparkles } from '@/components/ui/icons';
import { useDocumentMeta } from '@/lib/use-document-meta';

import { useBlogCategories } from '../api/get-blog-categories';
import { useBlogPosts } from '../api/get-blog-posts';
import { useFeaturedPosts } from '../api/get-featured-posts';
import { BlogHero } from '../components/blog-hero';
import { BlogPagination } from '../components/blog-pagination';
import { BlogSearchForm } from '../components/blog-search-form';
import { CategoriesSidebar } from '../components/categories-sidebar';
import { CategoryChips } from '../components/category-chips';
import { NewsletterBox } from '../components/newsletter-box';
import { PostCard, PostGrid } from '../components/post-card';
import { NoPostsFound, PostGridSkeleton, PostListError } from '../components/post-list-states';
import { blogListHref, readListParams } from '../lib/list-params';

/** /blog: hero, search, categories, featured posts, the latest posts and the sidebar. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { page, category, search } = readListParams(searchParams);

  const posts = useBlogPosts({ page, category, search });
  const categories = useBlogCategories();
  const showFeatured = page === 1 && !category && !search;
  const featured = useFeaturedPosts({ enabled: showFeatured });

  const categoryName = category
    ? (categories.data?.find((c) => c.name === category)?.displayName ??
      blogCategoryLabel(category))
    : null;
  const heading = categoryName ? `${categoryName} Posts` : 'Latest Posts';
  useDocumentMeta(categoryName ? `${categoryName} - Blog` : 'Blog');

  const data = posts.data;
  const filtered = Boolean(category || search);

  return (
    <div className="bg-slate-50 pb-20">
      <BlogHero
        title="Codebazaar Blog"
        subtitle="Insights, tutorials and stories from developers who build, share and sell code."
      >
        <BlogSearchForm
          key={search ?? ''}
          initial={search ?? ''}
          onSearch={(term) => void navigate(blogListHref({ category, search: term }))}
        />
      </BlogHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative -mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-md">
          <CategoryChips categories={categories.data ?? []} active={category} search={search} />
        </div>

        {showFeatured && featured.data && featured.data.length > 0 && (
          <section aria-labelledby="featured-title" className="mt-12">
            <h2
              id="featured-title"
              className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900"
            >
              <Sparkles className="size-6 text-amber-500" aria-hidden />
              Featured Posts
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {featured.data.map((post) => (
                <PostCard key={post._id} post={post} featured />
              ))}
            </div>
          </section>
        )}

        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="posts-title" aria-busy={posts.isFetching}>
            <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <h2
                  id="posts-title"
                  className="text-2xl font-bold tracking-tight break-words text-slate-900"
                >
                  {heading}
                  {search && (
                    <>
                      {' '}
                      <span className="font-normal text-slate-600">matching “{search}”</span>
                    </>
                  )}
                </h2>
                {data && data.pagination.totalPosts > 0 && (
                  <p className="mt-1 text-sm text-slate-600">
                    Showing {data.posts.length} of {data.pagination.totalPosts} posts
                  </p>
                )}
              </div>
              {filtered && (
                <Link
                  to={blogListHref({})}
                  className="text-sm font-medium text-indigo-600 hover:text-indigo-800"
                >
                  Clear filters
                </Link>
              )}
            </div>

            {posts.isPending ? (
              <PostGridSkeleton />
            ) : posts.isError && !data ? (
              <PostListError onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
            ) : data && data.posts.length === 0 ? (
              <NoPostsFound
                description={
                  filtered
                    ? 'Try another search term or category.'
                    : page > 1
                      ? 'This page is past the last post.'
                      : 'New articles are on their way. Check back soon.'
                }
                action={
                  (filtered || page > 1) && (
                    <ButtonLink to={blogListHref({})} variant="outline">
                      View all posts
                    </ButtonLink>
                  )
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
                  hrefFor={(p) => blogListHref({ category, search, page: p })}
                />
              </>
            ) : null}
          </section>

          <aside className="space-y-6" aria-label="Blog sidebar">
            <CategoriesSidebar categories={categories.data ?? []} active={category} />
            <NewsletterBox />
          </aside>
        </div>
      </div>
    </div>
  );
}
