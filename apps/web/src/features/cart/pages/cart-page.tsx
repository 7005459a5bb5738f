import type { CartItem } from '@codebazaar/shared';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshCw, Search, ShoppingCart } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { CART_MUTATION_KEY, useCart, useRemoveCartItem } from '@/lib/queries/cart';
import { useDocumentTitle } from '@/lib/use-document-title';

import { CartItemRow } from '../components/cart-item-row';
import { CartSummary } from '../components/cart-summary';
import { groupBySeller } from '../lib/group-by-seller';

/** /cart: the buyer's cart by seller, with its subtotal and the way to checkout. */
export function Component() {
  useDocumentTitle('Your cart');
  const cart = useCart();
  const remove = useRemoveCartItem();
  const updating = useIsMutating({ mutationKey: CART_MUTATION_KEY }) > 0;
  const [removing, setRemoving] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const onRemove = (item: CartItem) => {
    setRemoving(item.projectId);
    remove.mutate(item.projectId, {
      onSuccess: () => notify('success', `${item.title} was removed from your cart`),
      onError: (err) => notify('error', errorMessage(err, 'Could not remove it from your cart')),
      onSettled: () => setRemoving(null),
    });
    // The row leaves at once: the keyboard goes on to the next Remove button, or the summary.
    requestAnimationFrame(() => {
      const next = listRef.current?.querySelector<HTMLElement>('[data-cart-remove]');
      (next ?? document.getElementById('cart-summary-title'))?.focus();
    });
  };

  let body;
  if (cart.isPending) {
    body = <PageSpinner label="Loading your cart" />;
  } else if (cart.isError) {
    body = (
      <Alert
        variant="error"
        title="Failed to load your cart"
        action={
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden />}
            loading={cart.isFetching}
            onClick={() => void cart.refetch()}
          >
            Try again
          </Button>
        }
      >
        {errorMessage(cart.error, 'Please check your connection and try again.')}
      </Alert>
    );
  } else if (cart.data.items.length === 0) {
    body = (
      <EmptyState
        icon={ShoppingCart}
        title="Your cart is empty"
        description="Add paid projects from their pages or from Find Projects, then pay for them all at once."
        action={
          <ButtonLink to={paths.findProjects} icon={<Search className="size-4" aria-hidden />}>
            Find Projects
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div ref={listRef} className="min-w-0 space-y-6">
          {groupBySeller(cart.data.items).map((group) => (
            <section
              key={group.sellerId}
              aria-labelledby={`seller-${group.sellerId}`}
              className="rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <h2
                id={`seller-${group.sellerId}`}
                className="border-b border-slate-100 px-4 py-3 text-sm font-medium text-slate-600 sm:px-5"
              >
                From{' '}
                <Link
                  to={paths.author(group.sellerId)}
                  className="font-semibold text-slate-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {group.sellerName}
                </Link>
              </h2>
              <ul className="divide-y divide-slate-100">
                {group.items.map((item) => (
                  <CartItemRow
                    key={item.projectId}
                    item={item}
                    removing={removing === item.projectId}
                    onRemove={onRemove}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
        <CartSummary cart={cart.data} updating={updating} />
      </div>
    );
  }

  const count = cart.data?.count ?? 0;
  const sellers = cart.data ? groupBySeller(cart.data.items).length : 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Your cart"
        description={
          count > 0
            ? `${count} ${count === 1 ? 'project' : 'projects'} from ${sellers} ${sellers === 1 ? 'seller' : 'sellers'}. Pay for them all at once.`
            : 'Projects you mean to buy, kept on every device you sign in on.'
        }
      />
      {body}
    </div>
  );
}
