import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { RELEASE_MESSAGES as M } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { releases } from '../../db/schema';
import {
  connectGitHub,
  createGitHubTestApp,
  insertLicense,
  insertProject,
  type GitHubTestContext,
} from '../../../test/github';
import { createUser, settle, type TestUser } from '../../../test/helper';
import { sha256 } from '../../../test/releases';
import type { ReleasePublisher } from './release-publisher';
import { createGitHubReleases } from './releases-github';
import type { ReleasesRepository } from './releases.repository';

/**
 * Releases from GitHub (docs/product-rules.md#releases): the repository's GitHub releases synced
 * (by the job and by "Sync now"), and a tag named by the author, against the fake GitHub. Their
 * archives are stored like uploads, so buyers download them without GitHub.
 */

let ctx: GitHubTestContext;
let dataDir: string;
let seller: TestUser;
let project: string;
const REPO = 'relseller/engine';
const published: string[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cb-releases-gh-'));
  ctx = await createGitHubTestApp({ DATA_DIR: dataDir });
  ctx.app.outbox.on('release.published', 'test.release-published', async (id) => {
    published.push(id);
  });
  seller = await createUser(ctx);
  await connectGitHub(ctx, seller, 'relseller');
  ctx.fake.addRepo(REPO);
  ctx.fake.archives.addRelease(REPO, {
    tag: 'v1.0.0',
    body: 'First **release**',
    publishedAt: '2026-01-10T00:00:00Z',
  });
  ctx.fake.archives.addRelease(REPO, { tag: 'nightly', publishedAt: '2026-01-20T00:00:00Z' });
  ctx.fake.archives.addRelease(REPO, { tag: '1.1.0', publishedAt: '2026-02-10T00:00:00Z' });
  ctx.fake.archives.addRelease(REPO, { tag: 'v2.0.0', draft: true });
  project = await insertProject(ctx, seller.id, { paidRepoUrl: `${ctx.fake.url}/${REPO}` });
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const post = (url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...user?.headers }, payload });
const syncNow = () => post(`/api/projects/${project}/releases/sync`, seller);
const rowsOf = (p: string) =>
  ctx.database.db.select().from(releases).where(eq(releases.projectId, p));

