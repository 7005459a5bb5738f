import {
  marketplaceSettingsSchema,
  updateMarketplaceSettingsInputSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['admin'];

/** Mounted at /api/admin: the marketplace settings, admins only. */
export default (async (app) => {
  app.get(
    '/settings',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'getMarketplaceSettings',
        summary: 'The marketplace settings: the seller of record (admins)',
        response: { 200: marketplaceSettingsSchema },
      },
    },
    async () => app.settings.get(),
  );

  app.put(
    '/settings',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'updateMarketplaceSettings',
        summary: 'Save the marketplace settings (admins)',
        body: updateMarketplaceSettingsInputSchema,
        response: { 200: marketplaceSettingsSchema },
      },
    },
    async (req) => app.settings.update(signedInUser(req), req.body),
  );
}) satisfies FastifyPluginAsyncZod;
