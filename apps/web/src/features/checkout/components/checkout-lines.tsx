import type { CreateCheckoutResponse } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';

/**
 * The order as the server priced it (docs/product-rules.md#money): each line with its list
 * price, the seller's discount and its code, the price and the marketplace fee; then the totals
 * with tax.
 */
export function CheckoutLines({
  checkout: c,
  showTax,
}: {
  checkout: CreateCheckoutResponse;
  /** Tax applies on this server: the row shows even at $0 (a reverse charge, say). */
  showTax: boolean;
}) {
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100" aria-label="Order lines">
        {c.lines.map((line) => (
          <li key={line.projectId} className="py-3">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{line.title}</p>
                {line.renewalOf && <p className="text-xs text-slate-500">Renewal of updates</p>}
              </div>
              <p className="shrink-0 text-sm font-medium text-slate-900 tabular-nums">
                {formatUsd(line.price + line.fee)}
              </p>
            </div>
            <dl className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
              <Amount label="List price" value={formatUsd(line.listPrice)} />
              {line.discount > 0 ? (
                <Amount
                  label={line.discountCode ? `Discount (${line.discountCode})` : 'Discount'}
                  value={`−${formatUsd(line.discount)}`}
                  className="text-emerald-700"
                />
              ) : (
                <Amount label="Discount" value="None" className="text-slate-500" />
              )}
              <Amount label="Price" value={formatUsd(line.price)} />
              <Amount label="Fee" value={`+${formatUsd(line.fee)}`} />
            </dl>
          </li>
        ))}
      </ul>
      <dl aria-label="Order totals" className="rounded-xl bg-slate-50 px-4 py-1 text-sm">
        {c.discount > 0 && (
          <>
            <Row label="List price" value={formatUsd(c.listPrice)} />
            <Row
              label="Discounts"
              value={`−${formatUsd(c.discount)}`}
              className="text-emerald-700"
            />
          </>
        )}
        <Row label="Price" value={formatUsd(c.price)} />
        <Row label="Marketplace fee" value={`+${formatUsd(c.fee)}`} />
        {(c.tax > 0 || showTax) && <Row label="Tax" value={`+${formatUsd(c.tax)}`} />}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 py-2.5">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-base font-bold text-slate-900 tabular-nums">{formatUsd(c.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Amount({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0">
      <dt className="break-words text-slate-500">{label}</dt>
      <dd className={'tabular-nums ' + (className ?? 'text-slate-700')}>{value}</dd>
    </div>
  );
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className={'tabular-nums ' + (className ?? 'text-slate-800')}>{value}</dd>
    </div>
  );
}
