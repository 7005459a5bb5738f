/**
 * The cart's public entry (docs/decisions/018-web-feature-public-entries.md): the add button
 * project pages and cards show. The cart page is a route of its own (app/router.tsx).
 */
export { AddToCartButton, type AddToCartButtonProps } from './components/add-to-cart-button';
