import {
  BLOG_CATEGORIES,
  PROJECT_CATEGORIES,
  computeFeeCents,
  readTime,
  userSchema,
} from '@codebazaar/shared';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createTestDatabase, createUser, type TestContext } from '../../test/helper';
import { loadConfig } from '../config';
import { verifyPassword } from '../lib/password';
import { isPublicSource } from '../modules/projects/projects.mapper';
import {
  blogPosts,
  entitlementGrants,
  licenses,
  paymentAccounts,
  projects,
  testPaymentIntents,
  users,
} from './schema';
import { seedActivity, seedBlogPosts, seedDatabase, seedProjects, type SeedResult } from './seed';
import { seedUsers } from './seed/users';

/** A license's repository-access grant. */
const githubGrantOf = and(
  eq(entitlementGrants.licenseId, licenses.id),
  eq(entitlementGrants.kind, 'github_repository'),
);

const DEMO = {
  admin: { email: 'admin@codebazaar.dev', password: 'codebazaar-admin' },
  seller: { email: 'seller@codebazaar.dev', password: 'codebazaar-seller' },
  buyer: { email: 'buyer@codebazaar.dev', password: 'codebazaar-buyer' },
};

describe('seedDatabase on an empty database', () => {
  let ctx: TestContext;
  let result: SeedResult;

  beforeAll(async () => {
    ctx = await createTestApp();
    result = await seedDatabase(ctx.database.db, ctx.config, ctx.app.log);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const db = () => ctx.database.db;

  it('returns the three demo accounts with their passwords', () => {
    expect(result.accounts).toEqual([
      { role: 'admin', ...DEMO.admin },
      { role: 'seller', ...DEMO.seller },
      { role: 'buyer', ...DEMO.buyer },
    ]);
  });

  it('inserts every user, with argon2id hashes for the demo accounts only', async () => {
    const rows = await db()
      .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
      .from(users);
    expect(rows).toHaveLength(seedUsers.length);
    for (const demo of Object.values(DEMO)) {
      const row = rows.find((r) => r.email === demo.email)!;
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, demo.password)).toBe(true);
      expect(await verifyPassword(row.passwordHash, 'wrong-password')).toBe(false);
    }
    expect(rows.filter((r) => r.role === 'admin').map((r) => r.email)).toEqual([DEMO.admin.email]);
    expect(rows.filter((r) => r.passwordHash !== null)).toHaveLength(3);
  });

  it('has at least 8 authors with display names, bios and GitHub usernames', async () => {
    const authors = await db()
      .selectDistinct({
        id: users.id,
        displayName: users.displayName,
        bio: users.bio,
        githubUsername: users.githubUsername,
        reputation: users.reputation,
      })
      .from(users)
      .innerJoin(projects, eq(projects.authorId, users.id))
      .where(eq(projects.status, 'published'));
    expect(authors.length).toBeGreaterThanOrEqual(8);
    for (const a of authors) {
      expect(a.displayName).toBeTruthy();
      expect(a.bio!.length).toBeGreaterThan(40);
      expect(a.githubUsername).toBeTruthy();
      expect(a.reputation).toBeGreaterThan(0);
    }
  });

  /** A demo Codebazaar serves itself: nothing off-site, no placeholder. */
  const demoUrlPattern = () =>
    new RegExp(
      `^${ctx.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/demos/[a-z0-9-]+/$`,
    );

  it('counts every project counter from its rows: downloads, views and rating', async () => {
    interface Row {
      title: string;
      downloads: number;
      views: number;
      rating_avg: number | null;
      rating_count: number;
      licenses: number;
      counted_views: number;
      reviews: number;
      review_avg: number | null;
    }
    const rows = (await db().execute(sql`
      select p.title, p.downloads, p.views, p.rating_avg, p.rating_count,
        (select count(*)::int from licenses l where l.project_id = p.id) as licenses,
        (select count(*)::int from project_views v where v.project_id = p.id) as counted_views,
        (select count(*)::int from reviews r where r.project_id = p.id) as reviews,
        (select avg(r.rating)::real from reviews r where r.project_id = p.id) as review_avg
      from projects p`)) as unknown as { rows: Row[] };
    expect(rows.rows).toHaveLength(seedProjects.length);
    for (const p of rows.rows) {
      expect(p.downloads, p.title).toBe(p.licenses);
      expect(p.views, p.title).toBe(p.counted_views);
      expect(p.rating_count, p.title).toBe(p.reviews);
      expect(p.rating_avg, p.title).toBe(p.review_avg);
      const seeded = seedProjects.find((s) => s.title === p.title)!;
      expect(p.downloads, p.title).toBe(seeded.draft ? 0 : seeded.downloads);
      if (seeded.draft) expect([p.views, p.rating_count], p.title).toEqual([0, 0]);
      else {
        // Plausible figures: views well above downloads, most projects rated.
        expect(p.downloads, p.title).toBeGreaterThan(0);
        expect(p.views, p.title).toBeGreaterThan(p.downloads * 5);
      }
    }
    const published = rows.rows.filter((p) => p.downloads > 0);
    expect(published.filter((p) => p.rating_count > 0).length).toBeGreaterThan(
      published.length * 0.8,
    );
    // The counters match what the seed recorded, row for row.
    expect(rows.rows.reduce((n, p) => n + p.views, 0)).toBe(seedActivity.views.length);
    expect(rows.rows.reduce((n, p) => n + p.rating_count, 0)).toBe(seedActivity.reviews.length);
  });

  it('lets only license holders review, each once, after buying, with plausible texts', async () => {
    const rows = (await db().execute(sql`
      select count(*)::int as n from reviews r
      where not exists (select 1 from licenses l
        where l.project_id = r.project_id and l.buyer_id = r.user_id and l.created_at < r.created_at)
        or exists (select 1 from projects p where p.id = r.project_id and p.author_id = r.user_id)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(0);
    expect(seedActivity.reviews.length).toBeGreaterThan(100);
    expect(seedActivity.reviews.filter((r) => r.body.length > 20).length).toBeGreaterThan(80);
  });

  it('gives the projects with a demo one that ships with Codebazaar', async () => {
    const demosDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demos');
    const withDemo = await db()
      .select({ title: projects.title, demoUrl: projects.demoUrl })
      .from(projects);
    for (const p of withDemo.filter((r) => r.demoUrl !== null)) {
      expect(p.demoUrl, p.title).toMatch(demoUrlPattern());
      const folder = new URL(p.demoUrl!).pathname.split('/')[2]!;
      expect(fs.existsSync(path.join(demosDir, folder, 'index.html')), p.title).toBe(true);
    }
    expect(withDemo.filter((r) => r.demoUrl !== null).length).toBe(
      seedProjects.filter((p) => p.demo).length,
    );
  });

  it('has 40+ published projects across every category and license type, and some drafts', async () => {
    const rows = await db().select().from(projects);
    expect(rows).toHaveLength(seedProjects.length);
    const published = rows.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(2);
    expect(new Set(published.map((p) => p.category))).toEqual(
      new Set(PROJECT_CATEGORIES.map((c) => c.value)),
    );
    expect(new Set(published.map((p) => p.licenseType))).toEqual(
      new Set(['free', 'paid', 'freemium']),
    );
    const yearAgo = Date.now() - 366 * 86_400_000;
    for (const p of rows) {
      expect(p.createdAt.getTime()).toBeGreaterThan(yearAgo);
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(p.feePct).toBe(20);
      expect(p.description.split('\n\n').length).toBeGreaterThanOrEqual(1);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.techStack.length).toBeGreaterThan(0);
      if (p.licenseType === 'free') {
        expect(p.priceCents).toBe(0);
        expect(p.freeRepoUrl).toMatch(/^https:\/\/github\.com\//);
        expect(p.paidRepoUrl).toBeNull();
      } else {
        expect(p.priceCents).toBeGreaterThan(0);
        expect(p.paidRepoUrl).toMatch(/^https:\/\/github\.com\/.+-pro$/);
        expect(p.paidFeatures.length).toBeGreaterThan(0);
      }
      if (p.licenseType === 'freemium') expect(p.freeRepoUrl).toBeTruthy();
      if (p.demoUrl) expect(p.demoUrl).toMatch(demoUrlPattern());
      expect(p.publishedAt === null).toBe(p.status === 'draft');
    }
    expect(published.filter((p) => p.demoUrl).length).toBeGreaterThanOrEqual(4);
    expect(published.filter((p) => p.githubVerified && p.sourceRepository).length).toBeGreaterThan(
      5,
    );
    // A source shown to every reader is public and never the paid repository.
    for (const p of rows.filter((r) => r.sourceRepository)) {
      expect(typeof p.sourceRepository!.private, p.title).toBe('boolean');
      if (!isPublicSource(p)) continue;
      expect(p.sourceRepository!.url, p.title).not.toBe(p.paidRepoUrl);
      expect(p.sourceRepository!.url, p.title).toBe(p.freeRepoUrl);
    }
    expect(
      rows.filter((p) => p.licenseType === 'paid' && p.sourceRepository && !isPublicSource(p))
        .length,
    ).toBeGreaterThan(0);
    // Most published projects have several paragraphs.
    expect(
      published.filter((p) => p.description.split('\n\n').length >= 2).length,
    ).toBeGreaterThanOrEqual(30);
  });

  it('records licenses with the fee math and a test payment for each sale', async () => {
    const rows = await db()
      .select({
        kind: licenses.kind,
        totalCents: licenses.totalCents,
        feeCents: licenses.feeCents,
        sellerCents: licenses.sellerCents,
        priceCents: projects.priceCents,
        licenseType: projects.licenseType,
        status: projects.status,
        paymentReference: licenses.paymentReference,
      })
      .from(licenses)
      .innerJoin(projects, eq(projects.id, licenses.projectId));
    expect(rows).toHaveLength(seedActivity.purchases.length);
    for (const l of rows) {
      expect(l.status).toBe('published');
      if (l.licenseType === 'free') {
        expect(l.kind).toBe('free');
        expect([l.totalCents, l.feeCents, l.sellerCents]).toEqual([0, 0, 0]);
      } else {
        const fee = computeFeeCents(l.priceCents, 20);
        expect(l.kind).toBe('paid');
        expect(l.totalCents).toBe(Math.round((l.priceCents * 120) / 100));
        expect(l.totalCents).toBe(fee.totalCents);
        expect(l.feeCents).toBe(l.totalCents - l.priceCents);
        expect(l.sellerCents).toBe(l.priceCents);
      }
    }
    const paid = rows.filter((l) => l.kind === 'paid');
    expect(paid.length).toBeGreaterThan(20);
    const [intents] = await db()
      .select({ n: count() })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.status, 'succeeded'));
    expect(intents!.n).toBe(paid.length);
  });

  it('issues a receipt for every paid sale, numbered 1, 2, 3… in payment order and dated the payment', async () => {
    const rows = (await db().execute(sql`
      select r.number, r.paid_at, r.issued_at, l.created_at, r.payment_method
      from receipts r join licenses l on l.id = r.license_id
      order by r.number`)) as unknown as {
      rows: {
        number: number;
        paid_at: string;
        issued_at: string;
        created_at: string;
        payment_method: string;
      }[];
    };
    const paid = seedActivity.purchases.filter(
      (s) => seedProjects.find((p) => p.repo === s.repo)!.license !== 'free',
    );
    expect(rows.rows).toHaveLength(paid.length);
    expect(rows.rows.map((r) => r.number)).toEqual(rows.rows.map((_, i) => i + 1));
    const times = rows.rows.map((r) => new Date(r.paid_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const r of rows.rows) {
      expect(new Date(r.paid_at).getTime()).toBe(new Date(r.created_at).getTime());
      expect(new Date(r.issued_at).getTime()).toBe(new Date(r.paid_at).getTime());
      expect(r.payment_method).toBe('Test card');
    }
  });

  it('gives the demo buyer purchases and the demo seller sales, drafts and a payment account', async () => {
    const [buyer] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.buyer.email));
    const [seller] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.seller.email));
    const owned = await db()
      .select({ kind: licenses.kind, accessGranted: entitlementGrants.granted })
      .from(licenses)
      .leftJoin(entitlementGrants, githubGrantOf)
      .where(eq(licenses.buyerId, buyer!.id));
    expect(owned.length).toBeGreaterThanOrEqual(3);
    expect(owned.some((l) => l.kind === 'paid')).toBe(true);
    expect(owned.some((l) => l.kind === 'free')).toBe(true);
    expect(owned.some((l) => l.accessGranted)).toBe(true);

    const sales = await db()
      .select({
        sellerCents: licenses.sellerCents,
        invitationSent: entitlementGrants.invitationSent,
      })
      .from(licenses)
      .innerJoin(projects, eq(projects.id, licenses.projectId))
      .leftJoin(entitlementGrants, githubGrantOf)
      .where(eq(projects.authorId, seller!.id));
    const revenue = sales.reduce((sum, s) => sum + s.sellerCents, 0);
    expect(revenue).toBeGreaterThan(50_000);
    expect(sales.some((s) => s.invitationSent)).toBe(true);

    const sellerProjects = await db()
      .select({ status: projects.status })
      .from(projects)
      .where(eq(projects.authorId, seller!.id));
    expect(sellerProjects.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(1);
    const [account] = await db()
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, seller!.id));
    expect(account).toMatchObject({
      provider: 'test',
      detailsSubmitted: true,
      chargesEnabled: true,
    });
  });

  it('has 12+ published blog posts across every blog category, with real HTML', async () => {
    const rows = await db().select().from(blogPosts);
    expect(rows).toHaveLength(seedBlogPosts.length);
    const published = rows.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((p) => p.category))).toEqual(
      new Set(BLOG_CATEGORIES.map((c) => c.value)),
    );
    expect(published.filter((p) => p.category === 'tutorials').length).toBeGreaterThanOrEqual(3);
    expect(published.filter((p) => p.featured).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((p) => p.status === 'draft' && p.publishedAt === null)).toBe(true);
    for (const p of published) {
      expect(p.contentHtml).toMatch(/<h[23]>/);
      expect(p.contentHtml).toMatch(/<(ul|ol)>/);
      expect(p.contentHtml).not.toMatch(/<script|onerror=|javascript:/i);
      expect(p.excerpt.length).toBeGreaterThan(50);
      expect(p.excerpt.length).toBeLessThanOrEqual(200);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.readTime).toBe(readTime(p.contentHtml));
      expect(p.publishedAt).not.toBeNull();
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(published.filter((p) => p.contentHtml.includes('<pre><code')).length).toBeGreaterThan(3);
  });

  it('does nothing on a second run but still reports the demo accounts', async () => {
    const before = await tableCounts(ctx);
    const again = await seedDatabase(ctx.database.db, ctx.config, ctx.app.log);
    expect(await tableCounts(ctx)).toEqual(before);
    expect(again.accounts.map((a) => a.email)).toEqual(Object.values(DEMO).map((d) => d.email));
  });

  it('stops reporting a demo account once its password has changed', async () => {
    await db()
      .update(users)
      .set({ passwordHash: 'changed' })
      .where(eq(users.email, DEMO.buyer.email));
    const again = await seedDatabase(ctx.database.db, ctx.config, ctx.app.log);
    expect(again.accounts.map((a) => a.role)).toEqual(['admin', 'seller']);
  });

  it('lets a demo account sign in through the API when the auth routes exist', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO.seller,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; user: unknown }>();
    const user = userSchema.parse(body.user);
    expect(user.username).toBe('maya-chen');
    expect(user.isVerified).toBe(true);
    expect(user.projectsCount).toBeGreaterThanOrEqual(5);
  });
});

describe('seedDatabase with media storage', () => {
  it('gives the projects with cover art a generated cover, served as WebP', async () => {
    const ctx = await createTestApp();
    try {
      await seedDatabase(ctx.database.db, ctx.config, ctx.app.log, {
        storeCover: (bytes) => ctx.app.media.storeCoverImage(bytes),
      });
      const rows = await ctx.database.db
        .select({ title: projects.title, media: projects.media })
        .from(projects);
      const withArt = new Set(seedProjects.filter((p) => p.cover).map((p) => p.title));
      expect(withArt.size).toBeGreaterThanOrEqual(5);
      for (const row of rows) {
        if (!withArt.has(row.title)) {
          expect(row.media.cover, row.title).toBeNull();
          continue;
        }
        const cover = row.media.cover!;
        expect([cover.card.width, cover.card.height]).toEqual([640, 360]);
        expect([cover.page.width, cover.page.height]).toEqual([1280, 720]);
        const res = await ctx.app.inject({
          method: 'GET',
          url: cover.card.url.replace(/^https?:\/\/[^/]+/, ''),
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
      // Cards read the cover from the listing.
      const list = await ctx.app.inject({ method: 'GET', url: '/api/projects?limit=50' });
      const covered = (
        list.json() as { projects: { title: string; media: { cover: unknown } }[] }
      ).projects
        .filter((p) => p.media.cover !== null)
        .map((p) => p.title);
      expect(covered.sort()).toEqual([...withArt].sort());
    } finally {
      await ctx.close();
    }
  });
});

describe('seedDatabase when it must not seed', () => {
  it('inserts nothing when SEED_DEMO_DATA is false', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const config = loadConfig({ SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
      const result = await seedDatabase(database.db, config, silentLog);
      expect(result.accounts).toEqual([]);
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row!.n).toBe(0);
    } finally {
      await drop();
    }
  });

  it('inserts nothing when the database already has a user', async () => {
    const ctx = await createTestApp();
    try {
      await createUser(ctx, { role: 'admin' });
      const result = await seedDatabase(ctx.database.db, ctx.config, ctx.app.log);
      expect(result.accounts).toEqual([]);
      expect(await tableCounts(ctx)).toEqual({ users: 1, projects: 0, licenses: 0, blogPosts: 0 });
    } finally {
      await ctx.close();
    }
  });

  it('seeds once when two instances start at the same time', async () => {
    const ctx = await createTestApp();
    try {
      const [a, b] = await Promise.all([
        seedDatabase(ctx.database.db, ctx.config, ctx.app.log),
        seedDatabase(ctx.database.db, ctx.config, ctx.app.log),
      ]);
      expect(a.accounts).toHaveLength(3);
      expect(b.accounts).toHaveLength(3);
      expect((await tableCounts(ctx)).users).toBe(seedUsers.length);
    } finally {
      await ctx.close();
    }
  });
});

describe('demo data in production', () => {
  it('is off by default with NODE_ENV=production, on by default outside production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(
      true,
    );
    expect(loadConfig({}).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(
      false,
    );
  });

  it('gives the demo accounts random passwords, reported once; the README ones do not work', async () => {
    const ctx = await createTestApp({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' });
    try {
      const result = await seedDatabase(ctx.database.db, ctx.config, ctx.app.log);
      expect(result.accounts.map((a) => a.email)).toEqual(Object.values(DEMO).map((d) => d.email));
      for (const demo of Object.values(DEMO)) {
        const printed = result.accounts.find((a) => a.email === demo.email)!;
        expect(printed.password).not.toBe(demo.password);
        expect(printed.password.length).toBeGreaterThanOrEqual(16);
        const readme = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: demo,
        });
        expect(readme.statusCode).toBe(401);
        const random = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: demo.email, password: printed.password },
        });
        expect(random.statusCode).toBe(200);
      }
      expect(new Set(result.accounts.map((a) => a.password)).size).toBe(3);
      // A restart prints nothing: the random passwords were shown once.
      const again = await seedDatabase(ctx.database.db, ctx.config, ctx.app.log);
      expect(again.accounts).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('replaces README passwords left from an earlier start in production', async () => {
    const ctx = await createTestApp({ NODE_ENV: 'development' });
    try {
      await seedDatabase(ctx.database.db, ctx.config, ctx.app.log);
      const prod = loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' });
      const result = await seedDatabase(ctx.database.db, prod, ctx.app.log);
      expect(result.accounts).toHaveLength(3);
      const [admin] = await ctx.database.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, DEMO.admin.email));
      expect(await verifyPassword(admin!.passwordHash, DEMO.admin.password)).toBe(false);
      const printed = result.accounts.find((a) => a.email === DEMO.admin.email)!;
      expect(await verifyPassword(admin!.passwordHash, printed.password)).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  fatal() {},
  trace() {},
  silent() {},
  level: 'silent',
  child() {
    return silentLog;
  },
} as unknown as Parameters<typeof seedDatabase>[2];

async function tableCounts(ctx: Pick<TestContext, 'database'>) {
  const db = ctx.database.db;
  const [[u], [p], [l], [b]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(licenses),
    db.select({ n: count() }).from(blogPosts),
  ]);
  return { users: u!.n, projects: p!.n, licenses: l!.n, blogPosts: b!.n };
}
