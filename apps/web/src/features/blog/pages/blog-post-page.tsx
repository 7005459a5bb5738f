import { type BlogPost, type BlogPostSummary } from '@codebazaar/shared';
import { Link, useParams } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowLeft, FileQuestion, TriangleAlert } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/use-document-meta';

import { useBlogPost } from '../api/get-blog-post';
import { AuthorCard } from '../components/author-card';
import { PostCard } from '../components/post-card';
import { PostContent } from '../components/post-content';
import { PostHeader } from '../components/post-header';
import { PostTags } from '../components/post-tags';
import { ShareButton } from '../components/share-button';
import { authorName, postDate } from '../lib/format';
import { BLOG_MESSAGES } from '../lib/messages';

function BackToBlog() {
  return (
    <Link
      to={paths.blog}
      className="inline-flex items-center gap-2 rounded text-sm font-medium text-slate-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to blog
    </Link>
  );
}

/** /blog/{slug}: one published post with its author, tags and related posts. */
export function Component() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  const post = query.data?.post;
  useDocumentMeta(
    post ? post.seo.metaTitle || post.title : query.isError ? 'Post Not Found' : null,
    post ? post.seo.metaDescription || post.excerpt : null,
  );

  if (query.isPending) return <PageSpinner label="Loading post" />;

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <EmptyState
          titleAs="h1"
          icon={notFound ? FileQuestion : TriangleAlert}
          title={notFound ? 'Post Not Found' : 'Error Loading Post'}
          description={notFound ? BLOG_MESSAGES.postNotFound : BLOG_MESSAGES.postLoadFailed}
          action={
            <>
              <ButtonLink to={paths.blog} icon={<ArrowLeft className="size-4" aria-hidden />}>
                Back to blog
              </ButtonLink>
              {!notFound && (
                <Button variant="outline" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              )}
            </>
          }
        />
      </div>
    );
  }

  return <PostView post={query.data.post} related={query.data.relatedPosts} />;
}

function PostView({ post, related }: { post: BlogPost; related: BlogPostSummary[] }) {
  return (
    <div className="bg-white pb-20">
      <article className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 lg:pt-12">
        <BackToBlog />
        <div className="mt-6">
          <PostHeader
            title={post.title}
            excerpt={post.excerpt}
            category={post.category}
            date={postDate(post)}
            readTime={post.readTime}
            views={post.views}
            featuredImage={post.featuredImage}
          >
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-100 py-4">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <Avatar username={post.author.username} src={post.author.profileImage} />
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{authorName(post.author)}</p>
                  {post.author.profile.bio && (
                    <p className="line-clamp-1 text-sm text-slate-500">{post.author.profile.bio}</p>
                  )}
                </div>
              </div>
              <ShareButton title={post.title} text={post.excerpt} url={paths.blogPost(post.slug)} />
            </div>
          </PostHeader>
        </div>

        <PostContent html={post.content} className="mt-10" />

        <div className="mt-12 space-y-8">
          <PostTags tags={post.tags} />
          <AuthorCard author={post.author} />
        </div>
      </article>

      {related.length > 0 && (
        <section
          aria-labelledby="related-title"
          className="mx-auto mt-16 max-w-7xl border-t border-slate-100 px-4 pt-12 sm:px-6 lg:px-8"
        >
          <h2 id="related-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Related Posts
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <PostCard key={p._id} post={p} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
