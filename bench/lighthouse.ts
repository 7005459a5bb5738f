/**
 * Lighthouse on the pages of issue 8 (home, Find Projects, a project page, a blog post), mobile
 * (Lighthouse's default config: simulated slow 4G and a 4× slower CPU) and desktop. Builds
 * nothing: run `npm run build` first. From the repository root:
 *
 *   node --import tsx bench/lighthouse.ts [--port 3997] [--runs 1] [--json out.json]
 *                                         [--url http://host:port] [--only mobile|desktop]
 *                                         [--lhr-dir dir]
 *
 * It starts the real production server (the built SPA and the API, `NODE_ENV=production`, the
 * seeded embedded database in a fresh temporary DATA_DIR, as e2e/playwright.config.ts does), or
 * audits a server already running with `--url`. Chromium is the system one (`CHROME_PATH`,
 * default /usr/bin/chromium); nothing is downloaded. With `--runs N` each page is audited N times
 * and the median performance run is kept. Prints the four category scores per page and the
 * audits that cost points (`--lhr-dir` keeps each full report, for the Lighthouse viewer); exits 1 when a score is under its budget, 2 when the build is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { formatTable } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '3997' },
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    'lhr-dir': { type: 'string' },
    only: { type: 'string' },
  },
});

/** Issue 8's budgets, in Lighthouse's 0–100 scale. */
const BUDGETS = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
} as const;
type Category = keyof typeof BUDGETS;
const CATEGORIES = Object.keys(BUDGETS) as Category[];

const FORM_FACTORS: { name: 'mobile' | 'desktop'; config: Config | undefined }[] = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const runs = Math.max(1, Number(args.runs));

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

async function waitForHealth(baseUrl: string, server: ChildProcess | null, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) fail('The server exited while starting.', 1);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`The server at ${baseUrl} did not answer /api/health within ${timeoutMs / 1000} s.`, 1);
}

/** The production server on `port` with a fresh seeded database; resolves once it is healthy. */
async function startServer(port: number) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    fail('The web app is not built: run `npm run build` first.', 2);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codebazaar-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'warn',
      GITHUB_ACCESS_SYNC_SECONDS: '0',
    },
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  await waitForHealth(baseUrl, server);
  return { baseUrl, stop };
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) fail(`GET ${url} answered ${res.status}`, 1);
  return (await res.json()) as T;
}

/** The audited pages: a seeded paid project (the richest project page) and the newest post. */
async function pagesOf(baseUrl: string) {
  const { projects } = await getJson<{ projects: { _id: string; license: { type: string } }[] }>(
    `${baseUrl}/api/projects?sortBy=stats.views&limit=20`,
  );
  const project = projects.find((p) => p.license.type !== 'free') ?? projects[0];
  const { posts } = await getJson<{ posts: { slug: string }[] }>(`${baseUrl}/api/blog?limit=1`);
  if (!project || !posts[0]) fail('The database has no project or no blog post to audit.', 1);
  return [
    { name: 'home', url: `${baseUrl}/` },
    { name: 'find projects', url: `${baseUrl}/find-projects` },
    { name: 'project', url: `${baseUrl}/project/${project._id}` },
    { name: 'blog post', url: `${baseUrl}/blog/${posts[0].slug}` },
  ];
}

