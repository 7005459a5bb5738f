import crypto from 'node:crypto';

import type { FastifyReply } from 'fastify';

/**
 * Session tokens and the cookie that carries them. A token is opaque random text handed to the
 * client once; the database keeps only its hash. The auth plugin (plugins/auth.ts) hashes what a
 * request presents with the same function, so this file depends on nothing of the app.
 */

export const SESSION_COOKIE = 'cb_session';

/** Options of the session cookie: httpOnly, SameSite=Lax, Secure when served over HTTPS. */
export function sessionCookieOptions(publicUrl: string) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: publicUrl.startsWith('https://'),
  } as const;
}

/** Sets the session cookie that every sign-in (password or GitHub) hands out. */
export function setSessionCookie(
  reply: FastifyReply,
  publicUrl: string,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...sessionCookieOptions(publicUrl),
    expires: expiresAt,
  });
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const newToken = () => crypto.randomBytes(32).toString('base64url');
