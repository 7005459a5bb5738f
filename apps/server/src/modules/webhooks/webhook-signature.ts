import crypto from 'node:crypto';

import { WEBHOOK_SECRET_PREFIX } from '@codebazaar/shared/rules';

/**
 * Signing per the Standard Webhooks specification: the secret is `whsec_` + base64 of random
 * bytes; the signature is `v1,` + base64 of HMAC-SHA256 over `id.timestamp.body` keyed with
 * those bytes (timestamp in whole seconds).
 */

export const newWebhookSecret = () =>
  `${WEBHOOK_SECRET_PREFIX}${crypto.randomBytes(32).toString('base64')}`;

export const newMessageId = () => `msg_${crypto.randomBytes(16).toString('hex')}`;

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = crypto
    .createHmac('sha256', key)
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one attempt. */
export function webhookHeaders(
  secret: string,
  id: string,
  now: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
