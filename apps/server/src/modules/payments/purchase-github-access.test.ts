import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  connectGitHub,
  createGitHubTestApp,
  insertProject,
  type GitHubTestContext,
} from '../../../test/github';
import { createUser, type TestUser } from '../../../test/helper';
import { giveAccount } from '../../../test/payments-fixtures';

/**
 * The whole path across modules: a purchase through the payments API makes a license, the
 * license event reaches the GitHub module, the buyer is invited to the seller's private
 * repository with pull permission, and the seller's refund takes the invitation back.
 */
let ctx: GitHubTestContext;
let seller: TestUser;
let buyer: TestUser;
let projectId: string;

beforeAll(async () => {
  ctx = await createGitHubTestApp();
  seller = await createUser(ctx);
  buyer = await createUser(ctx);
  await connectGitHub(ctx, seller, 'maker');
  await connectGitHub(ctx, buyer, 'shopper');
  await giveAccount(ctx, seller);
  ctx.fake.addRepo('maker/premium');
  projectId = await insertProject(ctx, seller.id, {
    licenseType: 'paid',
    priceCents: 4000,
    paidRepoUrl: `${ctx.fake.url}/maker/premium`,
  });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });

describe('purchase → repository access → refund', () => {
  it('invites the buyer when the purchase completes and removes the invitation on refund', async () => {
    const intent = await post('/api/payments/create-payment-intent', buyer, { projectId });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId } = intent.json();

    const card = await post('/api/payments/test-processor/confirm', buyer, {
      paymentIntentId,
      cardNumber: TEST_CARD_SUCCESS,
    });
    expect(card.statusCode).toBe(200);

    const confirmed = await post('/api/payments/confirm-payment', buyer, { paymentIntentId });
    expect(confirmed.statusCode).toBe(200);
    const license = confirmed.json().license;
    // The invitation is a job: queued with the purchase, sent when the queue runs.
    expect(license.githubAccess).toMatchObject({ invitationSent: false, accessGranted: false });
    await ctx.app.jobs.runDueNow();
    const access = await ctx.app.inject({
      method: 'GET',
      url: `/api/licenses/${license.id}/access`,
      headers: buyer.headers,
    });
    expect(access.json()).toMatchObject({
      state: 'invited',
      githubUsername: 'shopper',
      repositoryFullName: 'maker/premium',
      events: [expect.objectContaining({ action: 'invite', cause: 'purchase', actorId: null })],
    });
    const repo = ctx.fake.repos.get('maker/premium')!;
    expect(repo.invitations).toEqual([
      expect.objectContaining({ invitee: 'shopper', permission: 'pull' }),
    ]);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/seller-licenses-github',
      headers: seller.headers,
    });
    expect(list.json().licenses).toEqual([
      expect.objectContaining({ _id: license.id, buyerGithubUsername: 'shopper' }),
    ]);

    const refund = await post('/api/payments/refund', seller, { licenseId: license.id });
    expect(refund.statusCode).toBe(200);
    await ctx.app.jobs.runDueNow();
    expect(repo.invitations).toEqual([]);
    expect(repo.collaborators.has('shopper')).toBe(false);
  });
});
