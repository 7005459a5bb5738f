import type { PurchasedLicense } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { useId, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Download, RefreshCcw, Tag } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { updatesTerm, versionLabel } from '@/lib/updates-term';

import { useStartDownload } from '../api/downloads';
import { useReleaseMails } from '../api/release-mails';

import { KeyInstances } from './key-instances';

/**
 * A license's updates in the buyer's library (docs/product-rules.md#updates): the newest release
 * it may download (and a button for it), how many releases it is behind, its term with a way to
 * renew, the release mails, and where its key is activated. Nothing for ended licenses.
 */
export function LicenseUpdates({ purchase: p }: { purchase: PurchasedLicense }) {
  const [openedAt] = useState(() => Date.now());
  if (p.refund || p.licenseStatus === 'refunded' || p.licenseStatus === 'revoked') return null;
  const updates = p.updates;
  const active = p.licenseStatus === 'active';
  return (
    <div className="mt-2 space-y-2 text-xs" aria-label={`Updates of ${p.title}`} role="group">
      {updates && (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
            <LatestLine updates={updates} />
            {updates.releasesBehind > 0 && (
              <Badge variant="warning">
                {updates.releasesBehind}{' '}
                {updates.releasesBehind === 1 ? 'release behind' : 'releases behind'}
              </Badge>
            )}
            <TermLine updatesUntil={updates.updatesUntil} now={openedAt} />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {active && updates.latestEntitled && (
              <DownloadLatest licenseId={p.licenseId} version={updates.latestEntitled.version} />
            )}
            {active && updates.updatesUntil !== null && (
              <ButtonLink
                to={paths.renewCheckout(p.licenseId)}
                variant={
                  updatesTerm(updates.updatesUntil, openedAt).state === 'ended'
                    ? 'primary'
                    : 'outline'
                }
                size="sm"
                icon={<RefreshCcw className="size-3.5" aria-hidden />}
                aria-label={`Renew updates for ${p.title}`}
              >
                {updates.renewalPrice !== null
                  ? `Renew for ${formatUsd(updates.renewalPrice)}`
                  : 'Renew'}
              </ButtonLink>
            )}
            {active && <ReleaseMailsToggle projectId={p._id} title={p.title} />}
          </div>
        </>
      )}
      {active && p.licenseKey && <KeyInstances licenseId={p.licenseId} title={p.title} />}
    </div>
  );
}

function LatestLine({ updates }: { updates: NonNullable<PurchasedLicense['updates']> }) {
  if (!updates.latest) return <span>No releases yet</span>;
  if (!updates.latestEntitled) {
    return (
      <span>No release within your updates (latest {versionLabel(updates.latest.version)})</span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <Tag className="size-3.5 text-slate-400" aria-hidden />
      <span className="font-medium text-slate-800">
        {versionLabel(updates.latestEntitled.version)}
      </span>
      {updates.latest.version === updates.latestEntitled.version
        ? ' (latest)'
        : ` (latest is ${versionLabel(updates.latest.version)})`}
    </span>
  );
}

function TermLine({ updatesUntil, now }: { updatesUntil: string | null; now: number }) {
  const term = updatesTerm(updatesUntil, now);
  return (
    <span
      data-testid="license-updates-term"
      className={term.state === 'ended' ? 'font-medium text-amber-800' : undefined}
    >
      {term.text}
    </span>
  );
}

function DownloadLatest({ licenseId, version }: { licenseId: string; version: string }) {
  const start = useStartDownload();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={start.isPending}
      icon={<Download className="size-3.5" aria-hidden />}
      onClick={() =>
        start.mutate(
          { licenseId, target: { release: version } },
          {
            onError: (err) =>
              notify('error', errorMessage(err, 'The download could not be started')),
          },
        )
      }
    >
      Download {versionLabel(version)}
    </Button>
  );
}

function ReleaseMailsToggle({ projectId, title }: { projectId: string; title: string }) {
  const id = useId();
  const { query, change } = useReleaseMails(projectId);
  // Until the setting is known (or when it cannot be read) there is nothing to toggle.
  if (!query.data) return null;
  return (
    <label htmlFor={id} className="inline-flex items-center gap-2 text-slate-700">
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-slate-300 text-indigo-600"
        checked={query.data.subscribed}
        disabled={change.isPending}
        aria-label={`Email me new releases of ${title}`}
        onChange={(e) =>
          change.mutate(e.target.checked, {
            onError: (err) =>
              notify('error', errorMessage(err, 'Your mail setting could not be saved')),
          })
        }
      />
      Email me new releases
    </label>
  );
}
