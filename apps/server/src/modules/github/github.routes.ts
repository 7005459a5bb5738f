import {
  errorResponseSchema,
  githubAuthUrlResponseSchema,
  githubOAuthCallbackInputSchema,
  githubOAuthCallbackResponseSchema,
  githubRepositoriesQuerySchema,
  githubRepositoriesResponseSchema,
  githubStatusResponseSchema,
  verifyRepositoryInputSchema,
  verifyRepositoryResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';
import { setSessionCookie } from '../../lib/session-tokens';
import { OAUTH_BROWSER_COOKIE, githubHttp, guardGitHubRoutes } from './github.http';

const tags = ['github'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/** /api/github: connection status, the popup OAuth flow, repositories and their verification. */
export default (async (app) => {
  guardGitHubRoutes(app, ['/api/github/status']);
  const http = githubHttp(app);
  const github = () => app.github.service!;

  app.get(
    '/status',
    {
      schema: {
        tags,
        summary: 'Whether GitHub is configured and the viewer has connected an account',
        response: { 200: githubStatusResponseSchema },
      },
    },
    async (req) => {
      if (!app.github.configured) return { configured: false, isConnected: false, username: null };
      return github().status(req.user?.id ?? null);
    },
  );

  app.get(
    '/oauth/login',
    {
      schema: {
        tags,
        summary: 'GitHub authorize URL for the popup (connects when signed in, else signs in)',
        response: { 200: githubAuthUrlResponseSchema, 503: errorResponseSchema },
      },
    },
    async (req, reply) => ({
      authUrl: await github().start({
        purpose: req.user ? 'connect' : 'login',
        userId: req.user?.id ?? null,
        browserToken: http.browserToken(req.cookies, reply),
        redirect: 'popup',
      }),
    }),
  );

  app.post(
    '/oauth/callback',
    {
      schema: {
        tags,
        summary: 'Finish the popup flow: sign in, or connect GitHub to the signed-in account',
        body: githubOAuthCallbackInputSchema,
        response: { 200: githubOAuthCallbackResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const grant = await github().completePopup({
        code: req.body.code,
        state: req.body.state,
        browserToken: req.cookies[OAUTH_BROWSER_COOKIE],
        userId: req.user?.id ?? null,
      });
      setSessionCookie(reply, app.config.publicUrl, grant.token, grant.expiresAt);
      return { token: grant.token, user: grant.user };
    },
  );

  app.get(
    '/repositories',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One page of the GitHub repositories the user can administer',
        querystring: githubRepositoriesQuerySchema,
        response: { 200: githubRepositoriesResponseSchema, ...errors },
      },
    },
    async (req) => github().repositories(signedInUser(req).id, req.query),
  );

  app.post(
    '/verify-repository',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Check a GitHub repository URL with the user's GitHub account",
        body: verifyRepositoryInputSchema,
        response: { 200: verifyRepositoryResponseSchema, ...errors },
      },
    },
    async (req) => ({
      repository: await github().verifyRepository(signedInUser(req).id, req.body.repositoryUrl),
    }),
  );
}) satisfies FastifyPluginAsyncZod;
