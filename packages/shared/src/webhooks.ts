import { z } from 'zod';

import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX,
} from './rules/webhooks';

const webhookUrl = z
  .string({ message: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'URL must be an http or https address')
  // What the refinement checks, stated in the OpenAPI document: an http or https URL.
  .meta({ format: 'uri', pattern: '^\\s*[Hh][Tt][Tt][Pp][Ss]?://' });

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { message: `Events must be among ${WEBHOOK_EVENTS.join(', ')}` }), {
    message: 'Events are required',
  })
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length);

const webhookDescription = z
  .string()
  .trim()
  .max(
    WEBHOOK_DESCRIPTION_MAX,
    `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`,
  );

export const createWebhookInputSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: webhookDescription.optional(),
});
export type CreateWebhookInput = z.input<typeof createWebhookInputSchema>;

export const updateWebhookInputSchema = z.object({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  description: webhookDescription.optional(),
  enabled: z.boolean({ message: 'enabled must be true or false' }).optional(),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookInputSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  enabled: z.boolean(),
  /** Why the endpoint was switched off by the system (repeated failures); null otherwise. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** POST /seller/webhooks and …/rotate-secret: the signing secret, shown this once. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookListSchema = z.object({
  webhooks: z.array(webhookSchema),
  /**
   * Whether this server accepts loopback URLs (http://127.0.0.1, localhost): outside production
   * only, so a seller can try webhooks against a listener on the same machine.
   */
  loopbackAllowed: z.boolean(),
});
export type WebhookList = z.infer<typeof webhookListSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt and redelivery of one message. */
  messageId: z.string(),
  eventType: z.union([z.enum(WEBHOOK_EVENTS), z.literal(WEBHOOK_TEST_EVENT)]),
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** Attempts made so far. */
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  /** The start of the receiver's answer (capped), or why no answer came. */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveryParamsSchema = z.object({
  id: z.uuid({ message: 'Invalid id' }),
  deliveryId: z.uuid({ message: 'Invalid id' }),
});
