import { DEFAULT_SELLER_OF_RECORD, LEGAL_PAGE_SLUGS, type LegalPage } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { LEGAL_DEFAULTS_DATE, legalPageDefault } from './legal.defaults';

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
        title: legalPageDefault(slug, DEFAULT_SELLER_OF_RECORD).title,
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
    expect((await get('contact')).json<LegalPage>().content).toContain('mailto:');
  });

  it('the refund policy describes the in-app request the seller decides, not a letter to us', async () => {
    const refunds = (await get('refund-policy')).json<LegalPage>().content;
    expect(refunds).toContain('Request refund');
    expect(refunds).toContain('href="/dashboard"');
    expect(refunds).toContain('approves or declines');
    expect(refunds).toContain('original payment method');
    expect(refunds).toContain('14 days');
    expect(refunds).toContain('marked Refunded');
    expect(refunds).not.toMatch(/write to us/i);
    // Codebazaar is the platform; the party that charged and refunds is the seller of record.
    expect(refunds).not.toContain('Codebazaar charges buyers and issues refunds');
    expect(refunds).toContain('Codebazaar is the platform');
    // The payout story is the balances' one (pending during the refund window, then paid out).
    const terms = (await get('terms')).json<LegalPage>().content;
    expect(terms).not.toContain('2 to 7 business days');
    expect(terms).toContain('payout schedule shown in the seller dashboard');
  });

  it("names the settings' seller of record on every default page, as receipts do, but never rewrites an admin's edit", async () => {
    for (const slug of ['terms', 'refund-policy', 'privacy', 'contact'] as const) {
      expect((await get(slug)).json<LegalPage>().content, slug).toContain(
        '<strong>Codebazaar</strong>',
      );
    }
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: {
        sellerOfRecord: {
          name: 'Bazaar & Co Ltd',
          address: '1 Quay St\nDublin',
          taxId: 'IE1234567T',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refunds = (await get('refund-policy')).json<LegalPage>();
    expect(refunds.content).toContain(
      '<strong>Bazaar &amp; Co Ltd</strong>, 1 Quay St, Dublin (tax id IE1234567T)',
    );
    expect(refunds.updatedAt).toBe(saved.json().updatedAt);
    const terms = (await get('terms')).json<LegalPage>().content;
    expect(terms).toContain('Bazaar &amp; Co Ltd');
    // An edited page keeps the admin's text.
    const own = { title: 'Privacy', content: '<p>Our own words.</p>' };
    expect((await put('privacy', own)).statusCode).toBe(200);
    expect((await get('privacy')).json<LegalPage>().content).toBe('<p>Our own words.</p>');
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
    expect(res.body).toContain('Codebazaar is the platform where you bought the license');
  });
});
