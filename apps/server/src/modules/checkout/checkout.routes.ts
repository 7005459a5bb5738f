import {
  confirmPaymentInputSchema,
  confirmPaymentResponseSchema,
  createPaymentIntentInputSchema,
  createPaymentIntentResponseSchema,
  errorResponseSchema,
  testProcessorConfirmInputSchema,
  testProcessorConfirmResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { paymentProviderAnswers } from '../../lib/openapi-answers';
import { signedInUser } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';

/** The purchase keeps the paths it had under /api/payments, and their place in the document. */
const tags = ['payments'];
/** How many checkouts one buyer may open a minute. */
export const CHECKOUTS_PER_MINUTE = 20;

/** The purchase: open a checkout and its intent, pay it with a test card, confirm it. */
export default (async (app) => {
  const checkout = app.checkout;

  app.post(
    '/create-payment-intent',
    {
      // Each checkout may hold a discount code's slot: one buyer opens at most this many a
      // minute (docs/product-rules.md#discount-codes).
      config: { rateLimit: perUserPerMinute(CHECKOUTS_PER_MINUTE) },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Start paying for a license; the server prices it',
        description:
          "Opens the buyer's checkout of the project, replacing (and canceling) any checkout the " +
          `buyer had open for it. At most ${CHECKOUTS_PER_MINUTE} a minute per buyer: 429 with ` +
          'Retry-After beyond that.',
        body: createPaymentIntentInputSchema,
        response: {
          200: createPaymentIntentResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...paymentProviderAnswers,
        },
      },
    },
    async (req) => checkout.createIntent(signedInUser(req), req.body),
  );

  app.post(
    '/confirm-payment',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The license of the buyer's succeeded payment (idempotent)",
        body: confirmPaymentInputSchema,
        response: { 200: confirmPaymentResponseSchema, ...paymentProviderAnswers },
      },
    },
    async (req) => checkout.confirmPayment(signedInUser(req), req.body.paymentIntentId),
  );

  app.post(
    '/test-processor/confirm',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Test processor: pay an intent with a test card (402 when declined)',
        body: testProcessorConfirmInputSchema,
        response: {
          200: testProcessorConfirmResponseSchema,
          ...paymentProviderAnswers,
        },
      },
    },
    async (req) =>
      checkout.testConfirm(signedInUser(req), req.body.paymentIntentId, req.body.cardNumber),
  );
}) satisfies FastifyPluginAsyncZod;
