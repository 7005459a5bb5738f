import {
  apiTokenListSchema,
  createTokenInputSchema,
  createdTokenSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['account'];

/** /api/account/tokens: a user's personal access tokens (never reachable with a token). */
export default (async (app) => {
  app.post(
    '/tokens',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create a personal access token; the answer holds the secret, shown this once',
        body: createTokenInputSchema,
        response: { 201: createdTokenSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await app.apiTokens.create(signedInUser(req), req.body)),
  );

  app.get(
    '/tokens',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your personal access tokens: name, scopes, created, last used and expiry',
        response: { 200: apiTokenListSchema },
      },
    },
    async (req) => app.apiTokens.list(signedInUser(req)),
  );

  app.delete(
    '/tokens/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Revoke a personal access token',
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => {
      await app.apiTokens.revoke(signedInUser(req), req.params.id);
      return { message: 'Token revoked' };
    },
  );
}) satisfies FastifyPluginAsyncZod;
