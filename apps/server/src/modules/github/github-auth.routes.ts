import { errorResponseSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { redirectFailureAnswer } from '../../lib/openapi-answers';
import { setSessionCookie } from '../../lib/session-tokens';
import { setsSessionCookie } from '../../plugins/openapi';
import { OAUTH_BROWSER_COOKIE, githubHttp, guardGitHubRoutes } from './github.http';
import { OAuthFlowError } from './github.service';

const tags = ['github'];
const LOGIN_FAILED = '/login?error=oauth';

const callbackQuerySchema = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

/** /api/auth/github: the full-page GitHub sign-in (redirects, never JSON on success). */
export default (async (app) => {
  guardGitHubRoutes(app);
  const http = githubHttp(app);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Start the full-page GitHub sign-in (302 to GitHub)',
        response: {
          302: z.null().describe('Location: GitHub'),
          503: errorResponseSchema,
          ...redirectFailureAnswer,
        },
      },
    },
    async (req, reply) => {
      const authUrl = await app.github.service!.start({
        purpose: 'login',
        userId: null,
        browserToken: http.browserToken(req.cookies, reply),
        redirect: 'page',
      });
      return reply.redirect(authUrl, 302);
    },
  );

  app.get(
    '/callback',
    {
      config: { openapi: setsSessionCookie(302) },
      schema: {
        tags,
        summary: 'GitHub returns here: sets the session cookie, 302 to /auth/success',
        querystring: callbackQuerySchema,
        response: {
          302: z.null().describe('Location: /auth/success, or the sign-in page with the reason'),
          503: errorResponseSchema,
          ...redirectFailureAnswer,
        },
      },
      // A malformed query is a failed sign-in like any other: redirect, not 400.
      attachValidation: true,
    },
    async (req, reply) => {
      const { code, state } = req.validationError ? {} : req.query;
      try {
        if (!code || !state) {
          // Still burn the state when GitHub says the user declined.
          if (state) await app.github.service!.discardState(state);
          return reply.redirect(LOGIN_FAILED, 302);
        }
        const grant = await app.github.service!.completePageLogin({
          code,
          state,
          browserToken: req.cookies[OAUTH_BROWSER_COOKIE],
        });
        setSessionCookie(reply, app.config.publicUrl, grant.token, grant.expiresAt);
        return reply.redirect(
          `/auth/success?user=${encodeURIComponent(JSON.stringify(grant.user))}`,
          302,
        );
      } catch (err) {
        req.log.info({ err }, 'GitHub sign-in failed');
        // A known cause goes along as a short code; the sign-in page turns it into its text.
        const reason = err instanceof OAuthFlowError ? err.reason : undefined;
        return reply.redirect(reason ? `${LOGIN_FAILED}&reason=${reason}` : LOGIN_FAILED, 302);
      }
    },
  );
}) satisfies FastifyPluginAsyncZod;
