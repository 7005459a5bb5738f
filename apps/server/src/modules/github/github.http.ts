import { GITHUB_MESSAGES } from '@codebazaar/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { PRIVATE_NO_STORE } from '../../plugins/auth';
import { newToken } from '../auth/auth.tokens';
import { OAuthFlowError } from './github.service';

/** The cookie that binds an OAuth state to the browser that started the flow. */
export const OAUTH_BROWSER_COOKIE = 'cb_oauth';

/** HTTP pieces shared by the GitHub route plugins. */
export function githubHttp(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith('https://');
  return {
    /** The browser's binding value: the existing cookie (two tabs may sign in at once) or a new one. */
    browserToken(cookies: Record<string, string | undefined>, reply: FastifyReply): string {
      const existing = cookies[OAUTH_BROWSER_COOKIE];
      const token = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : newToken();
      reply.setCookie(OAUTH_BROWSER_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/api',
        maxAge: 10 * 60,
      });
      return token;
    },
  };
}

/**
 * What every GitHub route plugin installs: 503 when GitHub is not configured (except the paths
 * in `open`), no caching, and errors sent with their own texts (GitHub's rate limit stays 429).
 */
export function guardGitHubRoutes(app: FastifyInstance, open: string[] = []): void {
  app.addHook('onRequest', async (req, reply) => {
    if (app.github.configured) return;
    const path = req.url.split('?')[0]!.replace(/\/$/, '');
    if (open.includes(path)) return;
    return reply.code(503).send({ error: GITHUB_MESSAGES.notConfigured });
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      return reply.code(400).send({ error: first?.message ?? 'Invalid request' });
    }
    if (err instanceof OAuthFlowError) return reply.code(err.status).send({ error: err.message });
    const extra = err as FastifyError & { exposeGitHub?: boolean; retryAfterSeconds?: number };
    if (extra.exposeGitHub && extra.statusCode) {
      if (extra.retryAfterSeconds) reply.header('retry-after', String(extra.retryAfterSeconds));
      return reply.code(extra.statusCode).send({ error: err.message });
    }
    throw err;
  });
}
