import {
  checkoutIdParamsSchema,
  createCheckoutInputSchema,
  createCheckoutResponseSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  orderReceiptSchema,
  orderResponseSchema,
  ordersResponseSchema,
  paginationQuerySchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { paymentProviderAnswers, textAnswer } from '../../lib/openapi-answers';
import { signedInUser } from '../../plugins/auth';
import { renderOrderReceiptPdf } from '../receipts/receipts.pdf';
import { perUserPerMinute } from '../../plugins/rate-limit';
import { CHECKOUTS_PER_MINUTE } from './checkout.routes';

const tags = ['orders'];

/** Mounted at /api: checkouts of several lines, and the buyer's orders. */
export default (async (app) => {
  const orders = app.orders;

  app.post(
    '/checkout',
    {
      // Shares the budget of create-payment-intent: each checkout may hold codes' uses.
      config: { rateLimit: perUserPerMinute(CHECKOUTS_PER_MINUTE) },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Check out the cart, a bundle or named items in one payment',
        description:
          "Without items and bundleId the buyer's cart is checked out. Each line is priced by the " +
          "server (a seller's code applies to that seller's lines; a bundle's price is spread over " +
          'its projects by their list prices, those the buyer holds left out). Replaces the ' +
          "buyer's open checkouts. Buyers billed in the EU, the EEA or the UK must send " +
          'consentToImmediateDelivery: true.',
        body: createCheckoutInputSchema,
        response: {
          200: createCheckoutResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...paymentProviderAnswers,
        },
      },
    },
    async (req) => orders.open(signedInUser(req), req.body),
  );

  app.post(
    '/checkout/:checkoutId/confirm',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The order of the buyer's paid checkout (idempotent)",
        params: checkoutIdParamsSchema,
        response: {
          200: orderResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...paymentProviderAnswers,
        },
      },
    },
    async (req) => orders.confirm(signedInUser(req), req.params.checkoutId),
  );

  app.get(
    '/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The buyer's orders, newest first",
        querystring: paginationQuerySchema,
        response: { 200: ordersResponseSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return orders.list(signedInUser(req), req.query.page, req.query.limit);
    },
  );

  app.get(
    '/orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "One of the buyer's orders with its lines and licenses",
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, 404: errorResponseSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return orders.get(signedInUser(req), req.params.id);
    },
  );

  app.get(
    '/orders/:id/receipt',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "One receipt for the buyer's order, a line per item",
        params: orderIdParamsSchema,
        response: { 200: orderReceiptSchema, 404: errorResponseSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return orders.receipt(signedInUser(req), req.params.id);
    },
  );

  app.get(
    '/orders/:id/receipt.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The order's receipt as a PDF (its buyer)",
        params: orderIdParamsSchema,
        response: textAnswer('application/pdf', 'The receipt as a PDF'),
      },
    },
    async (req, reply) => {
      const receipt = await orders.receipt(signedInUser(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="receipt-${receipt.number}.pdf"`)
        .send(await renderOrderReceiptPdf(receipt));
    },
  );
}) satisfies FastifyPluginAsyncZod;
