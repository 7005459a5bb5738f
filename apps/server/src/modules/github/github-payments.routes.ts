import {
  errorResponseSchema,
  manageGithubAccessInputSchema,
  manageGithubAccessResponseSchema,
  sellerLicensesGithubResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { guardGitHubRoutes } from './github.http';

const tags = ['github'];
const bearer = [{ bearerAuth: [] }];

/** /api/payments: the seller's repository access manager. */
export default (async (app) => {
  // Registered under /api/payments beside the payments routes; hooks here cover only these two.
  guardGitHubRoutes(app);
  const access = () => app.github.access!;

  app.get(
    '/seller-licenses-github',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Licenses of the seller's projects that have a GitHub repository",
        response: {
          200: sellerLicensesGithubResponseSchema,
          401: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (req) => ({ licenses: await access().sellerLicenses(req.user!.id) }),
  );

  app.post(
    '/manage-github-access',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Grant or revoke a buyer's repository access (the project's seller only)",
        body: manageGithubAccessInputSchema,
        response: {
          200: manageGithubAccessResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (req) => access().manage(req.user!.id, req.body.licenseId, req.body.action),
  );
}) satisfies FastifyPluginAsyncZod;
