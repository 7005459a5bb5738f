/**
 * The checkout's public entry (docs/decisions/018-web-feature-public-entries.md): what other
 * features may use. The dialog itself stays a lazy chunk behind `Checkout`.
 */
export { Checkout, preloadCheckout } from './components/checkout';
export type { CheckoutDialogProps } from './components/checkout-dialog';
