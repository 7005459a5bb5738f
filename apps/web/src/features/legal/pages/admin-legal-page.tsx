import {
  updateLegalPageInputSchema,
  type LegalPage,
  type UpdateLegalPageInput,
} from '@codebazaar/shared';
import {
  isLegalPageSlug,
  LEGAL_PAGE_LABELS,
  LEGAL_PAGE_SLUGS,
  type LegalPageSlug,
} from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, fieldAria } from '@/components/ui/field';
import { ShieldAlert } from '@/components/ui/icons';
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
  const save = useUpdateLegalPage();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdateLegalPageInput>({
    resolver: zodResolver(updateLegalPageInputSchema),
    defaultValues: { title: page.title, content: page.content },
  });
  const [title, content] = useWatch({ control, name: ['title', 'content'] });
  const titleError = errors.title?.message;
  const contentError = errors.content?.message;

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    await save
      .mutateAsync({ slug: page.slug, ...input })
      .then(() => notify('success', `${LEGAL_PAGE_LABELS[page.slug]} page saved`))
      .catch((err: unknown) => setError(errorMessage(err, 'Failed to save the page')));
  });

  const current = save.data?.slug === page.slug ? save.data : page;
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <p className="text-sm text-slate-600">
        {current.edited ? 'Last updated' : 'Default text, written'}{' '}
        <time dateTime={current.updatedAt}>{formatDate(current.updatedAt)}</time>
        {' · '}
        <Link to={paths.legal(page.slug)} className="font-medium text-indigo-600 hover:underline">
          View page
        </Link>
      </p>
      {error && <Alert variant="error">{error}</Alert>}
      <Field id="legal-title" label="Title" required error={titleError}>
        <Input {...fieldAria('legal-title', titleError)} maxLength={120} {...register('title')} />
      </Field>
      <Field
        id="legal-content"
        label="Content (HTML)"
        required
        hint="Headings, paragraphs, lists and links; scripts and styles are removed when saved."
        error={contentError}
      >
        <Textarea
          {...fieldAria('legal-content', contentError, true)}
          rows={20}
          className="font-mono text-sm"
          {...register('content')}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !title.trim() || !content.trim()}>
          {isSubmitting ? 'Saving…' : 'Save page'}
        </Button>
      </div>
    </form>
  );
}
