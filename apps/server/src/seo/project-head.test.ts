import crypto from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helper';
import { projects, users } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { programmingLanguages } from './project-head';

const ORIGIN = 'http://localhost:3000';

async function insertProject(
  ctx: TestContext,
  authorId: string,
  values: Partial<typeof projects.$inferInsert> = {},
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({
      authorId,
      title: 'Realtime Sales Dashboard',
      description: 'A realtime dashboard for sales teams.',
      category: 'web',
      tags: ['react', 'TypeScript', 'charts'],
      licenseType: 'free',
      freeRepoUrl: 'https://github.com/ada/sales-dashboard-free',
      freeFeatures: ['Source code', 'Docs'],
      status: 'published',
      ...values,
    })
    .returning({ id: projects.id });
  return row!.id;
}

function jsonLdOf(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
}

function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`);
  return re.exec(html)?.[1];
}

const get = (ctx: TestContext, url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('server-rendered head of /project/:id', () => {
  let ctx: TestContext;
  let author: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    author = await createUser(ctx, { username: 'ada' });
    admin = await createUser(ctx, { role: 'admin' });
    await ctx.database.db
      .update(users)
      .set({ displayName: 'Ada Lovelace' })
      .where(eq(users.id, author.id));
  });
  afterAll(() => ctx.close());

  it("shows the cover's page size as the Open Graph and Twitter image", async () => {
    const variant = (name: string, width: number, height: number) => ({
      name: `${name.repeat(40)}.webp`,
      url: `/media/${name.repeat(40)}.webp`,
      width,
      height,
    });
    const id = await insertProject(ctx, author.id, {
      media: {
        cover: { id: 'c1', card: variant('a', 640, 360), page: variant('b', 1280, 720) },
        screenshots: [],
      },
    });
    const html = (await get(ctx, `/project/${id}`)).body;
    const url = `${ORIGIN}/media/${'b'.repeat(40)}.webp`;
    expect(meta(html, 'og:image')).toBe(url);
    expect(meta(html, 'twitter:image')).toBe(url);
    expect(meta(html, 'og:image:width')).toBe('1280');
    expect(meta(html, 'og:image:height')).toBe('720');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('renders title, description, canonical, Open Graph and Twitter tags', async () => {
    const long = `${'Track every deal as it closes. '.repeat(10)}End.`;
    const id = await insertProject(ctx, author.id, { description: long });
    const res = await get(ctx, `/project/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Realtime Sales Dashboard — Codebazaar</title>');
    const description = meta(html, 'description')!;
    expect(description).toHaveLength(160);
    expect(description.endsWith('...')).toBe(true);
    expect(long.startsWith(description.slice(0, 150))).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/project/${id}" />`);
    expect(meta(html, 'og:title')).toBe('Realtime Sales Dashboard — Codebazaar');
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/project/${id}`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:site_name')).toBe('Codebazaar');
    // Without a cover, link previews show the default picture.
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og-default.png`);
    expect(meta(html, 'twitter:image')).toBe(`${ORIGIN}/og-default.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('Realtime Sales Dashboard — Codebazaar');
    expect(meta(html, 'twitter:description')).toBe(description);
    expect(html).not.toContain('name="robots"');
    // The query string is not part of the canonical URL.
    const tabbed = await get(ctx, `/project/${id}?tab=license`);
    expect(tabbed.body).toContain(`<link rel="canonical" href="${ORIGIN}/project/${id}" />`);
  });

  it('describes a free project as SoftwareSourceCode with author, languages, features, repo and offer', async () => {
    const features = Array.from({ length: 12 }, (_, i) => `Feature ${i + 1}`);
    const id = await insertProject(ctx, author.id, {
      tags: ['react', 'TypeScript', 'charts', 'python'],
      freeFeatures: features,
    });
    const before = Date.now();
    const ld = jsonLdOf((await get(ctx, `/project/${id}`)).body);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('SoftwareSourceCode');
    expect(ld.name).toBe('Realtime Sales Dashboard');
    expect(ld.description).toBe('A realtime dashboard for sales teams.');
    expect(ld.url).toBe(`${ORIGIN}/project/${id}`);
    expect(ld.author).toEqual({
      '@type': 'Person',
      name: 'Ada Lovelace',
      alternateName: 'ada',
      url: `${ORIGIN}/author/ada`,
    });
    expect(ld.applicationCategory).toBe('Web Apps');
    expect(ld.programmingLanguage).toEqual(['TypeScript', 'Python']);
    expect(ld.keywords).toBe('react, TypeScript, charts, python');
    expect(ld.featureList).toEqual(features.slice(0, 10));
    expect(ld.codeRepository).toBe('https://github.com/ada/sales-dashboard-free');
    const offer = ld.offers as Record<string, unknown>;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: '0.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/project/${id}?tab=license`,
    });
    const validUntil = Date.parse(String(offer.priceValidUntil));
    const days = (validUntil - before) / 86_400_000;
    expect(days).toBeGreaterThan(363);
    expect(days).toBeLessThan(367);
  });

  it('gives a paid project an offer without its price and never exposes the paid repository', async () => {
    const id = await insertProject(ctx, author.id, {
      licenseType: 'paid',
      priceCents: 2500,
      feePct: 20,
      freeRepoUrl: null,
      paidRepoUrl: 'https://github.com/ada/secret-premium',
      paidFeatures: ['Commercial license', 'Priority support'],
      freeFeatures: ['Ignored for paid projects'],
    });
    const res = await get(ctx, `/project/${id}`);
    const ld = jsonLdOf(res.body);
    expect(ld.codeRepository).toBeUndefined();
    expect(ld.featureList).toEqual(['Commercial license', 'Priority support']);
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      name: 'Commercial license',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/project/${id}?tab=license`,
    });
    expect(meta(res.body, 'product:price:amount')).toBeUndefined();
    expect(res.body).not.toContain('secret-premium');
  });

  it('shows no price of a paid or freemium project in the head, signed out or in', async () => {
    // 25.00 is the seller's price, 30.00 what a buyer pays, 5.00 the fee.
    const paid = await insertProject(ctx, author.id, {
      licenseType: 'paid',
      priceCents: 2500,
      feePct: 20,
      freeRepoUrl: null,
      paidRepoUrl: 'https://github.com/ada/secret-premium',
      paidFeatures: ['Commercial license'],
    });
    const freemium = await insertProject(ctx, author.id, {
      licenseType: 'freemium',
      priceCents: 2500,
      feePct: 20,
      paidRepoUrl: 'https://github.com/ada/secret-premium',
      paidFeatures: ['Commercial license'],
    });
    // The page may be asked for with a session cookie: the head is the same for everyone.
    const readers: Record<string, string>[] = [
      {},
      { cookie: `cb_session=${admin.token}` },
      admin.headers,
    ];
    for (const headers of readers) {
      for (const id of [paid, freemium]) {
        const html = (await get(ctx, `/project/${id}`, headers)).body;
        expect(html).toContain('<title>Realtime Sales Dashboard — Codebazaar</title>');
        // Timestamps (…T17:03:45.004Z) are taken out first: their seconds may read like a price.
        const text = html.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '');
        for (const leak of ['product:price', '30.00', '25.00', '5.00', '"30"', '"25"']) {
          expect(text, `${id} ${leak}`).not.toContain(leak);
        }
        const offers = [jsonLdOf(html).offers].flat() as Record<string, unknown>[];
        for (const offer of offers) {
          if (offer.name === 'Free license') expect(offer.price).toBe('0.00');
          else expect(Object.keys(offer)).not.toEqual(expect.arrayContaining(['price']));
        }
      }
    }
  });

  it('gives a freemium project a free and a paid offer and its free repository', async () => {
    const id = await insertProject(ctx, author.id, {
      licenseType: 'freemium',
      priceCents: 999,
      feePct: 20,
      paidRepoUrl: 'https://github.com/ada/secret-premium',
      paidFeatures: ['Commercial license'],
    });
    const res = await get(ctx, `/project/${id}`);
    const ld = jsonLdOf(res.body);
    expect(ld.codeRepository).toBe('https://github.com/ada/sales-dashboard-free');
    expect(ld.featureList).toEqual(['Source code', 'Docs', 'Commercial license']);
    const offers = ld.offers as Record<string, unknown>[];
    expect(offers.map((o) => [o.name, o.price])).toEqual([
      ['Free license', '0.00'],
      ['Commercial license', undefined],
    ]);
    expect(res.body).not.toContain('secret-premium');
  });

  it('escapes values: a title with </script> or quotes cannot break out', async () => {
    const title = `</script><script>alert("x")</script> "Quoted" & 'single' <b>`;
    const description = `"><img src=x onerror=alert(1)> </script><script>alert(2)</script>`;
    const id = await insertProject(ctx, author.id, {
      title,
      description,
      tags: ['</script>', '"x"'],
      freeFeatures: ['</script><script>alert(3)</script>'],
    });
    const html = (await get(ctx, `/project/${id}`)).body;
    // Only the app's own script tags and the JSON-LD block exist; no injected element.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain(`<title>${escapeHtml(title)} — Codebazaar</title>`);
    expect(meta(html, 'og:title')).toBe(`${escapeHtml(title)} — Codebazaar`);
    expect(meta(html, 'description')).toBe(escapeHtml(description));
    const ld = jsonLdOf(html);
    expect(ld.name).toBe(title);
    expect(ld.description).toBe(description);
    expect(ld.featureList).toEqual(['</script><script>alert(3)</script>']);
  });

  it('answers a 404 head for drafts, unknown and malformed ids, whoever asks', async () => {
    const draft = await insertProject(ctx, author.id, { title: 'Secret Draft', status: 'draft' });
    const cases = [
      { url: `/project/${draft}` },
      { url: `/project/${draft}`, headers: author.headers },
      { url: `/project/${draft}`, headers: admin.headers },
      { url: `/project/${crypto.randomUUID()}` },
      { url: '/project/not-a-uuid' },
      { url: "/project/1'%20or%20'1'='1" },
    ];
    for (const { url, headers } of cases) {
      const res = await get(ctx, url, headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Not found — Codebazaar</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('Secret Draft');
      expect(res.body).not.toContain('application/ld+json');
    }
  });

  it('serves the same head to visitors, users, the author and admins', async () => {
    const id = await insertProject(ctx, author.id);
    const viewer = await createUser(ctx);
    const bodies = await Promise.all(
      [undefined, viewer.headers, author.headers, admin.headers].map(async (headers) => {
        const res = await get(ctx, `/project/${id}`, headers);
        expect(res.statusCode).toBe(200);
        return res.body;
      }),
    );
    expect(new Set(bodies).size).toBe(1);
  });

  it('accepts a trailing slash and ignores deeper paths', async () => {
    const id = await insertProject(ctx, author.id, { title: 'Slash Project' });
    const slash = await get(ctx, `/project/${id}/`);
    expect(slash.statusCode).toBe(200);
    expect(slash.body).toContain('<title>Slash Project — Codebazaar</title>');
    const deeper = await get(ctx, `/project/${id}/extra`);
    expect(deeper.body).not.toContain('Slash Project');
  });
});

