import type { ProjectRelease } from '@codebazaar/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FileQuestion, PackageOpen, RefreshCw, Rss } from '@/components/ui/icons';
import { NotFound } from '@/components/ui/not-found';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { getProjectQueryOptions } from '@/lib/queries/project';
import { versionLabel } from '@/lib/updates-term';
import { useDocumentMeta } from '@/lib/use-document-meta';

import { useProjectReleases } from '../api/releases';
import { ReleaseFiles } from '../components/release-files';
import { ReleaseNotes } from '../components/release-notes';

/**
 * /project/{id}/changelog: every release of a project, newest first, with its notes, files, sizes
 * and checksums, and the Atom feed (docs/product-rules.md#releases). Reading it needs no account;
 * downloads are on the project page.
 */
export function Component() {
  const { id = '' } = useParams();
  const project = useQuery(getProjectQueryOptions(id));
  const releases = useProjectReleases(id);
  const title = project.data?.project.title;
  useDocumentMeta(
    title ? `${title}: changelog` : project.isError ? 'Changelog' : null,
    title ? `Every release of ${title}, newest first, with notes and checksums.` : undefined,
  );

  if (project.isPending || releases.isPending) return <PageSpinner label="Loading changelog" />;
  const notFound = [project.error, releases.error].some(
    (e) => e instanceof ApiError && e.status === 404,
  );
  if (notFound) {
    return (
      <NotFound
        title="Project not found"
        description="There is no project at this address."
        icon={FileQuestion}
      />
    );
  }
  if (project.isError || releases.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Alert
          variant="error"
          title="The changelog could not be loaded"
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={project.isFetching || releases.isFetching}
              onClick={() => {
                void project.refetch();
                void releases.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          {errorMessage(
            project.error ?? releases.error,
            'Please check your connection and try again.',
          )}
        </Alert>
      </div>
    );
  }

  const list = releases.data.releases;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={paths.project(id)}>Back to {project.data.project.title}</BackLink>
      <header className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-indigo-700">Changelog</p>
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {project.data.project.title}
          </h1>
        </div>
        <a
          href={paths.projectChangelogFeed(id)}
          type="application/atom+xml"
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg px-2 py-1 text-sm font-medium text-orange-700 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:self-auto"
        >
          <Rss className="size-4" aria-hidden />
          Atom feed
        </a>
      </header>

      {list.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title="No releases yet"
          description="When the author publishes a version, it shows here with its notes and files."
        />
      ) : (
        <ol className="space-y-10" aria-label="Releases">
          {list.map((release) => (
            <ChangelogEntry
              key={release.id}
              release={release}
              canManage={releases.data.canManage}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function ChangelogEntry({ release, canManage }: { release: ProjectRelease; canManage: boolean }) {
  const titleId = `changelog-${release.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="space-y-4 border-l-2 border-indigo-100 pl-4">
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {versionLabel(release.version)}
          </h2>
          <time className="text-sm text-slate-500" dateTime={release.publishedAt}>
            {formatDate(release.publishedAt)}
          </time>
          {release.yanked && <Badge variant="warning">{canManage ? 'Yanked' : 'Withdrawn'}</Badge>}
        </header>
        {release.backdatedTo && (
          <p className="text-xs text-slate-500">
            Counts as of {formatDate(release.backdatedTo)} for terms of updates.
          </p>
        )}
        {release.notesHtml ? (
          <ReleaseNotes html={release.notesHtml} />
        ) : (
          <p className="text-sm text-slate-500">No notes for this release.</p>
        )}
        <ReleaseFiles files={release.files} />
      </article>
    </li>
  );
}
