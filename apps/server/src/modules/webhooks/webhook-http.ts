import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

import ipaddr from 'ipaddr.js';

/**
 * Outgoing webhook requests, guarded against server-side request forgery
 * (docs/product-rules.md#webhooks): only http(s); the host is resolved once, every address it
 * resolves to is checked, and the request connects to the checked address itself (so a DNS
 * answer that changes between the check and the connection cannot reach an inner address); no
 * redirect is followed; one time-out covers the whole exchange; the answer is read up to a cap.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses (tests hand in their own). */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** A name that takes longer than this to resolve counts as not found. */
const LOOKUP_TIMEOUT_MS = 5_000;

export const systemLookup: Lookup = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`lookup of ${hostname} timed out`)),
      LOOKUP_TIMEOUT_MS,
    );
  });
  try {
    const found = await Promise.race([
      dns.promises.lookup(hostname, { all: true, verbatim: true }),
      timeout,
    ]);
    return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  } finally {
    clearTimeout(timer);
  }
};

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also some clouds' metadata)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/**
 * IPv6 ranges refused whatever they hold. The forms that carry an IPv4 address and lead to it
 * (IPv4-mapped, 6to4, NAT64's well-known prefix) are not listed: their IPv4 address decides.
 */
const V6_BLOCKED: [string, number][] = [
  ['::', 96], // unspecified, loopback (::1), IPv4-compatible (deprecated)
  ['::ffff:0:0:0', 96], // IPv4-translated: only a translator's own network uses it
  ['64:ff9b:1::', 48], // local-use NAT64: where the IPv4 address sits is the network's choice
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo 2001::/32, …)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (also cloud metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

type Range<T> = [T, number];
const V4_RANGES: Range<ipaddr.IPv4>[] = V4_BLOCKED.map(([a, bits]) => [ipaddr.IPv4.parse(a), bits]);
const V6_RANGES: Range<ipaddr.IPv6>[] = V6_BLOCKED.map(([a, bits]) => [ipaddr.IPv6.parse(a), bits]);

const MAPPED: Range<ipaddr.IPv6> = [ipaddr.IPv6.parse('::ffff:0:0'), 96];
const TRANSLATED: Range<ipaddr.IPv6> = [ipaddr.IPv6.parse('::ffff:0:0:0'), 96];
const COMPATIBLE: Range<ipaddr.IPv6> = [ipaddr.IPv6.parse('::'), 96];
const NAT64: Range<ipaddr.IPv6> = [ipaddr.IPv6.parse('64:ff9b::'), 96];
const SIX_TO_FOUR: Range<ipaddr.IPv6> = [ipaddr.IPv6.parse('2002::'), 16];
const TEREDO: Range<ipaddr.IPv6> = [ipaddr.IPv6.parse('2001::'), 32];

const inV4Ranges = (ip: ipaddr.IPv4) => V4_RANGES.some((r) => ip.match(r));

const ipv4Of = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);

/**
 * The IPv4 addresses an IPv6 address carries: the last 32 bits of the IPv4-mapped,
 * IPv4-translated, IPv4-compatible and NAT64 forms, the 32 bits after the 6to4 prefix, and
 * both of Teredo's (its server's, and its client's stored inverted in the last 32 bits).
 */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = ip.parts;
  if ([MAPPED, TRANSLATED, COMPATIBLE, NAT64].some((r) => ip.match(r))) {
    return [ipv4Of(p[6]!, p[7]!)];
  }
  if (ip.match(SIX_TO_FOUR)) return [ipv4Of(p[1]!, p[2]!)];
  if (ip.match(TEREDO)) return [ipv4Of(p[2]!, p[3]!), ipv4Of(~p[6]! & 0xffff, ~p[7]! & 0xffff)];
  return [];
}

/**
 * Writes a dotted IPv4 tail in hex (`::a.b.c.d` → `::XXXX:XXXX`). ipaddr.js reads the
 * deprecated IPv4-compatible `::a.b.c.d` as if it were IPv4-mapped (`::ffff:a.b.c.d`), which
 * is another address; in hex it reads every form as written.
 */
