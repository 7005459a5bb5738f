import { Link, useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ArrowLeft } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useAdminBlogPost } from '../api/admin-posts';
import { AdminGate } from '../components/admin-gate';
import { BlogEditorForm } from '../components/blog-editor-form';
import { BLOG_MESSAGES } from '../lib/messages';

/** /admin/blog/new and /admin/blog/edit/{id} (admins only). */
export function Component() {
  const { id } = useParams();
  useDocumentTitle(id ? 'Edit Post' : 'New Post');
  return (
    <AdminGate>
      <div className="min-h-full bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <Link
            to={paths.adminBlog}
            className="inline-flex items-center gap-2 rounded text-sm font-medium text-slate-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to posts
          </Link>
          <PageHeader
            className="mt-4 mb-6"
            title={id ? 'Edit Post' : 'New Post'}
            description={
              id
                ? 'Changes go live when you publish.'
                : 'Write in HTML, check the preview, then save a draft or publish.'
            }
          />
          {/* A new key per post: moving from /new to /edit/{id} starts from the stored post. */}
          {id ? <EditExisting key={id} id={id} /> : <BlogEditorForm key="new" />}
        </div>
      </div>
    </AdminGate>
  );
}

function EditExisting({ id }: { id: string }) {
  const query = useAdminBlogPost(id);
  if (query.isPending) return <PageSpinner label="Loading post" />;
  if (query.isError) {
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Alert
        variant="error"
        title={notFound ? 'Post not found' : BLOG_MESSAGES.postLoadFailed}
        action={
          notFound ? undefined : (
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )
        }
      >
        {notFound ? BLOG_MESSAGES.postNotFound : 'Please check your connection and try again.'}
      </Alert>
    );
  }
  return <BlogEditorForm post={query.data} />;
}
