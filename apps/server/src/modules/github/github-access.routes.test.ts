import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  connectGitHub,
  createGitHubTestApp,
  insertLicense,
  insertProject,
  type GitHubTestContext,
} from '../../../test/github';
import { createUser, type TestUser } from '../../../test/helper';

let ctx: GitHubTestContext;
let seller: TestUser;
let project: string;

beforeAll(async () => {
  ctx = await createGitHubTestApp();
  seller = await createUser(ctx);
  await connectGitHub(ctx, seller, 'trailseller');
  ctx.fake.addRepo('trailseller/pro');
  project = await insertProject(ctx, seller.id, {
    paidRepoUrl: `${ctx.fake.url}/trailseller/pro`,
  });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, user: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: user.headers });

describe('license access and its trail', () => {
  it('waits for the buyer to connect GitHub, then a re-send invites and is recorded with its cause', async () => {
    const buyer = await createUser(ctx);
    const id = await insertLicense(ctx, project, buyer.id);
    await ctx.app.licenseEvents.emit('activated', id);
    await ctx.app.jobs.runDueNow();
    expect((await get(`/api/licenses/${id}/access`, buyer)).json()).toMatchObject({
      state: 'waiting_for_github',
      events: [],
    });
    // Nobody else sees it.
    const other = await createUser(ctx);
    expect((await get(`/api/licenses/${id}/access`, other)).statusCode).toBe(404);

    await connectGitHub(ctx, buyer, 'trailbuyer');
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/licenses/${id}/access/resend`,
      headers: buyer.headers,
    });
    expect(resend.statusCode).toBe(202);
    expect(resend.json().state).toBe('queued');
    await ctx.app.jobs.runDueNow();
    const access = (await get(`/api/licenses/${id}/access`, seller)).json();
    expect(access).toMatchObject({
      state: 'invited',
      githubUsername: 'trailbuyer',
      repositoryFullName: 'trailseller/pro',
      expiresAt: expect.any(String),
      events: [
        {
          action: 'resend',
          cause: 'buyer_action',
          actorId: buyer.id,
          githubAccount: 'trailbuyer',
          repository: 'trailseller/pro',
        },
      ],
    });

    const csv = await get('/api/seller/access-events?format=csv', seller);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'at,licenseId,projectId,githubAccount,repository,action,cause,actorId,detail',
    );
    expect(csv.body).toContain(`"${id}"`);
    const json = await get(`/api/seller/access-events?projectId=${project}`, seller);
    expect(json.json().events).toHaveLength(1);
    expect((await get('/api/seller/access-events', other)).json()).toEqual({ events: [] });
    expect((await get('/api/seller/access-events?format=xml', seller)).statusCode).toBe(400);
  });
});
