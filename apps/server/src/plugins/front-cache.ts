import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';

import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';

import { redactUrl } from './log-redaction';
import type { RequestLine } from './request-log';
import { encodedBody, etagMatches, type CachedBody } from '../lib/public-answer';
import { requestIdOf } from '../lib/request-id';
import { TtlCache } from '../lib/ttl-cache';

/**
 * The front cache (docs/decisions/023-front-cache.md): the anonymous public answers the app has
 * just sent (listings, searches, project details, server-rendered pages), answered again to the
 * next signed-out visitor straight from the HTTP server, before Fastify parses, routes and hooks
 * the request. What an answer does besides its body (a project view counted) is done by the
 * `onHit` its route gives. Writes clear it with the caches it sits in front of; entries live a
 * few seconds at most.
 */

/** Who a front-cache answer went to: what a route's side effect needs of the request. */
export interface FrontVisitor {
  ip: string;
}

interface FrontEntry {
  page: CachedBody;
  /** The answer's headers as [name, value, name, value…], without the per-answer ones. */
  headers: string[];
  /** The route pattern, for the request metrics. */
  route: string;
  onHit: ((visitor: FrontVisitor) => void) | undefined;
}

/** What a route offered for the answer it is sending (kept until the answer is complete). */
interface Offer {
  page: CachedBody;
  onHit: ((visitor: FrontVisitor) => void) | undefined;
  /** How many times the cache had been cleared when it was offered. */
  clears: number;
}

/**
 * As long as the caches behind it keep an answer (30 s), counted from when the answer was made:
 * an answer is never older here than the cache it came from could give it. Writes clear both.
 */
export const FRONT_CACHE_TTL_MS = 30_000;
/** As many as the project pages and details the caches behind it hold, with the listings. */
export const FRONT_CACHE_MAX = 10_000;

