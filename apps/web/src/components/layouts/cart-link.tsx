import { NavLink } from 'react-router';

import { ShoppingCart } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useCart } from '@/lib/queries/cart';

/** "Cart, 3 items": what a screen reader hears for the header's cart link. */
export function cartLinkLabel(count: number | undefined): string {
  if (count === undefined) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's link to the cart with its count, for a signed-in user (loaded on demand). */
export function CartLink({ className }: { className?: string }) {
  const cart = useCart();
  const count = cart.data?.count;
  return (
    <NavLink
      to={paths.cart}
      aria-label={cartLinkLabel(count)}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-10 items-center justify-center rounded-lg transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600',
          isActive ? 'text-indigo-700' : 'text-slate-700',
          className,
        )
      }
    >
      <ShoppingCart className="size-5" aria-hidden />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-indigo-600 px-1 text-xs font-semibold text-white tabular-nums"
        >
          {count}
        </span>
      )}
    </NavLink>
  );
}
