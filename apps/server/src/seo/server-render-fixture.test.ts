import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';
import { projects } from '../db/schema';
import { SESSION_COOKIE } from '../lib/session-tokens';

/**
 * The server's side of page rendering (ADR 022) with a stand-in for the web app's server entry,
 * so it runs without a web build: where the markup and the data go, what the entry's requests
 * carry, caching, and a failing render. server-render.test.ts renders the real pages.
 */

/** The stand-in: renders what the API answers it, and counts its renders. */
const ENTRY = `
let send;
globalThis.__renders = 0;
export const rendersOnServer = (pathname) => pathname === '/' || pathname.startsWith('/project/');
export function configure({ fetch }) { send = fetch; }
export async function render(url) {
  globalThis.__renders += 1;
  if (url.includes('fail')) throw new Error('render failed');
  const id = url.split('?')[0].split('/')[2];
  const project = id ? await send('/api/projects/' + id) : null;
  const profile = await send('/api/auth/profile');
  const mine = await send('/api/projects/drafts');
  const posted = await send('/api/projects', { method: 'POST' });
  const body = project ? await project.json() : null;
  const root = '<main>' + (body && body.project ? '<h1>' + body.project.title.replace(/</g, '&lt;') + '</h1>' : '')
    + '<p>profile ' + profile.status + ', drafts ' + mine.status + ', post ' + posted.status + '</p></main>';
  return { root, state: '<script type="application/json" id="app-state">' + JSON.stringify({ url }).replace(/</g, '\\\\u003c') + '</script>' };
}
`;

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><noscript>x</noscript><div id="root">
      <!-- placeholder -->
      <div class="shell"><header><div><a href="/">Codebazaar</a></div></header><!--app-body--></div>
    </div><script type="module" src="/assets/index-A1.js"></script></body></html>`;

let base: string;
let ctx: TestContext;
let author: TestUser;
let projectId: string;

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;
const get = (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'codebazaar-ssr-test-'));
  fs.mkdirSync(path.join(base, 'dist'));
  fs.mkdirSync(path.join(base, 'dist-server'));
  fs.writeFileSync(path.join(base, 'dist', 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(base, 'dist-server', 'entry-server.js'), ENTRY);
  ctx = await createTestApp({ WEB_DIST_DIR: path.join(base, 'dist') });
  author = await createUser(ctx);
  const [row] = await ctx.database.db
    .insert(projects)
    .values({
      authorId: author.id,
      title: 'Fixture </script> Project',
      description: 'Described.',
      category: 'web',
      tags: [],
      licenseType: 'free',
      freeRepoUrl: 'https://github.com/a/b',
      status: 'published',
    })
    .returning({ id: projects.id });
  projectId = row!.id;
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(base, { recursive: true, force: true });
});
beforeEach(async () => {
  // A write clears the rendered pages.
  await ctx.app.changes.publish('projects');
});

describe('server rendering with the web app’s server entry', () => {
  it('puts the markup in place of the placeholder and the data before </body>', async () => {
    const res = await get(`/project/${projectId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.body).toContain(
      '<div id="root"><main><h1>Fixture &lt;/script> Project</h1><p>profile 401',
    );
    expect(res.body).not.toContain('placeholder');
    expect(res.body).not.toContain('class="shell"');
    expect(res.body).toMatch(
      /<\/main><\/div><script type="module" src="\/assets\/index-A1.js"><\/script><script type="application\/json" id="app-state">\{"url":"\/project\/[^"]+"\}<\/script><\/body>/,
    );
  });

  it('asks the API as nobody, whoever asks for the page, and only with GET', async () => {
    for (const headers of [author.headers, { cookie: `${SESSION_COOKIE}=${author.token}` }]) {
      const res = await get(`/project/${projectId}?as=${Object.keys(headers)[0]}`, headers);
      expect(res.statusCode).toBe(200);
      // The profile and the author's drafts refuse the render's requests; a POST is not sent.
      expect(res.body).toContain('<p>profile 401, drafts 401, post 405</p>');
      expect(res.headers['cache-control']).toBe('public, no-cache');
    }
  });

  it('renders a page once for requests that miss together, then serves it from the cache', async () => {
    const before = renders();
    const answers = await Promise.all([1, 2, 3].map(() => get(`/project/${projectId}`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(renders()).toBe(before + 1);
    await get(`/project/${projectId}`);
    expect(renders()).toBe(before + 1);
    // Another query string is another page.
    await get(`/project/${projectId}?tab=license`);
    expect(renders()).toBe(before + 2);
  });

  it('sends the page unrendered when rendering fails, and pages it does not render as before', async () => {
    const failed = await get('/?fail=1');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('class="shell"');
    expect(failed.body).not.toContain('app-state');

    const notRendered = await get('/find-projects');
    expect(notRendered.statusCode).toBe(200);
    expect(notRendered.body).toContain('class="shell"');
  });

  it('renders nothing for a missing project: a 404 page without data', async () => {
    const before = renders();
    const res = await get('/project/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('app-state');
    expect(renders()).toBe(before);
  });
});
