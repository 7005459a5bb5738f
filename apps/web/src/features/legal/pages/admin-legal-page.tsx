import type { LegalPage } from '@codebazaar/shared';
import {
  isLegalPageSlug,
  LEGAL_PAGE_LABELS,
  LEGAL_PAGE_SLUGS,
  type LegalPageSlug,
} from '@codebazaar/shared/rules';
import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useLegalPage, useUpdateLegalPage } from '../api/legal-pages';

/** /admin/legal: edit the terms, privacy, refund policy and contact pages. */
export function Component() {
  useDocumentTitle('Legal pages');
  const { isAdmin } = useAuth();
  const [params] = useSearchParams();
  const requested = params.get('page') ?? '';
  const slug: LegalPageSlug = isLegalPageSlug(requested) ? requested : 'terms';

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
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Legal pages"
        description="The terms, privacy, refund policy and contact pages linked from every page's footer."
        actions={
          <ButtonLink to={paths.admin} variant="outline">
            Back to admin
          </ButtonLink>
        }
      />
      <nav aria-label="Legal pages" className="mb-6 flex flex-wrap gap-2">
        {LEGAL_PAGE_SLUGS.map((s) => (
          <Link
            key={s}
            to={`${paths.adminLegal}?page=${s}`}
            aria-current={s === slug ? 'page' : undefined}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              s === slug
                ? 'border-indigo-600 bg-indigo-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {LEGAL_PAGE_LABELS[s]}
          </Link>
        ))}
      </nav>
      <EditorLoader key={slug} slug={slug} />
    </div>
  );
}

function EditorLoader({ slug }: { slug: LegalPageSlug }) {
  const { data, isPending, isError, error, refetch } = useLegalPage(slug);
  if (isPending) return <PageSpinner label="Loading the page" />;
  if (isError) {
    return (
      <Alert
        variant="error"
        title="Could not load the page"
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(error, 'Please try again in a moment.')}
      </Alert>
    );
  }
  return <LegalEditor page={data} />;
}

function LegalEditor({ page }: { page: LegalPage }) {
  const [title, setTitle] = useState(page.title);
  const [content, setContent] = useState(page.content);
  const save = useUpdateLegalPage();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { slug: page.slug, title, content },
      {
        onSuccess: () => notify('success', `${LEGAL_PAGE_LABELS[page.slug]} page saved`),
        onError: (err) => setError(errorMessage(err, 'Failed to save the page')),
      },
    );
  };

  const current = save.data?.slug === page.slug ? save.data : page;
  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <p className="text-sm text-slate-600">
        {current.edited ? 'Last updated' : 'Default text, written'}{' '}
        <time dateTime={current.updatedAt}>{formatDate(current.updatedAt)}</time>
        {' · '}
        <Link to={paths.legal(page.slug)} className="font-medium text-indigo-600 hover:underline">
          View page
        </Link>
      </p>
      {error && <Alert variant="error">{error}</Alert>}
      <Field id="legal-title" label="Title" required>
        <Input
          {...fieldAria('legal-title')}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <Field
        id="legal-content"
        label="Content (HTML)"
        required
        hint="Headings, paragraphs, lists and links; scripts and styles are removed when saved."
      >
        <Textarea
          {...fieldAria('legal-content', undefined, true)}
          value={content}
          rows={20}
          className="font-mono text-sm"
          onChange={(e) => setContent(e.target.value)}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || !title.trim() || !content.trim()}>
          {save.isPending ? 'Saving…' : 'Save page'}
        </Button>
      </div>
    </form>
  );
}
