import type { ArchiveFormat, ProjectRelease as Release } from '@codebazaar/shared';
import { ARCHIVES_NEED_GITHUB, DOWNLOADS_PER_DAY } from '@codebazaar/shared/rules';
import { Download, Tag } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { formatDate } from '@/lib/format-date';
import { useGitHubStatus } from '@/lib/github-api';

import { useReleases, useStartDownload } from '../api/code-downloads';

const FORMATS: { format: ArchiveFormat; label: string }[] = [
  { format: 'zip', label: 'Zip' },
  { format: 'tar.gz', label: 'Tar.gz' },
];

/**
 * The holder's downloads of the code: the default branch and each release, as zip or tar.gz
 * (docs/license-keys.md#downloads). Works without a GitHub account of the buyer's; on a server
 * without GitHub (GET /api/github/status, or the releases' answer) it offers no archive and says
 * why, once.
 */
export function CodeDownloadsPanel({
  projectId,
  licenseId,
}: {
  projectId: string;
  licenseId: string;
}) {
  const releases = useReleases(projectId);
  const { availability } = useGitHubStatus();
  const start = useStartDownload();
  const [pending, setPending] = useState<string | null>(null);

  const download = (ref: string | null, format: ArchiveFormat) => {
    const id = `${ref ?? ''}:${format}`;
    setPending(id);
    start.mutate(
      { licenseId, ref, format },
      {
        onError: (err) => notify('error', err.message),
        onSettled: () => setPending(null),
      },
    );
  };

  const buttons = (ref: string | null, what: string) => (
    <div className="flex flex-wrap gap-1.5">
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          type="button"
          variant="outline"
          size="sm"
          loading={pending === `${ref ?? ''}:${format}`}
          disabled={pending !== null}
          aria-label={`Download ${what} as ${label.toLowerCase()}`}
          onClick={() => download(ref, format)}
          icon={<Download className="size-3.5" aria-hidden />}
        >
          {label}
        </Button>
      ))}
    </div>
  );

  const withoutGithub =
    availability.state === 'not-configured' || releases.data?.archives === 'github_not_configured';
  return (
    <section
      aria-labelledby="code-downloads-title"
      className="space-y-3 rounded-lg border border-slate-200 p-3 text-sm"
    >
      <h3
        id="code-downloads-title"
        className="flex items-center gap-1.5 font-medium text-slate-700"
      >
        <Download className="size-4" aria-hidden />
        Download the code
      </h3>
      {withoutGithub ? (
        <p className="text-slate-600">{ARCHIVES_NEED_GITHUB}</p>
      ) : (
        <>
          <div className="space-y-1.5">
            <p className="text-slate-600">Latest code (default branch)</p>
            {availability.state === 'loading' ? null : buttons(null, 'the latest code')}
          </div>
          <ReleaseList state={releases} renderButtons={buttons} />
          <p className="text-xs text-slate-500">
            Up to {DOWNLOADS_PER_DAY} downloads a day. No GitHub account needed.
          </p>
        </>
      )}
    </section>
  );
}

function ReleaseList({
  state,
  renderButtons,
}: {
  state: ReturnType<typeof useReleases>;
  renderButtons: (ref: string, what: string) => React.ReactNode;
}) {
  if (state.isPending) {
    return (
      <p className="text-slate-500" role="status">
        Loading releases…
      </p>
    );
  }
  if (state.isError) {
    return (
      <p className="text-slate-600" role="status">
        Releases could not be loaded: {state.error.message}{' '}
        <button
          type="button"
          className="text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          onClick={() => void state.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  const list = state.data.releases;
  if (list.length === 0) return <p className="text-slate-500">No releases yet.</p>;
  return (
    <div>
      <p className="mb-1.5 text-slate-600">Releases</p>
      <ul
        className="divide-y divide-slate-100 rounded-md border border-slate-100"
        data-testid="releases"
      >
        {list.map((release) => (
          <ReleaseRow key={release.id} release={release} renderButtons={renderButtons} />
        ))}
      </ul>
    </div>
  );
}

function ReleaseRow({
  release,
  renderButtons,
}: {
  release: Release;
  renderButtons: (ref: string, what: string) => React.ReactNode;
}) {
  return (
    <li className="space-y-1.5 p-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="flex items-center gap-1 font-medium text-slate-800">
          <Tag className="size-3.5 text-slate-400" aria-hidden />
          {release.version}
        </span>
        {release.publishedAt && (
          <time className="text-xs text-slate-500" dateTime={release.publishedAt}>
            {formatDate(release.publishedAt)}
          </time>
        )}
      </div>
      {release.notes && (
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer text-indigo-700">Release notes</summary>
          <p className="mt-1 whitespace-pre-line break-words">{release.notes}</p>
        </details>
      )}
      {renderButtons(release.version, `release ${release.version}`)}
    </li>
  );
}
