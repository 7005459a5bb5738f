/** What a seller's webhook endpoint may subscribe to (docs/product-rules.md#webhooks). */
export const WEBHOOK_EVENTS = [
  'license.created',
  'license.refunded',
  'license.disputed',
  'access.granted',
  'access.revoked',
  'review.created',
  'project.published',
  'release.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The event type of the "Send test event" button; it is sent to an endpoint whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'license.created': 'A license is sold or granted',
  'license.refunded': 'A license is refunded',
  'license.disputed': 'A payment is disputed',
  'access.granted': 'Repository access is granted',
  'access.revoked': 'Repository access is revoked',
  'review.created': 'A review is written',
  'project.published': 'A project is published',
  'release.published': 'A release of a project is published',
};

/** Standard Webhooks secrets: `whsec_` and the base64 of the key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const MAX_WEBHOOKS_PER_SELLER = 10;
/** Test events and redeliveries a seller may ask for in a minute, all endpoints together. */
export const WEBHOOK_MANUAL_SENDS_PER_MINUTE = 10;

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';
