import {
  ACCESS_STATE_TEXT,
  errorResponseSchema,
  manageGithubAccessInputSchema,
  manageGithubAccessResponseSchema,
  recordAccessState,
  sellerLicensesGithubQuerySchema,
  sellerLicensesGithubResponseSchema,
  shownAccessError,
  type RepositoryLicenseRecord,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { csvText } from '../../lib/csv';
import { signedInUser } from '../../plugins/auth';
import { guardGitHubRoutes } from './github.http';

const CSV_HEADER = [
  'Purchase date',
  'Project',
  'Buyer',
  'Buyer GitHub',
  'Repository',
  'License',
  'Price (USD)',
  'Access',
  'Last GitHub error',
];

/**
 * The access manager's list as CSV: the same licenses in the same order, each with the access
 * state in the words the page shows (the shared rule) and the error the page shows beside it.
 */
export function accessListCsv(licenses: RepositoryLicenseRecord[], githubConfigured: boolean) {
  return csvText(
    CSV_HEADER,
    licenses.map((l) => {
      const state = recordAccessState(l, githubConfigured);
      return [
        l.purchaseDate,
        l.projectTitle,
        l.buyerUsername,
        l.buyerGithubUsername,
        l.repositoryFullName,
        l.licenseType,
        l.price.toFixed(2),
        ACCESS_STATE_TEXT[state].label,
        shownAccessError(l, state),
      ];
    }),
  );
}

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
        summary:
          "Licenses of the seller's projects that have a GitHub repository, as JSON or (format=csv) the same rows as CSV",
        querystring: sellerLicensesGithubQuerySchema,
        response: {
          200: {
            description: 'The licenses, or with format=csv a CSV file of the same rows',
            content: {
              'application/json': { schema: sellerLicensesGithubResponseSchema },
              'text/csv': { schema: z.string() },
            },
          },
          400: errorResponseSchema,
          401: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (req, reply) => {
      const sellerId = signedInUser(req).id;
      // One list for the page and its export: what the page shows is what the file holds.
      const githubConfigured = app.github.access !== null;
      const licenses = githubConfigured
        ? await access().sellerLicenses(sellerId)
        : await app.github.storedSellerLicenses(sellerId);
      if (req.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="repository-access.csv"')
          .send(accessListCsv(licenses, githubConfigured));
      }
      return reply
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify(sellerLicensesGithubResponseSchema.parse({ licenses, githubConfigured })),
        );
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
