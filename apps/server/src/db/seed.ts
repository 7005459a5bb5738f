import crypto from 'node:crypto';

import {
  computeFeeCents,
  DEFAULT_SELLER_OF_RECORD,
  dollarsToCents,
  readTime,
  slugify,
} from '@codebazaar/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../config';
import { hashPassword, verifyPassword } from '../lib/password';
import { sanitizeContentHtml } from '../lib/content-html';
import { createReceiptsRepository } from '../modules/receipts/receipts.repository';
import type { Db } from './client';
import {
  blogPosts,
  bundleProjects,
  bundles,
  entitlementGrants,
  licenses,
  paymentAccounts,
  projectViews,
  projects,
  reviews,
  sessions,
  testPaymentIntents,
  users,
  type SourceRepository,
  type StoredMediaImage,
  type StoredProjectMedia,
} from './schema';
import { renderCover } from './seed/cover-art';
import { guidePosts } from './seed/blog-guides';
import { newsPosts } from './seed/blog-news';
import { buildSeedActivity } from './seed/activity';
import { appProjects } from './seed/projects-apps';
import { codeProjects } from './seed/projects-code';
import type { SeedProject } from './seed/types';
import { seedUsers, type SeedUser } from './seed/users';

export interface SeedResult {
  /** The demo accounts that can sign in with the printed password. */
  accounts: { role: string; email: string; password: string }[];
}

export const seedProjects: SeedProject[] = [...appProjects, ...codeProjects];
export const seedBlogPosts = [...guidePosts, ...newsPosts];
/** Every license, review and counted view of the demo marketplace. */
export const seedActivity = buildSeedActivity(seedProjects);

const DAY_MS = 86_400_000;
/** Any constant works; all instances must agree on it. */
const SEED_LOCK_ID = 727_012;

const demoUsers = seedUsers.filter(
  (u): u is SeedUser & { password: string; demoRole: NonNullable<SeedUser['demoRole']> } =>
    u.password !== undefined && u.demoRole !== undefined,
);

/**
 * Fills an empty database with the demo marketplace, when SEED_DEMO_DATA is on: users and
 * authors, projects of every category and license type, licenses and sales, seller payment
 * accounts and blog posts. Runs in one transaction under an advisory lock, so instances
 * starting together seed once. On a database that already has users it inserts nothing and
 * returns the demo accounts that still accept their demo password.
 *
 * In production the published demo passwords never work: the demo accounts get random
 * passwords, returned here so start-up can print them once, and a demo account still using its
 * published password (seeded by an earlier start outside production) gets a new random one too.
 */
export interface SeedOptions {
  /**
   * Stores a cover's files (the media service's encoder and storage): the projects that have
   * cover art get a generated cover. Without it they have none.
   */
  storeCover?: (bytes: Buffer) => Promise<StoredMediaImage>;
  /**
   * Makes the payouts the test processor's daily schedule would have made since `since` (the
   * balances service's replay, docs/product-rules.md#balances), run once the demo sales are
   * stored. Without it the demo sellers have no payout history.
   */
  payOutHistory?: (since: Date) => Promise<unknown>;
}