describe('server-rendered head of /author/:username (and /author/:id moving there)', () => {
  let ctx: TestContext;
  let author: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    author = await createUser(ctx, { username: 'grace', githubUsername: 'gracehopper' });
    await ctx.database.db
      .update(users)
      .set({
        displayName: 'Grace Hopper',
        website: 'https://grace.example.com',
        profileImage: 'https://images.example.com/grace.png',
        createdAt: new Date('2024-03-15T12:00:00Z'),
      })
      .where(eq(users.id, author.id));
    await insertProject(ctx, author.id, { category: 'api' });
    await insertProject(ctx, author.id, { category: 'api' });
    await insertProject(ctx, author.id, { category: 'tool' });
    await insertProject(ctx, author.id, { category: 'game', status: 'draft' });
  });
  afterAll(() => ctx.close());

  it('renders a profile head with ProfilePage / Person JSON-LD', async () => {
    const res = await get(ctx, '/author/grace');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Grace Hopper (grace) — Codebazaar</title>');
    expect(meta(html, 'description')).toBe(
      'Grace Hopper on Codebazaar: 3 published projects in APIs and Tools. Member since March 2024.',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/author/grace" />`);
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'profile:username')).toBe('grace');
    expect(meta(html, 'og:image')).toBe('https://images.example.com/grace.png');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const ld = jsonLdOf(html);
    expect(ld['@type']).toBe('ProfilePage');
    expect(ld.url).toBe(`${ORIGIN}/author/grace`);
    const person = ld.mainEntity as Record<string, unknown>;
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Grace Hopper',
      alternateName: 'grace',
      identifier: author.id,
      image: 'https://images.example.com/grace.png',
      sameAs: ['https://github.com/gracehopper', 'https://grace.example.com'],
      agentInteractionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/WriteAction',
        userInteractionCount: 3,
      },
    });
    // Never private account data.
    expect(html).not.toContain(author.email);
  });

  it('uses the bio as description and handles an author with no published projects', async () => {
    const newcomer = await createUser(ctx, { username: 'newbie' });
    await ctx.database.db
      .update(users)
      .set({ bio: 'I build <small> "tools".', profileImage: 'javascript:alert(1)' })
      .where(eq(users.id, newcomer.id));
    await insertProject(ctx, newcomer.id, { status: 'draft' });
    const res = await get(ctx, '/author/newbie');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>newbie — Codebazaar</title>');
    expect(meta(res.body, 'description')).toBe(escapeHtml('I build <small> "tools".'));
    expect(res.body).not.toContain('javascript:');
    expect(res.body).not.toContain('<small>');
    const person = jsonLdOf(res.body).mainEntity as Record<string, unknown>;
    expect(person.description).toBe('I build <small> "tools".');
    expect(person.image).toBeUndefined();
    expect(person.sameAs).toBeUndefined();
    expect(person.agentInteractionStatistic).toMatchObject({ userInteractionCount: 0 });
  });

  it('moves the id URL and another letter case of the username to /author/{username} (301)', async () => {
    for (const url of [
      `/author/${author.id}`,
      `/author/${author.id.toUpperCase()}`,
      '/author/GRACE',
      '/author/Grace/',
    ]) {
      const res = await get(ctx, url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe('/author/grace');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const withQuery = await get(ctx, `/author/${author.id}?tab=projects`);
    expect(withQuery.headers.location).toBe('/author/grace?tab=projects');
  });

  it('answers a 404 head for unknown and malformed author ids and usernames', async () => {
    for (const url of [
      `/author/${crypto.randomUUID()}`,
      '/author/nope',
      '/author/%3Cb%3E',
      '/author/%25',
      '/author/gracex',
    ]) {
      const res = await get(ctx, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Not found — Codebazaar</title>');
    }
  });
});

describe('server-rendered head when the database fails', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('still serves the app shell with a generic head', async () => {
    // Every query fails, built per request or prepared.
    const client = (ctx.database.db as unknown as { $client: { query: unknown } }).$client;
    const original = client.query;
    client.query = () => Promise.reject(new Error('database is down'));
    try {
      const res = await get(ctx, `/project/${crypto.randomUUID()}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    } finally {
      client.query = original;
    }
  });
});

describe('programmingLanguages', () => {
  it('picks known languages from the repository language, tags and tech stack', () => {
    expect(
      programmingLanguages({
        sourceRepository: {
          fullName: 'a/b',
          url: 'https://github.com/a/b',
          language: 'Go',
          stars: 1,
        },
        tags: ['golang', 'api', 'C#'],
        techStack: ['Postgres', 'ts'],
      }),
    ).toEqual(['Go', 'C#', 'TypeScript']);
    expect(
      programmingLanguages({ sourceRepository: null, tags: ['react'], techStack: [] }),
    ).toEqual([]);
  });

  it('ignores tags that name Object.prototype members', () => {
    expect(
      programmingLanguages({
        sourceRepository: null,
        tags: ['constructor', '__proto__', 'toString'],
        techStack: ['hasOwnProperty'],
      }),
    ).toEqual([]);
  });
});
