import type { SellerSale } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { useState } from 'react';
import { Link } from 'react-router';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Receipt, Undo2 } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { formatDate } from '@/lib/format-date';

import { RefundDialog } from './refund-dialog';

const HEADERS = [
  'Project',
  'Buyer',
  'Price',
  'Marketplace fee',
  'Earnings',
  'Date',
  'Status',
  'Actions',
];

/** The recent sales of the seller dashboard. */
export function RecentSalesTable({ sales }: { sales: SellerSale[] }) {
  const [refunding, setRefunding] = useState<SellerSale | null>(null);
  // Eight columns do not fit a phone: there each sale is a small card instead.
  const wide = useMediaQuery('(min-width: 768px)');
  if (sales.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title="No sales yet"
        description="When someone buys a license to one of your projects, the sale shows up here."
      />
    );
  }
  return (
    <Card aria-labelledby="recent-sales-title">
      <CardHeader>
        <CardTitle id="recent-sales-title">Recent Sales</CardTitle>
      </CardHeader>
      {!wide ? (
        <SaleCards sales={sales} onRefund={setRefunding} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
              <tr>
                {HEADERS.map((h) => (
                  <th
                    key={h}
                    scope="col"
                    className={`px-4 py-3 whitespace-nowrap first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6 ${
                      ['Price', 'Marketplace fee', 'Earnings'].includes(h) ? 'text-right' : ''
                    }`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sales.map((sale) => (
                <tr key={sale._id} className="align-top">
                  <td className="max-w-56 py-3 pr-4 pl-5 sm:pl-6">
                    <Link
                      to={paths.project(sale.project._id)}
                      className="line-clamp-2 font-medium text-slate-900 hover:text-indigo-700"
                    >
                      {sale.project.title}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-800">{sale.licensee.username}</p>
                    <p className="text-xs text-slate-500">{sale.licensee.email}</p>
                  </td>
                  <td className="px-4 py-3 text-right text-slate-800 tabular-nums">
                    {formatUsd(sale.price)}
                  </td>
                  <td className="px-4 py-3 text-right text-slate-500 tabular-nums">
                    {formatUsd(sale.fee)}
                  </td>
                  <td className="px-4 py-3 text-right font-semibold text-emerald-700 tabular-nums">
                    {formatUsd(sale.sellerEarnings)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                    <time dateTime={sale.purchaseDate}>{formatDate(sale.purchaseDate)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <SaleStatus status={sale.status} />
                  </td>
                  <td className="py-3 pr-5 pl-4 sm:pr-6">
                    <RefundButton sale={sale} onRefund={setRefunding} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {refunding && <RefundDialog sale={refunding} onClose={() => setRefunding(null)} />}
    </Card>
  );
}

const SALE_STATUS: Record<SellerSale['status'], { label: string; variant: BadgeVariant }> = {
  active: { label: 'Completed', variant: 'success' },
  refunded: { label: 'Refunded', variant: 'neutral' },
  // The buyer's bank disputes the payment (docs/product-rules.md#disputes).
  suspended: { label: 'Disputed', variant: 'warning' },
  revoked: { label: 'Dispute lost', variant: 'danger' },
};

/** Opens the refund dialog of an active sale; nothing for a sale already refunded or disputed. */
function RefundButton({
  sale,
  onRefund,
}: {
  sale: SellerSale;
  onRefund: (sale: SellerSale) => void;
}) {
  if (sale.status !== 'active') return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<Undo2 className="size-4" aria-hidden />}
      onClick={() => onRefund(sale)}
      aria-label={`Refund ${sale.licensee.username}'s purchase of ${sale.project.title}`}
      aria-haspopup="dialog"
    >
      Refund
    </Button>
  );
}

function SaleStatus({ status }: { status: SellerSale['status'] }) {
  return <Badge variant={SALE_STATUS[status].variant}>{SALE_STATUS[status].label}</Badge>;
}

function SaleCards({
  sales,
  onRefund,
}: {
  sales: SellerSale[];
  onRefund: (sale: SellerSale) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {sales.map((sale) => (
        <li key={sale._id} className="space-y-3 px-5 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link
                to={paths.project(sale.project._id)}
                className="font-medium text-slate-900 hover:text-indigo-700"
              >
                {sale.project.title}
              </Link>
              <p className="mt-0.5 text-sm text-slate-700">{sale.licensee.username}</p>
              <p className="truncate text-xs text-slate-500">{sale.licensee.email}</p>
            </div>
            <SaleStatus status={sale.status} />
          </div>
          <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 px-3 py-2 text-xs">
            <div>
              <dt className="text-slate-500">Price</dt>
              <dd className="font-medium text-slate-800 tabular-nums">{formatUsd(sale.price)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Marketplace fee</dt>
              <dd className="text-slate-600 tabular-nums">{formatUsd(sale.fee)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Earnings</dt>
              <dd className="font-semibold text-emerald-700 tabular-nums">
                {formatUsd(sale.sellerEarnings)}
              </dd>
            </div>
          </dl>
          <div className="flex items-center justify-between gap-3 text-xs text-slate-500">
            <time dateTime={sale.purchaseDate}>{formatDate(sale.purchaseDate)}</time>
            <RefundButton sale={sale} onRefund={onRefund} />
          </div>
        </li>
      ))}
    </ul>
  );
}