const score = (lhr: Result, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The audits of a category that did not pass, with the points they cost where weighted. */
function lostPoints(lhr: Result, category: Category): string[] {
  const ref = lhr.categories[category];
  if (!ref) return [];
  const totalWeight = ref.auditRefs.reduce((sum, a) => sum + a.weight, 0) || 1;
  const out: { text: string; cost: number }[] = [];
  for (const auditRef of ref.auditRefs) {
    const audit = lhr.audits[auditRef.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    const cost = (auditRef.weight / totalWeight) * (1 - audit.score) * 100;
    if (auditRef.weight === 0 && category === 'performance') continue; // diagnostics, below
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    out.push({
      text: `${audit.id}${value}: ${cost > 0 ? `-${cost.toFixed(1)}` : 'unweighted'}`,
      cost,
    });
  }
  if (category === 'performance') {
    // Opportunities and diagnostics carry no weight but say where the metric time goes.
    for (const audit of Object.values(lhr.audits)) {
      const savings = audit.metricSavings;
      if (!savings || audit.score === null || audit.score >= 0.9) continue;
      const parts = Object.entries(savings)
        .filter(([, value]) => typeof value === 'number' && value > 0)
        .map(([metric, value]) =>
          metric === 'CLS'
            ? `CLS ${(value as number).toFixed(2)}`
            : `${metric} ${Math.round(value as number)} ms`,
        );
      if (parts.length) out.push({ text: `${audit.id}: saves ${parts.join(', ')}`, cost: 0 });
    }
  }
  return out.sort((a, b) => b.cost - a.cost).map((o) => o.text);
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? '–';

async function main() {
  const server = args.url ? null : await startServer(Number(args.port));
  const baseUrl = args.url?.replace(/\/$/, '') ?? server!.baseUrl;
  if (!server) await waitForHealth(baseUrl, null, 10_000);
  const pages = await pagesOf(baseUrl);

  if (!fs.existsSync(chromePath)) {
    fail(`No Chromium at ${chromePath}: install it or set CHROME_PATH.`, 2);
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // fail() exits at once, past the `finally` below: the browser must not outlive the script.
  process.on('exit', () => chrome.kill());

  const rows: string[][] = [];
  const details: string[] = [];
  const report: Record<string, unknown>[] = [];
  const misses: string[] = [];
  try {
    for (const formFactor of FORM_FACTORS) {
      if (args.only && args.only !== formFactor.name) continue;
      for (const page of pages) {
        const results: Result[] = [];
        for (let i = 0; i < runs; i++) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          };
          // A trace that fails to record (NO_NAVSTART and the like) happens on a busy machine;
          // such a run is repeated, up to three attempts.
          let lhr: Result | undefined;
          for (let attempt = 1; !lhr; attempt++) {
            const result = await lighthouse(page.url, flags, formFactor.config);
            if (!result) fail(`Lighthouse returned nothing for ${page.url}`, 1);
            const error = result.lhr.runtimeError;
            if (!error) lhr = result.lhr;
            else if (attempt >= 3) fail(`Lighthouse failed on ${page.url}: ${error.message}`, 1);
            else console.error(`retrying ${page.url}: ${error.code}`);
          }
          results.push(lhr);
        }
        // The median run by performance score (the other categories do not vary between runs).
        results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
        const lhr = results[Math.floor(results.length / 2)]!;
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<
          Category,
          number
        >;
        rows.push([
          `${page.name} (${formFactor.name})`,
          ...CATEGORIES.map((c) => String(scores[c])),
          metric(lhr, 'first-contentful-paint'),
          metric(lhr, 'largest-contentful-paint'),
          metric(lhr, 'total-blocking-time'),
          metric(lhr, 'cumulative-layout-shift'),
        ]);
        for (const c of CATEGORIES) {
          if (scores[c] < BUDGETS[c]) {
            misses.push(`${page.name} (${formFactor.name}): ${c} ${scores[c]} < ${BUDGETS[c]}`);
          }
          const lost = lostPoints(lhr, c);
          if (lost.length) {
            details.push(`${page.name} (${formFactor.name}) · ${c} ${scores[c]}`);
            details.push(...lost.map((l) => `    ${l}`));
          }
        }
        if (args['lhr-dir']) {
          fs.mkdirSync(args['lhr-dir'], { recursive: true });
          const file = `${page.name.replace(/\W+/g, '-')}-${formFactor.name}.json`;
          fs.writeFileSync(path.join(args['lhr-dir'], file), JSON.stringify(lhr));
        }
        report.push({ page: page.name, url: page.url, formFactor: formFactor.name, scores });
        console.error(`done: ${page.name} (${formFactor.name})`);
      }
    }
  } finally {
    chrome.kill();
  }

  console.log(
    formatTable(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'], rows),
  );
  if (details.length) console.log(`\nAudits that cost points:\n${details.join('\n')}`);
  if (args.json) fs.writeFileSync(args.json, JSON.stringify(report, null, 2));
  console.log(
    `\nBudgets: ${CATEGORIES.map((c) => `${c} ≥ ${BUDGETS[c]}`).join(', ')}. ` +
      (misses.length ? `Missed:\n  ${misses.join('\n  ')}` : 'All met.'),
  );
  server?.stop();
  process.exit(misses.length ? 1 : 0);
}

await main();
