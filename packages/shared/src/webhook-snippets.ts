/**
 * The webhook verification snippets of the developer docs page (docs/product-rules.md#webhooks).
 * The server's webhook tests run both, exactly as shown, against real deliveries.
 */
export const WEBHOOK_LIBRARY_SNIPPET = `import { Webhook } from 'standardwebhooks';

/** The event when the request was signed with your secret (whsec_…); throws otherwise. */
export function verifyEvent(rawBody: string, headers: Record<string, string>, secret: string) {
  return new Webhook(secret).verify(rawBody, headers) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
}
`;

export const WEBHOOK_MANUAL_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** True when the request was signed with your secret (whsec_…) less than 5 minutes ago. */
export function verifyWebhook(
  rawBody: string,
  headers: Record<string, string | undefined>,
  secret: string,
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return false;
  if (!(Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300)) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  // Space-separated "v1,<base64>" entries; one matching is enough.
  return signatures.split(' ').some((entry) => {
    const [version, mac] = entry.split(',');
    const given = Buffer.from(mac ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
`;
