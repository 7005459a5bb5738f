import type { ManageGithubAccessInput, RepositoryLicenseRecord } from '@codebazaar/shared';
import { formatUsd, GITHUB_MESSAGES } from '@codebazaar/shared/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { GitHubIcon } from '@/components/ui/github-icon';
import { FolderGit2, UserMinus, UserPlus } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';

import { AccessHistory } from './access-history';
import { AccessStatus } from './access-status';

type Action = ManageGithubAccessInput['action'];

export interface LicenseAccessListProps {
  licenses: RepositoryLicenseRecord[];
  /** The license whose action is running, if any. */
  pendingId: string | null;
  /** Absent when access cannot be managed (no GitHub app on the server): no buttons. */
  onAction?: (license: RepositoryLicenseRecord, action: Action) => void;
  githubConfigured: boolean;
}

const COLUMNS = ['Project & Buyer', 'Repository', 'Access Status', 'Purchase Info', 'Actions'];

/**
 * The sold licenses with their repository access: a table
 * from the md breakpoint, cards below it.
 */
export function LicenseAccessList({
  licenses,
  pendingId,
  onAction,
  githubConfigured,
}: LicenseAccessListProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className="px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {licenses.map((license) => (
              <tr key={license._id} className="align-top">
                <td className="min-w-44 px-4 py-4">
                  <ProjectAndBuyer license={license} />
                </td>
                <td className="min-w-52 px-4 py-4">
                  <Repository license={license} />
                </td>
                <td className="min-w-52 px-4 py-4">
                  <AccessStatus license={license} githubConfigured={githubConfigured} />
                  <AccessHistory licenseId={license._id} label={historyLabel(license)} />
                </td>
                <td className="px-4 py-4">
                  <PurchaseInfo license={license} />
                </td>
                <td className="px-4 py-4">
                  <Actions license={license} pendingId={pendingId} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Licenses">
        {licenses.map((license) => (
          <li
            key={license._id}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <ProjectAndBuyer license={license} />
            <dl className="mt-4 grid gap-3 text-sm">
              <CardRow label="Repository">
                <Repository license={license} />
              </CardRow>
              <CardRow label="Access Status">
                <AccessStatus license={license} githubConfigured={githubConfigured} />
                <AccessHistory licenseId={license._id} label={historyLabel(license)} />
              </CardRow>
              <CardRow label="Purchase Info">
                <PurchaseInfo license={license} />
              </CardRow>
            </dl>
            <div className="mt-4 border-t border-slate-100 pt-4">
              <Actions license={license} pendingId={pendingId} onAction={onAction} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

const historyLabel = (license: RepositoryLicenseRecord) =>
  `${license.projectTitle} for ${license.buyerUsername}`;

function CardRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function ProjectAndBuyer({ license }: { license: RepositoryLicenseRecord }) {
  return (
    <div className="min-w-0 space-y-1">
      <Link
        to={paths.project(license.projectId)}
        className="font-semibold break-words text-slate-900 hover:text-indigo-700 hover:underline"
      >
        {license.projectTitle}
      </Link>
      <p className="text-slate-600">
        Buyer: <span className="font-medium text-slate-800">{license.buyerUsername}</span>
      </p>
      {license.buyerGithubUsername && (
        <p className="flex items-center gap-1 text-xs text-slate-500">
          <GitHubIcon className="size-3.5" />
          {license.buyerGithubUsername}
        </p>
      )}
    </div>
  );
}

function Repository({ license }: { license: RepositoryLicenseRecord }) {
  if (!license.repositoryFullName) {
    return <span className="text-slate-500">No GitHub repository</span>;
  }
  return (
    <span className="flex items-start gap-1.5 font-mono text-xs [overflow-wrap:anywhere] text-slate-800">
      <FolderGit2 className="size-4 shrink-0 text-slate-400" aria-hidden />
      {license.repositoryFullName}
    </span>
  );
}

function PurchaseInfo({ license }: { license: RepositoryLicenseRecord }) {
  return (
    <div className="space-y-0.5 text-slate-700">
      <p className="font-medium">
        {license.licenseType === 'paid' ? 'Paid license' : 'Free license'}
      </p>
      <p>{formatUsd(license.price)}</p>
      <p className="text-xs text-slate-500">{formatDate(license.purchaseDate)}</p>
    </div>
  );
}

function Actions({
  license,
  pendingId,
  onAction,
}: {
  license: RepositoryLicenseRecord;
  pendingId: string | null;
  onAction?: (license: RepositoryLicenseRecord, action: Action) => void;
}) {
  if (!onAction) return <p className="text-sm text-slate-500">Unavailable without GitHub</p>;
  // Grant and revoke only when the buyer has a GitHub username
  // (docs/product-rules.md#repository-access).
  if (!license.buyerGithubUsername) {
    return <p className="text-sm text-slate-500">{GITHUB_MESSAGES.buyerNoGithub}</p>;
  }
  const busy = pendingId === license._id;
  const label = `${license.projectTitle} for ${license.buyerUsername}`;
  return license.accessGranted ? (
    <Button
      variant="outline"
      size="sm"
      className="border-red-200 text-red-700 hover:bg-red-50"
      icon={<UserMinus className="size-4" aria-hidden />}
      loading={busy}
      disabled={pendingId !== null}
      aria-label={`Revoke access to ${label}`}
      onClick={() => onAction(license, 'revoke')}
    >
      Revoke
    </Button>
  ) : (
    <Button
      size="sm"
      icon={<UserPlus className="size-4" aria-hidden />}
      loading={busy}
      disabled={pendingId !== null}
      aria-label={`Grant access to ${label}`}
      onClick={() => onAction(license, 'grant')}
    >
      Grant
    </Button>
  );
}
