import { sellerBalanceResponseSchema, testPayoutsResponseSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { paymentProviderFailed, textAnswer } from '../../lib/openapi-answers';
import { signedInUser } from '../../plugins/auth';

const tags = ['balances'];

/** Mounted at /api: the seller's balance and sales export, the test processor's payout run. */
export default (async (app) => {
  const service = app.balances;

  app.get(
    '/seller/balance',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getSellerBalance',
        summary: 'Your balance: pending, available, in dispute, paid out, and your payouts',
        // With Stripe, the available balance and the payouts are read from Stripe.
        response: { 200: sellerBalanceResponseSchema, ...paymentProviderFailed },
      },
    },
    async (req) => service.balance(signedInUser(req)),
  );

  app.get(
    '/seller/sales.csv',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'exportSellerSalesCsv',
        summary: 'Every paid sale of your projects as CSV',
        // Only the 200 is CSV; refusals are JSON `{ error }` like every other.
        response: textAnswer('text/csv', 'CSV, one sale a line, a header first'),
      },
    },
    async (req, reply) => {
      const csv = await service.salesCsv(signedInUser(req));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="codebazaar-sales-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/payments/test-processor/payouts',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'runTestProcessorPayouts',
        summary: "Test processor (admin): pay every seller's available balance out now",
        response: { 200: testPayoutsResponseSchema },
      },
    },
    async () => service.runTestPayouts(),
  );
}) satisfies FastifyPluginAsyncZod;
