import os from 'node:os';
import path from 'node:path';

import { RELEASE_MAX_MB_DEFAULT } from '@codebazaar/shared';
import { z } from 'zod';

/** A period in seconds, written as seconds or a number with s, m, h or d ("30m", "6h", "1d"). */
const interval = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v, ctx) => {
      const m = /^(\d+)\s*([smhd]?)$/i.exec(v);
      if (!m) {
        ctx.addIssue({ code: 'custom', message: 'must be seconds or like 30m, 6h, 1d' });
        return z.NEVER;
      }
      const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[m[2]!.toLowerCase() as '' | 's'];
      return Number(m[1]) * unit;
    });

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin used in links, canonical URLs and mail; defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /**
   * Server processes (node:cluster) sharing the port; above 1 needs PostgreSQL (main.ts). `auto`:
   * one per core in production on PostgreSQL, else one (resolved in loadConfig). The default is
   * one: each process has its own caches of public reads and rendered pages, so on a small
   * machine more processes mostly repeat each other's misses (bench/README.md#public-readsts).
   */
  WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  REDIS_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: on outside production, off in production (resolved in loadConfig). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Codebazaar <no-reply@codebazaar.local>'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Trust X-Forwarded-* from a reverse proxy (needed for Secure cookies behind HTTPS). */
  TRUST_PROXY: booleanFlag,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  WEB_DIST_DIR: optionalString,
  /** Stripe: all three keys together switch payments from the built-in test processor to Stripe. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Production without Stripe: run the built-in test processor anyway (no money moves). */
  PAYMENTS_TEST_MODE: booleanFlag,
  /** Where the Stripe SDK sends API calls (tests point it at a local fake); default Stripe's API. */
  STRIPE_API_BASE_URL: optionalString.pipe(z.url().optional()),
  /**
   * Tax on sales (docs/receipts-and-tax.md): off, or stripe (Stripe Tax with Stripe; the table
   * of example rates with the built-in test processor).
   */
  TAX_MODE: z.enum(['off', 'stripe']).default('off'),
  /** OpenAI-compatible API key; unset → the built-in AI engine. */
  AI_API_KEY: optionalString,
  /** Base URL of an OpenAI-compatible API (Ollama, vLLM, a proxy…); unset → OpenAI. */
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** How long one AI request may take before the built-in engine answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** GitHub OAuth app: both or neither. Without them every GitHub route answers 503. */
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  /** Base URLs of GitHub (web and REST API): tests point them at a local fake. */
  GITHUB_WEB_URL: optionalString
    .pipe(z.url().optional())
    .transform(stripSlash('https://github.com')),
  GITHUB_API_URL: optionalString
    .pipe(z.url().optional())
    .transform(stripSlash('https://api.github.com')),
  /** 32-byte key (base64 or hex) that encrypts stored GitHub tokens; generated under DATA_DIR if unset. */
  GITHUB_TOKEN_KEY: optionalString.refine((v) => v === undefined || parseTokenKey(v) !== null, {
    message: 'must be 32 bytes, as 64 hex digits or base64',
  }),
  /** How often pending repository invitations are checked and failed ones retried; 0 disables. */
  GITHUB_ACCESS_SYNC_SECONDS: z.coerce.number().int().min(0).default(300),
  /**
   * How often every repository is reconciled with the licenses: seconds, or a number with s, m, h
   * or d ("6h"); 0 disables.
   */
  ACCESS_RECONCILE_INTERVAL: interval('6h'),
  /**
   * How often the term-of-updates sweep runs (reminders before a term ends, repository access
   * ended after; docs/product-rules.md#updates-for-a-term): seconds; 0 disables.
   */
  UPDATES_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** S3-compatible storage for uploaded images; unset → files under DATA_DIR/media. */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Endpoint of an S3-compatible service (MinIO, R2, …); unset → AWS S3. */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  /** Keys of the bucket; unset → the AWS SDK's own credential chain. */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Public base URL of the bucket's objects (a CDN); unset → this server serves them. */
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /**
   * The largest release file, in megabytes (docs/product-rules.md#releases); it must fit a
   * 32-bit size column, hence at most 2000.
   */
  RELEASE_MAX_MB: z.coerce.number().positive().max(2000).default(RELEASE_MAX_MB_DEFAULT),
  /** How often projects on GitHub get their new GitHub releases, in seconds; 0 disables. */
  RELEASES_SYNC_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** How often each instance looks for due background jobs, in milliseconds; 0 disables polling. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(1_000),
  /**
   * Lets webhook endpoints point at loopback, private and link-local addresses (tests, private
   * deployments); off, such addresses are refused at creation and at delivery.
   */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag,
  /**
   * Release mails sent per minute at most (docs/product-rules.md#release-notices-and-changelog):
   * a release's holders are mailed in batches of this size, one batch a minute.
   */
  RELEASE_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(50),
  /**
   * Bearer token that `GET /metrics` asks for. Unset: open outside production, and closed (403)
   * in production, where the endpoint would otherwise show the traffic to anyone.
   */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  /** How long a stopping instance drains (in-flight requests, the running jobs' step), in ms. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Scheduled backups (README, "Backups and moving to PostgreSQL"): where; unset → none. */
  BACKUP_DIR: optionalString,
  /** How often: seconds, or a number with s, m, h or d ("1d"); 0 disables. */
  BACKUP_EVERY: interval('1d'),
  /** How many scheduled backups BACKUP_DIR keeps (the oldest go). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
});

function stripSlash(fallback: string) {
  return (v: string | undefined) => (v ?? fallback).replace(/\/+$/, '');
}

/** Decodes a 32-byte key given as 64 hex digits or as base64; null when it is neither. */
export function parseTokenKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(v)) return null;
  const key = Buffer.from(v, 'base64');
  return key.length === 32 ? key : null;
}

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Base URL of the Stripe API, e.g. http://127.0.0.1:12111 for a fake; null for Stripe's own. */
  apiBaseUrl: string | null;
}

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO_DATA' | 'WEB_CONCURRENCY'> & {
  WEB_CONCURRENCY: number;
  /** Fill an empty database with the demo marketplace (default: on, except in production). */
  SEED_DEMO_DATA: boolean;
  publicUrl: string;
  dataDir: string;
  /** Set when Stripe is configured (all three keys). */
  stripe: StripeConfig | null;
  /**
   * Who takes payments: Stripe when configured; otherwise the built-in test processor, except
   * in production, where it runs only with PAYMENTS_TEST_MODE=true ('off': no payments at all).
   */
  payments: 'stripe' | 'test' | 'off';
};

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema
    .refine((c) => Boolean(c.GITHUB_CLIENT_ID) === Boolean(c.GITHUB_CLIENT_SECRET), {
      message: 'set both GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, or neither',
      path: ['GITHUB_CLIENT_SECRET'],
    })
    .safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const c = result.data;
  const setKeys = STRIPE_KEYS.filter((key) => c[key] !== undefined);
  if (setKeys.length > 0 && setKeys.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((key) => c[key] === undefined);
    throw new Error(
      `Invalid configuration:\n  ${missing.join(', ')}: set all of ${STRIPE_KEYS.join(', ')} to use Stripe, or none of them for the built-in test processor`,
    );
  }
  const production = c.NODE_ENV === 'production';
  const stripe = setKeys.length === STRIPE_KEYS.length;
  return {
    ...c,
    payments: stripe ? 'stripe' : !production || c.PAYMENTS_TEST_MODE ? 'test' : 'off',
    // A reachable server must not come up with demo accounts unless asked to.
    SEED_DEMO_DATA: c.SEED_DEMO_DATA === undefined ? !production : c.SEED_DEMO_DATA === 'true',
    // `auto`: a production server on PostgreSQL uses every core (the embedded database belongs
    // to one process).
    WEB_CONCURRENCY:
      c.WEB_CONCURRENCY === 'auto'
        ? production && c.DATABASE_URL
          ? os.availableParallelism()
          : 1
        : c.WEB_CONCURRENCY,
    BACKUP_DIR: c.BACKUP_DIR && path.resolve(env.INIT_CWD ?? process.cwd(), c.BACKUP_DIR),
    // `npm start` runs in apps/server; a relative DATA_DIR means relative to where npm was invoked.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    stripe:
      setKeys.length === STRIPE_KEYS.length
        ? {
            secretKey: c.STRIPE_SECRET_KEY!,
            publishableKey: c.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET!,
            apiBaseUrl: c.STRIPE_API_BASE_URL?.replace(/\/$/, '') ?? null,
          }
        : null,
  };
}
