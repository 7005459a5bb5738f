/**
 * The seller's tools, as other features may use them
 * (docs/decisions/018-web-feature-public-entries.md): the profile page shows the API tokens and
 * the webhooks sections.
 */
export { ApiTokensSection } from './components/api-tokens-section';
export { WebhooksSection } from './components/webhooks-section';