export async function seedDatabase(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  opts: SeedOptions = {},
): Promise<SeedResult> {
  if (!config.SEED_DEMO_DATA) return { accounts: [] };
  const production = config.NODE_ENV === 'production';
  const leftovers = () => (production ? replaceDemoPasswords(db) : usableDemoAccounts(db));
  if (await hasUsers(db)) return { accounts: await leftovers() };

  const started = performance.now();
  assertValidSeedData();
  const passwords = new Map(
    demoUsers.map((u) => [u.key, production ? randomPassword() : u.password] as const),
  );
  const hashes = new Map(
    await Promise.all(
      demoUsers.map(async (u) => [u.key, await hashPassword(passwords.get(u.key)!)] as const),
    ),
  );
  const rows = buildRows(new Date(), hashes, config.publicUrl);
  if (opts.storeCover) await addCovers(rows.projects, opts.storeCover);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasUsers(tx as unknown as Db)) return false;
    await tx.insert(users).values(rows.users);
    await tx.insert(projects).values(rows.projects);
    await tx.insert(paymentAccounts).values(rows.paymentAccounts);
    await tx.insert(licenses).values(rows.licenses);
    await tx.insert(entitlementGrants).values(rows.grants);
    await tx.insert(testPaymentIntents).values(rows.paymentIntents);
    const bundle = rows.bundle;
    if (bundle) {
      await tx.insert(bundles).values(bundle.bundle);
      await tx.insert(bundleProjects).values(bundle.projects);
    }
    await issueReceipts(tx as unknown as Db, rows.licenses);
    await tx.insert(blogPosts).values(rows.blogPosts);
    await tx.insert(reviews).values(rows.reviews);
    for (let i = 0; i < rows.views.length; i += VIEW_BATCH) {
      await tx.insert(projectViews).values(rows.views.slice(i, i + VIEW_BATCH));
    }
    await tx.execute(countersFromRows);
    return true;
  });
  if (!seeded) return { accounts: await leftovers() };
  const paidSales = rows.licenses.filter((l) => l.kind === 'paid');
  if (opts.payOutHistory && paidSales.length > 0) {
    const oldest = Math.min(...paidSales.map((l) => l.createdAt.getTime()));
    await opts.payOutHistory(new Date(oldest));
  }

  log.info(
    {
      users: rows.users.length,
      projects: rows.projects.length,
      licenses: rows.licenses.length,
      reviews: rows.reviews.length,
      views: rows.views.length,
      blogPosts: rows.blogPosts.length,
      ms: Math.round(performance.now() - started),
    },
    'Seeded demo data',
  );
  return {
    accounts: demoUsers.map((u) => ({ ...toAccount(u), password: passwords.get(u.key)! })),
  };
}

/**
 * The receipts of the demo sales, issued as a payment issues them (the receipts repository's
 * issueForLicense, in the seed's transaction), one after the other in payment order: numbers
 * follow the sales' dates.
 */
async function issueReceipts(
  tx: Db,
  licenseRows: { id: string; kind: 'free' | 'paid'; createdAt: Date }[],
) {
  const receipts = createReceiptsRepository(tx);
  const paid = licenseRows
    .filter((l) => l.kind === 'paid')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  for (const l of paid) {
    // The demo sales were paid with the test processor; no card digits were ever typed.
    const facts = {
      paymentMethod: 'Test card',
      cardLast4: null,
      sellerOfRecord: { ...DEFAULT_SELLER_OF_RECORD },
    };
    await receipts.issueForLicense(l.id, facts, () => l.createdAt, tx);
  }
}

/**
 * Draws and stores the covers of the projects that have cover art, a few at a time. Files stored
 * for a seed that another instance wins are unreferenced and harmless
 * (docs/product-rules.md#project-media).
 */
async function addCovers(
  rows: ReturnType<typeof buildRows>['projects'],
  storeCover: NonNullable<SeedOptions['storeCover']>,
): Promise<void> {
  await Promise.all(
    seedProjects.map(async (p, i) => {
      if (!p.cover) return;
      const cover = await storeCover(await renderCover(p.repo, p.cover));
      rows[i]!.media = { cover, screenshots: [] };
    }),
  );
}

/** Three parameters a row: well under PostgreSQL's 65,535 parameters a statement. */
const VIEW_BATCH = 5_000;

/**
 * A project's counters as the app keeps them, counted from the rows: downloads are its licenses
 * (refunded ones too), views its counted views, the rating the average and number of its reviews
 * (the same `avg(rating)::real` the reviews repository stores).
 */
