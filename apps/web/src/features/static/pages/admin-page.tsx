import { FileText, Scale, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The admin dashboard: blog management; re-checks admin status itself. */
export function Component() {
  useDocumentTitle('Admin Dashboard');
  const { isAdmin } = useAuth();

  if (!isAdmin) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          titleAs="h1"
          icon={ShieldAlert}
          title="Access Denied - You don't have permission to access this page."
          action={<ButtonLink to={paths.dashboard}>Go to dashboard</ButtonLink>}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Admin Dashboard"
        description="Manage the marketplace's content."
        actions={
          <ButtonLink to={paths.adminBlogNew} icon={<FileText className="size-4" aria-hidden />}>
            New blog post
          </ButtonLink>
        }
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Link
          to={paths.adminBlog}
          className="group rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Card className="h-full transition group-hover:border-indigo-200 group-hover:shadow-md">
            <CardContent className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                <FileText className="size-5" aria-hidden />
              </span>
              <div>
                <h2 className="font-semibold text-slate-900">Blog management</h2>
                <p className="mt-1 text-sm text-slate-600">
                  Write, publish, feature and delete blog posts; export newsletter subscribers.
                </p>
              </div>
            </CardContent>
          </Card>
        </Link>
        <Link
          to={paths.adminLegal}
          className="group rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Card className="h-full transition group-hover:border-indigo-200 group-hover:shadow-md">
            <CardContent className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                <Scale className="size-5" aria-hidden />
              </span>
              <div>
                <h2 className="font-semibold text-slate-900">Legal pages</h2>
                <p className="mt-1 text-sm text-slate-600">
                  Edit the terms, privacy, refund policy and contact pages linked from the footer.
                </p>
              </div>
            </CardContent>
          </Card>
        </Link>
      </div>
    </div>
  );
}
