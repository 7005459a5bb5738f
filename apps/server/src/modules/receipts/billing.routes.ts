import {
  billingDetailsSchema,
  receiptListResponseSchema,
  updateBillingInputSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['receipts'];

/** Mounted at /api/account: the buyer's receipts, billing country and VAT ID. */
export default (async (app) => {
  app.get(
    '/receipts',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'listMyReceipts',
        summary: 'Your paid purchases with their receipts, newest first',
        response: { 200: receiptListResponseSchema },
      },
    },
    async (req) => app.receipts.list(signedInUser(req)),
  );

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
