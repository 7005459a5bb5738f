import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  connectGitHub,
  createGitHubTestApp,
  insertLicense,
  insertProject,
  type GitHubTestContext,
} from '../../test/github';
import {
  bodyText,
  pathValue,
  queryPairs,
  requestBody,
  routeTable,
  type FuzzBody,
  type FuzzRequest,
  type RouteEntry,
  type SchemaContext,
} from '../../test/fuzz';
import { blogPosts, sessions, users } from '../db/schema';
import { SESSION_COOKIE, hashToken, newToken } from '../lib/session-tokens';

/**
 * Input fuzzing over every JSON route of the route table (new routes are picked up on their
 * own): random and hostile bodies, query strings and path ids, sent as a visitor, a signed-in
 * user and an admin. No answer may be a 5xx; every 4xx is JSON `{ error }`; a refused request
 * changes no data. Reproduce a failure with the line it prints (FUZZ_SEED=… FUZZ_ROUTE=…);
 * more runs per route with FUZZ_RUNS=<n>.
 */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Only the routes whose "METHOD /path" contains this text, e.g. FUZZ_ROUTE="GET /api/blog". */
const ROUTE_FILTER = process.env.FUZZ_ROUTE;

/** The fuzzer sends this one (test/fuzz.ts), so the user may change it; the admin's it never guesses. */
const PASSWORD = 'correct horse battery';
const ADMIN_PASSWORD = 'admin passphrase nobody sends';
const PUBLIC_URL = 'http://localhost:3000';

/** API pages for browsers (HTML, redirects): every rule but the JSON error shape applies. */
const NOT_JSON = [/^\/api\/docs(\/|$)/, /^\/api\/sandbox\/run\//];
/** The same by method: the page of a release mail's unsubscribe link (its POST answers JSON). */
const NOT_JSON_ROUTES = new Set(['GET /api/releases/unsubscribe']);
/** Routes whose refusals carry a machine-readable `code` beside `error` (docs/license-keys.md). */
const CODED = /^POST \/api\/license-keys\/(validate|activate|deactivate|upgrade)$/;
/** Pages the SPA fallback renders with a server-side head (not in the route table). */
const PAGES = [
  '/project/:id',
  '/project/:id/changelog',
  '/author/:id',
  '/blog/:slug',
  '/edit-project/:id',
];

/** Tables whose writes on a refused request are the point (failed sign-ins are counted). */
const VOLATILE_TABLES = new Set(['rate_limits']);
/** Columns touched by reading with a session (last_seen_at is refreshed every few minutes). */
const VOLATILE_COLUMNS = new Set(['sessions.last_seen_at']);

type Actor = 'visitor' | 'user' | 'admin' | 'userCookie' | 'adminCookieForeign';
const ACTORS: Actor[] = ['visitor', 'user', 'admin', 'userCookie', 'adminCookieForeign'];

let ctx: GitHubTestContext;
let admin: { id: string; email: string; token: string };
let user: { id: string; email: string; token: string };
let bystander: { id: string; email: string; token: string };
let schemaCtx: SchemaContext;
let routes: RouteEntry[];
let snapshotQuery: string;
let bystanderChecksum: string;
let bystanderModerated: string;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

async function register(username: string, password = PASSWORD) {
  const email = `${username}@example.com`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password },
    remoteAddress: '10.9.0.1',
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user.id as string, email, token: res.json().token as string };
}

/** A fresh session for `userId` (an earlier fuzz run may have signed the old one out). */
async function mintToken(userId: string): Promise<string> {
  const token = newToken();
  await ctx.database.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

async function rows<T>(query: string): Promise<T[]> {
  const result = await ctx.database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

/** Row count and checksum of every table, one query; volatile tables and columns left out. */
async function buildSnapshotQuery(): Promise<string> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (VOLATILE_TABLES.has(table) || VOLATILE_COLUMNS.has(`${table}.${column}`)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), `"${column}"`]);
  }
  expect([...byTable.keys()]).toEqual(
    expect.arrayContaining(['users', 'projects', 'licenses', 'blog_posts', 'sessions']),
  );
  return [...byTable.entries()]
    .map(
      ([table, cols]) =>
        `select '${table}' as t, count(*)::int as n, coalesce(md5(string_agg(r, '|' order by r)), '') as h
         from (select row(${cols.join(', ')})::text as r from "${table}") x`,
    )
    .join(' union all ');
}

