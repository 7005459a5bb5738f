import { GITHUB_MESSAGES } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema';
import { connectGitHub, createGitHubTestApp, type GitHubTestContext } from '../../../test/github';
import { createUser, type TestUser } from '../../../test/helper';

let ctx: GitHubTestContext;
let dev: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createGitHubTestApp();
  dev = await createUser(ctx);
  stranger = await createUser(ctx);
  await connectGitHub(ctx, dev, 'devgh');
  ctx.fake.addUser('otherdev');
  ctx.fake.addRepo('devgh/private-app', {
    description: 'Secret app',
    language: 'TypeScript',
    stars: 12,
    forks: 3,
  });
  ctx.fake.addRepo('devgh/public-lib', { private: false, language: 'Go' });
  // devgh is only a collaborator here: no admin, so not offered for import.
  ctx.fake.addRepo('otherdev/shared').collaborators.add('devgh');
  ctx.fake.addRepo('otherdev/hidden');
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  ctx.fake.rateLimit = null;
});

const list = (user: TestUser | null, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/github/repositories${query}`,
    headers: user?.headers,
  });
const verify = (user: TestUser | null, repositoryUrl: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/github/verify-repository',
    headers: user?.headers,
    payload: { repositoryUrl },
  });

describe('GET /api/github/repositories', () => {
  it('lists only the repositories the user can administer, mapped to the contract', async () => {
    const res = await list(dev, '?per_page=50&type=all');
    expect(res.statusCode).toBe(200);
    const { repositories, hasMore } = res.json();
    expect(hasMore).toBe(false);
    expect(repositories.map((r: { fullName: string }) => r.fullName).sort()).toEqual([
      'devgh/private-app',
      'devgh/public-lib',
    ]);
    const app = repositories.find((r: { name: string }) => r.name === 'private-app');
    expect(app).toEqual({
      id: ctx.fake.repos.get('devgh/private-app')!.id,
      name: 'private-app',
      fullName: 'devgh/private-app',
      description: 'Secret app',
      language: 'TypeScript',
      stars: 12,
      forks: 3,
      updatedAt: expect.any(String),
      htmlUrl: `${ctx.fake.url}/devgh/private-app`,
      isPrivate: true,
      hasAccess: true,
    });
  });

  it('pages with per_page and page and reports hasMore from the Link header', async () => {
    // Pages are GitHub's pages, filtered: a page may hold fewer than per_page (even none).
    const seen: string[] = [];
    const more: boolean[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(dev, `?per_page=1&page=${page}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().repositories.length).toBeLessThanOrEqual(1);
      seen.push(...res.json().repositories.map((r: { fullName: string }) => r.fullName));
      more.push(res.json().hasMore);
    }
    expect(more).toEqual([true, true, false]);
    expect(seen.sort()).toEqual(['devgh/private-app', 'devgh/public-lib']);
  });

  it('rejects per_page above 50 and bad types', async () => {
    expect((await list(dev, '?per_page=51')).statusCode).toBe(400);
    expect((await list(dev, '?type=everything')).statusCode).toBe(400);
  });

  it('needs a signed-in user with a connected account', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const res = await list(stranger);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.notConnected });
  });

  it('passes GitHub rate limiting on as 429 with its own text', async () => {
    ctx.fake.rateLimit = 'forbidden';
    const res = await list(dev);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.rateLimited });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('forgets a revoked token and says so', async () => {
    const revoked = await createUser(ctx);
    await connectGitHub(ctx, revoked, 'revokedgh');
    ctx.fake.revokeTokens('revokedgh');
    const res = await list(revoked);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.tokenRevoked });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, revoked.id));
    expect(row!.githubTokenEncrypted).toBeNull();
    expect(row!.githubUsername).toBe('revokedgh');
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/github/status',
      headers: revoked.headers,
    });
    expect(status.json()).toMatchObject({ isConnected: false });
    expect((await list(revoked)).json()).toEqual({ error: GITHUB_MESSAGES.notConnected });
  });
});

describe('POST /api/github/verify-repository', () => {
  it('verifies a repository the user can see', async () => {
    const res = await verify(dev, `${ctx.fake.url}/devgh/private-app.git`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      repository: {
        fullName: 'devgh/private-app',
        description: 'Secret app',
        language: 'TypeScript',
        stars: 12,
        isPrivate: true,
        htmlUrl: `${ctx.fake.url}/devgh/private-app`,
      },
    });
    const shared = await verify(dev, `${ctx.fake.url}/otherdev/shared/tree/main`);
    expect(shared.json().repository.fullName).toBe('otherdev/shared');
  });

  it('answers 404 for a repository that is missing or invisible', async () => {
    for (const url of [`${ctx.fake.url}/otherdev/hidden`, `${ctx.fake.url}/devgh/nothing`]) {
      const res = await verify(dev, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: GITHUB_MESSAGES.repositoryNotFound });
    }
  });

  it('answers 400 for URLs that are not repositories of this GitHub', async () => {
    for (const url of [
      'https://gitlab.com/devgh/private-app',
      'not a url',
      `${ctx.fake.url}/devgh`,
      'https://github.com/devgh/private-app',
    ]) {
      const res = await verify(dev, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: GITHUB_MESSAGES.invalidRepositoryUrl });
    }
    const empty = await verify(dev, '');
    expect(empty.json()).toEqual({ error: 'Repository URL is required' });
  });

  it('needs a signed-in user with a connected account', async () => {
    expect((await verify(null, `${ctx.fake.url}/devgh/private-app`)).statusCode).toBe(401);
    const res = await verify(stranger, `${ctx.fake.url}/devgh/private-app`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: GITHUB_MESSAGES.notConnected });
  });
});
