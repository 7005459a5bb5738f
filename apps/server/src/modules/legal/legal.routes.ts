import {
  legalPageParamsSchema,
  legalPageSchema,
  updateLegalPageInputSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

export default (async (app) => {
  const legal = app.legal;
  const tags = ['legal'];

  app.get(
    '/:slug',
    {
      schema: {
        tags,
        summary: 'A legal page (terms, privacy, refund policy, contact)',
        params: legalPageParamsSchema,
        response: { 200: legalPageSchema },
      },
    },
    async (req) => legal.get(req.params.slug),
  );

  app.put(
    '/:slug',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Update a legal page (admins)',
        params: legalPageParamsSchema,
        body: updateLegalPageInputSchema,
        response: { 200: legalPageSchema },
      },
    },
    async (req) => legal.update(req.params.slug, signedInUser(req), req.body),
  );
}) satisfies FastifyPluginAsyncZod;
