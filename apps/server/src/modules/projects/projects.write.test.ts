import { eq } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses, projects } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

let ctx: TestContext;
let author: TestUser;
let other: TestUser;
let admin: TestUser;

const fullBody = {
  title: 'Task Board Pro',
  description: 'A kanban board with realtime sync.',
  category: 'web',
  tags: ['react', 'kanban'],
  repository: {
    freeUrl: 'https://github.com/me/board',
    paidUrl: 'https://github.com/me/board-pro',
  },
  demo: { url: 'https://demo.example.com' },
  license: {
    type: 'freemium',
    price: 25,
    sellerPrice: 999,
    marketplaceFeePct: 1,
    sellerEarnings: 999,
    currency: 'EUR',
    features: { freeFeatures: ['Source'], paidFeatures: ['Support', 'Commercial use'] },
  },
};

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx, { username: 'Jane_Doe' });
  other = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, user: TestUser | null, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: user?.headers, payload: payload as object });
const put = (url: string, user: TestUser | null, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers: user?.headers, payload: payload as object });

async function createDraft(user: TestUser, body: object = { title: 'Draft idea' }) {
  const res = await post('/api/projects/draft', user, body);
  expect(res.statusCode).toBe(201);
  return res.json().project as { _id: string; id: string };
}

