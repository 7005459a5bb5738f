import { PROJECT_MESSAGES, GITHUB_MESSAGES } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { connectGitHub, createGitHubTestApp, type GitHubTestContext } from '../../../test/github';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

/**
 * A paid or freemium project sells access to its paid repository. With GitHub configured, buyers
 * are invited to it with the seller's account, so the seller must administer it on GitHub before
 * the project goes on sale (docs/product-rules.md#projects); without GitHub any URL is taken.
 */

const body = (paidUrl: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Invoice Kit',
  description: 'Invoices for freelancers.',
  category: 'web',
  tags: ['invoices'],
  repository: { freeUrl: null, paidUrl },
  license: { type: 'paid', price: 25, features: { paidFeatures: ['Support'] } },
  ...overrides,
});

describe('with GitHub configured', () => {
  let ctx: GitHubTestContext;
  let seller: TestUser;
  let unconnected: TestUser;
  const url = (fullName: string) => `${ctx.fake.url}/${fullName}`;
  const publish = (who: TestUser, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/projects', headers: who.headers, payload });
  /** A request of the seller. */
  const asSeller = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    ctx.app.inject({ method, url: path, headers: seller.headers, payload });

  beforeAll(async () => {
    ctx = await createGitHubTestApp();
    seller = await createUser(ctx);
    unconnected = await createUser(ctx);
    await connectGitHub(ctx, seller, 'sellergh');
    ctx.fake.addRepo('sellergh/invoice-kit-pro');
    ctx.fake.addRepo('sellergh/second-pro');
    // A private repository of someone else where the seller is only a collaborator.
    ctx.fake.addRepo('otherco/shared-pro').collaborators.add('sellergh');
  });
  afterAll(() => ctx.close());

  it('publishes a paid project whose paid repository the seller administers', async () => {
    const res = await publish(seller, body(url('sellergh/invoice-kit-pro')));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().project.repository.paidUrl).toBe(url('sellergh/invoice-kit-pro'));
  });

  it.each([
    [
      'a repository that does not exist',
      'sellergh/nothing-here',
      PROJECT_MESSAGES.paidRepositoryNotAdmin,
    ],
    [
      'a repository the seller only collaborates on',
      'otherco/shared-pro',
      PROJECT_MESSAGES.paidRepositoryNotAdmin,
    ],
  ])('refuses %s and stores nothing', async (_what, fullName, message) => {
    const before = await asSeller('GET', '/api/projects/drafts');
    const res = await publish(seller, body(url(fullName), { title: `Refused ${fullName}` }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    const mine = await asSeller('GET', '/api/projects?search=Refused');
    expect(mine.json().projects).toEqual([]);
    expect(before.statusCode).toBe(200);
  });

  it('refuses a paid URL that is not a repository of this GitHub', async () => {
    const res = await publish(seller, body('https://gitlab.com/sellergh/invoice-kit-pro'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PROJECT_MESSAGES.paidRepositoryNotGitHub });
  });

  it('asks a seller without a connected GitHub account to connect it, for freemium too', async () => {
    const res = await publish(
      unconnected,
      body(url('sellergh/invoice-kit-pro'), {
        repository: { freeUrl: url('sellergh/free'), paidUrl: url('sellergh/invoice-kit-pro') },
        license: {
          type: 'freemium',
          price: 25,
          features: { freeFeatures: ['Core'], paidFeatures: ['Pro'] },
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PROJECT_MESSAGES.paidRepositoryNeedsGitHub });
  });

  it('saves a draft with any paid URL, and checks it when the draft is published', async () => {
    const draft = await asSeller(
      'POST',
      '/api/projects/draft',
      body(url('otherco/shared-pro'), { title: 'Draft of a kit' }),
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().project._id as string;
    const refused = await asSeller('POST', `/api/projects/${id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: PROJECT_MESSAGES.paidRepositoryNotAdmin });
    const stillDraft = await asSeller('GET', `/api/projects/${id}`);
    expect(stillDraft.json().project.status).toBe('draft');

    const fixed = await asSeller(
      'PUT',
      `/api/projects/${id}`,
      body(url('sellergh/second-pro'), { title: 'Draft of a kit' }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().project.status).toBe('published');
  });

  it('does not hold up an edit of a project already selling its repository, even with GitHub down', async () => {
    const created = await publish(
      seller,
      body(url('sellergh/invoice-kit-pro'), { title: 'Kit to edit' }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().project._id as string;
    ctx.fake.access.failNext(5);
    const edit = await asSeller(
      'PUT',
      `/api/projects/${id}`,
      body(url('sellergh/invoice-kit-pro'), { title: 'Kit to edit, renamed' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);

    // A new paid repository is checked, and GitHub being down is said as such (nothing saved).
    const moved = await asSeller(
      'PUT',
      `/api/projects/${id}`,
      body(url('sellergh/second-pro'), { title: 'Kit to edit, renamed' }),
    );
    expect(moved.statusCode).toBe(503);
    expect(moved.json()).toEqual({ error: PROJECT_MESSAGES.paidRepositoryUnchecked });
    ctx.fake.access.failNext(0);
    const after = await asSeller('GET', `/api/projects/${id}`);
    expect(after.json().project.repository.paidUrl).toBe(url('sellergh/invoice-kit-pro'));
  });

  it('tells a seller whose GitHub token was revoked to connect again', async () => {
    const other = await createUser(ctx);
    await connectGitHub(ctx, other, 'revokedgh');
    ctx.fake.addRepo('revokedgh/tool-pro');
    ctx.fake.revokeTokens('revokedgh');
    const res = await publish(other, body(url('revokedgh/tool-pro')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.tokenRevoked });
    const again = await publish(other, body(url('revokedgh/tool-pro')));
    expect(again.json()).toEqual({ error: PROJECT_MESSAGES.paidRepositoryNeedsGitHub });
  });
});

describe('without GitHub', () => {
  let ctx: TestContext;
  let seller: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  it('takes the paid repository URL as written (nothing can check it)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: seller.headers,
      payload: body('https://github.com/someone/private-pro'),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
