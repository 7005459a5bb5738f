import type { PurchasedLicense } from '@codebazaar/shared';
import { categoryLabel, formatUsd } from '@codebazaar/shared/rules';
import { useState } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { ExternalLink } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { LicenseUpdates } from '@/features/releases';
import { formatDate } from '@/lib/format-date';
import { personName } from '@/lib/person-name';

import { PurchaseAccess } from './purchase-access';
import { RefundRequestDialog } from './refund-request-dialog';
import { RefundState } from './refund-state';

/**
 * The buyer's library, newest first: each project with its license, that the license is active
 * (or on hold while its payment is disputed), and the way to the code (the repository, else the
 * project's license view). Refunded purchases, and those whose dispute the bank decided for the
 * buyer, stay listed as Refunded with the amount, the date and the receipt, and no way to the code.
 * Each active license shows its updates: the newest release it may download, its term and the
 * way to renew, release mails and where its key is activated (docs/product-rules.md#updates).
 */
export function PurchasesList({ purchases }: { purchases: PurchasedLicense[] }) {
  // When the list was opened: what is inside its refund window is decided at that moment.
  const [openedAt] = useState(() => new Date());
  const [refunding, setRefunding] = useState<PurchasedLicense | null>(null);
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {purchases.map((p) => {
          const ended = p.refund !== null;
          const repo = ended ? null : (p.repository.paidUrl ?? p.repository.freeUrl);
          return (
            <li key={p.licenseId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={paths.project(p._id)}
                    className="truncate font-semibold text-slate-900 hover:text-indigo-700"
                  >
                    {p.title}
                  </Link>
                  <Badge variant={p.licenseKind === 'free' ? 'success' : 'indigo'}>
                    {p.licenseKind === 'free' ? 'Free license' : 'Paid license'}
                  </Badge>
                  <StatusBadge purchase={p} />
                  {p.category && <Badge variant="neutral">{categoryLabel(p.category)}</Badge>}
                </div>
                <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
                  <span>
                    by{' '}
                    <Link
                      to={paths.author(p.author.username)}
                      className="font-medium hover:text-indigo-700"
                    >
                      {personName(p.author)}
                    </Link>
                  </span>
                  <span>
                    {p.licenseKind === 'free' ? 'Claimed' : 'Purchased'}{' '}
                    {formatDate(p.purchaseDate)}
                  </span>
                  <span>{p.amountPaid > 0 ? `Paid ${formatUsd(p.amountPaid)}` : 'Free'}</span>
                  {p.refund ? (
                    <span data-testid="purchase-refund">
                      {p.refund.via === 'refund' ? 'Refunded' : 'Refunded by your bank (dispute)'}{' '}
                      {formatUsd(p.refund.amount)} on {formatDate(p.refund.refundedAt)}
                    </span>
                  ) : (
                    <RefundState purchase={p} now={openedAt} onRequest={() => setRefunding(p)} />
                  )}
                </div>
                {!ended && p.licenseKey && (
                  <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                    <span>License key</span>
                    <code
                      data-testid="purchase-license-key"
                      className="rounded bg-slate-50 px-1.5 py-0.5 font-mono break-all text-slate-800 select-all"
                    >
                      {p.licenseKey}
                    </code>
                  </p>
                )}
                {!ended && <LicenseUpdates purchase={p} />}
                {repo && <PurchaseAccess licenseId={p.licenseId} title={p.title} />}
              </div>
              {p.licenseKind === 'paid' && (
                <Link
                  to={paths.receipt(p.licenseId)}
                  className="text-sm font-medium text-indigo-700 hover:underline"
                >
                  Receipt
                </Link>
              )}
              {repo ? (
                <a
                  href={repo}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
                >
                  Repository
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
              ) : ended ? null : (
                <Link
                  to={paths.projectLicense(p._id)}
                  className="text-sm font-medium text-indigo-700 hover:underline"
                >
                  View license
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {refunding && (
        <RefundRequestDialog
          licenseId={refunding.licenseId}
          title={refunding.title}
          onClose={() => setRefunding(null)}
        />
      )}
    </>
  );
}

/** Where the license stands: active, on hold during a dispute, or ended with its money back. */
function StatusBadge({ purchase: p }: { purchase: PurchasedLicense }) {
  if (p.refund) return <Badge variant="neutral">Refunded</Badge>;
  if (p.licenseStatus === 'suspended') return <Badge variant="warning">Payment disputed</Badge>;
  return <Badge variant="success">Active</Badge>;
}