const countersFromRows = sql`
  update projects set
    downloads = (select count(*)::int from licenses l where l.project_id = projects.id),
    views = (select count(*)::int from project_views v where v.project_id = projects.id),
    rating_count = (select count(*)::int from reviews r where r.project_id = projects.id),
    rating_avg = (select avg(r.rating)::real from reviews r where r.project_id = projects.id)`;

/** 24 characters from 18 random bytes: printed once, never stored in clear. */
const randomPassword = () => crypto.randomBytes(18).toString('base64url');

async function hasUsers(db: Db): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).limit(1);
  return found.length > 0;
}

function toAccount(u: (typeof demoUsers)[number]) {
  return { role: u.demoRole, email: u.email, password: u.password };
}

/** Demo accounts still present and still using the demo password (it may have been changed). */
async function usableDemoAccounts(db: Db): Promise<SeedResult['accounts']> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        demoUsers.map((u) => u.email),
      ),
    );
  const usable = await Promise.all(
    demoUsers.map(async (u) => {
      const row = rows.find((r) => r.email === u.email);
      return row && (await verifyPassword(row.passwordHash, u.password)) ? toAccount(u) : null;
    }),
  );
  return usable.filter((a) => a !== null);
}

/**
 * Production: every demo account that still accepts its published password gets a random one,
 * returned so that start-up prints it once.
 */
async function replaceDemoPasswords(db: Db): Promise<SeedResult['accounts']> {
  const usable = await usableDemoAccounts(db);
  return Promise.all(
    usable.map(async (account) => {
      const password = randomPassword();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.email, account.email))
          .returning({ id: users.id });
        // Whoever signed in with the published password is signed out.
        if (user) await tx.delete(sessions).where(eq(sessions.userId, user.id));
      });
      return { ...account, password };
    }),
  );
}

/**
 * The seed data must describe a believable history: nobody buys before joining or before the
 * project exists, authors do not buy their own work, drafts are not sold, every project has the
 * number of licenses its file gives it, and only license holders review, after buying.
 */
export function assertValidSeedData(): void {
  const problems: string[] = [];
  const userByKey = new Map(seedUsers.map((u) => [u.key, u]));
  const projectByRepo = new Map<string, SeedProject>();
  for (const p of seedProjects) {
    const author = userByKey.get(p.author);
    if (!author) problems.push(`project ${p.repo}: unknown author ${p.author}`);
    else if (p.daysAgo > author.joinedDaysAgo)
      problems.push(`project ${p.repo}: before its author`);
    if (projectByRepo.has(p.repo)) problems.push(`project ${p.repo}: duplicate repo`);
    if ((p.license === 'free') !== (p.price === 0)) problems.push(`project ${p.repo}: price`);
    projectByRepo.set(p.repo, p);
  }
  const owned = new Set<string>();
  const { purchases, reviews: reviewList, views } = seedActivity;
  for (const s of purchases) {
    const p = projectByRepo.get(s.repo);
    const buyer = userByKey.get(s.buyer);
    const label = `purchase ${s.buyer}/${s.repo}`;
    if (!p || !buyer) {
      problems.push(`${label}: unknown project or buyer`);
      continue;
    }
    if (p.draft) problems.push(`${label}: project is a draft`);
    if (p.author === s.buyer) problems.push(`${label}: author buys own project`);
    if (s.daysAgo >= p.daysAgo) problems.push(`${label}: before the project existed`);
    if (s.daysAgo >= buyer.joinedDaysAgo) problems.push(`${label}: before the buyer joined`);
    if (owned.has(`${s.buyer}/${s.repo}`)) problems.push(`${label}: bought twice`);
    owned.add(`${s.buyer}/${s.repo}`);
  }
  for (const p of seedProjects) {
    const n = purchases.filter((s) => s.repo === p.repo).length;
    if (n !== (p.draft ? 0 : p.downloads)) {
      problems.push(`project ${p.repo}: ${n} licenses, downloads says ${p.downloads}`);
    }
  }
  const reviewed = new Set<string>();
  for (const r of reviewList) {
    const label = `review ${r.buyer}/${r.repo}`;
    const purchase = purchases.find((s) => s.buyer === r.buyer && s.repo === r.repo);
    if (!purchase) problems.push(`${label}: the reviewer holds no license`);
    else if (r.daysAgo >= purchase.daysAgo) problems.push(`${label}: before the purchase`);
    if (reviewed.has(`${r.buyer}/${r.repo}`)) problems.push(`${label}: reviewed twice`);
    reviewed.add(`${r.buyer}/${r.repo}`);
  }
  for (const v of views) {
    const p = projectByRepo.get(v.repo);
    if (!p || p.draft || v.daysAgo >= p.daysAgo) problems.push(`view of ${v.repo}: impossible`);
  }
  const slugs = new Set<string>();
  for (const post of seedBlogPosts) {
    if (!userByKey.has(post.author)) problems.push(`post ${post.title}: unknown author`);
    const slug = slugify(post.title);
    if (slugs.has(slug)) problems.push(`post ${post.title}: duplicate slug`);
    slugs.add(slug);
  }
  if (problems.length > 0) throw new Error(`Invalid demo seed data:\n  ${problems.join('\n  ')}`);
}

