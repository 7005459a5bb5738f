import { disputeSchema, testDisputeInputSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['payments'];

/** Mounted at /api/payments: the test processor's dispute control (admins, test mode only). */
export default (async (app) => {
  app.post(
    '/test-processor/dispute',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'testProcessorDispute',
        summary:
          'Test processor (admin): open the dispute of a payment, or close it with an outcome',
        body: testDisputeInputSchema,
        response: { 200: disputeSchema },
      },
    },
    async (req) => app.disputes.testDispute(req.body),
  );
}) satisfies FastifyPluginAsyncZod;
