/**
 * Bundles, as other features may use them (docs/decisions/018-web-feature-public-entries.md):
 * the project page lists a project's bundles, the seller dashboard manages the seller's. Both
 * stay lazy chunks behind these entries; the bundle page itself is a route of its own.
 */
export { ProjectBundles, SellerBundles } from './components/entries';
