import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { lintFromString, loadConfig } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { paths } from '../../test/api-client/schema';
import { documentPathOf } from '../../test/contract';
import { createTestApp, createUser, type TestContext } from '../../test/helper';

import { TOKEN_REFUSALS } from './auth';
import { OPERATION_IDS } from './operation-ids';
import { operationIdOf } from './openapi';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<
    string,
    { description?: string; headers?: Record<string, { schema?: object }> }
  >;
}
type Document = { paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let doc: Document;
let source: string;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  ctx = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  source = res.body;
  doc = res.json<Document>();
});
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the OpenAPI document at /api/docs/json', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    // redocly.yaml alone: no ignore file (docs/api.md#lint).
    const config = await loadConfig({ configPath: path.join(REPO_ROOT, 'redocly.yaml') });
    const absoluteRef = path.join(REPO_ROOT, 'openapi.json');
    const problems = await lintFromString({ source, absoluteRef, config });
    const found = problems
      .filter((p) => !p.ignored)
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(found).toEqual([]);
  });

  it('gives every operation a summary and a unique operationId', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(90);
    expect(ops.filter(({ op }) => !op.summary?.trim()).map((o) => o.name)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every route the server registers, except the hidden pages', () => {
    const missing = routes
      .filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide)
      .flatMap((r) => [r.method].flat().map((m) => ({ method: m.toLowerCase(), url: r.url })))
      // HEAD twins of GET routes are Fastify's own.
      .filter(({ method }) => method !== 'head')
      .filter(({ method, url }) => !doc.paths[documentPathOf(url)]?.[method])
      .map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    expect(routes.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('describes multipart uploads and the signed Stripe event as request bodies', () => {
    type WithBody = { requestBody?: { content: Record<string, { schema: object }> } };
    const body = (path: string) => (doc.paths[path]!.post as WithBody).requestBody?.content ?? {};
    for (const path of [
      '/api/projects/{id}/media/cover',
      '/api/projects/{id}/media/screenshots',
      '/api/blog/admin/images',
    ]) {
      expect(body(path)['multipart/form-data']?.schema, path).toMatchObject({
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      });
    }
    expect(body('/api/payments/webhook')['application/json']?.schema).toMatchObject({
      required: ['id', 'type', 'data'],
    });
  });

  it('states the fields and formats the server requires', () => {
    type WithSchema = { requestBody: { content: { 'application/json': { schema: Schema } } } };
    type Schema = { required?: string[]; properties: Record<string, Record<string, unknown>> };
    const schema = (path: string, method: string) =>
      (doc.paths[path]![method] as WithSchema).requestBody.content['application/json'].schema;
    expect(schema('/api/projects/{id}', 'put').required).toEqual(
      expect.arrayContaining(['title', 'description', 'category']),
    );
    expect(schema('/api/projects', 'post').required).toEqual(
      expect.arrayContaining(['title', 'description', 'category']),
    );
    expect(schema('/api/projects/draft', 'post').required).toEqual(['title']);
    for (const path of [
      '/api/auth/register',
      '/api/newsletter/subscribe',
      '/api/auth/forgot-password',
    ]) {
      expect(schema(path, 'post').properties.email, path).toMatchObject({ format: 'email' });
    }
    expect(schema('/api/seller/webhooks', 'post').properties.url).toMatchObject({
      format: 'uri',
      pattern: expect.stringContaining('[Hh][Tt][Tt][Pp][Ss]?://'),
    });
  });

  it('documents 503, 304 with ETag, 429 with Retry-After, set-cookie, and JSON refusals of CSV', () => {
    const responses = (path: string, method: string) => doc.paths[path]![method]!.responses!;
    expect(responses('/api/licenses/{id}/download', 'get')['503']).toBeDefined();
    expect(responses('/api/downloads/{token}', 'get')['503']).toBeDefined();
    expect(responses('/api/projects/{id}/releases', 'post')['503']).toBeDefined();
    expect(responses('/api/payments/create-payment-intent', 'post')['503']).toBeDefined();
    for (const path of ['/api/projects', '/api/projects/{id}']) {
      expect(responses(path, 'get')['304']?.headers?.ETag, path).toBeDefined();
      expect(responses(path, 'get')['200']?.headers?.ETag, path).toBeDefined();
    }
    // A rate-limited route documents its 429, and every 429 its Retry-After.
    expect(
      responses('/api/projects/ai-search', 'post')['429']?.headers?.['Retry-After'],
    ).toBeDefined();
    for (const { name, op } of operations()) {
      const tooMany = op.responses?.['429'];
      if (tooMany) expect(tooMany.headers?.['Retry-After'], name).toBeDefined();
    }
    expect(responses('/api/auth/login', 'post')['200']?.headers?.['Set-Cookie']).toBeDefined();
    expect(responses('/api/auth/register', 'post')['201']?.headers?.['Set-Cookie']).toBeDefined();
    expect(
      responses('/api/auth/github/callback', 'get')['302']?.headers?.['Set-Cookie'],
    ).toBeDefined();
    const csv = responses('/api/seller/sales.csv', 'get') as Record<string, { content?: object }>;
    expect(Object.keys(csv['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(csv['4XX']!.content!)).toEqual(['application/json']);
  });

  it('documents the CORS preflight and headers of the public license key routes', async () => {
    const CORS = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'content-type',
      'Access-Control-Max-Age': 600,
    };
    type Header = { required?: boolean; schema?: { const?: unknown } };
    const documentedOn = (responses: Record<string, { headers?: Record<string, Header> }>) =>
      Object.entries(responses).map(([status, r]) => [
        status,
        Object.fromEntries(
          Object.entries(r.headers ?? {})
            .filter(([name]) => name.startsWith('Access-Control-'))
            .map(([name, h]) => [name, h.required === true && h.schema?.const]),
        ),
      ]);
    for (const action of ['validate', 'activate', 'deactivate']) {
      const path = doc.paths[`/api/license-keys/${action}`]!;
      expect(Object.keys(path.options!.responses!), action).toEqual(['204', '4XX']);
      expect(path.options!.responses!['204']).not.toHaveProperty('content');
      // Every answer of the preflight and of the call itself, refusals included.
      for (const op of [path.options!, path.post!]) {
        for (const [status, headers] of documentedOn(op.responses!)) {
          expect(headers, `${action} ${String(status)}`).toEqual(CORS);
        }
      }
      // The preflight answers as documented (the contract check of this file compares too).
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: `/api/license-keys/${action}`,
        headers: { origin: 'https://example.org', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.body).toBe('');
      for (const [name, value] of Object.entries(CORS)) {
        expect(preflight.headers[name.toLowerCase()], name).toBe(String(value));
      }
    }
    // Only these routes: a session route has neither a preflight nor the headers.
    expect(doc.paths['/api/license-keys/signing-keys']!.options).toBeUndefined();
    const signing = doc.paths['/api/license-keys/signing-keys']!.get!.responses!['200']!;
    expect(signing.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('documents 502 and 503 on the routes that reach the payment provider', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]![method]!.responses!).filter((s) => s.startsWith('5'));
    const both = ['502', '503'];
    expect(statuses('/api/payments/create-payment-intent', 'post')).toEqual(both);
    expect(statuses('/api/payments/confirm-payment', 'post')).toEqual(both);
    expect(statuses('/api/payments/test-processor/confirm', 'post')).toEqual(both);
    expect(statuses('/api/payments/test-processor/complete-onboarding', 'post')).toEqual(both);
    expect(statuses('/api/payments/create-connect-account', 'post')).toEqual(both);
    expect(statuses('/api/payments/refund', 'post')).toEqual(both);
    expect(statuses('/api/seller/refund-requests/{id}/approve', 'post')).toEqual(both);
    // These reach a provider only when one runs: never 503.
    expect(statuses('/api/payments/connect-account-status', 'get')).toEqual(['502']);
    expect(statuses('/api/seller/balance', 'get')).toEqual(['502']);
    expect(statuses('/api/payments/webhook', 'post')).toEqual(['502']);
    const approve = doc.paths['/api/seller/refund-requests/{id}/approve']!.post!.responses!;
    expect(approve['503']!.description).toContain('Payments are not configured');
  });

  it('documents the GitHub sign-in redirects with the failure that is not a redirect', () => {
    for (const path of ['/api/auth/github', '/api/auth/github/callback']) {
      const responses = doc.paths[path]!.get!.responses!;
      expect(
        Object.keys(responses).filter((s) => /^2/.test(s)),
        path,
      ).toEqual([]);
      expect(responses['302'], path).toBeDefined();
      expect(responses.default?.description, path).toMatch(/Not redirected/);
    }
  });

  it('describes every success answer instead of "Default Response"', () => {
    const undescribed = operations().flatMap(({ name, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([, r]) => !r.description || r.description === 'Default Response')
        .map(([status]) => `${name} ${status}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('lists its tags, and gives every operation one of them', () => {
    const listed = (doc as Document & { tags: { name: string }[] }).tags.map((t) => t.name);
    const untagged = operations()
      .filter(({ op }) => !(op as { tags?: string[] }).tags?.some((t) => listed.includes(t)))
      .map((o) => o.name);
    expect(untagged).toEqual([]);
  });

  it('documents one path per route, without the trailing-slash twins', () => {
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/'))).toEqual([]);
    expect(doc.paths['/api/projects']?.get).toBeDefined();
  });

  it('says which operations need a session and which a personal token reaches', () => {
    // Any one of the dashboard's scopes opens it: one alternative each.
    const dashboard = doc.paths['/api/dashboard']!.get!.security;
    expect(dashboard).toEqual([
      { sessionCookie: [] },
      { sessionBearer: [] },
      { personalToken: ['projects:read'] },
      { personalToken: ['licenses:read'] },
      { personalToken: ['sales:read'] },
    ]);
    expect(doc.paths['/api/seller/discounts']!.post!.security).toContainEqual({
      personalToken: ['discounts:write'],
    });
    expect(doc.paths['/api/seller/sales.csv']!.get!.security).toContainEqual({
      personalToken: ['sales:read'],
    });
    // A visitor may read a project; a session (or a token) shows their license.
    expect(doc.paths['/api/projects/{id}']!.get!.security).toContainEqual({});
    // Tokens never reach account routes.
    const tokens = doc.paths['/api/account/tokens']!.post!.security!;
    expect(tokens.some((s) => 'personalToken' in s)).toBe(false);
    expect(tokens).not.toContainEqual({});
  });

  it('documents the 401 and 403 answers, with their challenge, of operations that need a user', () => {
    const guarded = operations().filter(
      ({ op }) => op.security && !op.security.some((s) => !Object.keys(s).length),
    );
    expect(guarded.length).toBeGreaterThan(40);
    for (const { name, op } of guarded) {
      for (const status of ['401', '403']) {
        expect(
          op.responses?.[status]?.headers?.['WWW-Authenticate'],
          `${name} ${status}`,
        ).toMatchObject({
          schema: { type: 'string' },
        });
      }
    }
    const tokens = doc.paths['/api/account/tokens']!.get!.responses!['403']!;
    expect(tokens.description).toMatch(/signed-in session/);
    const earnings = doc.paths['/api/payments/seller-earnings']!.get!.responses!['403']!;
    expect(earnings.description).toMatch(/sales:read/);
    // An operation that answers visitors has no 401 of its own.
    expect(doc.paths['/api/projects']!.get!.responses!['401']).toBeUndefined();
  });

  it('gives every operation a short verb-noun operationId, and names nothing it does not have', () => {
    // Named by its route or by OPERATION_IDS, never the name derived from method and path.
    const unnamed = operations()
      .filter(({ name, op }) => {
        const [method, path] = name.split(' ');
        return !(name in OPERATION_IDS) && op.operationId === operationIdOf(method!, path!);
      })
      .map((o) => `${o.name} (${o.op.operationId})`);
    expect(unnamed).toEqual([]);
    const documented = new Set(operations().map((o) => o.name));
    expect(Object.keys(OPERATION_IDS).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('names operations after their method and path unless a route names its own', () => {
    expect(operationIdOf('GET', '/api/projects/:id/releases')).toBe('getProjectsByIdReleases');
    expect(operationIdOf('POST', '/api/seller/refund-requests/{id}/approve')).toBe(
      'postSellerRefundRequestsByIdApprove',
    );
  });

  it('matches the committed TypeScript client types (regenerate with vitest -u)', async () => {
    const types = astToString(await openapiTS(source));
    await expect(
      `// Generated from /api/docs/json by openapi-typescript; do not edit.\n${types}`,
    ).toMatchFileSnapshot('../../test/api-client/schema.d.ts');
  });
});

describe('a TypeScript client generated from the document', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('signs up, reads the catalogue, and works with a personal access token', async () => {
    const api = createClient<paths>({ baseUrl });

    const signup = await api.POST('/api/auth/register', {
      body: {
        username: 'client_dev',
        email: 'client-dev@example.com',
        password: 'a long enough passphrase',
      },
    });
    expect(signup.response.status).toBe(201);
    const session = signup.data!.token;

    const listing = await api.GET('/api/projects', { params: { query: { limit: 5 } } });
    expect(listing.response.status).toBe(200);
    expect(Array.isArray(listing.data!.projects)).toBe(true);

    const created = await api.POST('/api/account/tokens', {
      headers: { authorization: `Bearer ${session}` },
      body: { name: 'CI', scopes: ['projects:read', 'projects:write'] },
    });
    expect(created.response.status).toBe(201);
    const token = created.data!.token;
    expect(token.startsWith('cbz_')).toBe(true);

    const asToken = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
    const draft = await asToken.POST('/api/projects/draft', {
      body: { title: 'Generated client draft' },
    });
    expect(draft.response.status).toBe(201);
    const id = draft.data!.project._id;

    const read = await asToken.GET('/api/projects/{id}', { params: { path: { id } } });
    expect(read.data!.project.title).toBe('Generated client draft');

    // Refusals come back typed as `{ error }`.
    const refused = await asToken.GET('/api/auth/profile');
    expect(refused.response.status).toBe(403);
    expect(refused.response.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope"',
    );
    expect(refused.error!.error).toBe(TOKEN_REFUSALS.sessionOnly);
  });

  it('reads an admin-only answer with an admin session', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const api = createClient<paths>({ baseUrl, headers: admin.headers });
    const users = await api.GET('/api/admin/users', { params: { query: { search: 'client' } } });
    expect(users.response.status).toBe(200);
  });
});

describe('the contract check of the API tests (test/contract.ts)', () => {
  let checked: TestContext;
  beforeAll(async () => {
    // GET /api/health answers what the query asks: three ways of breaking the document.
    checked = await createTestApp(
      {},
      {
        onRoute(route) {
          // The preflight of validate drops one documented header and changes another.
          if (route.url === '/api/license-keys/validate' && route.method === 'OPTIONS') {
            route.handler = async (_req, reply) =>
              reply
                .removeHeader('access-control-max-age')
                .header('access-control-allow-origin', 'https://example.org')
                .code(204)
                .send();
          }
          if (route.url !== '/api/health' || route.method !== 'GET') return;
          route.handler = async (req, reply) => {
            const { answer } = req.query as { answer?: string };
            if (answer === 'status') return reply.code(502).send({ error: 'bad gateway' });
            if (answer === 'type') return reply.type('text/plain').send('ok');
            if (answer === 'body') return reply.type('application/json').send('{"status":1}');
            return reply.send({ status: 'ok', database: 'ok' });
          };
        },
      },
    );
  });
  afterAll(async () => {
    // The mismatches below are this test's own: they must not fail the file.
    checked.contractMismatches.length = 0;
    await checked.close();
  });

  it('records an undocumented status, media type or body, and nothing for a documented answer', async () => {
    const ask = (answer: string) =>
      checked.app.inject({ method: 'GET', url: `/api/health?answer=${answer}` });
    await ask('fine');
    expect(checked.contractMismatches).toEqual([]);
    await ask('status');
    await ask('type');
    await ask('body');
    expect(checked.contractMismatches).toEqual([
      'GET /api/health → 502: the status is not documented',
      'GET /api/health → 200: answered text/plain, the document lists application/json',
      expect.stringMatching(/^GET \/api\/health → 200: the body does not match: .*status/),
    ]);
  });

  it('records a documented header that is missing or has another value', async () => {
    checked.contractMismatches.length = 0;
    const res = await checked.app.inject({ method: 'OPTIONS', url: '/api/license-keys/validate' });
    expect(res.statusCode).toBe(204);
    expect(checked.contractMismatches).toEqual([
      'OPTIONS /api/license-keys/validate → 204: the header Access-Control-Allow-Origin is "https://example.org"',
      'OPTIONS /api/license-keys/validate → 204: the header Access-Control-Max-Age is missing',
    ]);
  });
});
