import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects } from '../../db/schema';
import {
  connectGitHub,
  createGitHubTestApp,
  insertLicense,
  type GitHubTestContext,
} from '../../../test/github';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

/**
 * The repository a project was imported from (`githubVerified`, `sourceRepository`): the server
 * alone sets it, from a repository it fetched with the author's GitHub token, and readers who
 * may not see the paid repository never see it through it.
 */

const FORGED = {
  githubVerified: true,
  sourceRepository: {
    fullName: 'torvalds/linux',
    url: 'https://github.com/torvalds/linux',
    language: 'C',
    stars: 10_000_000,
  },
};

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Invoice Kit',
  description: 'Invoices for freelancers.',
  category: 'web',
  tags: ['invoices'],
  license: { type: 'paid', price: 25, features: { paidFeatures: ['Support'] } },
  ...overrides,
});

async function stored(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db
    .select({
      githubVerified: projects.githubVerified,
      sourceRepository: projects.sourceRepository,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return row!;
}

describe('with GitHub configured', () => {
  let ctx: GitHubTestContext;
  let author: TestUser;
  let holder: TestUser;
  let freeHolder: TestUser;
  let user: TestUser;
  let unconnected: TestUser;
  let paidId: string;
  let paidRepoUrl: string;
  const PAID_REPO = 'authorgh/invoice-kit-pro';

  const send = (method: 'POST' | 'PUT', url: string, who: TestUser, payload: object) =>
    ctx.app.inject({ method, url, headers: who.headers, payload });
  const get = (url: string, who?: TestUser | null) =>
    ctx.app.inject({ method: 'GET', url, headers: who?.headers });

  beforeAll(async () => {
    ctx = await createGitHubTestApp();
    author = await createUser(ctx);
    holder = await createUser(ctx);
    freeHolder = await createUser(ctx);
    user = await createUser(ctx);
    unconnected = await createUser(ctx);
    await connectGitHub(ctx, author, 'authorgh');
    ctx.fake.addRepo(PAID_REPO, { language: 'TypeScript', stars: 12 });
    ctx.fake.addRepo('authorgh/invoice-kit', { private: false, language: 'Go', stars: 40 });
    ctx.fake.addRepo('authorgh/side-project', { language: 'Rust', stars: 2 });
    ctx.fake.addRepo('torvalds/linux', { private: false, language: 'C', stars: 180_000 });
    paidRepoUrl = `${ctx.fake.url}/${PAID_REPO}`;

    // What the import wizard sent: the imported (private) repository as paid repository and
    // as source, marked verified.
    const res = await send(
      'POST',
      '/api/projects',
      author,
      body({
        repository: { paidUrl: paidRepoUrl },
        githubVerified: true,
        sourceRepository: {
          fullName: PAID_REPO,
          url: paidRepoUrl,
          language: 'TypeScript',
          stars: 12,
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    paidId = res.json().project._id;
    await insertLicense(ctx, paidId, holder.id, 'paid');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('stores the repository as GitHub gives it, with its private flag, for the author', async () => {
    expect(await stored(ctx, paidId)).toEqual({
      githubVerified: true,
      sourceRepository: {
        fullName: PAID_REPO,
        url: paidRepoUrl,
        language: 'TypeScript',
        stars: 12,
        private: true,
      },
    });
    const own = (await get(`/api/projects/${paidId}`, author)).json().project;
    expect(own).toMatchObject({
      githubVerified: true,
      sourceRepository: {
        fullName: PAID_REPO,
        url: paidRepoUrl,
        language: 'TypeScript',
        stars: 12,
      },
    });
    // The API object keeps its four fields: no private flag.
    expect(Object.keys(own.sourceRepository).sort()).toEqual([
      'fullName',
      'language',
      'stars',
      'url',
    ]);
  });

  it('never hands the paid repository to visitors or other users, anywhere', async () => {
    const pages = [
      '/api/projects',
      `/api/projects?author=${author.id}`,
      '/api/projects?search=invoice',
      `/api/projects/${paidId}`,
      `/api/users/${author.id}`,
      `/project/${paidId}`,
      `/author/${author.username}`,
      '/sitemap.xml',
      '/sitemaps/projects-1.xml',
      '/blog/rss.xml',
    ];
    for (const reader of [null, user, freeHolder]) {
      for (const url of pages) {
        const res = await get(url, reader);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, `${url} as ${reader?.username ?? 'visitor'}`).not.toContain(PAID_REPO);
        expect(res.body).not.toContain(paidRepoUrl);
      }
    }
    const detail = (await get(`/api/projects/${paidId}`)).json().project;
    expect(detail).toMatchObject({ githubVerified: true, sourceRepository: null });
  });

  it('shows it to the author and to holders of a paid license', async () => {
    for (const reader of [author, holder]) {
      const res = await get(`/api/projects/${paidId}`, reader);
      expect(res.json().project.sourceRepository.fullName).toBe(PAID_REPO);
    }
    // Lists look up no licenses: there the author alone sees it.
    const list = await get(`/api/projects?author=${author.id}`, author);
    expect(list.body).toContain(PAID_REPO);
    expect((await get(`/api/projects?author=${author.id}`, holder)).body).not.toContain(PAID_REPO);
  });

  it('shows a public source that is not the paid repository to everyone', async () => {
    const res = await send(
      'POST',
      '/api/projects',
      author,
      body({
        title: 'Invoice Kit Community',
        license: {
          type: 'freemium',
          price: 10,
          features: { freeFeatures: ['Core'], paidFeatures: ['Support'] },
        },
        repository: {
          freeUrl: `${ctx.fake.url}/authorgh/invoice-kit`,
          paidUrl: paidRepoUrl,
        },
        sourceRepository: { fullName: 'authorgh/invoice-kit' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const visitor = (await get(`/api/projects/${res.json().project._id}`)).json().project;
    expect(visitor).toMatchObject({
      githubVerified: true,
      sourceRepository: {
        fullName: 'authorgh/invoice-kit',
        url: `${ctx.fake.url}/authorgh/invoice-kit`,
        language: 'Go',
        stars: 40,
      },
    });
  });

  it('hides a private source from other readers even when it is not the paid repository', async () => {
    const res = await send(
      'POST',
      '/api/projects',
      author,
      body({
        title: 'Side Project',
        repository: { paidUrl: paidRepoUrl },
        sourceRepository: { fullName: 'authorgh/side-project' },
      }),
    );
    const id = res.json().project._id;
    expect(res.json().project.sourceRepository.fullName).toBe('authorgh/side-project');
    for (const reader of [null, user]) {
      const detail = await get(`/api/projects/${id}`, reader);
      expect(detail.json().project.sourceRepository).toBeNull();
      expect(detail.body).not.toContain('side-project');
    }
  });

  it('ignores a forged claim: client values are never stored', async () => {
    // Not a repository the author administers (public, someone else's), and not one at all.
    for (const sourceRepository of [
      FORGED.sourceRepository,
      { ...FORGED.sourceRepository, fullName: 'authorgh/does-not-exist' },
      { ...FORGED.sourceRepository, fullName: 'not a repository name' },
    ]) {
      const res = await send(
        'POST',
        '/api/projects',
        author,
        body({ ...FORGED, repository: { paidUrl: paidRepoUrl }, sourceRepository }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().project).toMatchObject({ githubVerified: false, sourceRepository: null });
      expect(await stored(ctx, res.json().project._id)).toEqual({
        githubVerified: false,
        sourceRepository: null,
      });
    }
    // The author's own repository, with made-up details: GitHub's details are stored.
    const own = await send(
      'POST',
      '/api/projects/draft',
      author,
      body({
        githubVerified: true,
        sourceRepository: { ...FORGED.sourceRepository, fullName: 'AuthorGH/Side-Project' },
      }),
    );
    expect((await stored(ctx, own.json().project._id)).sourceRepository).toEqual({
      fullName: 'authorgh/side-project',
      url: `${ctx.fake.url}/authorgh/side-project`,
      language: 'Rust',
      stars: 2,
      private: true,
    });
    // githubVerified alone proves nothing.
    const flag = await send(
      'POST',
      '/api/projects',
      author,
      body({ githubVerified: true, repository: { paidUrl: paidRepoUrl } }),
    );
    expect(flag.json().project).toMatchObject({ githubVerified: false, sourceRepository: null });
    // A user without a GitHub token cannot verify anything (a draft: publishing a paid project
    // needs a connected GitHub account, projects.paid-repository.test.ts).
    const noToken = await send(
      'POST',
      '/api/projects/draft',
      unconnected,
      body({
        ...FORGED,
        repository: { paidUrl: paidRepoUrl },
        sourceRepository: { fullName: PAID_REPO },
      }),
    );
    expect(noToken.json().project).toMatchObject({ githubVerified: false, sourceRepository: null });
  });

  it('keeps the verified source on edits that do not resend it, and re-verifies one that does', async () => {
    const renamed = await send('PUT', `/api/projects/${paidId}`, author, {
      ...body({ title: 'Invoice Kit 2', repository: { paidUrl: paidRepoUrl } }),
      githubVerified: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().project).toMatchObject({
      title: 'Invoice Kit 2',
      githubVerified: true,
      sourceRepository: { fullName: PAID_REPO },
    });
    const forged = await send('PUT', `/api/projects/${paidId}/draft`, author, {
      ...body({ repository: { paidUrl: paidRepoUrl } }),
      ...FORGED,
    });
    expect(forged.json().project).toMatchObject({ githubVerified: false, sourceRepository: null });
    const back = await send('PUT', `/api/projects/${paidId}`, author, {
      ...body({ repository: { paidUrl: paidRepoUrl } }),
      sourceRepository: { fullName: PAID_REPO, url: paidRepoUrl },
    });
    expect(back.json().project).toMatchObject({
      githubVerified: true,
      sourceRepository: { fullName: PAID_REPO },
    });
  });
});

describe('without GitHub configured', () => {
  let ctx: TestContext;
  let author: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    author = await createUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('accepts the import fields and stores githubVerified false, no source', async () => {
    for (const [method, url] of [
      ['POST', '/api/projects'],
      ['POST', '/api/projects/draft'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: author.headers,
        payload: body({
          ...FORGED,
          repository: { paidUrl: 'https://github.com/author/invoice-kit-pro' },
        }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().project).toMatchObject({ githubVerified: false, sourceRepository: null });
      expect(await stored(ctx, res.json().project._id)).toEqual({
        githubVerified: false,
        sourceRepository: null,
      });
    }
  });
});
