import { isLegalPageSlug, LEGAL_PAGE_LABELS, type LegalPageSlug } from '@codebazaar/shared/rules';
import { useLocation } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NotFound } from '@/components/ui/not-found';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useLegalPage } from '../api/legal-pages';
import { LegalContent } from '../components/legal-content';

/** /terms, /privacy, /refund-policy and /contact: the page named by the address. */
export function Component() {
  const slug = useLocation().pathname.replace(/^\/|\/$/g, '');
  if (!isLegalPageSlug(slug)) {
    return (
      <NotFound
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
      />
    );
  }
  return <LegalPageView key={slug} slug={slug} />;
}

function LegalPageView({ slug }: { slug: LegalPageSlug }) {
  const { data: page, isPending, isError, error, refetch } = useLegalPage(slug);
  useDocumentTitle(page?.title ?? LEGAL_PAGE_LABELS[slug]);

  if (isPending) return <PageSpinner label={`Loading ${LEGAL_PAGE_LABELS[slug].toLowerCase()}`} />;
  if (isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Alert
          variant="error"
          title={`Could not load the ${LEGAL_PAGE_LABELS[slug].toLowerCase()} page`}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(error, 'Please try again in a moment.')}
        </Alert>
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="mb-8 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {page.title}
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
        </p>
      </header>
      <LegalContent html={page.content} />
    </article>
  );
}
