import type { ArchiveFormat, ProjectRelease, ProjectReleasesResponse } from '@codebazaar/shared';
import { ARCHIVES_NEED_GITHUB, DOWNLOADS_PER_DAY } from '@codebazaar/shared/rules';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Download, ListTree, Settings2 } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { versionLabel } from '@/lib/updates-term';

import { useStartDownload, type DownloadTarget } from '../api/downloads';
import { useProjectReleases } from '../api/releases';

import { ReleaseFiles } from './release-files';
import { ReleaseNotes } from './release-notes';

/** Releases the project page lists; the changelog has them all. */
const SHOWN = 5;

const FORMATS: { format: ArchiveFormat; label: string }[] = [
  { format: 'zip', label: 'Zip' },
  { format: 'tar.gz', label: 'Tar.gz' },
];

/**
 * The project page's releases (docs/product-rules.md#releases): every visitor sees the versions,
 * notes, files, sizes and checksums; a license holder downloads the files their term of updates
 * includes (and is told to renew for the others) and, on a server with GitHub, the repository's
 * default branch; the author sees the releases they yanked.
 */
export function ReleasesPanel({ projectId }: { projectId: string }) {
  const query = useProjectReleases(projectId);
  if (query.isPending) {
    return (
      <Section projectId={projectId}>
        <p className="text-sm text-slate-500" role="status">
          Loading releases…
        </p>
      </Section>
    );
  }
  if (query.isError) {
    return (
      <Section projectId={projectId}>
        <p className="text-sm text-slate-600" role="status">
          {errorMessage(query.error, 'Releases could not be loaded.')}{' '}
          <button
            type="button"
            className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        </p>
      </Section>
    );
  }
  const data = query.data;
  // A visitor of a project without releases has nothing to read here.
  if (data.releases.length === 0 && data.licenseId === null && !data.canManage) return null;
  return <ReleasesBody projectId={projectId} data={data} />;
}

