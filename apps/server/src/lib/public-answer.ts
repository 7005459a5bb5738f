import crypto from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A serialized anonymous answer and its validator, kept in a response cache (ADR 012). The body
 * is the same for every signed-out visitor; signed-in answers never come from here.
 */
export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * A weak validator: @fastify/compress may send the same body gzip- or brotli-encoded, and a
 * strong ETag would then have to differ per encoding.
 */
const etagOf = (body: string): string =>
  `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

export const cachedBody = (body: string): CachedBody => ({ body, etag: etagOf(body) });

/**
 * Cache-Control of anonymous public answers (ADR 012). A shared cache must keep them apart from
 * signed-in requests (`Vary: Authorization, Cookie`); signed-in answers are `private, no-store`
 * (plugins/auth.ts).
 *
 * - LISTING: listings may be reused for a few seconds and served stale while a fresh copy loads.
 * - REVALIDATE: the project detail counts a view per visitor and a page embeds the names of the
 *   current build's scripts: they may be stored but are checked with us each time (a 304 is
 *   cheap and still counts the view).
 */
export const PUBLIC_CACHE = {
  LISTING: 'public, max-age=5, stale-while-revalidate=30',
  REVALIDATE: 'public, no-cache',
} as const;

const VARY = 'Authorization, Cookie';

/** Whether the request's If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** Adds the validator and caching headers; answers 304 without a body when the client has it. */
export function sendPublic(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  cacheControl: string,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', entry.etag).header('vary', VARY);
  if (matchesEtag(req, entry.etag)) return reply.code(304).send();
  // A string is sent as it is: the cached body skips validation and serialization.
  return reply.type(type).send(entry.body as never);
}
