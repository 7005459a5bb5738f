import os from 'node:os';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/license-client', 'apps/server', 'apps/web'],
    // Server test files mostly wait on the database and on their own HTTP servers, so two run
    // side by side even on a two-core machine (vitest's default there is one).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
