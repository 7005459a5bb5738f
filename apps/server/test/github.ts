import crypto from 'node:crypto';

import type { AccessState } from '@codebazaar/shared';
import { and, eq } from 'drizzle-orm';

import { parseTokenKey } from '../src/config';
import { entitlementGrants, licenses, projects, users } from '../src/db/schema';
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

/** A license's repository access in the words of the access engine (its grant's columns). */
export interface RepositoryAccessFields {
  repositoryFullName: string | null;
  invitationSent: boolean;
  accessGranted: boolean;
  accessGrantedAt: Date | null;
  accessError: string | null;
  accessState: AccessState | null;
  accessInvitedAt: Date | null;
  accessAttempts: number;
  accessNextAttemptAt: Date | null;
}

/**
 * The license with its repository access (the `github_repository` grant of modules/entitlements,
 * read as if it were still columns of the license; no grant reads as never attempted).
 */
export async function licenseRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db
    .select({ license: licenses, grant: entitlementGrants })
    .from(licenses)
    .leftJoin(
      entitlementGrants,
      and(
        eq(entitlementGrants.licenseId, licenses.id),
        eq(entitlementGrants.kind, 'github_repository'),
      ),
    )
    .where(eq(licenses.id, id));
  const { license, grant } = row!;
  const access: RepositoryAccessFields = {
    repositoryFullName: grant?.target ?? null,
    invitationSent: grant?.invitationSent ?? false,
    accessGranted: grant?.granted ?? false,
    accessGrantedAt: grant?.grantedAt ?? null,
    accessError: grant?.error ?? null,
    accessState: (grant?.state as AccessState | null | undefined) ?? null,
    accessInvitedAt: grant?.invitedAt ?? null,
    accessAttempts: grant?.attempts ?? 0,
    accessNextAttemptAt: grant?.nextAttemptAt ?? null,
  };
  return { ...license, ...access };
}

/** Sets a license's repository access directly (its grant, made when missing), as a test's given. */
export async function setRepositoryAccess(
  ctx: TestContext,
  licenseId: string,
  access: Partial<RepositoryAccessFields>,
): Promise<void> {
  const set = {
    ...(access.repositoryFullName !== undefined ? { target: access.repositoryFullName } : {}),
    ...(access.invitationSent !== undefined ? { invitationSent: access.invitationSent } : {}),
    ...(access.accessGranted !== undefined ? { granted: access.accessGranted } : {}),
    ...(access.accessGrantedAt !== undefined ? { grantedAt: access.accessGrantedAt } : {}),
    ...(access.accessError !== undefined ? { error: access.accessError } : {}),
    ...(access.accessState !== undefined ? { state: access.accessState } : {}),
    ...(access.accessInvitedAt !== undefined ? { invitedAt: access.accessInvitedAt } : {}),
    ...(access.accessAttempts !== undefined ? { attempts: access.accessAttempts } : {}),
    ...(access.accessNextAttemptAt !== undefined
      ? { nextAttemptAt: access.accessNextAttemptAt }
      : {}),
  };
  await ctx.database.db
    .insert(entitlementGrants)
    .values({ licenseId, kind: 'github_repository', ...set })
    .onConflictDoUpdate({
      target: [entitlementGrants.licenseId, entitlementGrants.kind],
      set: { ...set, updatedAt: new Date() },
    });
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
