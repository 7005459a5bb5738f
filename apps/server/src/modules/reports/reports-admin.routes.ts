import {
  adminReportSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  idParamsSchema,
  resolveReportInputSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['admin', 'reports'];

/** The admins' queue of reports, registered under /api/admin. */
export default (async (app) => {
  app.get(
    '/reports',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Reports to work: open ones oldest first, or resolved ones newest first',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema },
      },
    },
    async (req) => app.reports.queue(req.query.status, req.query.page, req.query.limit),
  );

  app.post(
    '/reports/:id/resolve',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Resolve a report: dismiss it or act on its target; the reporter is told',
        params: idParamsSchema,
        body: resolveReportInputSchema,
        response: { 200: adminReportSchema },
      },
    },
    async (req) => app.reports.resolve(signedInUser(req), req.params.id, req.body),
  );
}) satisfies FastifyPluginAsyncZod;
