import {
  connectAccountStatusSchema,
  createConnectAccountResponseSchema,
  errorResponseSchema,
  paymentsConfigResponseSchema,
  refundInputSchema,
  refundResponseSchema,
  sellerEarningsResponseSchema,
  webhookResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';
import type { DocumentedRequest } from '../../plugins/openapi';

const tags = ['payments'];
/** Routes that need the payment processor answer 503 on a server configured without one. */
const notConfigured = errorResponseSchema.describe('Payments are not configured on this server');
/** A call to the payment processor that failed on its side (integrations/payments/provider-calls.ts). */
const providerFailed = errorResponseSchema.describe(
  'The payment provider could not complete the request',
);

/**
 * What Stripe sends: an event as JSON, signed in the Stripe-Signature header. The route reads the
 * raw bytes (the signature covers them exactly), so this describes it for the document only.
 */
const STRIPE_EVENT: DocumentedRequest = {
  consumes: ['application/json'],
  body: {
    type: 'object',
    description: 'A Stripe event, exactly as Stripe sent it',
    properties: {
      id: { type: 'string' },
      type: { type: 'string', description: 'The event type, e.g. payment_intent.succeeded' },
      data: { type: 'object', properties: { object: { type: 'object' } } },
    },
    required: ['id', 'type', 'data'],
  },
  headers: {
    type: 'object',
    properties: {
      'stripe-signature': { type: 'string', description: "Stripe's signature of the body" },
    },
    required: ['stripe-signature'],
  },
};

export default (async (app) => {
  const service = app.payments;

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Which payment provider runs, and its publishable key',
        response: { 200: paymentsConfigResponseSchema },
      },
    },
    async () => service.config(),
  );

  app.post(
    '/test-processor/complete-onboarding',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Test processor: finish the signed-in seller's onboarding",
        response: { 200: connectAccountStatusSchema, 502: providerFailed, 503: notConfigured },
      },
    },
    async (req) => service.completeTestOnboarding(signedInUser(req)),
  );

  app.get(
    '/connect-account-status',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in seller's payment account",
        response: { 200: connectAccountStatusSchema, 502: providerFailed },
      },
    },
    async (req) => service.accountStatus(signedInUser(req)),
  );

  app.post(
    '/create-connect-account',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create the seller payment account (once) and return where to onboard',
        response: {
          200: createConnectAccountResponseSchema,
          502: providerFailed,
          503: notConfigured,
        },
      },
    },
    async (req) => service.createConnectAccount(signedInUser(req)),
  );

  app.get(
    '/seller-earnings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in seller's earnings and latest sales",
        response: { 200: sellerEarningsResponseSchema },
      },
    },
    // The balances module owns every seller money figure (docs/product-rules.md#balances).
    async (req) => app.balances.earnings(signedInUser(req)),
  );

  app.post(
    '/refund',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Refund a paid license (the project seller or an admin)',
        body: refundInputSchema,
        response: { 200: refundResponseSchema, 502: providerFailed, 503: notConfigured },
      },
    },
    async (req) => service.refund(signedInUser(req), req.body.licenseId),
  );

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.post(
      '/webhook',
      {
        config: { openapi: STRIPE_EVENT },
        schema: {
          tags,
          summary: 'Stripe webhook (signed): payments, refunds, seller accounts',
          // 502: a payment it could not honour was not refunded (Stripe delivers it again).
          response: { 200: webhookResponseSchema, 502: providerFailed },
        },
      },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
        return service.webhook(body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}) satisfies FastifyPluginAsyncZod;
