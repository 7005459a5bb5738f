import zlib from 'node:zlib';

import { DOWNLOAD_MESSAGES, DOWNLOADS_PER_DAY } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  connectGitHub,
  createGitHubTestApp,
  insertLicense,
  insertProject,
  type GitHubTestContext,
} from '../../../test/github';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

/** Code downloads (docs/license-keys.md#downloads) against the fake GitHub. */

let ctx: GitHubTestContext;
let seller: TestUser;
let sellerToken: string;
let project: string;
/** The server's clock: tests move it to expire links and to pass a day. */
let now = new Date('2026-03-01T10:00:00Z');
const REPO = 'dlseller/engine-pro';

beforeAll(async () => {
  ctx = await createGitHubTestApp({}, { clock: () => now });
  seller = await createUser(ctx);
  sellerToken = await connectGitHub(ctx, seller, 'dlseller');
  ctx.fake.addRepo(REPO);
  ctx.fake.archives.addRelease(REPO, {
    tag: 'v1.0.0',
    name: 'First release',
    body: 'Notes of 1.0',
    publishedAt: '2026-01-10T00:00:00Z',
  });
  ctx.fake.archives.addRelease(REPO, { tag: 'v1.1.0', publishedAt: '2026-02-10T00:00:00Z' });
  ctx.fake.archives.addRelease(REPO, { tag: 'v2.0.0-draft', draft: true });
  project = await insertProject(ctx, seller.id, { paidRepoUrl: `${ctx.fake.url}/${REPO}` });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, user?: TestUser, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...user?.headers, ...headers } });

async function buyer(): Promise<{ user: TestUser; licenseId: string }> {
  const user = await createUser(ctx);
  return { user, licenseId: await insertLicense(ctx, project, user.id) };
}

const json = { accept: 'application/json' };

