import crypto from 'node:crypto';

import { eq } from 'drizzle-orm';

import { parseTokenKey } from '../src/config';
import { licenses, projects, users } from '../src/db/schema';
import { createTokenCipher, type TokenCipher } from '../src/integrations/github/token-crypto';
import { fakeGitHubEnv, startFakeGitHub, type FakeGitHub } from './fakes/github';
import {
  createTestApp,
  createUser,
  type TestAppDeps,
  type TestContext,
  type TestUser,
} from './helper';

export interface GitHubTestContext extends TestContext {
  fake: FakeGitHub;
  cipher: TokenCipher;
  /** The environment the app was built with (a second instance uses the same). */
  env: Record<string, string>;
}

/** A test app pointed at a fresh fake GitHub (both closed by `close`). */
export async function createGitHubTestApp(
  env: Record<string, string> = {},
  deps: TestAppDeps = {},
): Promise<GitHubTestContext> {
  const fake = await startFakeGitHub();
  const githubEnv = { ...fakeGitHubEnv(fake), ...env };
  const ctx = await createTestApp(githubEnv, deps);
  const cipher = createTokenCipher(parseTokenKey(githubEnv.GITHUB_TOKEN_KEY ?? '')!);
  return {
    ...ctx,
    fake,
    cipher,
    env: githubEnv,
    async close() {
      await ctx.close();
      await fake.close();
    },
  };
}

/** Connects `user` to the fake GitHub account `login` (created if needed), as the OAuth flow would. */
export async function connectGitHub(
  ctx: GitHubTestContext,
  user: Pick<TestUser, 'id'>,
  login: string,
): Promise<string> {
  const account = ctx.fake.users.get(login.toLowerCase()) ?? ctx.fake.addUser(login);
  const token = ctx.fake.issueToken(login);
  await ctx.database.db
    .update(users)
    .set({
      githubId: String(account.id),
      githubUsername: account.login,
      githubTokenEncrypted: ctx.cipher.encrypt(token),
    })
    .where(eq(users.id, user.id));
  return token;
}

export async function insertProject(
  ctx: TestContext,
  authorId: string,
  values: Partial<typeof projects.$inferInsert> = {},
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({
      authorId,
      title: `Project ${crypto.randomBytes(3).toString('hex')}`,
      description: 'A project',
      licenseType: 'paid',
      priceCents: 2500,
      status: 'published',
      publishedAt: new Date(),
      ...values,
    })
    .returning({ id: projects.id });
  return row!.id;
}

/** Inserts an active license the way the payments module would (then emit 'activated'). */
export async function insertLicense(
  ctx: TestContext,
  projectId: string,
  buyerId: string,
  kind: 'free' | 'paid' = 'paid',
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(licenses)
    .values({
      projectId,
      buyerId,
      kind,
      totalCents: kind === 'paid' ? 3000 : 0,
      feeCents: kind === 'paid' ? 500 : 0,
      sellerCents: kind === 'paid' ? 2500 : 0,
      paymentReference: `test_${crypto.randomBytes(8).toString('hex')}`,
    })
    .returning({ id: licenses.id });
  return row!.id;
}

export async function licenseRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(licenses).where(eq(licenses.id, id));
  return row!;
}

/** A clock for the app that runs with real time until a test moves it forward. */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    later: (ms: number) => {
      offsetMs += ms;
    },
  };
}

/**
 * The access engine's test world: projects on fresh private repositories of one seller's
 * GitHub account, buyers with GitHub accounts of their own, and a purchase that runs its grant.
 * `context` is read at each call, so the world may be made before the app is.
 */
export function accessWorld(
  context: () => { ctx: GitHubTestContext; seller: TestUser },
  owner: string,
  buyerPrefix: string,
) {
  let buyers = 0;
  return {
    /** A project on a fresh private repository `<owner>/<name>`. */
    async project(name: string) {
      const { ctx, seller } = context();
      ctx.fake.addRepo(`${owner}/${name}`);
      return insertProject(ctx, seller.id, { paidRepoUrl: `${ctx.fake.url}/${owner}/${name}` });
    },

    async githubBuyer(): Promise<TestUser & { login: string }> {
      const { ctx } = context();
      buyers += 1;
      const buyer = await createUser(ctx);
      const login = `${buyerPrefix}${buyers}`;
      await connectGitHub(ctx, buyer, login);
      return { ...buyer, login };
    },

    /** A license activated as a purchase activates it, and its grant run. */
    async buy(buyer: TestUser, projectId: string) {
      const { ctx } = context();
      const id = await insertLicense(ctx, projectId, buyer.id);
      await ctx.app.licenseEvents.emit('activated', id);
      await ctx.app.jobs.runDueNow();
      return id;
    },
  };
}
