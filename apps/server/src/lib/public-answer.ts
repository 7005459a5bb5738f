import crypto from 'node:crypto';
import zlib from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A serialized anonymous answer and its validator, kept in a response cache (ADR 012). The body
 * is the same for every signed-out visitor; signed-in answers never come from here.
 */
export interface CachedBody {
  /** UTF-8, ready to write: never encoded again per answer. */
  body: Buffer;
  etag: string;
  /** The body compressed once, on the first request that accepts the encoding. */
  encoded?: Partial<Record<ContentEncoding, Buffer>>;
  /** When it was made (ms since the epoch): what it says is at least this old. */
  madeAt: number;
}

type ContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this go uncompressed (@fastify/compress's default threshold). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer `accept-encoding` with: Brotli, else gzip, as @fastify/compress would
 * choose; none when the client accepts neither (a `q=0` refuses one).
 */
export function acceptedEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  const ok = (name: ContentEncoding) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? // Quality 5: close to the best ratio for JSON and HTML at a fraction of the time of 11.
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(body);
}

/**
 * The bytes of a cached body for a client sending `acceptEncoding`, and their encoding (null:
 * as is). Each entry is compressed once per encoding rather than by @fastify/compress on every
 * answer: browsers always accept compression, and compressing a 30 kB listing for each of them
 * cost more than everything else its warm answer does.
 */
export function encodedBody(
  entry: CachedBody,
  acceptEncoding: string | undefined,
): { bytes: Buffer; encoding: ContentEncoding | null } {
  const encoding =
    entry.body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(acceptEncoding) : null;
  if (!encoding) return { bytes: entry.body, encoding: null };
  const encoded = (entry.encoded ??= {});
  return { bytes: (encoded[encoding] ??= compress(entry.body, encoding)), encoding };
}

/** Sends a cached body, compressed as the client accepts (encodedBody). */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  type: string,
): FastifyReply {
  reply.type(type);
  const { bytes, encoding } = encodedBody(entry, req.headers['accept-encoding']);
  if (!encoding) return reply.send(bytes as never);
  // A Content-Encoding already set tells @fastify/compress the answer is compressed.
  return reply.header('content-encoding', encoding).send(bytes as never);
}

/**
 * A weak validator: @fastify/compress may send the same body gzip- or brotli-encoded, and a
 * strong ETag would then have to differ per encoding.
 */
const etagOf = (body: string): string =>
  `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

export const cachedBody = (body: string): CachedBody => ({
  body: Buffer.from(body, 'utf8'),
  etag: etagOf(body),
  madeAt: Date.now(),
});

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

const VARY = 'Authorization, Cookie, Accept-Encoding';

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** Whether the request's If-None-Match names `etag`. */
export const matchesEtag = (req: FastifyRequest, etag: string): boolean =>
  etagMatches(req.headers['if-none-match'], etag);

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
  // The cached body skips validation and serialization.
  return sendCached(req, reply, entry, type);
}
