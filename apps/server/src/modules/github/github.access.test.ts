import { GITHUB_MESSAGES } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { licenses, users } from '../../db/schema';
import {
  connectGitHub,
  createGitHubTestApp,
  insertLicense,
  insertProject,
  licenseRow,
  type GitHubTestContext,
} from '../../../test/github';
import { createUser, type TestUser } from '../../../test/helper';
import { OAUTH_BROWSER_COOKIE } from './github.http';

let ctx: GitHubTestContext;
let seller: TestUser;
let paidProject: string;
let freeProject: string;
let counter = 0;
/** The app's clock: real time unless a test moves it (to reach a job's retry). */
let offsetMs = 0;
const later = (ms: number) => {
  offsetMs += ms;
};

beforeAll(async () => {
  ctx = await createGitHubTestApp({}, { clock: () => new Date(Date.now() + offsetMs) });
  seller = await createUser(ctx);
  await connectGitHub(ctx, seller, 'sellergh');
  ctx.fake.addRepo('sellergh/pro');
  ctx.fake.addRepo('sellergh/free', { private: false });
  paidProject = await insertProject(ctx, seller.id, {
    licenseType: 'freemium',
    freeRepoUrl: `${ctx.fake.url}/sellergh/free`,
    paidRepoUrl: `${ctx.fake.url}/sellergh/pro.git`,
  });
  freeProject = await insertProject(ctx, seller.id, {
    licenseType: 'free',
    priceCents: 0,
    freeRepoUrl: `${ctx.fake.url}/sellergh/free`,
  });
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  ctx.fake.rateLimit = null;
});

/** A buyer with a connected GitHub account (login returned). */
async function githubBuyer(): Promise<TestUser & { login: string }> {
  counter += 1;
  const buyer = await createUser(ctx);
  const login = `buyer${counter}gh`;
  await connectGitHub(ctx, buyer, login);
  return { ...buyer, login };
}

async function buy(buyer: TestUser, projectId = paidProject, kind: 'free' | 'paid' = 'paid') {
  const id = await insertLicense(ctx, projectId, buyer.id, kind);
  await ctx.app.licenseEvents.emit('activated', id);
  await ctx.app.jobs.runDueNow();
  return id;
}

async function refund(id: string) {
  await ctx.database.db.update(licenses).set({ status: 'refunded' }).where(eq(licenses.id, id));
  await ctx.app.licenseEvents.emit('refunded', id);
  await ctx.app.jobs.runDueNow();
}

const repo = (name: string) => ctx.fake.repos.get(name)!;
const invited = (name: string, login: string) =>
  repo(name).invitations.some((i) => i.invitee.toLowerCase() === login.toLowerCase() && !i.expired);
const sync = async () => {
  await ctx.app.github.access!.sync();
  await ctx.app.jobs.runDueNow();
};

