import type { PurchasedLicense } from '@codebazaar/shared';
import { formatUsd, renewedUntil } from '@codebazaar/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { getProjectQueryOptions } from '@/lib/queries/project';
import { updatesTerm } from '@/lib/updates-term';

/**
 * What a renewal pays for, before the server prices it (docs/product-rules.md#updates): the
 * license's project, where its term stands, and until when the renewal would run (the project's
 * term, added to the later of today and the current end).
 */
export function RenewalItems({ purchase }: { purchase: PurchasedLicense }) {
  const [openedAt] = useState(() => Date.now());
  const project = useQuery(getProjectQueryOptions(purchase._id));
  const months = project.data?.updates?.updatesMonths ?? null;
  const current = purchase.updates?.updatesUntil ?? null;
  const term = updatesTerm(current, openedAt);
  const until =
    months !== null
      ? renewedUntil(current ? new Date(current) : null, new Date(openedAt), months)
      : null;
  const price = purchase.updates?.renewalPrice ?? null;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Renewal">
      <li className="flex items-start justify-between gap-4 py-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words text-slate-900">
            Renew updates for{' '}
            <Link to={paths.project(purchase._id)} className="hover:text-indigo-700">
              {purchase.title}
            </Link>
          </p>
          <p className="text-xs text-slate-500">{term.text}.</p>
          {until && months !== null && (
            <p className="text-xs text-slate-600" data-testid="renewal-until">
              {months} more {months === 1 ? 'month' : 'months'}: updates until{' '}
              {formatDate(until.toISOString())}
            </p>
          )}
        </div>
        {price !== null && (
          <p className="shrink-0 text-sm text-slate-900 tabular-nums">{formatUsd(price)}</p>
        )}
      </li>
    </ul>
  );
}
