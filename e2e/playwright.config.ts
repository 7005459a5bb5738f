import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real server (built SPA + API + seeded PGlite) in the system
 * Chromium. `npm test` in this workspace builds the web app first; this file builds nothing.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://127.0.0.1:${port}`;
/** A fresh embedded database for every run, removed before the server starts. */
const dataDir = path.join(os.tmpdir(), `codebazaar-e2e-${port}`);
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: isCI ? 1 : 2,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf '${dataDir}' && npm -w apps/server run start`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'warn',
      // Every test registers and signs in from 127.0.0.1.
      AUTH_RATE_LIMIT_MAX: '1000',
    },
  },
});
