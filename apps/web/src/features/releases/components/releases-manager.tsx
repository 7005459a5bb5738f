import type { Project, ProjectRelease, ProjectUpdates } from '@codebazaar/shared';
import { formatBytes } from '@codebazaar/shared/rules';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExternalLink, RefreshCw, Trash2 } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useGitHubStatus } from '@/lib/github-api';
import { versionLabel } from '@/lib/updates-term';

import { useProjectReleases, useSyncReleases, useYankRelease } from '../api/releases';

import { PublishReleaseForm } from './publish-release-form';
import { UpdatesPolicyForm } from './updates-policy-form';

const SOURCE_TEXT: Record<ProjectRelease['source'], (r: ProjectRelease) => string> = {
  upload: () => 'Uploaded',
  github_tag: (r) => `GitHub tag ${r.githubTag ?? ''}`.trim(),
  github_release: (r) => `GitHub release ${r.githubTag ?? ''}`.trim(),
};

/**
 * The author's releases and updates of one project, below its editor (docs/product-rules.md#releases):
 * the updates policy (paid and freemium projects), publishing a release, syncing the GitHub
 * repository's releases, and the list with a way to yank each.
 */
export function ReleasesManager({
  project,
  updates,
}: {
  project: Project;
  updates: ProjectUpdates | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const github = useGitHubStatus();
  const repository = project.repository.paidUrl ?? project.repository.freeUrl;
  const onGitHub = Boolean(repository) && github.availability.state === 'ready';
  // Arrived from "Manage releases": the section loads after the page, so scroll once it is here.
  useEffect(() => {
    if (window.location.hash === '#releases') ref.current?.scrollIntoView?.();
  }, []);

  return (
    <div id="releases" ref={ref} className="mt-10 scroll-mt-20 space-y-6">
      {project.license.type !== 'free' && (
        <Card role="region" aria-labelledby="updates-policy-title">
          <CardHeader>
            <CardTitle id="updates-policy-title">Updates</CardTitle>
            <p className="text-sm text-slate-600">
              How long a license includes new releases. When the term ends, buyers keep the releases
              they were entitled to and may renew.
            </p>
          </CardHeader>
          <CardContent>
            <UpdatesPolicyForm
              projectId={project._id}
              projectPrice={project.license.price}
              updates={updates}
            />
          </CardContent>
        </Card>
      )}
      <Card role="region" aria-labelledby="releases-manager-title">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle id="releases-manager-title">Releases</CardTitle>
            <p className="text-sm text-slate-600">
              Versions your buyers download, with notes. Holders are emailed when you publish.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {onGitHub && <SyncButton projectId={project._id} />}
            <Link
              to={paths.projectChangelog(project._id)}
              className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
            >
              Changelog
              <ExternalLink className="size-3.5" aria-hidden />
            </Link>
          </div>
        </CardHeader>
        <CardContent className="space-y-8">
          <PublishReleaseForm projectId={project._id} canUseTag={onGitHub} />
          <ReleaseList projectId={project._id} />
        </CardContent>
      </Card>
    </div>
  );
}

function SyncButton({ projectId }: { projectId: string }) {
  const sync = useSyncReleases(projectId);
  return (
    <Button
      variant="outline"
      size="sm"
      loading={sync.isPending}
      icon={<RefreshCw className="size-4" aria-hidden />}
      onClick={() =>
        sync.mutate(undefined, {
          onSuccess: (answer) => {
            const { added } = answer;
            // GitHub tags left out; servers that do not say answer without the field.
            const skipped =
              'skipped' in answer && Array.isArray(answer.skipped)
                ? (answer.skipped as string[])
                : [];
            notify(
              'success',
              added.length === 0
                ? 'No new releases on GitHub'
                : `Added from GitHub: ${added.map(versionLabel).join(', ')}`,
            );
            if (skipped.length > 0) {
              notify(
                'info',
                `Left out (not a semantic version, a version you have, or too large): ${skipped.join(', ')}`,
              );
            }
          },
          onError: (err) =>
            notify('error', errorMessage(err, 'The releases could not be synced. Try again.')),
        })
      }
    >
      Sync now
    </Button>
  );
}

function ReleaseList({ projectId }: { projectId: string }) {
  const query = useProjectReleases(projectId);
  const yank = useYankRelease(projectId);
  const [yanking, setYanking] = useState<ProjectRelease | null>(null);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading releases" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert
        variant="error"
        title={errorMessage(query.error, 'The releases could not be loaded')}
        action={
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        }
      />
    );
  }
  const releases = query.data.releases;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Published</h3>
      {releases.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          No releases yet. Publish the first one above.
        </p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          aria-label="Published releases"
        >
          {releases.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 space-y-0.5 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{versionLabel(r.version)}</span>
                  {r.yanked && <Badge variant="warning">Yanked</Badge>}
                  {r.backdatedTo && (
                    <Badge variant="neutral">Counts from {formatDate(r.backdatedTo)}</Badge>
                  )}
                </p>
                <p className="text-xs break-words text-slate-500">
                  {formatDate(r.publishedAt)} · {SOURCE_TEXT[r.source](r)}
                  {r.files.map((f) => ` · ${f.name} (${formatBytes(f.size)})`).join('')}
                </p>
              </div>
              {!r.yanked && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 className="size-4" aria-hidden />}
                  aria-label={`Yank ${versionLabel(r.version)}`}
                  onClick={() => setYanking(r)}
                >
                  Yank
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {yanking && (
        <ConfirmDialog
          title={`Yank ${versionLabel(yanking.version)}?`}
          message="It leaves the lists and can no longer be downloaded. Buyers who downloaded it keep it in their history."
          confirmLabel="Yank release"
          danger
          busy={yank.isPending}
          onCancel={() => setYanking(null)}
          onConfirm={() =>
            yank.mutate(yanking.id, {
              onSuccess: () => {
                notify('success', `${versionLabel(yanking.version)} yanked`);
                setYanking(null);
              },
              onError: (err) =>
                notify('error', errorMessage(err, 'The release could not be yanked. Try again.')),
            })
          }
        />
      )}
    </div>
  );
}
