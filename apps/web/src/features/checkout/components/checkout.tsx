import { lazy, Suspense } from 'react';

import type { CheckoutDialogProps } from './checkout-dialog';

/** Starts fetching the checkout chunk (the buyer showed intent: hover or focus on Buy). */
export const preloadCheckout = () => import('./checkout-dialog');
const CheckoutDialog = lazy(preloadCheckout);

/**
 * The checkout dialog, loaded on first use. The project page's side panel renders it (not the
 * button) so that it stays open while the panel switches to the licensee view behind it.
 */
export function Checkout(props: CheckoutDialogProps) {
  return (
    <Suspense fallback={null}>
      <CheckoutDialog {...props} />
    </Suspense>
  );
}