function Section({
  projectId,
  canManage = false,
  children,
}: {
  projectId: string;
  canManage?: boolean;
  children: ReactNode;
}) {
  return (
    <section id="releases" aria-labelledby="releases-title" className="mt-10 scroll-mt-20">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="releases-title" className="text-xl font-semibold text-slate-900">
          Releases
        </h2>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link
            to={paths.projectChangelog(projectId)}
            className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
          >
            <ListTree className="size-4" aria-hidden />
            Changelog
          </Link>
          {canManage && (
            <Link
              to={paths.editProjectReleases(projectId)}
              className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
            >
              <Settings2 className="size-4" aria-hidden />
              Manage releases
            </Link>
          )}
        </div>
      </div>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function ReleasesBody({ projectId, data }: { projectId: string; data: ProjectReleasesResponse }) {
  const { releases, licenseId, canManage, archives } = data;
  const start = useStartDownload();
  const [pending, setPending] = useState<string | null>(null);

  const download = (key: string, target: DownloadTarget) => {
    if (!licenseId) return;
    setPending(key);
    start.mutate(
      { licenseId, target },
      {
        onError: (err) => notify('error', errorMessage(err, 'The download could not be started')),
        onSettled: () => setPending(null),
      },
    );
  };
  const shown = releases.slice(0, SHOWN);
  const latestId = releases.find((r) => !r.yanked)?.id;

  return (
    <Section projectId={projectId} canManage={canManage}>
      {licenseId && archives === 'available' && (
        <div className="space-y-1.5 rounded-lg border border-slate-200 p-3 text-sm">
          <p className="font-medium text-slate-700">Latest code (default branch)</p>
          <div className="flex flex-wrap gap-1.5">
            {FORMATS.map(({ format, label }) => (
              <Button
                key={format}
                variant="outline"
                size="sm"
                loading={pending === `archive:${format}`}
                disabled={pending !== null}
                aria-label={`Download the latest code as ${label.toLowerCase()}`}
                onClick={() => download(`archive:${format}`, { format })}
                icon={<Download className="size-3.5" aria-hidden />}
              >
                {label}
              </Button>
            ))}
          </div>
        </div>
      )}
      {licenseId && archives === 'github_not_configured' && releases.length === 0 && (
        <p className="text-sm text-slate-600">{ARCHIVES_NEED_GITHUB}</p>
      )}

      {releases.length === 0 ? (
        <p className="text-sm text-slate-500">
          No releases yet.
          {canManage && (
            <>
              {' '}
              <Link
                to={paths.editProjectReleases(projectId)}
                className="font-medium text-indigo-700 hover:underline"
              >
                Publish the first one
              </Link>
            </>
          )}
        </p>
      ) : (
        <ol className="space-y-3" aria-label="Releases" data-testid="releases">
          {shown.map((release) => (
            <ReleaseItem
              key={release.id}
              projectId={projectId}
              release={release}
              latest={release.id === latestId}
              canManage={canManage}
              licenseId={licenseId}
              pending={pending}
              onDownload={(file) =>
                download(`${release.version}:${file}`, { release: release.version })
              }
            />
          ))}
        </ol>
      )}
      {releases.length > SHOWN && (
        <Link
          to={paths.projectChangelog(projectId)}
          className="inline-block text-sm font-medium text-indigo-700 hover:underline"
        >
          See all {releases.length} releases in the changelog
        </Link>
      )}
      {releases.length > 0 && (
        <p className="text-xs text-slate-500">
          {licenseId
            ? `Up to ${DOWNLOADS_PER_DAY} downloads a day. No GitHub account needed. Compare the SHA-256 of what you download with the one shown.`
            : canManage
              ? 'License holders download the files their updates include; you download your own here.'
              : 'Buyers of a license download these files.'}
        </p>
      )}
    </Section>
  );
}

function ReleaseItem({
  projectId,
  release,
  latest,
  canManage,
  licenseId,
  pending,
  onDownload,
}: {
  projectId: string;
  release: ProjectRelease;
  latest: boolean;
  canManage: boolean;
  licenseId: string | null;
  pending: string | null;
  onDownload: (fileName: string) => void;
}) {
  const label = versionLabel(release.version);
  const titleId = `release-${release.id}`;
  const notEntitled = licenseId !== null && release.entitled === false;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold text-slate-900">
              {label}
            </h3>
            {latest && <Badge variant="indigo">Latest</Badge>}
            {release.yanked && (
              <Badge variant="warning">{canManage ? 'Yanked' : 'Withdrawn'}</Badge>
            )}
            {notEntitled && <Badge variant="neutral">Not in your updates</Badge>}
          </div>
          <time className="text-xs text-slate-500" dateTime={release.publishedAt}>
            {formatDate(release.publishedAt)}
          </time>
        </div>
        {release.backdatedTo && (
          <p className="text-xs text-slate-500">
            Counts as of {formatDate(release.backdatedTo)} for terms of updates.
          </p>
        )}
        {release.notesHtml && (
          <details open={latest} className="group">
            <summary className="cursor-pointer text-sm font-medium text-indigo-700">
              Release notes
            </summary>
            <ReleaseNotes html={release.notesHtml} className="mt-2" />
          </details>
        )}
        <ReleaseFiles
          files={release.files}
          action={(file) =>
            !file.downloadable ? null : !licenseId ? (
              canManage && (
                // The author's own copy, straight from the project (yanked ones too).
                <a
                  href={`/api/projects/${encodeURIComponent(projectId)}/releases/${encodeURIComponent(release.id)}/download`}
                  download
                  aria-label={`Download ${label} (${file.name})`}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  <Download className="size-3.5" aria-hidden />
                  Download
                </a>
              )
            ) : (
              <Button
                variant="outline"
                size="sm"
                loading={pending === `${release.version}:${file.name}`}
                disabled={pending !== null}
                aria-label={`Download ${label} (${file.name})`}
                onClick={() => onDownload(file.name)}
                icon={<Download className="size-3.5" aria-hidden />}
              >
                Download
              </Button>
            )
          }
        />
        {notEntitled && licenseId && (
          <p className="text-sm text-slate-600">
            Not in your updates:{' '}
            <Link
              to={paths.renewCheckout(licenseId)}
              className="font-medium text-indigo-700 hover:underline"
            >
              renew to download
            </Link>
          </p>
        )}
      </article>
    </li>
  );
}
