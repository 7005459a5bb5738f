import { LEGAL_PAGE_SLUGS, type LegalPage } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { LEGAL_DEFAULTS_DATE, LEGAL_PAGE_DEFAULTS } from './legal.defaults';

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
  user = await createUser(ctx);
});
afterAll(() => ctx.close());

const get = (slug: string) => ctx.app.inject({ method: 'GET', url: `/api/legal/${slug}` });
const put = (slug: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/legal/${slug}`, headers, payload: payload as object });

describe('legal pages', () => {
  it('serves every page with its default text until an admin edits it', async () => {
    for (const slug of LEGAL_PAGE_SLUGS) {
      const res = await get(slug);
      expect(res.statusCode, slug).toBe(200);
      const page = res.json<LegalPage>();
      expect(page).toMatchObject({
        slug,
        title: LEGAL_PAGE_DEFAULTS[slug].title,
        updatedAt: LEGAL_DEFAULTS_DATE,
        edited: false,
      });
      expect(page.content.length).toBeGreaterThan(200);
    }
  });

  it('default texts describe the marketplace model', async () => {
    const terms = (await get('terms')).json<LegalPage>().content;
    expect(terms).toContain('seller of record');
    expect(terms).toContain('marketplace fee');
    expect(terms).toContain('GitHub invitation');
    const refunds = (await get('refund-policy')).json<LegalPage>().content;
    expect(refunds).toContain('within 14 days');
    expect((await get('contact')).json<LegalPage>().content).toContain('mailto:');
  });

  it('answers 404 for an unknown page', async () => {
    for (const slug of ['cookies', 'constructor', '__proto__', 'TERMS']) {
      const res = await get(slug);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ error: 'Page not found' });
    }
    expect((await put('cookies', { title: 'T', content: '<p>x</p>' })).statusCode).toBe(404);
  });

  it('lets an admin edit a page, sanitizing the HTML, and everyone then reads the edit', async () => {
    const res = await put('privacy', {
      title: '  Privacy notice ',
      content:
        '<h2>Data</h2><p onclick="steal()">We keep <a href="javascript:alert(1)">little</a>.</p><script>alert(1)</script>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<LegalPage>();
    expect(saved.title).toBe('Privacy notice');
    expect(saved.edited).toBe(true);
    expect(saved.content).not.toMatch(/script|onclick|javascript:/);
    expect(saved.content).toContain('<h2>Data</h2>');
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(LEGAL_DEFAULTS_DATE));

    const read = (await get('privacy')).json<LegalPage>();
    expect(read).toEqual(saved);
    // Other pages keep their defaults.
    expect((await get('terms')).json<LegalPage>().edited).toBe(false);

    // A second edit replaces the first.
    const again = await put('privacy', { title: 'Privacy', content: '<p>Second version.</p>' });
    expect(again.statusCode).toBe(200);
    expect((await get('privacy')).json<LegalPage>()).toMatchObject({
      title: 'Privacy',
      content: '<p>Second version.</p>',
    });
  });

  it('refuses edits from visitors and non-admins, and bad input, changing nothing', async () => {
    const before = (await get('contact')).json<LegalPage>();
    const body = { title: 'Hacked', content: '<p>Hacked</p>' };
    expect((await put('contact', body, {})).statusCode).toBe(401);
    expect((await put('contact', body, user.headers)).statusCode).toBe(403);
    const cases: [unknown, string][] = [
      [{ title: '', content: '<p>x</p>' }, 'Title is required'],
      [{ title: 'T' }, 'Content is required'],
      [{ title: 'T', content: '<script>only()</script>' }, 'Content is required'],
      [{ title: 'x'.repeat(121), content: '<p>x</p>' }, 'Title is too long'],
    ];
    for (const [payload, error] of cases) {
      const res = await put('contact', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await get('contact')).json<LegalPage>()).toEqual(before);
  });

  it('renders the page head on the server, and the page answers 200', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/refund-policy' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Refund policy — Codebazaar</title>');
    expect(res.body).toContain('Codebazaar charges buyers and issues refunds');
  });
});
