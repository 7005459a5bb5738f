import type { CartResponse, PublicBundleResponse } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

/**
 * What the buyer is about to pay for, before the server prices it: the cart's items, or a
 * bundle's projects. Discounts, the marketplace fee and tax come with the priced order.
 */

export function CartItems({ cart }: { cart: CartResponse }) {
  return (
    <div>
      <ul className="divide-y divide-slate-100" aria-label="Items in your cart">
        {cart.items.map((item) => (
          <li key={item.projectId} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <Link
                to={paths.project(item.projectId)}
                className={
                  'font-medium break-words hover:text-indigo-700 ' +
                  (item.available ? 'text-slate-900' : 'text-slate-500')
                }
              >
                {item.title}
              </Link>
              <p className="text-xs text-slate-500">by {item.sellerName}</p>
              {item.amount !== null && item.available && (
                <p className="text-xs text-slate-500">Your price (pay what you want)</p>
              )}
              {!item.available && (
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                  <Badge variant="warning">Not included</Badge>
                  {item.unavailableReason ?? 'This project can no longer be bought.'}
                </p>
              )}
            </div>
            <p
              className={
                'shrink-0 text-sm tabular-nums ' +
                (item.available ? 'text-slate-900' : 'text-slate-400 line-through')
              }
            >
              {formatUsd(item.amount ?? item.price)}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-sm">
        <span className="font-medium text-slate-900">Subtotal</span>
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatUsd(cart.subtotal)}
        </span>
      </div>
    </div>
  );
}

/** Bundle prices are null for visitors; the checkout is signed in, so they are there. */
const usd = (dollars: number | null) => (dollars === null ? '' : formatUsd(dollars));

export function BundleItems({ bundle, forViewer }: PublicBundleResponse) {
  const held = new Set(forViewer?.heldProjectIds ?? []);
  const price = forViewer?.price ?? bundle.price;
  return (
    <div>
      <p className="text-sm text-slate-600">
        <Link
          to={paths.bundle(bundle.id)}
          className="font-medium text-slate-900 hover:text-indigo-700"
        >
          {bundle.title}
        </Link>{' '}
        by {bundle.sellerName}
      </p>
      <ul className="mt-2 divide-y divide-slate-100" aria-label="Projects in this bundle">
        {bundle.projects.map((p) => (
          <li key={p.id} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <Link
                to={paths.project(p.id)}
                className={
                  'font-medium break-words hover:text-indigo-700 ' +
                  (held.has(p.id) ? 'text-slate-500' : 'text-slate-900')
                }
              >
                {p.title}
              </Link>
              {held.has(p.id) && (
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                  <Badge variant="success">You own this</Badge>
                  Left out, and its share taken off the price.
                </p>
              )}
            </div>
            <p className="shrink-0 text-sm text-slate-400 tabular-nums line-through">
              {usd(p.listPrice)}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm">
        <span className="font-medium text-slate-900">Bundle price</span>
        <span className="flex items-baseline gap-2">
          <span className="text-slate-400 tabular-nums line-through">{usd(bundle.listPrice)}</span>
          <span className="font-semibold text-slate-900 tabular-nums">{usd(price)}</span>
        </span>
      </div>
    </div>
  );
}