describe('POST /api/projects (publish)', () => {
  it('publishes a full project and computes the money on the server', async () => {
    const res = await post('/api/projects', author, fullBody);
    expect(res.statusCode).toBe(201);
    const { project } = res.json();
    expect(project._id).toBe(project.id);
    expect(project).toMatchObject({
      title: 'Task Board Pro',
      status: 'published',
      category: 'web',
      tags: ['react', 'kanban'],
      author: { _id: author.id, username: 'Jane_Doe' },
      repository: {
        freeUrl: 'https://github.com/me/board',
        paidUrl: 'https://github.com/me/board-pro',
      },
      demo: { url: 'https://demo.example.com' },
      license: {
        type: 'freemium',
        price: 25,
        sellerPrice: 25,
        sellerEarnings: 25,
        marketplaceFeePct: 20,
        marketplaceFee: 5,
        customerPrice: 30,
        currency: 'USD',
        features: { freeFeatures: ['Source'], paidFeatures: ['Support', 'Commercial use'] },
      },
      stats: { views: 0, downloads: 0, stars: 0 },
    });
    expect(project.publishedAt).not.toBeNull();
  });

  it('reads features as the form does: text splits on commas and new lines, an array entry is one feature', async () => {
    const features = ['Exports to CSV, JSON and PDF', 'Support, by email'];
    const asArray = await post('/api/projects/draft', author, {
      title: 'Features as a list',
      license: { type: 'paid', price: 5, features: { paidFeatures: features } },
    });
    expect(asArray.statusCode, asArray.body).toBe(201);
    expect(asArray.json().project.license.features.paidFeatures).toEqual(features);
    const asText = await post('/api/projects/draft', author, {
      title: 'Features as text',
      license: {
        type: 'paid',
        price: 5,
        features: { paidFeatures: 'Exports, Support ,,\r\nUpdates\nUpdates' },
      },
    });
    expect(asText.statusCode, asText.body).toBe(201);
    expect(asText.json().project.license.features.paidFeatures).toEqual([
      'Exports',
      'Support',
      'Updates',
      'Updates',
    ]);
  });

  it('never makes up a paid repository URL: publishing without one is refused, a draft is saved', async () => {
    const body = {
      ...fullBody,
      title: 'My Cool App!',
      repository: {},
      license: { type: 'paid', price: '9.99' },
    };
    const refused = await post('/api/projects', author, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: PROJECT_MESSAGES.paidRepositoryRequired });
    const draft = await post('/api/projects/draft', author, body);
    expect(draft.statusCode).toBe(201);
    expect(draft.json().project.repository).toEqual({ freeUrl: null, paidUrl: null });
    const publish = await post(`/api/projects/${draft.json().project._id}/publish`, author, {});
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toEqual({ error: PROJECT_MESSAGES.paidRepositoryRequired });

    const res = await post('/api/projects', author, {
      ...body,
      repository: { paidUrl: 'https://github.com/Jane-Doe/cool-pro' },
    });
    expect(res.statusCode).toBe(201);
    const { project } = res.json();
    expect(project.repository).toEqual({
      freeUrl: null,
      paidUrl: 'https://github.com/Jane-Doe/cool-pro',
    });
    expect(project.license).toMatchObject({ price: 9.99, customerPrice: 11.99, marketplaceFee: 2 });
  });

  it('charges nothing for a free license and treats a non-numeric price as 0', async () => {
    const free = await post('/api/projects', author, {
      ...fullBody,
      license: { type: 'free', price: 50 },
    });
    expect(free.json().project.license).toMatchObject({ price: 0, customerPrice: 0 });
    const junk = await post('/api/projects', author, {
      ...fullBody,
      license: { type: 'paid', price: 'lots' },
    });
    expect(junk.statusCode).toBe(201);
    expect(junk.json().project.license.price).toBe(0);
  });

  it('refuses paid and freemium prices under $1.00 (their fee would be $0) with a clear 400', async () => {
    const draft = await createDraft(author);
    for (const type of ['paid', 'freemium']) {
      for (const price of [0.01, 0.02, 0.5, '0.99']) {
        const body = { ...fullBody, license: { ...fullBody.license, type, price } };
        for (const res of [
          await post('/api/projects', author, body),
          await post('/api/projects/draft', author, body),
          await put(`/api/projects/${draft._id}`, author, body),
          await put(`/api/projects/${draft._id}/draft`, author, body),
        ]) {
          expect(res.statusCode, `${type} ${price}`).toBe(400);
          expect(res.json()).toEqual({ error: 'license.price: Price must be at least $1.00' });
        }
      }
    }
    const dollar = await post('/api/projects', author, {
      ...fullBody,
      license: { ...fullBody.license, type: 'paid', price: 1 },
    });
    expect(dollar.statusCode).toBe(201);
    expect(dollar.json().project.license).toMatchObject({ price: 1, customerPrice: 1.2 });
  });

  it('rejects missing description and category with the rule messages', async () => {
    const res = await post('/api/projects', author, { title: 'Only a title' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Description is required. Category is required');
  });

  it('rejects bad input with 400 and never 500', async () => {
    const cases: unknown[] = [
      {},
      { title: '' },
      { ...fullBody, category: 'cars' },
      { ...fullBody, license: { type: 'gift' } },
      { ...fullBody, license: { type: 'paid', price: -5 } },
      { ...fullBody, demo: { url: 'javascript:alert(1)' } },
      { ...fullBody, repository: { freeUrl: 'not a url' } },
      { ...fullBody, tags: 'x'.repeat(41) },
      { ...fullBody, title: 42 },
      { ...fullBody, sourceRepository: { fullName: '' } },
      { ...fullBody, title: 'a\u0000b' },
      { ...fullBody, description: '\u0000' },
      { ...fullBody, tags: ['ok', 'x\u0000'] },
      { ...fullBody, demo: { url: 'https://x.dev/\u0000' } },
      [],
    ];
    for (const body of cases) {
      const res = await post('/api/projects', author, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('rejects malformed JSON with 400', async () => {
    for (const payload of ['{bad', '"text"', 'null']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { ...author.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('needs a signed-in user', async () => {
    const res = await post('/api/projects', null, fullBody);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required' });
  });

  it('accepts import details but stores none that GitHub did not confirm (GitHub is off here)', async () => {
    const res = await post('/api/projects', author, {
      ...fullBody,
      githubVerified: true,
      sourceRepository: { fullName: 'me/board', url: 'https://github.com/me/board', stars: 7 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().project).toMatchObject({ githubVerified: false, sourceRepository: null });
  });
});

describe('POST /api/projects/draft', () => {
  it('needs only a title and applies no defaults', async () => {
    const res = await post('/api/projects/draft', author, { title: 'Half an idea' });
    expect(res.statusCode).toBe(201);
    expect(res.json().project).toMatchObject({
      title: 'Half an idea',
      status: 'draft',
      description: '',
      category: '',
      repository: { freeUrl: null, paidUrl: null },
      publishedAt: null,
    });
  });

  it('rejects a draft without a title', async () => {
    const res = await post('/api/projects/draft', author, { description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Title is required');
  });

  it('is listed in the author drafts only', async () => {
    const draft = await createDraft(author, { title: 'Secret plan' });
    const mine = await ctx.app.inject({ url: '/api/projects/drafts', headers: author.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().drafts.map((d: { _id: string }) => d._id)).toContain(draft._id);
    const theirs = await ctx.app.inject({ url: '/api/projects/drafts', headers: other.headers });
    expect(theirs.json().drafts).toEqual([]);
    const visitor = await ctx.app.inject({ url: '/api/projects/drafts' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('PUT /api/projects/:id and /:id/draft', () => {
  it('saves a draft again, then publishes it with PUT', async () => {
    const draft = await createDraft(author);
    const saved = await put(`/api/projects/${draft._id}/draft`, author, {
      title: 'Better title',
      tags: 'a, b',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().project).toMatchObject({
      title: 'Better title',
      tags: ['a', 'b'],
      status: 'draft',
    });

    const incomplete = await put(`/api/projects/${draft._id}`, author, { title: 'Better title' });
    expect(incomplete.statusCode).toBe(400);

    const published = await put(`/api/projects/${draft._id}`, author, {
      ...fullBody,
      title: 'Better title',
      repository: { paidUrl: 'https://github.com/Jane-Doe/better-title-pro' },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().project).toMatchObject({
      status: 'published',
      repository: {
        freeUrl: 'https://github.com/Jane-Doe/better-title-free',
        paidUrl: 'https://github.com/Jane-Doe/better-title-pro',
      },
    });
  });

  it('keeps import details that the edit form does not resend', async () => {
    const created = await post('/api/projects', author, fullBody);
    const id = created.json().project._id;
    // As a verified import stored them.
    await ctx.database.db
      .update(projects)
      .set({
        githubVerified: true,
        sourceRepository: {
          fullName: 'me/x',
          url: 'https://github.com/me/x',
          language: null,
          stars: 1,
          private: false,
        },
      })
      .where(eq(projects.id, id));
    const res = await put(`/api/projects/${id}`, author, { ...fullBody, title: 'Renamed' });
    expect(res.json().project).toMatchObject({
      title: 'Renamed',
      githubVerified: true,
      sourceRepository: { fullName: 'me/x' },
    });
  });

  it('PUT /:id/draft takes a published project off the marketplace', async () => {
    const created = await post('/api/projects', author, fullBody);
    const id = created.json().project._id;
    const res = await put(`/api/projects/${id}/draft`, author, { ...fullBody, title: 'Paused' });
    expect(res.json().project.status).toBe('draft');
    const visitor = await ctx.app.inject({ url: `/api/projects/${id}` });
    expect(visitor.statusCode).toBe(404);
  });

  it('lets only the author edit', async () => {
    const draft = await createDraft(author);
    for (const user of [other, admin]) {
      const res = await put(`/api/projects/${draft._id}`, user, fullBody);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only the author can change this project');
      const res2 = await put(`/api/projects/${draft._id}/draft`, user, { title: 'x' });
      expect(res2.statusCode).toBe(403);
    }
    const visitor = await put(`/api/projects/${draft._id}`, null, fullBody);
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const unknown = await put(
      '/api/projects/00000000-0000-4000-8000-000000000000',
      author,
      fullBody,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Project not found' });
    const malformed = await put('/api/projects/not-a-uuid/draft', author, { title: 'x' });
    expect(malformed.statusCode).toBe(404);
  });

  it('rejects a bad body with 400', async () => {
    const draft = await createDraft(author);
    const res = await put(`/api/projects/${draft._id}/draft`, author, { title: '' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/projects/:id/publish', () => {
  it('refuses an incomplete draft with the rule messages', async () => {
    const draft = await createDraft(author, { title: 'Incomplete' });
    const res = await post(`/api/projects/${draft._id}/publish`, author);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Description is required. Category is required');
  });

  it('publishes a complete draft with default URLs', async () => {
    const draft = await createDraft(author, {
      title: 'Ready Draft',
      description: 'All set',
      category: 'tool',
      license: { type: 'free' },
    });
    const res = await post(`/api/projects/${draft._id}/publish`, author);
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toMatchObject({
      status: 'published',
      repository: { freeUrl: 'https://github.com/Jane-Doe/ready-draft-free', paidUrl: null },
    });
    const visitor = await ctx.app.inject({ url: `/api/projects/${draft._id}` });
    expect(visitor.statusCode).toBe(200);
  });

  it('refuses to publish a draft stored with a paid price under $1.00', async () => {
    // A draft saved before the minimum existed.
    const [row] = await ctx.database.db
      .insert(projects)
      .values({
        authorId: author.id,
        title: 'Old cheap draft',
        description: 'd',
        category: 'web',
        licenseType: 'paid',
        priceCents: 2,
        paidRepoUrl: 'https://github.com/me/cheap',
      })
      .returning({ id: projects.id });
    const res = await post(`/api/projects/${row!.id}/publish`, author);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Price must be at least $1.00' });
  });

  it('lets only the author publish', async () => {
    const draft = await createDraft(author, {
      title: 'Mine',
      description: 'd',
      category: 'web',
    });
    expect((await post(`/api/projects/${draft._id}/publish`, other)).statusCode).toBe(403);
    expect((await post(`/api/projects/${draft._id}/publish`, admin)).statusCode).toBe(403);
    expect((await post(`/api/projects/${draft._id}/publish`, null)).statusCode).toBe(401);
    expect((await post('/api/projects/xyz/publish', author)).statusCode).toBe(404);
  });
});

describe('DELETE /api/projects/:id', () => {
  const del = (id: string, user: TestUser | null) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: user?.headers });

  it('lets the author delete a draft', async () => {
    const draft = await createDraft(author);
    expect((await del(draft._id, other)).statusCode).toBe(403);
    expect((await del(draft._id, admin)).statusCode).toBe(403);
    expect((await del(draft._id, null)).statusCode).toBe(401);
    const res = await del(draft._id, author);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Project deleted' });
    expect((await del(draft._id, author)).statusCode).toBe(404);
    expect((await del('1234', author)).statusCode).toBe(404);
  });

  it('keeps a project that buyers hold licenses of', async () => {
    const created = await post('/api/projects', author, fullBody);
    const id = created.json().project._id;
    await ctx.database.db.insert(licenses).values({
      projectId: id,
      buyerId: other.id,
      kind: 'paid',
      totalCents: 3000,
      feeCents: 500,
      sellerCents: 2500,
      paymentReference: `test-${id}`,
    });
    const res = await del(id, author);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/has licenses/);
  });
});
