import crypto from 'node:crypto';

import { eq } from 'drizzle-orm';

import { parseTokenKey } from '../src/config';
import { licenses, projects, users } from '../src/db/schema';
import { createTokenCipher, type TokenCipher } from '../src/integrations/github/token-crypto';
import { fakeGitHubEnv, startFakeGitHub, type FakeGitHub } from './fakes/github';
import { createTestApp, type TestAppDeps, type TestContext, type TestUser } from './helper';

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
