import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

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

const V6_BLOCKED: [string, number][] = [
  ['::', 96], // unspecified, loopback (::1), IPv4-compatible
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, …)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (also cloud metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new net.BlockList();
for (const [net4, prefix] of V4_BLOCKED) blocked.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of V6_BLOCKED) blocked.addSubnet(net6, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or 6to4 (2002:…) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  // The URL parser writes any IPv6 form in one canonical, compressed spelling.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const hex = (a: string, b: string) => {
    const hi = parseInt(a, 16);
    const lo = parseInt(b, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  };
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped) return hex(mapped[1]!, mapped[2]!);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(:|$)/.exec(canonical);
  if (sixToFour) return hex(sixToFour[1]!, sixToFour[2]!);
  return null;
}

/** Whether a webhook may not connect to this address (loopback, private, link-local, …). */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return isForbiddenAddress(v4);
    return blocked.check(address, 'ipv6');
  }
  return true;
}

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
  if (!opts.allowPrivate && addresses.some((a) => isForbiddenAddress(a.address))) {
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
