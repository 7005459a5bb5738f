import {
  errorResponseSchema,
  manageGithubAccessInputSchema,
  manageGithubAccessResponseSchema,
  sellerLicensesGithubResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';
import { guardGitHubRoutes } from './github.http';

const tags = ['github'];

/** /api/payments: the seller's repository access manager. */
export default (async (app) => {
  // Registered under /api/payments beside the payments routes; hooks here cover only these two.
  // The seller's list answers without GitHub too (stored states, githubConfigured: false).
  guardGitHubRoutes(app, ['/api/payments/seller-licenses-github']);
  const access = () => app.github.access!;

  app.get(
    '/seller-licenses-github',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Licenses of the seller's projects that have a GitHub repository",
        response: {
          200: sellerLicensesGithubResponseSchema,
          401: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (req) => {
      const sellerId = signedInUser(req).id;
      return app.github.access
        ? { licenses: await access().sellerLicenses(sellerId), githubConfigured: true }
        : { licenses: await app.github.storedSellerLicenses(sellerId), githubConfigured: false };
    },
  );

  app.post(
    '/manage-github-access',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
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
    async (req) => access().manage(signedInUser(req).id, req.body.licenseId, req.body.action),
  );
}) satisfies FastifyPluginAsyncZod;