/** Headers that belong to one answer, not to the page: made afresh for each. */
const PER_ANSWER = new Set([
  'x-request-id',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Only a request that carries no credential can be answered for everyone: with a cookie or an
 * Authorization header (even an expired one) the app decides, as it always did.
 */
const anonymous = (headers: IncomingHttpHeaders) =>
  headers.authorization === undefined && headers.cookie === undefined;

declare module 'fastify' {
  interface FastifyInstance {
    frontCache: FrontCache;
  }
}

export interface FrontCacheOptions {
  /** The app trusts X-Forwarded-For (TRUST_PROXY): the visitor is its first address, as req.ip. */
  trustProxy: boolean;
  ttlMs?: number;
  maxEntries?: number;
}

/** Called for each answer the front cache sends, for the request log and the metrics. */
type Served = (
  req: IncomingMessage,
  answer: { id: string; ip: string; status: number; route: string; ms: number },
) => void;

export class FrontCache {
  private readonly entries: TtlCache<FrontEntry>;
  private readonly ttlMs: number;
  private readonly offers = new WeakMap<FastifyReply, Offer>();
  private served: Served = () => {};
  private open = false;
  /** Bumped by clear(): an answer offered before a write is not kept after it. */
  private clears = 0;

  constructor(private readonly opts: FrontCacheOptions) {
    this.ttlMs = opts.ttlMs ?? FRONT_CACHE_TTL_MS;
    this.entries = new TtlCache(this.ttlMs, opts.maxEntries ?? FRONT_CACHE_MAX);
  }

  /**
   * Fastify's HTTP server, with the front cache first: a request it answers never reaches
   * Fastify. The server is set up as Fastify sets up its own (time-outs, keep-alive).
   */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server = http.createServer(
      (options.http as http.ServerOptions | undefined) ?? {},
      (req, res) => {
        if (!this.serve(req, res)) handler(req, res);
      },
    );
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    const perSocket = options.maxRequestsPerSocket as number | undefined;
    if (perSocket && perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };

  /** Answers `req` when it holds its answer; false: the app answers. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.open || req.method !== 'GET' || !anonymous(req.headers)) return false;
    const entry = this.entries.get(req.url ?? '');
    if (!entry) return false;
    const start = performance.now();
    const id = requestIdOf(req.headers);
    const headers = [...entry.headers, 'x-request-id', id];
    let status = 200;
    if (etagMatches(req.headers['if-none-match'], entry.page.etag)) {
      status = 304;
      res.writeHead(status, headers);
      res.end();
    } else {
      const { bytes, encoding } = encodedBody(entry.page, req.headers['accept-encoding']);
      if (encoding) headers.push('content-encoding', encoding);
      headers.push('content-length', String(bytes.length));
      res.writeHead(status, headers);
      res.end(bytes);
    }
    const ip = this.visitorIp(req);
    entry.onHit?.({ ip });
    this.served(req, { id, ip, status, route: entry.route, ms: performance.now() - start });
    return true;
  }

  /**
   * A route sending `page` as its anonymous public answer: once it has gone out whole (a 200,
   * cacheable by anyone, no cookie set), later requests for the same URL get it from here.
   * `onHit` does for each of them what the route does besides sending it.
   */
  offer(reply: FastifyReply, page: CachedBody, onHit?: (visitor: FrontVisitor) => void): void {
    this.offers.set(reply, { page, onHit, clears: this.clears });
  }

  /** Forgets every answer (a write the caches behind it forget theirs for). */
  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }

  /**
   * Keeps the answer a route offered, when it may be given to everyone (an onResponse hook);
   * whether it did.
   */
  remember(req: FastifyRequest, reply: FastifyReply): boolean {
    const offer = this.offers.get(reply);
    if (!offer) return false;
    this.offers.delete(reply);
    // A write cleared the cache while this answer was on its way: it may show what was before.
    if (offer.clears !== this.clears) return false;
    if (!this.open || req.method !== 'GET' || req.user || !anonymous(req.headers)) return false;
    if (reply.statusCode !== 200) return false;
    const sent = reply.getHeaders();
    const cacheControl = sent['cache-control'];
    if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public')) return false;
    if (sent['set-cookie'] !== undefined) return false;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(sent)) {
      if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    this.entries.set(
      req.url,
      { page: offer.page, headers, route: req.routeOptions.url ?? 'unmatched', onHit: offer.onHit },
      offer.page.madeAt + this.ttlMs - Date.now(),
    );
    return true;
  }

  /** Starts answering (the app is ready), with `served` told of each answer. */
  start(served: Served): void {
    this.served = served;
    this.open = true;
  }

  /** Stops answering: the app is closing, and its own answers close their connections. */
  stop(): void {
    this.open = false;
    this.entries.clear();
  }

  /** As Fastify's req.ip: the first X-Forwarded-For address when the proxy is trusted. */
  private visitorIp(req: IncomingMessage): string {
    const forwarded = this.opts.trustProxy ? req.headers['x-forwarded-for'] : undefined;
    if (typeof forwarded === 'string' && forwarded !== '') {
      return forwarded.split(',', 1)[0]!.trim();
    }
    return req.socket.remoteAddress ?? '';
  }
}

/**
 * Wires the front cache into the app: it keeps the answers routes offer, forgets them on every
 * write to projects or the blog (here or on another instance), logs and counts its answers as the
 * app does its own, and stops when the app starts closing.
 */
export default fp<{
  cache: FrontCache;
  /** Writes the app's JSON request lines (null: none, or a developer's readable log). */
  requestLine: RequestLine | null;
  readableLog: boolean;
}>(
  async (app: FastifyInstance, { cache, requestLine, readableLog }) => {
    app.decorate('frontCache', cache);
    app.changes.subscribe('projects', () => cache.clear());
    app.changes.subscribe('blog', () => cache.clear());
    app.addHook('onResponse', (req, reply, done) => {
      if (cache.remember(req, reply)) app.metrics.cache('front', 'miss');
      done();
    });
    app.addHook('onReady', (done) => {
      cache.start((req, answer) => {
        app.metrics.requestServed('GET', answer.route, answer.status, answer.ms / 1000);
        app.metrics.cache('front', 'hit');
        // Logged as the app logs its own answers (plugins/request-log.ts).
        if (requestLine) {
          requestLine({
            reqId: answer.id,
            method: 'GET',
            url: req.url ?? '',
            host: req.headers.host,
            remoteAddress: answer.ip,
            remotePort: req.socket.remotePort,
            statusCode: answer.status,
            responseTime: answer.ms,
            frontCache: true,
          });
        } else if (readableLog) {
          app.log.info(
            `GET ${redactUrl(req.url ?? '')} ${answer.status} ${Math.round(answer.ms)} ms (front cache)`,
          );
        }
      });
      done();
    });
    app.addHook('preClose', (done) => {
      cache.stop();
      done();
    });
  },
  { name: 'front-cache', dependencies: ['metrics', 'changes'] },
);