describe('the sync of GitHub releases', () => {
  it('adds the published releases whose tags are versions, with notes, dates and archives', async () => {
    const res = await syncNow();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.added).toEqual(['1.0.0', '1.1.0']);
    expect(body.skipped).toEqual(['nightly']);
    expect(
      body.releases.map((r: { version: string; source: string; githubTag: string }) => [
        r.version,
        r.source,
        r.githubTag,
      ]),
    ).toEqual([
      ['1.1.0', 'github_release', '1.1.0'],
      ['1.0.0', 'github_release', 'v1.0.0'],
    ]);
    const first = body.releases[1];
    expect(first.notes).toBe('First **release**');
    expect(first.notesHtml).toContain('<strong>release</strong>');
    expect(first.publishedAt).toBe('2026-01-10T00:00:00.000Z');
    const bytes = ctx.fake.archives.archiveBytes(REPO, 'v1.0.0', 'zip');
    expect(first.files).toEqual([
      {
        name: expect.stringMatching(/-1\.0\.0\.zip$/),
        size: bytes.length,
        sha256: sha256(bytes),
        downloadable: true,
      },
    ]);
    await settle(ctx.app);
    expect(published).toHaveLength(2);
  });

  it('adds nothing the second time', async () => {
    const res = await syncNow();
    expect(res.json().added).toEqual([]);
    expect(await rowsOf(project)).toHaveLength(2);
  });

  it('adds a new release once when syncs run at once', async () => {
    ctx.fake.archives.addRelease(REPO, { tag: 'v1.2.0', publishedAt: '2026-03-01T00:00:00Z' });
    const before = published.length;
    const results = await Promise.all([
      ctx.app.releases.syncProject(project),
      ctx.app.releases.syncProject(project),
      syncNow().then((r) => r.json() as { added: string[] }),
    ]);
    expect(results.flatMap((r) => r.added)).toEqual(['1.2.0']);
    const rows = await rowsOf(project);
    expect(rows.filter((r) => r.version === '1.2.0')).toHaveLength(1);
    await settle(ctx.app);
    expect(published.length - before).toBe(1);
  });

  it('runs as a job for every project on GitHub', async () => {
    ctx.fake.archives.addRelease(REPO, { tag: 'v1.3.0', publishedAt: '2026-03-05T00:00:00Z' });
    expect(await ctx.app.releases.queueSyncs()).toBeGreaterThanOrEqual(1);
    await settle(ctx.app);
    expect((await rowsOf(project)).map((r) => r.version)).toContain('1.3.0');
  });

  it('keeps a yanked release yanked', async () => {
    const row = (await rowsOf(project)).find((r) => r.version === '1.3.0')!;
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project}/releases/${row.id}`,
      headers: seller.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await syncNow()).json().added).toEqual([]);
    expect((await ctx.app.releases.latest(project))?.version).toBe('1.2.0');
  });

  it('serves a holder the stored archive, without asking GitHub', async () => {
    const buyer = await createUser(ctx);
    const license = await insertLicense(ctx, project, buyer.id);
    const link = await ctx.app.inject({
      url: `/api/licenses/${license}/download?release=1.0.0`,
      headers: { ...buyer.headers, accept: 'application/json' },
    });
    expect(link.statusCode).toBe(200);
    const served = ctx.fake.archives.served.length;
    const file = await ctx.app.inject({ url: link.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(ctx.fake.archives.archiveBytes(REPO, 'v1.0.0', 'zip'))).toBe(
      true,
    );
    expect(ctx.fake.archives.served.length).toBe(served);
  });

  it('refuses others, and says when GitHub cannot be reached for the project', async () => {
    const other = await createUser(ctx);
    expect((await post(`/api/projects/${project}/releases/sync`, other)).statusCode).toBe(403);
    expect((await post(`/api/projects/${project}/releases/sync`, null)).statusCode).toBe(401);
    const noRepo = await insertProject(ctx, seller.id, { paidRepoUrl: null, freeRepoUrl: null });
    const res = await post(`/api/projects/${noRepo}/releases/sync`, seller);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: M.syncNeedsGitHub });
    const lone = await createUser(ctx);
    const notConnected = await insertProject(ctx, lone.id, {
      paidRepoUrl: `${ctx.fake.url}/${REPO}`,
    });
    const refused = await post(`/api/projects/${notConnected}/releases/sync`, lone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: M.syncNeedsGitHub });
  });
});

describe('a release from a GitHub tag', () => {
  const TAGGED = 'relseller/tagged';
  let tagged: string;
  beforeAll(async () => {
    ctx.fake.addRepo(TAGGED);
    ctx.fake.archives.addRelease(TAGGED, { tag: 'v0.9.0' });
    tagged = await insertProject(ctx, seller.id, { paidRepoUrl: `${ctx.fake.url}/${TAGGED}` });
  });
  const publish = (payload: object, user: TestUser = seller, p = tagged) =>
    post(`/api/projects/${p}/releases`, user, payload);

  it("stores the tag's archive as the release file", async () => {
    const res = await publish({ version: '0.9.0', notes: 'Tagged.', githubTag: 'v0.9.0' });
    expect(res.statusCode, res.body).toBe(201);
    const bytes = ctx.fake.archives.archiveBytes(TAGGED, 'v0.9.0', 'zip');
    expect(res.json().release).toMatchObject({
      version: '0.9.0',
      source: 'github_tag',
      githubTag: 'v0.9.0',
      notes: 'Tagged.',
      files: [{ size: bytes.length, sha256: sha256(bytes), downloadable: true }],
    });
    const again = await publish({ version: '0.9.0', githubTag: 'v0.9.0' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: M.versionTaken });
  });

  it('refuses an unknown tag, a project without a repository, and an author without GitHub', async () => {
    const unknown = await publish({ version: '0.9.1', githubTag: 'v0.9.1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: M.githubTagNotFound });
    const noRepo = await insertProject(ctx, seller.id, { paidRepoUrl: null, freeRepoUrl: null });
    const none = await publish({ version: '1.0.0', githubTag: 'v1.0.0' }, seller, noRepo);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: M.githubTagNoRepository });
    const lone = await createUser(ctx);
    const theirs = await insertProject(ctx, lone.id, {
      paidRepoUrl: `${ctx.fake.url}/${TAGGED}`,
    });
    const notConnected = await publish({ version: '1.0.0', githubTag: 'v0.9.0' }, lone, theirs);
    expect(notConnected.statusCode).toBe(400);
    expect(notConnected.json()).toEqual({ error: M.syncNeedsGitHub });
    const badVersion = await publish({ version: 'one', githubTag: 'v0.9.0' });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json()).toEqual({ error: M.versionInvalid });
    expect(await fs.readdir(path.join(dataDir, 'incoming', 'releases'))).toEqual([]);
  });

  it('refuses an archive that is not one, as an upload is refused', async () => {
    const github = createGitHubReleases({} as ReleasesRepository, {} as ReleasePublisher, {
      source: () => ({
        releases: async () => [],
        archive: async () => ({ body: new Response('<html>not an archive</html>').body! }),
      }),
      incomingDir: path.join(dataDir, 'incoming', 'releases'),
      maxMb: 1,
      clock: () => new Date(),
    });
    const row = {
      id: tagged,
      title: 'Tagged',
      authorId: seller.id,
      status: 'published' as const,
      freeRepoUrl: null,
      paidRepoUrl: `${ctx.fake.url}/${TAGGED}`,
    };
    await expect(github.tagArchive(row, 'v0.9.0')).rejects.toMatchObject({
      statusCode: 400,
      message: M.notAnArchive,
    });
  });
});
