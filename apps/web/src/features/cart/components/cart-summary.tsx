import type { CartResponse } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ArrowRight } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The subtotal of what can be bought now, and the way to checkout. */
export function CartSummary({ cart, updating }: { cart: CartResponse; updating: boolean }) {
  const available = cart.items.filter((item) => item.available).length;
  const left = cart.items.length - available;
  return (
    <Card aria-labelledby="cart-summary-title" role="region" className="lg:sticky lg:top-24">
      <CardContent className="space-y-4">
        <h2
          id="cart-summary-title"
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Summary
        </h2>
        <dl aria-busy={updating || undefined} className={cn(updating && 'opacity-60')}>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-600">Subtotal ({items(available)})</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">
              {formatUsd(cart.subtotal)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500">
          The marketplace fee and any tax are added at checkout, where you can also enter discount
          codes.
        </p>
        {left > 0 && (
          <p className="text-sm text-amber-800">
            {items(left)} cannot be bought now and {left === 1 ? 'is' : 'are'} left out.
          </p>
        )}
        {available > 0 ? (
          <ButtonLink
            to={paths.checkout}
            size="lg"
            className="w-full"
            icon={<ArrowRight className="size-4" aria-hidden />}
          >
            Check out
          </ButtonLink>
        ) : (
          <Button size="lg" className="w-full" disabled>
            Check out
          </Button>
        )}
        <p className="text-center text-sm">
          <Link
            to={paths.findProjects}
            className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            Continue shopping
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
