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

/**
 * A second server for the GitHub journeys (github-oauth.spec.ts): the same app pointed at the
 * fake GitHub of apps/server/test/fakes/github-server.ts, which tests arrange through its
 * /_fake/* control endpoints.
 */
const githubPort = port + 1000;
const githubBaseURL = `http://127.0.0.1:${githubPort}`;
const fakeGitHubPort = port + 2000;
const fakeGitHubURL = `http://127.0.0.1:${fakeGitHubPort}`;
const githubDataDir = path.join(os.tmpdir(), `codebazaar-e2e-${githubPort}`);
process.env.FAKE_GITHUB_URL = fakeGitHubURL;
const GITHUB_SPECS = /(github-oauth|license-keys)\.spec\.ts$/;

const serverEnv = (p: number, dir: string) => ({
  // Not production: the journeys sign in with the README's demo passwords, pay with the built-in
  // test processor and read mailed links from the log, all of which production turns off.
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(p),
  PUBLIC_URL: `http://127.0.0.1:${p}`,
  DATA_DIR: dir,
  DATABASE_URL: '',
  SEED_DEMO_DATA: 'true',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  LOG_LEVEL: 'warn',
  // Every test registers and signs in from 127.0.0.1.
  AUTH_RATE_LIMIT_MAX: '1000',
  // The webhook journey's receiver listens on 127.0.0.1.
  WEBHOOKS_ALLOW_PRIVATE: 'true',
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  // Two journeys at a time, in CI too: each registers its own users or reads the seeded data, and
  // the GitHub journeys, which share the fake GitHub's sign-in switch, run one at a time (their
  // project below). One worker took CI to 41 of its 45 minutes on a slow day.
  workers: 2,
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
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: GITHUB_SPECS },
    {
      name: 'github',
      use: { ...devices['Desktop Chrome'], baseURL: githubBaseURL },
      testMatch: GITHUB_SPECS,
      // The GitHub journeys share the fake GitHub's sign-in switch: one at a time, always (two at
      // once signed each other in as the wrong GitHub user when `npm test` ran with 2 workers).
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `rm -rf '${dataDir}' && npm -w apps/server run start`,
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port, dataDir),
    },
    {
      command: 'node --import tsx apps/server/test/fakes/github-server.ts',
      cwd: repoRoot,
      port: fakeGitHubPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_GITHUB_PORT: String(fakeGitHubPort) },
    },
    {
      command: `rm -rf '${githubDataDir}' && npm -w apps/server run start`,
      cwd: repoRoot,
      url: `${githubBaseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(githubPort, githubDataDir),
        GITHUB_CLIENT_ID: 'fake-client-id',
        GITHUB_CLIENT_SECRET: 'fake-client-secret',
        GITHUB_WEB_URL: fakeGitHubURL,
        GITHUB_API_URL: fakeGitHubURL,
        // Access is checked when pages open; no background job during tests.
        GITHUB_ACCESS_SYNC_SECONDS: '0',
      },
    },
  ],
});
