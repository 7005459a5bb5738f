import { CART_MESSAGES, type CartItem } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { AlertTriangle, Package, Trash2 } from '@/components/ui/icons';
import { paths } from '@/config/paths';

import { itemCharge } from '../lib/group-by-seller';
import { CartAmountForm } from './cart-amount-form';

const LICENSE_LABELS: Record<CartItem['licenseType'], string> = {
  paid: 'Paid license',
  freemium: 'Premium edition',
  free: 'Free project',
};

export interface CartItemRowProps {
  item: CartItem;
  removing: boolean;
  onRemove: (item: CartItem) => void;
}

/** One project of the cart: picture, title, price or the buyer's amount, why not, remove. */
export function CartItemRow({ item, removing, onRemove }: CartItemRowProps) {
  const titleId = `cart-item-${item.projectId}`;
  // An amount below a raised minimum is fixed here; other reasons cannot be.
  const editable =
    item.payWhatYouWant &&
    (item.available || item.unavailableReason === CART_MESSAGES.amountBelowMinimum);
  return (
    <li aria-labelledby={titleId} className="flex gap-3 p-4 sm:gap-4 sm:p-5">
      {item.thumbnailUrl ? (
        <img
          src={item.thumbnailUrl}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:size-20"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-400 sm:size-20"
        >
          <Package className="size-7" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
            <Link
              to={paths.project(item.projectId)}
              className="rounded-sm hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {item.title}
            </Link>
          </h3>
          <p className="shrink-0 text-right font-semibold text-slate-900 tabular-nums">
            {item.available ? (
              formatUsd(itemCharge(item))
            ) : (
              <span className="text-slate-400 line-through">
                <span className="sr-only">Not counted: </span>
                {formatUsd(item.amount ?? item.price)}
              </span>
            )}
          </p>
        </div>
        <p className="mt-0.5 text-sm text-slate-500">
          {LICENSE_LABELS[item.licenseType]}
          {/* The amount's field says it where the buyer can change it. */}
          {item.payWhatYouWant && !editable && item.licenseType !== 'free'
            ? ` · pay what you want, from ${formatUsd(item.price)}`
            : ''}
        </p>
        {!item.available && item.unavailableReason && (
          <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-amber-800">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{item.unavailableReason}</span>
          </p>
        )}
        {editable && <CartAmountForm item={item} />}
        <div className="mt-2">
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3 text-slate-600"
            data-cart-remove
            icon={<Trash2 className="size-4" aria-hidden />}
            loading={removing}
            onClick={() => onRemove(item)}
            aria-label={`Remove ${item.title} from your cart`}
          >
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
