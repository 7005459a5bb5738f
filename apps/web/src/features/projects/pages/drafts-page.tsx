import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FileText, Plus, RefreshCw } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { errorMessage } from '@/lib/api-client';
import { useDrafts } from '../api/get-drafts';
import { DraftCard } from '../components/draft-card';

/** /drafts: the author's drafts with Publish, Edit and Delete. */
export function Component() {
  useDocumentTitle('Draft Projects');
  const drafts = useDrafts();

  let body;
  if (drafts.isPending) {
    body = <PageSpinner label="Loading drafts" />;
  } else if (drafts.isError) {
    body = (
      <Alert
        variant="error"
        title="Failed to load drafts"
        action={
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden />}
            loading={drafts.isFetching}
            onClick={() => void drafts.refetch()}
          >
            Try again
          </Button>
        }
      >
        {errorMessage(drafts.error, 'Please check your connection and try again.')}
      </Alert>
    );
  } else if (drafts.data.drafts.length === 0) {
    body = (
      <EmptyState
        icon={FileText}
        title="No drafts yet"
        description="Save a project as a draft while you post it and finish it here later."
        action={
          <ButtonLink to={paths.postProjects} icon={<Plus className="size-4" aria-hidden />}>
            Post a project
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <ul className="space-y-4">
        {drafts.data.drafts.map((draft) => (
          <li key={draft._id}>
            <DraftCard draft={draft} />
          </li>
        ))}
      </ul>
    );
  }

  const count = drafts.data?.drafts.length;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Draft Projects"
        description={
          count
            ? `${count} ${count === 1 ? 'draft' : 'drafts'} waiting to be published.`
            : 'Projects you saved but have not published yet.'
        }
        actions={
          <ButtonLink to={paths.postProjects} icon={<Plus className="size-4" aria-hidden />}>
            New project
          </ButtonLink>
        }
      />
      {body}
    </div>
  );
}
