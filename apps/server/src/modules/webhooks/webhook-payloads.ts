import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@codebazaar/shared/rules';

import { ACCESS_CAUSES } from '../../db/schema/access-events';
import { LICENSE_STATUSES } from '../../db/schema/licenses';

/**
 * The outgoing webhooks as the OpenAPI document's `webhooks` section describes them (OpenAPI
 * 3.1), so a client generated from /api/docs/json gets a type for each payload. The body is the
 * Standard Webhooks envelope `{ type, timestamp, data }` of webhooks.service.ts (queueNew), with
 * the data its event sources read from webhooks.repository.ts; the signature headers are those
 * of webhook-signature.ts (docs/product-rules.md#webhooks). The delivery test validates every
 * event it receives against this, so a field added to a payload must be added here too.
 */

type Schema = Record<string, unknown>;

const uuid = { type: 'string', format: 'uuid' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** A closed object: every property listed is sent, and nothing else. */
const object = (properties: Record<string, Schema>): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const LICENSE = object({
  id: uuid,
  projectId: uuid,
  projectTitle: { type: 'string' },
  buyerUsername: { type: 'string' },
  kind: {
    type: 'string',
    enum: ['free', 'paid'],
    description: 'free: a free claim; paid: a sale.',
  },
  status: {
    type: 'string',
    enum: [...LICENSE_STATUSES],
    description:
      'The license as the event found it: active, refunded, suspended (by a payment dispute) ' +
      'or revoked.',
  },
  totalCents: { type: 'integer', description: 'What the buyer paid, in cents (0 when free).' },
  sellerCents: { type: 'integer', description: "The seller's share, in cents." },
  currency: { type: 'string', description: 'ISO 4217 code, e.g. USD.' },
  createdAt: dateTime,
});

const access = (actions: string[], meaning: string): Schema =>
  object({
    id: uuid,
    licenseId: uuid,
    projectId: uuid,
    githubAccount: { type: ['string', 'null'], description: "The buyer's GitHub login." },
    repository: { type: ['string', 'null'], description: 'The repository, owner/name.' },
    action: { type: 'string', enum: actions, description: meaning },
    cause: { type: 'string', enum: [...ACCESS_CAUSES], description: 'Why it was done.' },
    createdAt: dateTime,
  });

const REVIEW = object({
  id: uuid,
  projectId: uuid,
  projectTitle: { type: 'string' },
  reviewerUsername: { type: 'string' },
  rating: { type: 'integer', minimum: 1, maximum: 5 },
  body: { type: 'string', description: 'The text of the review; empty when none.' },
  createdAt: dateTime,
});

const PROJECT = object({
  id: uuid,
  title: { type: 'string' },
  licenseType: { type: 'string', enum: ['free', 'paid', 'freemium'] },
  priceCents: { type: 'integer' },
  status: { type: 'string', enum: ['published'] },
  url: { type: 'string', format: 'uri', description: "The project's page on the marketplace." },
});

const RELEASE = object({
  id: uuid,
  projectId: uuid,
  projectTitle: { type: 'string' },
  version: { type: 'string', description: 'The semantic version, without a leading v.' },
  notes: { type: 'string', description: 'The release notes, Markdown.' },
  publishedAt: dateTime,
  backdatedTo: {
    type: ['string', 'null'],
    format: 'date-time',
    description: 'A fix reaching older terms of updates counts from this date; null otherwise.',
  },
  files: {
    type: 'array',
    items: object({
      name: { type: 'string' },
      size: { type: 'integer', description: 'Bytes.' },
      sha256: { type: 'string' },
    }),
  },
  url: {
    type: 'string',
    format: 'uri',
    description: "The project's changelog on the marketplace.",
  },
});

const DATA: Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, Schema> = {
  'license.created': object({ license: LICENSE }),
  'license.refunded': object({ license: LICENSE }),
  'license.disputed': object({ license: LICENSE }),
  'access.granted': object({
    access: access(['invite', 'resend'], 'invite: an invitation was sent; resend: sent again.'),
  }),
  'access.revoked': object({
    access: access(
      ['revoke', 'remove'],
      'revoke: the invitation was withdrawn; remove: the collaborator was removed.',
    ),
  }),
  'review.created': object({ review: REVIEW }),
  'release.published': object({ release: RELEASE }),
  'project.published': object({ project: PROJECT }),
  [WEBHOOK_TEST_EVENT]: object({
    webhookId: { ...uuid, description: 'The endpoint the test was sent to.' },
    message: { type: 'string' },
  }),
};

/** The names of the components schemas of each event's body, e.g. `LicenseCreatedEvent`. */
export const webhookSchemaName = (type: string): string =>
  `${type
    .split('.')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')}Event`;

/** The body of one event: the Standard Webhooks envelope. */
export const webhookPayloadSchema = (type: keyof typeof DATA): Schema =>
  object({
    type: { type: 'string', const: type },
    timestamp: { ...dateTime, description: 'When the event was queued.' },
    data: DATA[type],
  });

/** The signature headers of every attempt (Standard Webhooks, webhook-signature.ts). */
const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The message id (`msg_…`): the same on every attempt and redelivery.',
  },
  { name: 'webhook-timestamp', description: 'When this attempt was signed, in Unix seconds.' },
  {
    name: 'webhook-signature',
    description:
      '`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded ' +
      'part of the endpoint secret after `whsec_`.',
  },
].map((h) => ({ ...h, in: 'header', required: true, schema: { type: 'string' } }));

const EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;

const summaryOf = (type: (typeof EVENTS)[number]) =>
  type === WEBHOOK_TEST_EVENT
    ? 'A test event, sent by the "Send test event" button only'
    : WEBHOOK_EVENT_LABELS[type];

/** The document's `webhooks`: one POST each, to the seller's endpoint URL. */
export function webhooksDocument(): Record<string, unknown> {
  return Object.fromEntries(
    EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: `on${webhookSchemaName(type)}`,
          summary: summaryOf(type),
          tags: ['webhooks'],
          security: [],
          parameters: SIGNATURE_HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${webhookSchemaName(type)}` },
              },
            },
          },
          responses: {
            '2XX': { description: 'Received: any 2xx status within 10 s.' },
            '4XX': { description: 'Failed: the event is retried (test events are not).' },
            '5XX': { description: 'Failed: the event is retried (test events are not).' },
          },
        },
      },
    ]),
  );
}

/** The components schemas of the event bodies, by webhookSchemaName. */
export function webhookSchemas(): Record<string, Schema> {
  return Object.fromEntries(
    EVENTS.map((type) => [webhookSchemaName(type), webhookPayloadSchema(type)]),
  );
}

export { EVENTS as DOCUMENTED_WEBHOOK_EVENTS };
