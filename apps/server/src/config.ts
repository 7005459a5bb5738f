import path from 'node:path';

import { z } from 'zod';

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
  REDIS_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
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
  /** Where the Stripe SDK sends API calls (tests point it at a local fake); default Stripe's API. */
  STRIPE_API_BASE_URL: optionalString.pipe(z.url().optional()),
});

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Base URL of the Stripe API, e.g. http://127.0.0.1:12111 for a fake; null for Stripe's own. */
  apiBaseUrl: string | null;
}

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  dataDir: string;
  /** Set when Stripe is configured (all three keys); null means the built-in test processor. */
  stripe: StripeConfig | null;
};

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
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
  return {
    ...c,
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
