import type { PurchasedLicense } from '@codebazaar/shared';
import { categoryLabel, formatUsd } from '@codebazaar/shared/rules';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';

/**
 * The buyer's library, newest first: each project with its license, that the license is active,
 * and the way to the code (the repository, else the project's license view).
 */
export function PurchasesList({ purchases }: { purchases: PurchasedLicense[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {purchases.map((p) => {
        const repo = p.repository.paidUrl ?? p.repository.freeUrl;
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
                <Badge variant="success">Active</Badge>
                {p.category && <Badge variant="neutral">{categoryLabel(p.category)}</Badge>}
              </div>
              <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
                <span>
                  by{' '}
                  <Link
                    to={paths.author(p.author.id)}
                    className="font-medium hover:text-indigo-700"
                  >
                    {p.author.username}
                  </Link>
                </span>
                <span>
                  {p.licenseKind === 'free' ? 'Claimed' : 'Purchased'} {formatDate(p.purchaseDate)}
                </span>
                <span>{p.amountPaid > 0 ? `Paid ${formatUsd(p.amountPaid)}` : 'Free'}</span>
              </div>
            </div>
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
            ) : (
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
  );
}
