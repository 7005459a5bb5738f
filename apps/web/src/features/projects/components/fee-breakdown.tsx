import { computeFee, formatUsd, MARKETPLACE_FEE_PCT } from '@codebazaar/shared/rules';

import { cn } from '@/lib/cn';

export interface FeeBreakdownProps {
  /** The seller's price in dollars. */
  price: number;
  /** The project's fee percent (the project page reads marketplaceFeePct). */
  feePct?: number;
  /** Wording for the seller (form) or for the buyer (project page). */
  audience: 'seller' | 'buyer';
  className?: string;
}

/**
 * Fee breakdown: price, fee added, customer pays, seller receives. Shown only when the price is
 * above 0; the amounts come from the shared fee math (docs/product-rules.md#money).
 */
export function FeeBreakdown({
  price,
  feePct = MARKETPLACE_FEE_PCT,
  audience,
  className,
}: FeeBreakdownProps) {
  if (!(price > 0)) return null;
  const fee = computeFee(price, feePct);
  const rows = [
    { label: audience === 'seller' ? 'Your price' : 'Price', value: formatUsd(fee.price) },
    { label: `Marketplace fee added (${feePct}%)`, value: `+${formatUsd(fee.fee)}` },
    { label: 'Customer pays', value: formatUsd(fee.customerPays), strong: true },
    {
      label: audience === 'seller' ? 'You receive' : 'Seller receives',
      value: formatUsd(fee.sellerReceives),
      accent: true,
    },
  ];
  return (
    <dl
      aria-label="Fee breakdown"
      className={cn('divide-y divide-slate-200 rounded-lg bg-slate-50 px-4 text-sm', className)}
    >
      {rows.map((row) => (
        <div key={row.label} className="flex items-center justify-between gap-4 py-2">
          <dt className="text-slate-600">{row.label}</dt>
          <dd
            className={cn(
              'tabular-nums',
              row.strong && 'font-semibold text-slate-900',
              row.accent && 'font-semibold text-emerald-700',
              !row.strong && !row.accent && 'text-slate-800',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
