import {
  accessEventsResponseSchema,
  GITHUB_MESSAGES,
  accessEventsQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  lastReconcileResponseSchema,
  licenseAccessResponseSchema,
  reconcileInputSchema,
  reconcileReportSchema,
  type ReconcileReport,
  type AccessEvent,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { PRIVATE_NO_STORE, signedInUser } from '../../plugins/auth';

const tags = ['github'];
const bearer = [{ bearerAuth: [] }];

const CSV_COLUMNS: (keyof AccessEvent)[] = [
  'at',
  'licenseId',
  'projectId',
  'githubAccount',
  'repository',
  'action',
  'cause',
  'actorId',
  'detail',
];

/** A CSV cell: quoted, and a leading formula character neutralised for spreadsheets. */
function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function accessEventsCsv(events: AccessEvent[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const e of events) lines.push(CSV_COLUMNS.map((c) => csvCell(e[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * /api: repository access of one license (buyer, seller, admin) and the seller's access trail
 * (docs/product-rules.md#repository-access). Reading answers from what is stored, without GitHub.
 */
export default (async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });

  app.get(
    '/licenses/:id/access',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "A license's repository access with its event history",
        params: idParamsSchema,
        response: {
          200: licenseAccessResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (req) => app.github.licenseAccess(signedInUser(req), req.params.id),
  );

  app.post(
    '/licenses/:id/access/resend',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Send the repository invitation again (buyer or seller)',
        params: idParamsSchema,
        response: {
          202: licenseAccessResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (req, reply) => {
      if (!app.github.access) {
        throw httpErrors.createError(503, GITHUB_MESSAGES.notConfigured, { expose: true });
      }
      const access = await app.github.access.resend(signedInUser(req), req.params.id);
      return reply.code(202).send(access);
    },
  );

  app.get(
    '/seller/access-events',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "The access trail of the seller's projects, as JSON or CSV",
        querystring: accessEventsQuerySchema,
        response: {
          200: {
            description: 'The events, or with format=csv a CSV file of them',
            content: {
              'application/json': { schema: accessEventsResponseSchema },
              'text/csv': { schema: z.string() },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const events = await app.github.sellerAccessEvents(signedInUser(req).id, req.query.projectId);
      if (req.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="access-events.csv"')
          .send(accessEventsCsv(events));
      }
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ events }));
    },
  );

  app.post(
    '/seller/reconcile',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Compare the seller's repositories on GitHub with their licenses and report",
        operationId: 'reconcileAccess',
        body: reconcileInputSchema,
        response: {
          200: reconcileReportSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (req) => {
      if (!app.github.access) {
        throw httpErrors.createError(503, GITHUB_MESSAGES.accessNotConfigured, { expose: true });
      }
      return app.github.access.reconcile(signedInUser(req).id, req.body?.projectId);
    },
  );

  app.get(
    '/seller/reconcile/last',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "The seller's last reconciliation report (null before the first)",
        operationId: 'lastAccessReconcile',
        response: { 200: lastReconcileResponseSchema, 401: errorResponseSchema },
      },
    },
    async (req) => ({
      report: (await app.github.lastReconcileReport(
        signedInUser(req).id,
      )) as ReconcileReport | null,
    }),
  );
}) satisfies FastifyPluginAsyncZod;