describe('repository access on license activation', () => {
  it('invites the buyer of a paid license to the paid repository with pull permission', async () => {
    const buyer = await githubBuyer();
    const id = await buy(buyer);
    expect(invited('sellergh/pro', buyer.login)).toBe(true);
    expect(ctx.fake.requests).toContain(`PUT /repos/sellergh/pro/collaborators/${buyer.login}`);
    const invitation = repo('sellergh/pro').invitations.find((i) => i.invitee === buyer.login);
    expect(invitation!.permission).toBe('pull');
    expect(await licenseRow(ctx, id)).toMatchObject({
      repositoryFullName: 'sellergh/pro',
      invitationSent: true,
      accessGranted: false,
      accessError: null,
    });
  });

  it('uses the free repository for a free license', async () => {
    const buyer = await githubBuyer();
    const id = await buy(buyer, freeProject, 'free');
    expect(invited('sellergh/free', buyer.login)).toBe(true);
    expect((await licenseRow(ctx, id)).repositoryFullName).toBe('sellergh/free');
  });

  it('marks access granted at once when the buyer already is a collaborator', async () => {
    const buyer = await githubBuyer();
    repo('sellergh/pro').collaborators.add(buyer.login);
    const id = await buy(buyer);
    const row = await licenseRow(ctx, id);
    expect(row).toMatchObject({ invitationSent: true, accessGranted: true });
    expect(row.accessGrantedAt).toBeInstanceOf(Date);
  });

  it('the job (and the detail page) notice when the buyer accepts', async () => {
    const buyer = await githubBuyer();
    const id = await buy(buyer);
    await sync();
    expect((await licenseRow(ctx, id)).accessGranted).toBe(false);
    ctx.fake.acceptInvitation('sellergh/pro', buyer.login);
    await sync();
    const row = await licenseRow(ctx, id);
    expect(row.accessGranted).toBe(true);
    expect(row.accessGrantedAt).toBeInstanceOf(Date);

    // The buyer's project page checks its own pending invitation.
    const other = await githubBuyer();
    await buy(other);
    ctx.fake.acceptInvitation('sellergh/pro', other.login);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${paidProject}`,
      headers: other.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().userLicense.githubAccess).toEqual({
      repositoryFullName: 'sellergh/pro',
      invitationSent: true,
      accessGranted: true,
      state: 'active',
    });
  });

  it('does nothing for a buyer without GitHub, then invites once they connect', async () => {
    const buyer = await createUser(ctx);
    const id = await buy(buyer);
    expect(await licenseRow(ctx, id)).toMatchObject({
      repositoryFullName: null,
      invitationSent: false,
      accessError: null,
    });

    // The buyer connects GitHub through the popup flow.
    ctx.fake.addUser('latecomer');
    const start = await ctx.app.inject({
      method: 'GET',
      url: '/api/github/oauth/login',
      headers: buyer.headers,
    });
    const state = new URL(start.json().authUrl).searchParams.get('state')!;
    const browser = start.cookies.find((c) => c.name === OAUTH_BROWSER_COOKIE)!.value;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/github/oauth/callback',
      headers: buyer.headers,
      cookies: { [OAUTH_BROWSER_COOKIE]: browser },
      payload: {
        code: ctx.fake.issueCode('latecomer', 'http://localhost:3000/auth/github/callback'),
        state,
      },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.jobs.runDueNow();
    expect(invited('sellergh/pro', 'latecomer')).toBe(true);
    expect((await licenseRow(ctx, id)).invitationSent).toBe(true);
  });

  it('ignores projects whose repository is not on GitHub', async () => {
    const elsewhere = await insertProject(ctx, seller.id, {
      paidRepoUrl: 'https://gitlab.com/sellergh/pro',
    });
    const buyer = await githubBuyer();
    const before = ctx.fake.requests.length;
    const id = await buy(buyer, elsewhere);
    expect(ctx.fake.requests.length).toBe(before);
    expect(await licenseRow(ctx, id)).toMatchObject({
      repositoryFullName: null,
      accessError: null,
    });
  });

  it('records a rate limit instead of failing, and the job retries it', async () => {
    const buyer = await githubBuyer();
    ctx.fake.rateLimit = '429';
    const id = await buy(buyer);
    expect(await licenseRow(ctx, id)).toMatchObject({
      repositoryFullName: 'sellergh/pro',
      invitationSent: false,
      accessError: GITHUB_MESSAGES.rateLimited,
      accessState: 'failed',
      accessAttempts: 1,
    });
    ctx.fake.rateLimit = null;
    // Nothing happens before the back-off is over; then the queued retry invites.
    await sync();
    expect((await licenseRow(ctx, id)).invitationSent).toBe(false);
    later(31_000);
    await sync();
    expect(await licenseRow(ctx, id)).toMatchObject({
      invitationSent: true,
      accessError: null,
      accessState: 'invited',
      accessAttempts: 0,
    });
    expect(invited('sellergh/pro', buyer.login)).toBe(true);
  });

  it('records a missing repository and a revoked seller token', async () => {
    const gone = await insertProject(ctx, seller.id, {
      paidRepoUrl: `${ctx.fake.url}/sellergh/deleted`,
    });
    const buyer = await githubBuyer();
    const id = await buy(buyer, gone);
    expect((await licenseRow(ctx, id)).accessError).toBe(GITHUB_MESSAGES.repositoryNotFound);

    const seller2 = await createUser(ctx);
    await connectGitHub(ctx, seller2, 'seller2gh');
    ctx.fake.addRepo('seller2gh/app');
    const project = await insertProject(ctx, seller2.id, {
      paidRepoUrl: `${ctx.fake.url}/seller2gh/app`,
    });
    ctx.fake.revokeTokens('seller2gh');
    const id2 = await buy(buyer, project);
    expect((await licenseRow(ctx, id2)).accessError).toBe(GITHUB_MESSAGES.tokenRevoked);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, seller2.id));
    expect(row!.githubTokenEncrypted).toBeNull();

    // The seller reconnects: what failed meanwhile is sent.
    await connectGitHub(ctx, seller2, 'seller2gh');
    await ctx.app.github.access!.afterConnected(seller2.id);
    await ctx.app.jobs.runDueNow();
    expect(await licenseRow(ctx, id2)).toMatchObject({ invitationSent: true, accessError: null });
  });
});

describe('repository access on refund', () => {
  it('removes the collaborator and cancels a pending invitation', async () => {
    const accepted = await githubBuyer();
    const acceptedId = await buy(accepted);
    ctx.fake.acceptInvitation('sellergh/pro', accepted.login);
    await sync();
    const pending = await githubBuyer();
    const pendingId = await buy(pending);

    await refund(acceptedId);
    await refund(pendingId);
    expect(repo('sellergh/pro').collaborators.has(accepted.login)).toBe(false);
    expect(invited('sellergh/pro', pending.login)).toBe(false);
    for (const id of [acceptedId, pendingId]) {
      expect(await licenseRow(ctx, id)).toMatchObject({
        invitationSent: false,
        accessGranted: false,
        accessGrantedAt: null,
        accessError: null,
      });
    }
  });

  it('records a failed removal and the job retries it', async () => {
    const buyer = await githubBuyer();
    const id = await buy(buyer);
    ctx.fake.acceptInvitation('sellergh/pro', buyer.login);
    ctx.fake.rateLimit = 'forbidden';
    await refund(id);
    expect((await licenseRow(ctx, id)).accessError).toBe(GITHUB_MESSAGES.rateLimited);
    expect(repo('sellergh/pro').collaborators.has(buyer.login.toLowerCase())).toBe(true);
    ctx.fake.rateLimit = null;
    later(31_000);
    await sync();
    expect(repo('sellergh/pro').collaborators.has(buyer.login.toLowerCase())).toBe(false);
    expect(await licenseRow(ctx, id)).toMatchObject({ accessGranted: false, accessError: null });
  });
});

describe('GET /api/payments/seller-licenses-github', () => {
  const get = (user: TestUser | null) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/payments/seller-licenses-github',
      headers: user?.headers,
    });

  it('needs a signed-in user', async () => {
    expect((await get(null)).statusCode).toBe(401);
  });

  it("lists the seller's licenses with GitHub repositories, newest first, and checks pending ones", async () => {
    const buyer = await githubBuyer();
    const id = await buy(buyer);
    ctx.fake.acceptInvitation('sellergh/pro', buyer.login);
    const noGithub = await createUser(ctx);
    const noGithubId = await buy(noGithub, freeProject, 'free');

    const res = await get(seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().githubConfigured).toBe(true);
    const list = res.json().licenses as { _id: string }[];
    expect(list[0]!._id).toBe(noGithubId);
    const record = list.find((l) => l._id === id);
    expect(record).toEqual({
      _id: id,
      accessState: 'active',
      projectId: paidProject,
      projectTitle: expect.any(String),
      buyerUsername: buyer.username,
      buyerGithubUsername: buyer.login,
      repositoryFullName: 'sellergh/pro',
      accessGranted: true,
      invitationSent: true,
      accessGrantedAt: expect.any(String),
      licenseType: 'paid',
      price: 30,
      purchaseDate: expect.any(String),
      accessError: null,
    });
    expect(list.find((l) => l._id === noGithubId)).toMatchObject({
      buyerGithubUsername: null,
      repositoryFullName: 'sellergh/free',
      invitationSent: false,
    });
    // Refunded licenses and projects off GitHub are not listed.
    const all = await ctx.database.db
      .select({ id: licenses.id, status: licenses.status })
      .from(licenses);
    const refunded = all.filter((l) => l.status === 'refunded').map((l) => l.id);
    expect(list.some((l) => refunded.includes(l._id))).toBe(false);
  });

  it('shows another user none of them', async () => {
    const other = await createUser(ctx);
    expect((await get(other)).json()).toEqual({ licenses: [], githubConfigured: true });
  });
});

describe('POST /api/payments/manage-github-access', () => {
  const manage = (user: TestUser | null, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/manage-github-access',
      headers: user?.headers,
      payload,
    });

  it('lets only the seller revoke and grant', async () => {
    const buyer = await githubBuyer();
    const id = await buy(buyer);
    ctx.fake.acceptInvitation('sellergh/pro', buyer.login);

    expect((await manage(null, { licenseId: id, action: 'revoke' })).statusCode).toBe(401);
    const other = await createUser(ctx);
    const notYours = await manage(other, { licenseId: id, action: 'revoke' });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ error: GITHUB_MESSAGES.licenseNotFound });
    expect((await manage(buyer, { licenseId: id, action: 'revoke' })).statusCode).toBe(404);
    expect(repo('sellergh/pro').collaborators.has(buyer.login.toLowerCase())).toBe(true);

    const revoked = await manage(seller, { licenseId: id, action: 'revoke' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: GITHUB_MESSAGES.revoked,
      license: { _id: id, accessGranted: false, invitationSent: false },
    });
    expect(repo('sellergh/pro').collaborators.has(buyer.login.toLowerCase())).toBe(false);

    // A manual revoke is not undone by the job.
    await sync();
    expect(invited('sellergh/pro', buyer.login)).toBe(false);

    const granted = await manage(seller, { licenseId: id, action: 'grant' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      message: GITHUB_MESSAGES.granted,
      license: { _id: id, invitationSent: true, accessGranted: false },
    });
    expect(invited('sellergh/pro', buyer.login)).toBe(true);
  });

  it('refuses a buyer without GitHub with the expected text', async () => {
    const buyer = await createUser(ctx);
    const id = await buy(buyer);
    const res = await manage(seller, { licenseId: id, action: 'grant' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.buyerNoGithub });
  });

  it('reports GitHub failures to the seller', async () => {
    const buyer = await githubBuyer();
    const id = await buy(buyer);
    ctx.fake.rateLimit = '429';
    const res = await manage(seller, { licenseId: id, action: 'grant' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.rateLimited });
  });

  it('validates the body and unknown licenses', async () => {
    const bad = await manage(seller, { licenseId: 'x', action: 'grant' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Invalid license id' });
    const action = await manage(seller, {
      licenseId: '00000000-0000-4000-8000-000000000000',
      action: 'delete',
    });
    expect(action.json()).toEqual({ error: "action must be 'grant' or 'revoke'" });
    const unknown = await manage(seller, {
      licenseId: '00000000-0000-4000-8000-000000000000',
      action: 'grant',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the periodic job', () => {
  it('runs on its own every GITHUB_ACCESS_SYNC_SECONDS', async () => {
    const timed = await createGitHubTestApp({
      GITHUB_ACCESS_SYNC_SECONDS: '1',
      JOBS_POLL_MS: '100',
    });
    try {
      const owner = await createUser(timed);
      await connectGitHub(timed, owner, 'timedseller');
      timed.fake.addRepo('timedseller/app');
      const project = await insertProject(timed, owner.id, {
        paidRepoUrl: `${timed.fake.url}/timedseller/app`,
      });
      const buyer = await createUser(timed);
      await connectGitHub(timed, buyer, 'timedbuyer');
      const id = await insertLicense(timed, project, buyer.id);
      await timed.app.licenseEvents.emit('activated', id);
      // The job queue's poller sends the invitation on its own.
      const sent = Date.now() + 5_000;
      while (!(await licenseRow(timed, id)).invitationSent && Date.now() < sent) {
        await new Promise((r) => setTimeout(r, 100));
      }
      timed.fake.acceptInvitation('timedseller/app', 'timedbuyer');
      const deadline = Date.now() + 5_000;
      while (!(await licenseRow(timed, id)).accessGranted && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
      expect((await licenseRow(timed, id)).accessGranted).toBe(true);
    } finally {
      await timed.close();
    }
  });
});