/** A point in the past, `daysAgo` days back, spread over the day by `salt`. */
function pastDate(now: Date, daysAgo: number, salt: number): Date {
  const withinDay = ((salt * 7_919) % 600) * 60_000; // up to 10 hours earlier
  return new Date(now.getTime() - daysAgo * DAY_MS - withinDay);
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() < b.getTime() ? a : b;
}

const refId = () => crypto.randomBytes(12).toString('hex');

/**
 * The demo seller's bundle (docs/product-rules.md#bundles): their (up to) three cheapest fixed-price
 * paid projects at about 70 % of the sum, so the bundle page and "Also in bundles" have
 * something to show. Null when the seed gives them fewer than two.
 */
function demoBundle(
  projectRows: {
    id: string;
    authorId: string;
    status: string;
    licenseType: string;
    priceCents: number;
  }[],
  sellerId: string,
) {
  const own = projectRows
    .filter(
      (p) =>
        p.authorId === sellerId &&
        p.status === 'published' &&
        p.licenseType === 'paid' &&
        p.priceCents >= 100,
    )
    .sort((a, b) => a.priceCents - b.priceCents)
    .slice(0, 3);
  if (own.length < 2) return null;
  const sum = own.reduce((n, p) => n + p.priceCents, 0);
  const priceCents = Math.max(100, Math.floor((sum * 0.7) / 100) * 100);
  const id = crypto.randomUUID();
  return {
    bundle: {
      id,
      sellerId,
      title: 'Ship-ready starter pack',
      description: 'My most popular kits together, for less than their prices added up.',
      priceCents,
      currency: 'USD',
      projectCount: own.length,
    },
    projects: own.map((p, i) => ({ bundleId: id, projectId: p.id, position: i })),
  };
}

function repoOwner(author: SeedUser): string {
  return author.githubUsername ?? author.username;
}

function projectUrls(p: SeedProject, owner: string) {
  const base = `https://github.com/${owner}/${p.repo}`;
  return {
    freeRepoUrl: p.license === 'paid' ? null : base,
    paidRepoUrl: p.license === 'free' ? null : `${base}-pro`,
  };
}

