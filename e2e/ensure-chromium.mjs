// Makes sure the system Chromium the browser tests use is installed. Playwright never
// downloads a browser of its own here: on Debian as root we install the distribution's
// `chromium` package, anywhere else we explain what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (fs.existsSync(chromium)) {
  console.log(`[e2e] Using Chromium at ${chromium}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = fs.existsSync('/etc/debian_version');

if (isRoot && isDebian && chromium === '/usr/bin/chromium') {
  console.log('[e2e] Chromium is missing: installing the Debian "chromium" package');
  try {
    execSync('apt-get update && apt-get install -y --no-install-recommends chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error('[e2e] apt-get could not install chromium (see the output above).');
    process.exit(1);
  }
  if (fs.existsSync(chromium)) process.exit(0);
  console.error(`[e2e] The chromium package was installed but ${chromium} does not exist.`);
  process.exit(1);
}

console.error(
  [
    `[e2e] Chromium was not found at ${chromium}.`,
    'The browser tests run in the system Chromium and never download one. Either:',
    '  - install it: on Debian/Ubuntu `sudo apt-get install chromium`, on Fedora',
    '    `sudo dnf install chromium`, on macOS `brew install --cask chromium`; or',
    '  - point CHROMIUM_PATH at an installed Chromium or Chrome binary, e.g.',
    '    CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium" npm test',
  ].join('\n'),
);
process.exit(1);