describe('downloads of the code', () => {
  it('redirects the holder to a link that streams the archive of the default branch, without the token', async () => {
    const { user, licenseId } = await buyer();
    const res = await get(`/api/licenses/${licenseId}/download?format=zip`, user);
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/api\/downloads\/[0-9a-f-]{36}\.\d+\.[\w-]+$/);
    expect(res.headers['cache-control']).toContain('no-store');

    const served = ctx.fake.archives.served.length;
    // The link needs no session: it is itself the permission.
    const file = await get(location);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="engine-pro-default.zip"',
    );
    expect(file.rawPayload.equals(ctx.fake.archives.archiveBytes(REPO, 'main', 'zip'))).toBe(true);
    expect(file.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(ctx.fake.archives.served.slice(served)).toEqual(['dlseller/engine-pro zip main']);
    // The seller's token never reaches the buyer.
    expect(sellerToken).toMatch(/^gho_/);
    for (const answer of [res, file]) {
      expect(JSON.stringify(answer.headers)).not.toContain(sellerToken);
    }
    expect(file.rawPayload.includes(sellerToken)).toBe(false);

    // Logged, and served once.
    const log = await ctx.app.downloads.downloadsOf(licenseId);
    expect(log).toMatchObject([{ ref: null, format: 'zip', userId: user.id }]);
    expect(log[0]!.servedAt).not.toBeNull();
    const again = await get(location);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: DOWNLOAD_MESSAGES.linkUsed });
  });

  it('streams a release tag as tar.gz, and answers JSON to the web app', async () => {
    const { user, licenseId } = await buyer();
    const res = await get(
      `/api/licenses/${licenseId}/download?ref=v1.0.0&format=tar.gz`,
      user,
      json,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ remainingToday: DOWNLOADS_PER_DAY - 1 });
    expect(new Date(body.expiresAt).getTime() - now.getTime()).toBe(5 * 60_000);
    const file = await get(body.url);
    expect(file.statusCode).toBe(200);
    const tar = zlib.gunzipSync(file.rawPayload);
    expect(tar.subarray(0, 100).toString('utf8')).toContain('dlseller-engine-pro-v1.0.0/README.md');
    expect(tar.toString('utf8')).toContain('Source of dlseller/engine-pro at v1.0.0.');
  });

  it('answers 404 for a tag GitHub does not know', async () => {
    const { user, licenseId } = await buyer();
    const link = (await get(`/api/licenses/${licenseId}/download?ref=v9.9.9`, user, json)).json();
    const file = await get(link.url);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ error: DOWNLOAD_MESSAGES.notFoundOnGitHub });
  });

  it('expires a link after five minutes', async () => {
    const { user, licenseId } = await buyer();
    const link = (await get(`/api/licenses/${licenseId}/download`, user, json)).json();
    const start = now;
    now = new Date(start.getTime() + 5 * 60_000 + 1000);
    try {
      const file = await get(link.url);
      expect(file.statusCode).toBe(410);
      expect(file.json()).toEqual({ error: DOWNLOAD_MESSAGES.linkExpired });
    } finally {
      now = start;
    }
  });

  it('refuses a forged, altered or another license’s link', async () => {
    const { user, licenseId } = await buyer();
    const link = (await get(`/api/licenses/${licenseId}/download`, user, json)).json();
    const [id, expires, sig] = (link.url as string).split('/').pop()!.split('.');
    // A later expiry with the old signature.
    const stretched = await get(`/api/downloads/${id}.${Number(expires) + 3600}.${sig}`);
    expect(stretched.statusCode).toBe(404);
    expect(stretched.json()).toEqual({ error: DOWNLOAD_MESSAGES.linkInvalid });
    expect((await get('/api/downloads/not-a-token')).statusCode).toBe(404);
    // The untouched link still works.
    expect((await get(link.url)).statusCode).toBe(200);
  });

  it('refuses a refunded license, and a link made before the refund', async () => {
    const { user, licenseId } = await buyer();
    const link = (await get(`/api/licenses/${licenseId}/download`, user, json)).json();
    expect(await ctx.app.licenses.markRefunded(licenseId)).toBe(true);
    const file = await get(link.url);
    expect(file.statusCode).toBe(403);
    expect(file.json()).toEqual({ error: DOWNLOAD_MESSAGES.notActive });
    const res = await get(`/api/licenses/${licenseId}/download`, user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: DOWNLOAD_MESSAGES.notActive });
  });

  it('answers 404 to anyone but the holder', async () => {
    const { licenseId } = await buyer();
    const other = await createUser(ctx);
    for (const who of [other, seller]) {
      const res = await get(`/api/licenses/${licenseId}/download`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: DOWNLOAD_MESSAGES.licenseNotFound });
    }
    expect((await get(`/api/licenses/${licenseId}/download`)).statusCode).toBe(401);
    expect((await get(`/api/licenses/not-a-uuid/download`, other)).statusCode).toBe(404);
  });

  it('refuses bad refs and formats with 400', async () => {
    const { user, licenseId } = await buyer();
    for (const q of ['format=rar', 'ref=../../etc', 'ref=a%20b', 'ref=%2Fmain']) {
      const res = await get(`/api/licenses/${licenseId}/download?${q}`, user);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error, q).toEqual(expect.any(String));
    }
    expect(await ctx.app.downloads.downloadsOf(licenseId)).toEqual([]);
  });

  it(`allows ${DOWNLOADS_PER_DAY} links a day per license, never more under concurrent requests`, async () => {
    const { user, licenseId } = await buyer();
    const answers = await Promise.all(
      Array.from({ length: DOWNLOADS_PER_DAY + 10 }, () =>
        get(`/api/licenses/${licenseId}/download`, user, json),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(DOWNLOADS_PER_DAY);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ error: DOWNLOAD_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBe(86_400);
    expect(await ctx.app.downloads.downloadsOf(licenseId)).toHaveLength(DOWNLOADS_PER_DAY);

    // A day later the oldest links have left the window.
    const start = now;
    now = new Date(start.getTime() + 86_400_000 + 1000);
    try {
      expect((await get(`/api/licenses/${licenseId}/download`, user, json)).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('passes GitHub rate limits on as 429 with Retry-After', async () => {
    const { user, licenseId } = await buyer();
    const link = (await get(`/api/licenses/${licenseId}/download`, user, json)).json();
    ctx.fake.rateLimit = '429';
    try {
      const file = await get(link.url);
      expect(file.statusCode).toBe(429);
      expect(file.headers['retry-after']).toBe('60');
      expect(file.json()).toEqual({ error: DOWNLOAD_MESSAGES.githubRateLimited });
    } finally {
      ctx.fake.rateLimit = null;
    }
    // The link was not used up by GitHub's refusal.
    expect((await get(link.url)).statusCode).toBe(200);
  });

  it('says so when the seller has no GitHub token', async () => {
    const lone = await createUser(ctx);
    const p = await insertProject(ctx, lone.id, { paidRepoUrl: `${ctx.fake.url}/nobody/repo` });
    const user = await createUser(ctx);
    const licenseId = await insertLicense(ctx, p, user.id);
    const link = (await get(`/api/licenses/${licenseId}/download`, user, json)).json();
    const file = await get(link.url);
    expect(file.statusCode).toBe(503);
    expect(file.json()).toEqual({ error: DOWNLOAD_MESSAGES.sellerNotConnected });
  });
});

describe('HEAD and concurrent requests on a link', () => {
  const head = (url: string) => ctx.app.inject({ method: 'HEAD', url });

  it('answers HEAD with the headers of the download without using the link or asking GitHub', async () => {
    const { user, licenseId } = await buyer();
    const link = (
      await get(`/api/licenses/${licenseId}/download?ref=v1.0.0&format=tar.gz`, user, json)
    ).json();
    const served = ctx.fake.archives.served.length;
    // What a mail scanner or a link preview does, more than once.
    for (let i = 0; i < 3; i += 1) {
      const res = await head(link.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="engine-pro-v1.0.0.tar.gz"',
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload).toHaveLength(0);
    }
    expect(ctx.fake.archives.served.length).toBe(served);
    expect((await ctx.app.downloads.downloadsOf(licenseId))[0]!.servedAt).toBeNull();

    // The GET that follows streams the bytes, with the headers HEAD announced.
    const file = await get(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="engine-pro-v1.0.0.tar.gz"',
    );
    expect(zlib.gunzipSync(file.rawPayload).length).toBeGreaterThan(0);
    // Now used: HEAD says so too.
    expect((await head(link.url)).statusCode).toBe(410);
    expect((await get(link.url)).statusCode).toBe(410);
  });

  it('answers HEAD on a forged, expired or refunded link as GET would', async () => {
    const { user, licenseId } = await buyer();
    const link = (await get(`/api/licenses/${licenseId}/download`, user, json)).json();
    expect((await head('/api/downloads/not-a-token')).statusCode).toBe(404);
    const start = now;
    now = new Date(start.getTime() + 5 * 60_000 + 1000);
    try {
      expect((await head(link.url)).statusCode).toBe(410);
    } finally {
      now = start;
    }
    await ctx.app.licenses.markRefunded(licenseId);
    expect((await head(link.url)).statusCode).toBe(403);
  });

  it('spends a link once when two GETs arrive at once', async () => {
    const { user, licenseId } = await buyer();
    const link = (await get(`/api/licenses/${licenseId}/download`, user, json)).json();
    const answers = await Promise.all([get(link.url), get(link.url), head(link.url)]);
    const gets = answers.slice(0, 2).map((a) => a.statusCode);
    expect(gets.sort()).toEqual([200, 410]);
    const ok = answers.find((a) => a.statusCode === 200)!;
    expect(ok.rawPayload.equals(ctx.fake.archives.archiveBytes(REPO, 'main', 'zip'))).toBe(true);
    const log = await ctx.app.downloads.downloadsOf(licenseId);
    expect(log).toHaveLength(1);
    expect(log[0]!.servedAt).not.toBeNull();
  });

  it('does not spend the link when GitHub fails before the archive streams', async () => {
    const { user, licenseId } = await buyer();
    const link = (await get(`/api/licenses/${licenseId}/download`, user, json)).json();
    ctx.fake.rateLimit = '429';
    try {
      expect((await get(link.url)).statusCode).toBe(429);
      expect((await head(link.url)).statusCode).toBe(200);
    } finally {
      ctx.fake.rateLimit = null;
    }
    expect((await ctx.app.downloads.downloadsOf(licenseId))[0]!.servedAt).toBeNull();
    expect((await get(link.url)).statusCode).toBe(200);
  });
});

describe('without GitHub', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('answers 503 with a clear error', async () => {
    const author = await createUser(plain);
    const user = await createUser(plain);
    const p = await insertProject(plain, author.id, { paidRepoUrl: 'https://github.com/a/b' });
    const licenseId = await insertLicense(plain, p, user.id);
    const res = await plain.app.inject({
      method: 'GET',
      url: `/api/licenses/${licenseId}/download`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: DOWNLOAD_MESSAGES.githubNotConfigured });
    expect(await plain.app.downloads.downloadsOf(licenseId)).toEqual([]);
  });

  it('lists no releases with 200 and says why repository archives are unavailable', async () => {
    const author = await createUser(plain);
    const user = await createUser(plain);
    const p = await insertProject(plain, author.id, { paidRepoUrl: 'https://github.com/a/c' });
    const licenseId = await insertLicense(plain, p, user.id);
    const releasesOf = (who: TestUser) =>
      plain.app.inject({ method: 'GET', url: `/api/projects/${p}/releases`, headers: who.headers });
    const holder = await releasesOf(user);
    expect(holder.statusCode).toBe(200);
    expect(holder.json()).toEqual({
      licenseId,
      updatesUntil: null,
      canManage: false,
      releases: [],
      archives: 'github_not_configured',
    });
    const own = await releasesOf(author);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      licenseId: null,
      updatesUntil: null,
      canManage: true,
      releases: [],
      archives: 'github_not_configured',
    });
    // Releases are public (docs/product-rules.md#releases): anyone lists them.
    expect((await releasesOf(await createUser(plain))).statusCode).toBe(200);
  });

  it('says when a license has no repository to download', async () => {
    const author = await createUser(plain);
    const user = await createUser(plain);
    const p = await insertProject(plain, author.id, { paidRepoUrl: null, freeRepoUrl: null });
    const licenseId = await insertLicense(plain, p, user.id);
    const res = await plain.app.inject({
      method: 'GET',
      url: `/api/projects/${p}/releases`,
      headers: user.headers,
    });
    expect(res.json()).toMatchObject({ licenseId, releases: [], archives: 'no_repository' });
  });
});
