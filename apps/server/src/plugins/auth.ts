import { httpErrors } from '@fastify/sensible';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { TOKEN_PREFIX } from '@codebazaar/shared/rules';

import { hashToken, SESSION_COOKIE } from '../lib/session-tokens';
import { scopeOfRoute } from './token-scopes';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
}

/** Resolves an opaque token to the signed-in user, or null. Supplied by the auth module. */
export type SessionResolver = (tokenHash: string) => Promise<AuthUser | null>;

/** Resolves a hashed personal access token to its user and scopes, or null. */
export type ApiTokenResolver = (
  tokenHash: string,
) => Promise<{ user: AuthUser; scopes: string[] } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /**
     * How the request authenticated: cookie requests must pass the same-origin check; 'token'
     * is a personal access token, admitted only on the routes of its scopes.
     */
    authVia: 'bearer' | 'cookie' | 'token' | null;
    sessionTokenHash: string | null;
    /** A state-changing request sent by a page of another origin (Origin / Sec-Fetch-Site). */
    crossSite: boolean;
  }
  interface FastifyContextConfig {
    /** Set on routes guarded by requireUser/requireAdmin: every answer is `private, no-store`. */
    privateAnswer?: boolean;
  }
  interface FastifyInstance {
    requireUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function readToken(req: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    // The OAuth placeholder token is not a credential: fall through to the cookie.
    if (token && token !== 'oauth-authenticated') return { token, via: 'bearer' };
  }
  const cookie = req.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const AUTHENTICATION_REQUIRED = 'Authentication required';

/**
 * The signed-in user of a request that passed `requireUser` or `requireAdmin`. Those guards
 * already answered 401 for anybody else; should a route forget its guard, this still refuses
 * with a 401 rather than run with nobody.
 */
export function signedInUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw httpErrors.unauthorized(AUTHENTICATION_REQUIRED);
  return req.user;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const PRIVATE_NO_STORE = 'private, no-store';

export default fp<{
  resolveSession: SessionResolver;
  resolveApiToken?: ApiTokenResolver;
  publicUrl: string;
}>(
  async (app, opts) => {
    const allowedOrigin = new URL(opts.publicUrl).origin;
    app.decorateRequest('user', null);
    app.decorateRequest('authVia', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('crossSite', false);

    app.addHook('onRequest', async (req) => {
      req.crossSite = !SAFE_METHODS.has(req.method) && !isSameOrigin(req, allowedOrigin);
      const found = readToken(req);
      if (!found) return;
      if (found.via === 'bearer' && found.token.startsWith(TOKEN_PREFIX)) {
        // A personal access token: its user only on a route one of its scopes opens; anywhere
        // else (account, password, tokens, admin) the request is anonymous.
        const scope = scopeOfRoute(req.method, req.routeOptions.url);
        if (!scope || !opts.resolveApiToken) return;
        const granted = await opts.resolveApiToken(hashToken(found.token));
        if (!granted?.scopes.includes(scope)) return;
        req.user = granted.user;
        req.authVia = 'token';
        return;
      }
      const tokenHash = hashToken(found.token);
      const user = await opts.resolveSession(tokenHash);
      if (!user) return;
      // A cookie rides along on cross-site requests: state changes must come from our origin.
      if (found.via === 'cookie' && req.crossSite) return;
      req.user = user;
      req.authVia = found.via;
      req.sessionTokenHash = tokenHash;
    });

    const requireUser = async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.user) await reply.code(401).send({ error: AUTHENTICATION_REQUIRED });
    };
    const requireAdmin = async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.user) return reply.code(401).send({ error: AUTHENTICATION_REQUIRED });
      if (req.user.role !== 'admin')
        return reply.code(403).send({ error: 'Admin access required' });
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', requireAdmin);

    // Routes guarded by requireUser or requireAdmin answer per user, whatever happens to the
    // request (a refusal or a validation error included): mark them as they are added.
    const guards: unknown[] = [requireUser, requireAdmin];
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
      if (hooks.some((h) => guards.includes(h))) {
        route.config = { ...route.config, privateAnswer: true };
      }
    });
    // An API answer to a signed-in request (Bearer or cookie) may hold that user's data (paid
    // URLs, buyers' emails, drafts): no shared cache and no browser cache may keep it.
    // Anonymous answers keep whatever caching their route chose.
    app.addHook('onSend', async (req, reply) => {
      if (req.routeOptions.config.privateAnswer || (req.user && req.url.startsWith('/api/'))) {
        reply.header('cache-control', PRIVATE_NO_STORE);
      }
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

function isSameOrigin(req: FastifyRequest, allowedOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  const origin = req.headers.origin;
  if (origin) return origin === allowedOrigin || origin === `${req.protocol}://${req.host}`;
  // Non-browser clients (no Origin, no Sec-Fetch-Site) cannot be driven cross-site by a page.
  return true;
}
