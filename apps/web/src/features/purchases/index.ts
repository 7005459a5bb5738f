/**
 * The buyer's library, as other features may use it (docs/decisions/018-web-feature-public-entries.md):
 * the dashboard's Purchases tab shows these two.
 */
export { PurchasesList } from './components/purchases-list';
export { ReceiptsList } from './components/receipts-list';
