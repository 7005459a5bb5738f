import { httpErrors } from '@fastify/sensible';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { TOKEN_PREFIX, TOKEN_SCOPES, type TokenScope } from '@codebazaar/shared/rules';

import { hashToken, SESSION_COOKIE } from '../lib/session-tokens';
import { scopeList, scopesOfRoute } from './token-scopes';

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
    /** The scopes of the personal access token the request signed in with; null otherwise. */
    tokenScopes: readonly TokenScope[] | null;
    /**
     * Why the request's Bearer credential signed nobody in, for the guards to answer (RFC 6750
     * §3.1): an unknown, revoked or expired token (401), or a personal access token outside
     * the route's scopes (403). Null when there is none, or nothing was refused.
     */
    tokenRefusal: Refusal | null;
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

/** What a guard answers a request without a user: its status, `{ error }` and challenge. */
export interface Refusal {
  status: 401 | 403;
  error: string;
  /** The WWW-Authenticate header (RFC 6750 §3). */
  challenge: string;
}

export const TOKEN_REFUSALS = {
  invalid: 'Invalid token: it is unknown, revoked or expired',
  sessionOnly: 'This route needs a signed-in session: a personal access token cannot use it',
  missingScope: (scopes: readonly string[]) =>
    `This token lacks the ${scopeList(scopes)} scope this route needs`,
} as const;

/** No credential, or a session that ended: sign in. */
const NOBODY: Refusal = { status: 401, error: AUTHENTICATION_REQUIRED, challenge: 'Bearer' };

function refusalOf(req: FastifyRequest): Refusal {
  return req.tokenRefusal ?? NOBODY;
}

/**
 * The signed-in user of a request that passed `requireUser` or `requireAdmin`. Those guards
 * already refused anybody else; should a route forget its guard, this still refuses (with the
 * guard's answer) rather than run with nobody.
 */
export function signedInUser(req: FastifyRequest): AuthUser {
  if (!req.user) {
    const { status, error, challenge } = refusalOf(req);
    throw httpErrors.createError(status, error, { headers: { 'www-authenticate': challenge } });
  }
  return req.user;
}

/**
 * Whether the request may see what `scope` covers: always for a session, and for a personal
 * access token when it holds the scope (a route it reaches may cover more than one scope).
 */
export function tokenCovers(req: FastifyRequest, scope: TokenScope): boolean {
  return req.tokenScopes === null || req.tokenScopes.includes(scope);
}

const isTokenScope = (s: string): s is TokenScope =>
  (TOKEN_SCOPES as readonly string[]).includes(s);

const INVALID_TOKEN = (error: string): Refusal => ({
  status: 401,
  error,
  challenge: 'Bearer error="invalid_token"',
});

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
    app.decorateRequest('tokenScopes', null);
    app.decorateRequest('tokenRefusal', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('crossSite', false);

    app.addHook('onRequest', async (req) => {
      req.crossSite = !SAFE_METHODS.has(req.method) && !isSameOrigin(req, allowedOrigin);
      const found = readToken(req);
      if (!found) return;
      if (found.via === 'bearer' && found.token.startsWith(TOKEN_PREFIX)) {
        // A personal access token: its user only on a route one of its scopes opens. Anywhere
        // else the request is anonymous: a route that answers visitors answers it as one, and
        // a guarded route (account, password, tokens, admin…) refuses it with 403. A route that
        // neither takes tokens nor needs a user never looks the token up.
        const scopes = scopesOfRoute(req.method, req.routeOptions.url);
        if (scopes.length === 0 && !req.routeOptions.config.privateAnswer) return;
        const granted = opts.resolveApiToken
          ? await opts.resolveApiToken(hashToken(found.token))
          : null;
        if (!granted) {
          req.tokenRefusal = INVALID_TOKEN(TOKEN_REFUSALS.invalid);
          return;
        }
        if (scopes.length === 0) {
          req.tokenRefusal = {
            status: 403,
            error: TOKEN_REFUSALS.sessionOnly,
            challenge: 'Bearer error="insufficient_scope"',
          };
          return;
        }
        if (!scopes.some((scope) => granted.scopes.includes(scope))) {
          req.tokenRefusal = {
            status: 403,
            error: TOKEN_REFUSALS.missingScope(scopes),
            challenge: `Bearer error="insufficient_scope", scope="${scopes.join(' ')}"`,
          };
          return;
        }
        req.user = granted.user;
        req.authVia = 'token';
        req.tokenScopes = granted.scopes.filter(isTokenScope);
        return;
      }
      const tokenHash = hashToken(found.token);
      const user = await opts.resolveSession(tokenHash);
      if (!user) {
        // A session token that ended: a Bearer one is told so (a cookie is simply not signed in).
        if (found.via === 'bearer') req.tokenRefusal = INVALID_TOKEN(AUTHENTICATION_REQUIRED);
        return;
      }
      // A cookie rides along on cross-site requests: state changes must come from our origin.
      if (found.via === 'cookie' && req.crossSite) return;
      req.user = user;
      req.authVia = found.via;
      req.sessionTokenHash = tokenHash;
    });

    const refuse = (req: FastifyRequest, reply: FastifyReply) => {
      const { status, error, challenge } = refusalOf(req);
      return reply.code(status).header('www-authenticate', challenge).send({ error });
    };
    const requireUser = async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.user) await refuse(req, reply);
    };
    const requireAdmin = async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.user) return refuse(req, reply);
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
