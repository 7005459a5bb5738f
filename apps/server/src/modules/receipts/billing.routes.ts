import { billingDetailsSchema, updateBillingInputSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['receipts'];

/** Mounted at /api/account: the buyer's billing country and VAT ID, printed on receipts. */
export default (async (app) => {
  app.get(
    '/billing',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getBillingDetails',
        summary: 'Your billing country and VAT ID, and whether tax is charged',
        response: { 200: billingDetailsSchema },
      },
    },
    async (req) => app.receipts.billing(signedInUser(req)),
  );

  app.put(
    '/billing',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'updateBillingDetails',
        summary: 'Set your billing country and VAT ID (null or blank clears one)',
        body: updateBillingInputSchema,
        response: { 200: billingDetailsSchema },
      },
    },
    async (req) => app.receipts.saveBilling(signedInUser(req), req.body),
  );
}) satisfies FastifyPluginAsyncZod;
