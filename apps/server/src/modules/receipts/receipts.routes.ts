import { licenseIdParamsSchema, receiptSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { textAnswer } from '../../lib/openapi-answers';
import { signedInUser } from '../../plugins/auth';

const tags = ['receipts'];

/** Mounted at /api/licenses: the receipt of a paid license, for its buyer. */
export default (async (app) => {
  app.get(
    '/:id/receipt',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getLicenseReceipt',
        summary: 'The receipt of a paid license (its buyer)',
        params: licenseIdParamsSchema,
        response: { 200: receiptSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return app.receipts.receipt(signedInUser(req), req.params.id);
    },
  );

  app.get(
    '/:id/receipt.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getLicenseReceiptPdf',
        summary: 'The receipt of a paid license as a PDF (its buyer)',
        params: licenseIdParamsSchema,
        response: textAnswer('application/pdf', 'The receipt as a PDF'),
      },
    },
    async (req, reply) => {
      const { number, pdf } = await app.receipts.receiptPdf(signedInUser(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="receipt-${number}.pdf"`)
        .send(pdf);
    },
  );
}) satisfies FastifyPluginAsyncZod;
