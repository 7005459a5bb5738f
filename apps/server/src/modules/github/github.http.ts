import { GITHUB_MESSAGES } from '@codebazaar/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { PRIVATE_NO_STORE } from '../../plugins/auth';
import { newToken } from '../../lib/session-tokens';

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
 * in `open`) and no caching. Errors go to the app's error handler: GitHub failures are thrown
 * as exposed http errors (`githubHttpError`), so their texts and Retry-After reach the client.
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
}
