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
  /** OpenAI-compatible API key; unset → the built-in AI engine. */
  AI_API_KEY: optionalString,
  /** Base URL of an OpenAI-compatible API (Ollama, vLLM, a proxy…); unset → OpenAI. */
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** How long one AI request may take before the built-in engine answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string; dataDir: string };

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
  return {
    ...c,
    // `npm start` runs in apps/server; a relative DATA_DIR means relative to where npm was invoked.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
