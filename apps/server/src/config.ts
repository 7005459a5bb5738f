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

export type Config = z.infer<typeof configSchema> & { publicUrl: string; dataDir: string };

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
  return {
    ...c,
    // `npm start` runs in apps/server; a relative DATA_DIR means relative to where npm was invoked.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