function dottedTailToHex(address: string): string {
  return address.replace(
    /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/,
    (_, a: string, b: string, c: string, d: string) =>
      `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
}

const V4_LOOPBACK: Range<ipaddr.IPv4> = [ipaddr.IPv4.parse('127.0.0.0'), 8];
const V6_LOOPBACK = ipaddr.IPv6.parse('::1');

/** An address parsed as written (any IPv6 spelling), or null when it is not one. */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const family = net.isIP(address);
  if (family === 4 && ipaddr.IPv4.isValid(address)) return ipaddr.IPv4.parse(address);
  const hex = family === 6 ? dottedTailToHex(address) : '';
  if (family === 6 && ipaddr.IPv6.isValid(hex)) return ipaddr.IPv6.parse(hex);
  return null;
}

/**
 * This machine's own loopback: 127.0.0.0/8, ::1, or an IPv4-mapped loopback address
 * (`::ffff:127.0.0.1`, which a socket reaches as 127.0.0.1). The other forms that carry an IPv4
 * address (6to4, NAT64, IPv4-compatible, IPv4-translated) lead elsewhere and are not loopback.
 */
export function isLoopbackAddress(address: string): boolean {
  const ip = parseAddress(address);
  if (!ip) return false;
  if (ip instanceof ipaddr.IPv4) return ip.match(V4_LOOPBACK);
  if (ip.toNormalizedString() === V6_LOOPBACK.toNormalizedString()) return true;
  return ip.match(MAPPED) && embeddedIpv4(ip).every((v4) => v4.match(V4_LOOPBACK));
}

/**
 * Whether a webhook may not connect to this address (loopback, private, link-local, …). An
 * IPv6 address is parsed in any spelling (hex or dotted, compressed or not, any case) and is
 * refused when its range is, or when an IPv4 address it carries is. With `allowLoopback`
 * (outside production, docs/product-rules.md#webhooks) this machine's loopback addresses pass;
 * every other inner range, link-local and cloud metadata included, is still refused.
 */
export function isForbiddenAddress(
  address: string,
  opts: { allowLoopback?: boolean } = {},
): boolean {
  if (opts.allowLoopback && isLoopbackAddress(address)) return false;
  const ip = parseAddress(address);
  // What the parser does not understand is refused, never let through.
  if (!ip) return true;
  if (ip instanceof ipaddr.IPv4) return inV4Ranges(ip);
  return V6_RANGES.some((r) => ip.match(r)) || embeddedIpv4(ip).some(inV4Ranges);
}

/**
 * Names that cloud providers answer with their instance metadata service. They resolve to
 * link-local addresses (refused anyway); naming them refuses them before any lookup, in every
 * mode, should a resolver answer them otherwise.
 */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
]);

export const isMetadataHost = (host: string) =>
  METADATA_HOSTS.has(host.toLowerCase().replace(/\.$/, ''));

export class WebhookUrlError extends Error {}

export const URL_MESSAGES = {
  scheme: 'The URL must start with http:// or https://',
  invalid: 'The URL is not valid',
  credentials: 'The URL must not contain a user name or password',
  unresolved: 'The host of this URL could not be found',
  forbidden:
    'The URL points to a private, loopback or link-local address; webhooks are sent to public addresses only',
} as const;

export interface GuardOptions {
  lookup: Lookup;
  /** WEBHOOKS_ALLOW_PRIVATE: inner addresses are allowed (tests, private deployments). */
  allowPrivate: boolean;
  /**
   * Outside production (NODE_ENV !== 'production'): this machine's loopback addresses are
   * allowed, so a newcomer can try webhooks against a local listener; nothing else inner is.
   */
  allowLoopback?: boolean;
}

export interface Target {
  url: URL;
  /** The checked address the request connects to. */
  address: string;
  family: 4 | 6;
}

/** Parses, resolves and checks a webhook URL; throws WebhookUrlError with the reason. */
export async function resolveTarget(raw: string, opts: GuardOptions): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError(URL_MESSAGES.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebhookUrlError(URL_MESSAGES.scheme);
  }
  if (url.username || url.password) throw new WebhookUrlError(URL_MESSAGES.credentials);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new WebhookUrlError(URL_MESSAGES.invalid);
  if (isMetadataHost(host)) throw new WebhookUrlError(URL_MESSAGES.forbidden);
  let addresses: ResolvedAddress[];
  const literal = net.isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await opts.lookup(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new WebhookUrlError(URL_MESSAGES.unresolved);
  }
  // One inner address among the answers is enough to refuse: which one a client picks is not ours to decide.
  const allowLoopback = opts.allowLoopback === true;
  if (
    !opts.allowPrivate &&
    addresses.some((a) => isForbiddenAddress(a.address, { allowLoopback }))
  ) {
    throw new WebhookUrlError(URL_MESSAGES.forbidden);
  }
  return { url, address: addresses[0]!.address, family: addresses[0]!.family };
}

export interface SendOptions extends GuardOptions {
  timeoutMs: number;
  /** How much of the answer is read and kept. */
  maxResponseBytes: number;
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** The start of the answer (at most maxResponseBytes), as text. */
  body: string | null;
  error: string | null;
  durationMs: number;
}

/** POSTs a JSON body to a webhook URL; never throws (a refusal or failure is in the result). */
export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  opts: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target: Target;
  try {
    target = await resolveTarget(rawUrl, opts);
  } catch (err) {
    const error = err instanceof WebhookUrlError ? err.message : 'The URL could not be resolved';
    return { ok: false, status: null, body: null, error, durationMs: elapsed() };
  }
  const { url, address, family } = target;
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = (secure ? https : http).request({
      // Connect to the address that was checked, not to whatever the name resolves to now.
      host: address,
      family,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      // The certificate is checked against the name in the URL.
      ...(secure && !net.isIP(hostname) ? { servername: hostname } : {}),
      headers: {
        ...headers,
        host: url.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Codebazaar-Webhooks/1.0',
      },
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({
        ok: false,
        status: null,
        body: null,
        error: `No answer within ${opts.timeoutMs / 1000} s`,
      });
    }, opts.timeoutMs);
    request.on('error', (err) =>
      finish({ ok: false, status: null, body: null, error: connectionError(err) }),
    );
    request.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, opts.maxResponseBytes).toString('utf8');
        const redirect = status >= 300 && status < 400;
        finish({
          ok: status >= 200 && status < 300,
          status,
          body: text,
          error: redirect
            ? 'Redirects are not followed'
            : status >= 200 && status < 300
              ? null
              : `The endpoint answered ${status}`,
        });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        if (size >= opts.maxResponseBytes) return;
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest of a large answer is not waited for.
        if (size >= opts.maxResponseBytes) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    request.end(body);
  });
}

const CONNECTION_ERRORS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'The connection was refused',
  ECONNRESET: 'The connection was reset',
  EHOSTUNREACH: 'The host cannot be reached',
  ENETUNREACH: 'The host cannot be reached',
};

function connectionError(err: Error & { code?: string }): string {
  const known = err.code ? CONNECTION_ERRORS[err.code] : undefined;
  if (known) return known;
  if (err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT')) {
    return `The TLS handshake failed (${err.code})`;
  }
  return `The request failed${err.code ? ` (${err.code})` : ''}`;
}
