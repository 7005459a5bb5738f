/**
 * The two session rules the app shell needs at start-up, kept free of zod so the initial
 * bundle stays small (importing a value from @codebazaar/shared pulls in every schema).
 * session-rules.test.ts pins them to the shared definitions so they cannot drift.
 */

/** Spec §9: the token stored after an OAuth sign-in (the real session is the cookie). */
export const OAUTH_PLACEHOLDER_TOKEN = 'oauth-authenticated';

/** Spec §6: true only when the user's role is admin. */
export const isAdmin = (user: { role?: string } | null | undefined): boolean =>
  user?.role === 'admin';
