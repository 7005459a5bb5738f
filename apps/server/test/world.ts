import crypto from 'node:crypto';

import { eq, like } from 'drizzle-orm';
import { expect } from 'vitest';

import { emailTokens, rateLimits, sessions, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { hashToken, newToken } from '../src/lib/session-tokens';
import {
  connectGitHub,
  createGitHubTestApp,
  insertProject,
  type GitHubTestContext,
} from './github';
import type { TestAppDeps, TestUser } from './helper';
import { createUser } from './helper';
import { giveAccount } from './payments-fixtures';

/**
 * A small marketplace for the security tests, built through the real API where it matters:
 * an author with a published paid project (GitHub repository on the fake GitHub), a draft, a free
 * project; a license holder who bought the paid project with the test card; another buyer who
 * reviewed it; a plain signed-in user; an admin; a published blog post and a blog draft.
 */

/** The password of every account of the world (argon2 is slow: one hash for all). */
export const WORLD_PASSWORD = 'Marketplace-Secret-7731';
export const TEST_CARD = '4242 4242 4242 4242';

export type SignedInRole = 'user' | 'author' | 'holder' | 'admin';
export type Role = 'visitor' | SignedInRole;
export const ROLES: Role[] = ['visitor', 'user', 'author', 'holder', 'admin'];

export interface WorldUser extends TestUser {
  githubLogin: string | null;
  /** The GitHub access token stored (encrypted) for the account, when connected. */
  githubToken: string | null;
}

export interface World {
  ctx: GitHubTestContext;
  accounts: Record<SignedInRole, WorldUser>;
  /** Another buyer of the paid project, with a review of it. */
  reviewer: WorldUser;
  /** An account nobody signs in as in the matrix: the target of login and password mails. */
  bystander: WorldUser;
  paidProject: string;
  /** The paid project's private repository on the fake GitHub ("owner/name"). */
  paidRepo: string;
  draftProject: string;
  freeProject: string;
  /** A freemium project of the author; the holder claimed its free tier (a free license). */
  freemiumProject: string;
  /** Its paid repository ("owner/name"): only the author, and buyers of the paid tier, see it. */
  freemiumPaidRepo: string;
  /** The holder's paid license of paidProject and the intent that paid for it. */
  holderLicense: string;
  holderIntent: string;
  /** The holder's paid order of two new projects (POST /api/checkout). */
  holderOrder: string;
  blogPost: { id: string; slug: string };
  blogDraft: { id: string; slug: string };
  /** A new session of `user` (fresh headers), so that logout or a password change by one case
   * never signs out the next. */
  signIn(user: Pick<TestUser, 'id'>): Promise<{ authorization: string }>;
  /** Headers of `role` with a new session; none for the visitor. */
  headersOf(role: Role): Promise<Record<string, string>>;
  /** A one-time email token (verify or reset) for `userId`; the raw token is returned. */
  emailToken(userId: string, purpose: 'verify' | 'reset'): Promise<string>;
  /** A new signed-in account (password WORLD_PASSWORD) that no other case uses. */
  newUser(): Promise<WorldUser>;
  /** A new published paid project of the author, with its paid repository on the fake GitHub. */
  newPaidProject(values?: Parameters<typeof insertProject>[2]): Promise<string>;
  /** `buyer` buys `projectId` with the test card: the intent id and the license id. */
  buy(buyer: Pick<TestUser, 'id'>, projectId: string): Promise<{ intent: string; license: string }>;
  /** A payment intent of `buyer` for `projectId`, not paid yet. */
  startPurchase(buyer: Pick<TestUser, 'id'>, projectId: string): Promise<string>;
  /** A new blog post written by the admin. */
  newBlogPost(status?: 'draft' | 'published'): Promise<{ id: string; slug: string }>;
  /** A full project body that passes every publish rule. */
  projectBody(title?: string): Record<string, unknown>;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${crypto.randomBytes(2).toString('hex')}`;

export async function createWorld(
  opts: TestAppDeps & { env?: Record<string, string> } = {},
): Promise<World> {
  const { env = {}, ...deps } = opts;
  const ctx = await createGitHubTestApp(env, deps);
  const { db } = ctx.database;
  const passwordHash = await hashPassword(WORLD_PASSWORD);

  async function account(
    name: string,
    opts: { role?: 'admin'; github?: string } = {},
  ): Promise<WorldUser> {
    const user = await createUser(ctx, {
      username: unique(name),
      role: opts.role ?? 'user',
    });
    await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const githubToken = opts.github ? await connectGitHub(ctx, user, opts.github) : null;
    return { ...user, githubLogin: opts.github ?? null, githubToken };
  }

  async function signIn(user: Pick<TestUser, 'id'>) {
    const token = newToken();
    await db.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { authorization: `Bearer ${token}` };
  }

  /** A request the world needs, as `user` with a new session (a case may have ended the old). */
  const inject = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    user: Pick<TestUser, 'id'>,
    payload?: object,
  ) => {
    const res = await ctx.app.inject({ method, url, headers: await signIn(user), payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  const accounts: Record<SignedInRole, WorldUser> = {
    user: await account('plain'),
    author: await account('author', { github: 'authorgh' }),
    holder: await account('holder', { github: 'holdergh' }),
    admin: await account('admin', { role: 'admin', github: 'admingh' }),
  };
  const reviewer = await account('reviewer', { github: 'reviewergh' });
  const bystander = await account('bystander');
  const { author, holder, admin } = accounts;
  await giveAccount(ctx, author);
  ctx.fake.addRepo('authorgh/free', { private: false });
  ctx.fake.addRepo('authorgh/secret');

  const paidRepo = 'authorgh/flagship-pro';
  async function newPaidProject(
    values: Parameters<typeof insertProject>[2] = {},
    name = unique('paid'),
  ) {
    ctx.fake.addRepo(`authorgh/${name}`);
    return insertProject(ctx, author.id, {
      title: `Paid ${name}`,
      licenseType: 'paid',
      priceCents: 2500,
      freeRepoUrl: null,
      paidRepoUrl: `${ctx.fake.url}/authorgh/${name}`,
      category: 'web',
      ...values,
    });
  }

  async function startPurchase(buyer: Pick<TestUser, 'id'>, projectId: string) {
    // The world's purchases are set-up, not what a test exercises: they never use up the
    // buyer's checkouts a minute (payments.routes.ts).
    await ctx.database.db
      .delete(rateLimits)
      .where(like(rateLimits.key, `%/create-payment-intent:user:${buyer.id}`));
    const body = await inject('POST', '/api/payments/create-payment-intent', buyer, {
      projectId,
    });
    return body.paymentIntentId as string;
  }

  async function buy(buyer: Pick<TestUser, 'id'>, projectId: string) {
    const intent = await startPurchase(buyer, projectId);
    await inject('POST', '/api/payments/test-processor/confirm', buyer, {
      paymentIntentId: intent,
      cardNumber: TEST_CARD,
    });
    const body = await inject('POST', '/api/payments/confirm-payment', buyer, {
      paymentIntentId: intent,
    });
    return { intent, license: body.license._id as string };
  }

  /** `buyer` checks out `projectIds` in one payment with the test card: the order's id. */
  async function buyOrder(buyer: Pick<TestUser, 'id'>, projectIds: string[]) {
    await ctx.database.db
      .delete(rateLimits)
      .where(like(rateLimits.key, `%/checkout:user:${buyer.id}`));
    const opened = await inject('POST', '/api/checkout', buyer, {
      items: projectIds.map((projectId) => ({ projectId })),
    });
    await inject('POST', '/api/payments/test-processor/confirm', buyer, {
      paymentIntentId: opened.paymentIntentId,
      cardNumber: TEST_CARD,
    });
    const body = await inject('POST', `/api/checkout/${opened.checkoutId}/confirm`, buyer);
    return body.order.id as string;
  }

  async function newBlogPost(status: 'draft' | 'published' = 'published') {
    const title = `Post ${unique('b')}`;
    const body = await inject('POST', '/api/blog/admin/posts', admin, {
      title,
      content: '<p>Shipping a marketplace, one route at a time.</p>',
      excerpt: 'An excerpt.',
      category: 'development',
      status,
    });
    return { id: body._id as string, slug: body.slug as string };
  }

  const paidProject = await newPaidProject({ title: 'Paid flagship' }, paidRepo.split('/')[1]);
  const draftProject = await insertProject(ctx, author.id, {
    title: 'Secret draft',
    status: 'draft',
    publishedAt: null,
  });
  const freeProject = await insertProject(ctx, author.id, {
    title: 'Free tool',
    licenseType: 'free',
    priceCents: 0,
    freeRepoUrl: `${ctx.fake.url}/authorgh/free`,
    category: 'tool',
  });
  const freemiumPaidRepo = 'authorgh/freemium-pro';
  ctx.fake.addRepo(freemiumPaidRepo);
  // projectBody() sells this repository: the author administers it, as publishing requires.
  ctx.fake.addRepo('authorgh/board-pro');
  const freemiumProject = await insertProject(ctx, author.id, {
    title: 'Freemium kit',
    licenseType: 'freemium',
    priceCents: 1000,
    freeRepoUrl: `${ctx.fake.url}/authorgh/free`,
    paidRepoUrl: `${ctx.fake.url}/${freemiumPaidRepo}`,
    category: 'library',
  });
  await inject('POST', '/api/licenses/claim-free', holder, { projectId: freemiumProject });
  const purchase = await buy(holder, paidProject);
  await buy(reviewer, paidProject);
  const holderOrder = await buyOrder(holder, [await newPaidProject(), await newPaidProject()]);
  await inject('PUT', `/api/projects/${paidProject}/reviews`, reviewer, {
    rating: 4,
    body: 'Solid code, good docs.',
  });

  return {
    ctx,
    accounts,
    reviewer,
    bystander,
    paidProject,
    paidRepo,
    draftProject,
    freeProject,
    freemiumProject,
    freemiumPaidRepo,
    holderLicense: purchase.license,
    holderIntent: purchase.intent,
    holderOrder,
    blogPost: await newBlogPost('published'),
    blogDraft: await newBlogPost('draft'),
    signIn,
    async headersOf(role): Promise<Record<string, string>> {
      return role === 'visitor' ? {} : signIn(accounts[role]);
    },
    async emailToken(userId, purpose) {
      const token = newToken();
      await db.insert(emailTokens).values({
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return token;
    },
    newUser: () => account('extra'),
    newPaidProject,
    buy,
    startPurchase,
    newBlogPost,
    projectBody(title = `Board ${unique('p')}`) {
      return {
        title,
        description: 'A kanban board with realtime sync.',
        category: 'web',
        tags: ['react', 'kanban'],
        repository: {
          freeUrl: `${ctx.fake.url}/authorgh/free`,
          paidUrl: `${ctx.fake.url}/authorgh/board-pro`,
        },
        license: {
          type: 'freemium',
          price: 25,
          features: { freeFeatures: ['Source'], paidFeatures: ['Support'] },
        },
      };
    },
  };
}
