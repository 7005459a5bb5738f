/**
 * Initial JavaScript per route of the web app, gzip-compressed, against the budget in
 * docs/budgets.md (120 kB for home, Find Projects, project detail and blog post). From the
 * repository root:
 *
 *   node --import tsx bench/bundle-size.ts      (or: npm -w bench run bench:size)
 *
 * It runs the production build of apps/web (about two seconds) with Vite's own output
 * silenced: the measurement is the build's `route-budget` plugin
 * (apps/web/build/route-budget.ts), the same check `npm run build` makes, so there is one
 * implementation. Exits 1 when a budgeted route is over, as the build does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');

try {
  await build({ root: web, configFile: path.join(web, 'vite.config.ts'), logLevel: 'warn' });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
