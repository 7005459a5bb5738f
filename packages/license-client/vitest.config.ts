import { defineProject } from 'vitest/config';

/**
 * The client's unit tests (src) and its tests against the real server (test), which builds the
 * server app in process: the server's global setup makes the migrated database template.
 */
export default defineProject({
  test: {
    name: 'license-client',
    environment: 'node',
    globalSetup: ['../../apps/server/test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