function buildRows(now: Date, passwordHashes: Map<string, string>, publicUrl: string) {
  const userIds = new Map(seedUsers.map((u) => [u.key, crypto.randomUUID()]));
  const userByKey = new Map(seedUsers.map((u) => [u.key, u]));
  const id = (key: string) => userIds.get(key)!;

  const userRows = seedUsers.map((u, i) => {
    const createdAt = pastDate(now, u.joinedDaysAgo, i);
    return {
      id: id(u.key),
      username: u.username,
      email: u.email,
      passwordHash: passwordHashes.get(u.key) ?? null,
      role: u.role,
      reputation: u.reputation,
      displayName: u.displayName,
      bio: u.bio,
      website: u.website,
      githubUsername: u.githubUsername,
      emailVerifiedAt: u.verified ? new Date(createdAt.getTime() + 15 * 60_000) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const projectIds = new Map(seedProjects.map((p) => [p.repo, crypto.randomUUID()]));
  const projectRows = seedProjects.map((p, i) => {
    const author = userByKey.get(p.author)!;
    const owner = repoOwner(author);
    const urls = projectUrls(p, owner);
    const createdAt = pastDate(now, p.daysAgo, i);
    const updatedAt = minDate(new Date(createdAt.getTime() + ((i % 5) + 1) * 4 * DAY_MS), now);
    // A verified project's source is its public (free) repository; a paid project has only its
    // private paid repository, which readers without a license never see.
    const sourceUrl = urls.freeRepoUrl ?? urls.paidRepoUrl!;
    const sourceRepository: SourceRepository | null = p.verifiedLanguage
      ? {
          fullName: sourceUrl.replace('https://github.com/', ''),
          url: sourceUrl,
          language: p.verifiedLanguage,
          stars: p.stars,
          private: urls.freeRepoUrl === null,
        }
      : null;
    return {
      id: projectIds.get(p.repo)!,
      authorId: id(p.author),
      title: p.title,
      description: p.description.join('\n\n'),
      category: p.category,
      tags: p.tags,
      techStack: p.techStack,
      licenseType: p.license,
      priceCents: dollarsToCents(p.price),
      feePct: 20,
      currency: 'USD',
      freeFeatures: p.freeFeatures,
      paidFeatures: p.paidFeatures,
      ...urls,
      // The demos ship with Codebazaar (apps/server/demos), served at /demos/<folder>/.
      demoUrl: p.demo ? `${publicUrl}/demos/${p.demo}/` : null,
      // Counted from the license, view and review rows once they are inserted.
      views: 0,
      downloads: 0,
      // The app stores no stars of its own: shown is what GitHub reports for a verified source.
      stars: sourceRepository?.stars ?? 0,
      status: p.draft ? ('draft' as const) : ('published' as const),
      githubVerified: sourceRepository !== null,
      sourceRepository,
      // Set by addCovers for the projects with cover art, when storage is given.
      media: { cover: null, screenshots: [] } as StoredProjectMedia,
      publishedAt: p.draft ? null : createdAt,
      createdAt,
      updatedAt,
    };
  });

  const projectByRepo = new Map(seedProjects.map((p) => [p.repo, p]));
  const licenseRows = seedActivity.purchases.map((s, i) => {
    const p = projectByRepo.get(s.repo)!;
    const buyer = userByKey.get(s.buyer)!;
    const createdAt = pastDate(now, s.daysAgo, i + 3);
    const paid = p.license !== 'free';
    const money = paid
      ? computeFeeCents(dollarsToCents(p.price), 20)
      : { totalCents: 0, feeCents: 0, sellerCents: 0 };
    const privateRepo = projectUrls(p, repoOwner(userByKey.get(p.author)!)).paidRepoUrl;
    const invited = paid && privateRepo !== null && buyer.githubUsername !== null;
    // Recent invitations are still waiting for the buyer to accept them.
    const accepted = invited && s.daysAgo >= 7;
    return {
      id: crypto.randomUUID(),
      projectId: projectIds.get(s.repo)!,
      buyerId: id(s.buyer),
      kind: paid ? ('paid' as const) : ('free' as const),
      totalCents: money.totalCents,
      feeCents: money.feeCents,
      sellerCents: money.sellerCents,
      currency: 'USD',
      paymentReference: paid ? `pi_test_${refId()}` : `free_${refId()}`,
      status: 'active' as const,
      createdAt,
      updatedAt: createdAt,
      access: {
        target: paid && privateRepo ? privateRepo.replace('https://github.com/', '') : null,
        account: invited ? buyer.githubUsername : null,
        invitationSent: invited,
        granted: accepted,
        grantedAt: accepted ? new Date(createdAt.getTime() + 3 * 3_600_000) : null,
      },
    };
  });
  // What each license grants (modules/entitlements): repository access as above; keys and
  // downloads follow the license, active.
  const grantRows = licenseRows.flatMap(({ id: licenseId, createdAt, access }) => [
    { licenseId, kind: 'github_repository' as const, createdAt, updatedAt: createdAt, ...access },
    ...(['license_key', 'downloads'] as const).map((kind) => ({
      licenseId,
      kind,
      state: 'active',
      granted: true,
      grantedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })),
  ]);

  // The built-in test processor's record of every paid sale.
  const paymentIntentRows = licenseRows
    .filter((l) => l.kind === 'paid')
    .map((l) => ({
      id: l.paymentReference,
      clientSecret: `${l.paymentReference}_secret_${refId()}`,
      projectId: l.projectId,
      buyerId: l.buyerId,
      amountCents: l.totalCents,
      feeCents: l.feeCents,
      currency: 'USD',
      status: 'succeeded' as const,
      createdAt: l.createdAt,
      updatedAt: l.createdAt,
    }));

  // Every author who sells has finished payment onboarding with the test processor.
  const sellers = new Set(seedProjects.filter((p) => p.license !== 'free').map((p) => p.author));
  const paymentAccountRows = [...sellers].map((key) => {
    const joined = userRows.find((u) => u.id === id(key))!.createdAt;
    return {
      userId: id(key),
      provider: 'test' as const,
      providerAccountId: `acct_test_${refId()}`,
      detailsSubmitted: true,
      chargesEnabled: true,
      createdAt: new Date(joined.getTime() + DAY_MS),
      updatedAt: new Date(joined.getTime() + DAY_MS),
    };
  });

  const blogRows = seedBlogPosts.map((post, i) => {
    const html = sanitizeContentHtml(post.content);
    const status = post.status ?? 'published';
    const date = pastDate(now, post.daysAgo, i + 11);
    return {
      slug: slugify(post.title),
      title: post.title,
      excerpt: post.excerpt,
      contentHtml: html,
      category: post.category,
      tags: post.tags,
      status,
      featured: post.featured ?? false,
      readTime: readTime(html),
      views: post.views,
      metaTitle: post.metaTitle ?? null,
      metaDescription: post.metaDescription ?? null,
      focusKeyword: post.focusKeyword ?? null,
      authorId: id(post.author),
      publishedAt: status === 'draft' ? null : date,
      createdAt: new Date(date.getTime() - 2 * DAY_MS),
      updatedAt: date,
    };
  });

  const reviewRows = seedActivity.reviews.map((r, i) => {
    const date = pastDate(now, r.daysAgo, i + 5);
    return {
      projectId: projectIds.get(r.repo)!,
      userId: id(r.buyer),
      rating: r.rating,
      body: r.body,
      createdAt: date,
      updatedAt: date,
    };
  });

  const viewRows = seedActivity.views.map((v) => ({
    projectId: projectIds.get(v.repo)!,
    visitorKey: v.visitor,
    day: new Date(now.getTime() - v.daysAgo * DAY_MS).toISOString().slice(0, 10),
  }));

  return {
    users: userRows,
    reviews: reviewRows,
    views: viewRows,
    projects: projectRows,
    licenses: licenseRows.map(({ access: _access, ...license }) => license),
    grants: grantRows,
    paymentIntents: paymentIntentRows,
    paymentAccounts: paymentAccountRows,
    blogPosts: blogRows,
    bundle: demoBundle(projectRows, id('maya')),
  };
}