interface Snapshot {
  /** Write-ahead log position: unchanged means nothing at all was written since. */
  lsn: string;
  tables: Record<string, string>;
}

const walPosition = async () =>
  (await rows<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn'))[0]!.lsn;

async function snapshot(): Promise<Snapshot> {
  const lsn = await walPosition();
  const result = await rows<{ t: string; n: number; h: string }>(snapshotQuery);
  return { lsn, tables: Object.fromEntries(result.map((r) => [r.t, `${r.n}:${r.h}`])) };
}

/** The data now, cheaply when the log shows that nothing was written since `before`. */
async function snapshotSince(before: Snapshot): Promise<Snapshot> {
  return (await walPosition()) === before.lsn ? before : snapshot();
}

/**
 * Everything the bystander owns: no one else's request may change it. Their role and their
 * projects' status are left out: an admin may change those through the admin console, and
 * `moderatedBystanderState` checks that each such change is in the admin audit log.
 */
async function bystanderState(): Promise<string> {
  const [row] = await rows<{ h: string }>(
    `select md5(coalesce((select row(u.username, u.email, u.password_hash)::text
                          from users u where u.id = '${bystander.id}'), '') ||
                coalesce((select string_agg(row(p.id, p.title, p.price_cents, p.paid_repo_url)::text, '|' order by p.id)
                          from projects p where p.author_id = '${bystander.id}'), '') ||
                coalesce((select string_agg(row(l.id, l.status, l.buyer_id)::text, '|' order by l.id)
                          from licenses l where l.buyer_id = '${bystander.id}'), '')) as h`,
  );
  return row!.h;
}

/** The bystander's role, suspension and project statuses, and the admin actions on them. */
async function moderatedBystanderState(): Promise<{ state: string; audited: number }> {
  const [row] = await rows<{ h: string; audited: number }>(
    `select md5(coalesce((select row(u.role, u.suspended_at)::text
                          from users u where u.id = '${bystander.id}'), '') ||
                coalesce((select string_agg(row(p.id, p.status, p.featured_at)::text, '|' order by p.id)
                          from projects p where p.author_id = '${bystander.id}'), '')) as h,
            (select count(*)::int from admin_audit_log a
             where a.target_id = '${bystander.id}'
                or a.target_id in (select p.id::text from projects p where p.author_id = '${bystander.id}')) as audited`,
  );
  return { state: row!.h, audited: Number(row!.audited) };
}

beforeAll(async () => {
  ctx = await createGitHubTestApp({ PUBLIC_URL });
  admin = await register('fuzzadmin', ADMIN_PASSWORD);
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  user = await register('fuzzuser');
  bystander = await register('bystander');
  await connectGitHub(ctx, user, 'fuzzusergh');
  ctx.fake.addRepo('fuzzusergh/tool');

  const userProject = await insertProject(ctx, user.id, { licenseType: 'free', priceCents: 0 });
  const userDraft = await insertProject(ctx, user.id, { status: 'draft', publishedAt: null });
  const bystanderPaid = await insertProject(ctx, bystander.id, {
    paidRepoUrl: `${ctx.fake.url}/bystander/secret`,
  });
  const bystanderFree = await insertProject(ctx, bystander.id, {
    licenseType: 'free',
    priceCents: 0,
  });
  const userLicense = await insertLicense(ctx, bystanderPaid, user.id);
  const bystanderLicense = await insertLicense(ctx, userProject, bystander.id, 'free');
  const [post] = await ctx.database.db
    .insert(blogPosts)
    .values({
      slug: 'fuzz-post',
      title: 'Fuzz post',
      contentHtml: '<p>Hello</p>',
      status: 'published',
      publishedAt: new Date(),
      authorId: admin.id,
    })
    .returning({ id: blogPosts.id });

  schemaCtx = {
    realIds: [
      admin.id,
      user.id,
      bystander.id,
      userProject,
      userDraft,
      bystanderPaid,
      bystanderFree,
      userLicense,
      bystanderLicense,
      post!.id,
      'fuzz-post',
    ],
  };
  routes = [
    ...routeTable(ctx.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS'),
    ...PAGES.map((url) => ({ method: 'GET', url })),
  ];
  snapshotQuery = await buildSnapshotQuery();
  bystanderChecksum = await bystanderState();
  bystanderModerated = (await moderatedBystanderState()).state;
});

afterAll(async () => {
  await ctx?.close();
});

describe('the harness', () => {
  it('notices a change to a table, and only to that table', async () => {
    const before = await snapshot();
    expect((await snapshotSince(before)).tables).toEqual(before.tables);
    await ctx.database.db
      .update(users)
      .set({ bio: 'changed behind the fuzzer' })
      .where(eq(users.id, bystander.id));
    const after = await snapshotSince(before);
    expect(after.tables.users).not.toBe(before.tables.users);
    expect({ ...after.tables, users: '' }).toEqual({ ...before.tables, users: '' });
  });

  it('finds every documented API route in the route table, and more than a handful', () => {
    expect(routes.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(50);
    const listed = new Set(routes.map((r) => `${r.method} ${r.url.replace(/\/$/, '')}`));
    for (const path of ['/api/projects/:id', '/api/auth/login', '/api/blog/admin/posts/:id']) {
      expect([...listed].some((r) => r.endsWith(` ${path}`))).toBe(true);
    }
    // The OpenAPI document describes the body of the routes that take one.
    const withBody = routes.filter((r) => r.operation?.requestBody);
    expect(withBody.length).toBeGreaterThan(15);
  });
});

/** Hostile values found by hand (issue 18): each is refused, or harmless, like the random ones. */
describe('hand-picked hostile values', () => {
  it('refuses paid prices under $1.00 with 400 {error} and stores nothing', async () => {
    for (const [type, price] of [
      ['paid', 0.01],
      ['freemium', 0.02],
      ['paid', '0.99'],
    ] as const) {
      const before = await snapshot();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { authorization: `Bearer ${user.token}` },
        payload: {
          title: 'Penny',
          description: 'd',
          category: 'web',
          license: { type, price, features: { paidFeatures: ['Support'] } },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'license.price: Price must be at least $1.00' });
      expect((await snapshotSince(before)).tables).toEqual(before.tables);
    }
  });

  it('stores no forged import claim: githubVerified and sourceRepository come from GitHub', async () => {
    ctx.fake.addRepo('torvalds/linux', { private: false, language: 'C', stars: 180_000 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { authorization: `Bearer ${user.token}` },
      payload: {
        title: 'Linux',
        description: 'd',
        category: 'web',
        license: { type: 'free' },
        githubVerified: true,
        sourceRepository: {
          fullName: 'torvalds/linux',
          url: 'https://github.com/torvalds/linux',
          language: 'C',
          stars: 10_000_000,
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await rows<{ github_verified: boolean; source_repository: unknown }>(
      `select github_verified, source_repository from projects where id = '${res.json().project._id}'`,
    );
    expect(row).toEqual({ github_verified: false, source_repository: null });
  });

  it('counts one view for a visitor who changes the User-Agent on every request', async () => {
    const projectId = await insertProject(ctx, user.id, { title: 'Rotated' });
    for (let i = 0; i < 30; i++) {
      await ctx.app.inject({
        url: `/api/projects/${projectId}`,
        headers: { 'user-agent': `agent-${i}-${Math.random()}` },
        remoteAddress: '10.9.9.9',
      });
    }
    await ctx.app.projectViews.flush();
    const [row] = await rows<{ views: number }>(
      `select views from projects where id = '${projectId}'`,
    );
    expect(row!.views).toBe(1);
  });
});

function buildUrl(route: RouteEntry, req: FuzzRequest): string {
  let i = 0;
  let path = route.url.replace(/:\w+/g, () => String(req.params[i++] ?? 'x'));
  if (path.endsWith('*')) path = `${path.slice(0, -1)}${String(req.params[i] ?? '')}`;
  const query = req.query.map(([k, v]) => `${k}=${v}`).join('&');
  return query ? `${path}?${query}` : path;
}

function authFor(
  actor: Actor,
  tokens: Record<'user' | 'admin', string>,
): { headers: Record<string, string>; cookies: Record<string, string> } {
  switch (actor) {
    case 'visitor':
      return { headers: {}, cookies: {} };
    case 'user':
      return { headers: { authorization: `Bearer ${tokens.user}` }, cookies: {} };
    case 'admin':
      return { headers: { authorization: `Bearer ${tokens.admin}` }, cookies: {} };
    case 'userCookie':
      return {
        headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
        cookies: { [SESSION_COOKIE]: tokens.user },
      };
    case 'adminCookieForeign':
      return {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        cookies: { [SESSION_COOKIE]: tokens.admin },
      };
  }
}

function payloadOf(body: FuzzBody): { payload?: string; contentType?: string | null } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { payload: bodyText(body), contentType: 'application/json' };
    case 'raw':
      return { payload: String(body.text), contentType: body.contentType };
  }
}

/** One line per failing route: what was sent, what came back, and how to replay it. */
function failureReport<T extends [unknown]>(route: RouteEntry, result: fc.RunDetails<T>): string {
  const error = result.errorInstance instanceof Error ? result.errorInstance.message : '';
  const example = fc.stringify(result.counterexample?.[0]).slice(0, 600);
  return [
    `${route.method} ${route.url}: ${error.split('\n')[0]!.slice(0, 600)}`,
    `  replay: FUZZ_SEED=${result.seed} FUZZ_ROUTE="${route.method} ${route.url}" input: ${example}`,
  ].join('\n');
}

function describeResponse(res: LightMyRequestResponse): string {
  return `${res.statusCode} ${res.headers['content-type'] ?? ''} ${res.body.slice(0, 300)}`;
}

describe('input fuzzing over every route', () => {
  const tokens = { user: '', admin: '' };

  it('never answers 5xx, answers every 4xx with {error}, and a refusal changes nothing', async () => {
    tokens.user = user.token;
    tokens.admin = admin.token;
    const failures: string[] = [];
    let state: Snapshot | null = null;
    const stats = new Map<string, number>();
    for (const route of routes) {
      if (ROUTE_FILTER && !`${route.method} ${route.url}`.includes(ROUTE_FILTER)) continue;
      const json =
        route.url.startsWith('/api/') &&
        !NOT_JSON.some((re) => re.test(route.url)) &&
        !NOT_JSON_ROUTES.has(`${route.method} ${route.url}`);
      const paramCount = (route.url.match(/:\w+|\*$/g) ?? []).length;
      const arbitrary = fc.record({
        actor: fc.constantFrom(...ACTORS),
        params: fc.array(pathValue(schemaCtx.realIds), {
          minLength: paramCount,
          maxLength: paramCount,
        }),
        query: queryPairs(route.operation, schemaCtx),
        body: requestBody(route.method, route.operation, schemaCtx),
      });
      const started = Date.now();
      const result = await fc.check(
        fc.asyncProperty(arbitrary, async ({ actor, ...req }) => {
          const auth = authFor(actor, tokens);
          const { payload, contentType } = payloadOf(req.body);
          const headers: Record<string, string> = { ...auth.headers };
          if (contentType) headers['content-type'] = contentType;
          const url = buildUrl(route, req);
          // Views an earlier answer queued are written now, not in the middle of this request.
          await ctx.app.projectViews.flush();
          // The state before this request: the last snapshot, unless something changed since.
          const before = (state ??= await snapshot());
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            cookies: auth.cookies,
            ...(payload !== undefined ? { payload } : {}),
          });
          if (process.env.FUZZ_STATS) {
            const detail =
              process.env.FUZZ_STATS === 'errors' && res.statusCode === 400
                ? ` ${res.body.slice(0, 80)}`
                : '';
            const key = `${route.method} ${route.url} ${res.statusCode}${detail}`;
            stats.set(key, (stats.get(key) ?? 0) + 1);
          }
          // A refusal must leave the data as it was; an accepted request may change it (even
          // a read counts a view), so the next run takes a fresh snapshot.
          // A deliberate 503 with its reason says an outside service the route needs is missing
          // (say, the seller's GitHub is not connected): an answer about the server, never about
          // the input. It is held to the rules of a refusal; any other 5xx is a failure.
          const outage =
            res.statusCode === 503 &&
            /^application\/json/.test(String(res.headers['content-type'])) &&
            res.json<{ error?: unknown }>().error !== 'Internal server error';
          const refused = (res.statusCode >= 400 && res.statusCode < 500) || outage;
          state = refused ? await snapshotSince(before) : null;
          const where = `${route.method} ${url.slice(0, 200)} as ${actor} → ${describeResponse(res)}`;
          if (!outage) expect(res.statusCode, where).toBeLessThan(500);
          expect(Object.getOwnPropertyNames(Object.prototype).sort(), where).toEqual(prototypeKeys);
          if (res.statusCode >= 400) {
            if (json) {
              expect(res.headers['content-type'], where).toMatch(/^application\/json/);
              const body: unknown = res.json();
              expect(body, where).toEqual(
                CODED.test(`${route.method} ${route.url}`)
                  ? { error: expect.any(String), code: expect.any(String) }
                  : { error: expect.any(String) },
              );
              expect((body as { error: string }).error, where).not.toBe('');
            }
            expect(state?.tables, where).toEqual(before.tables);
          } else if (route.method === 'POST' && route.url.startsWith('/api/auth/')) {
            // A sign-out or password change may have ended the actors' sessions.
            tokens.user = await mintToken(user.id);
            tokens.admin = await mintToken(admin.id);
          }
        }),
        // Pages and files for browsers get a third of the runs: the JSON API is the target.
        { numRuns: json ? NUM_RUNS : Math.ceil(NUM_RUNS / 3), seed: SEED, endOnFailure: true },
      );
      if (process.env.FUZZ_STATS) {
        stats.set(`~time ${route.method} ${route.url}`, Date.now() - started);
      }
      // Every route runs even when an earlier one failed, so one run reports every hole.
      if (result.failed) failures.push(failureReport(route, result));
    }
    if (process.env.FUZZ_STATS)
      console.log(
        [...stats.entries()]
          .sort()
          .map(([k, n]) => `${k} ×${n}`)
          .join('\n'),
      );
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);

  it('left the admin password, the counts and the bystander’s data intact', async () => {
    const [adminRow] = await ctx.database.db
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(adminRow!.role).toBe('admin');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: adminRow!.email, password: ADMIN_PASSWORD },
      remoteAddress: '10.9.0.2',
    });
    expect(login.statusCode).toBe(200);
    expect(await bystanderState()).toBe(bystanderChecksum);
    // Only an admin's console action, which the audit log records, moderates the bystander.
    const moderated = await moderatedBystanderState();
    if (moderated.state !== bystanderModerated) expect(moderated.audited).toBeGreaterThan(0);
    const [counts] = await rows<{ users: number; posts: number; projects: number }>(
      `select (select count(*)::int from users) as users,
              (select count(*)::int from blog_posts) as posts,
              (select count(*)::int from projects where author_id = '${bystander.id}') as projects`,
    );
    expect(counts!.users).toBeGreaterThanOrEqual(3);
    expect(counts!.projects).toBe(2);
    expect(counts!.posts).toBeGreaterThanOrEqual(0);
  });
});
