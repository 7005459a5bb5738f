import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

import {
  DOWNLOAD_MESSAGES,
  RELEASE_MESSAGES as M,
  RELEASE_NOTES_MAX,
  updatesStanding,
} from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses, releaseFiles, releases } from '../../db/schema';
import { insertLicense } from '../../../test/github';
import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { testImage } from '../../../test/images';
import {
  createProject,
  giveAccount,
  paidProject,
  purchaseSteps,
} from '../../../test/payments-fixtures';
import { archive, sha256, uploadRelease } from '../../../test/releases';
import { archiveFormatOf, receiveArchive } from './release-files';

/**
 * Releases and their downloads on a server without GitHub (docs/product-rules.md#releases):
 * the seller uploads, holders download the stored bytes, visitors read but download nothing.
 */

let ctx: TestContext;
let dataDir: string;
let seller: TestUser;
let project: string;
/** The server's clock: releases are published at distinct moments. */
let now = new Date('2026-03-01T10:00:00Z');
const later = (days: number) => {
  now = new Date(now.getTime() + days * 86_400_000);
};
/** Every release.published the outbox ran, by release id. */
const published: string[] = [];

const json = { accept: 'application/json' };
const get = (url: string, user?: TestUser | null, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...user?.headers, ...headers } });
const head = (url: string) => ctx.app.inject({ method: 'HEAD', url });

const storedFiles = async () =>
  (await fs.readdir(path.join(dataDir, 'releases')).catch(() => [])).sort();
const incomingFiles = async () =>
  fs.readdir(path.join(dataDir, 'incoming', 'releases')).catch(() => []);

const bytesOf: Record<string, Buffer> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cb-releases-'));
  ctx = await createTestApp({ DATA_DIR: dataDir, RELEASE_MAX_MB: '1' }, { clock: () => now });
  ctx.app.outbox.on('release.published', 'test.release-published', async (id) => {
    published.push(id);
  });
  seller = await createUser(ctx);
  await giveAccount(ctx, seller);
  project = await createProject(ctx, seller, { ...paidProject(), title: 'Engine Pro: Deluxe!' });
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function holder(
  updatesUntil: Date | null = null,
): Promise<{ user: TestUser; license: string }> {
  const user = await createUser(ctx);
  const license = await insertLicense(ctx, project, user.id);
  await ctx.database.db.update(licenses).set({ updatesUntil }).where(eq(licenses.id, license));
  return { user, license };
}

/** Asks for a link as the holder (JSON), follows it, and answers both. */
async function download(user: TestUser, license: string, query = '') {
  const link = await get(`/api/licenses/${license}/download${query}`, user, json);
  expect(link.statusCode, link.body).toBe(200);
  return { link, file: await get(link.json().url) };
}

describe('publishing by upload, on a server without GitHub', () => {
  it('stores v1.0.0 (zip) and v1.1.0 (tar.gz) with their checksums, and records release.published', async () => {
    bytesOf['1.0.0'] = archive('zip', '1.0.0');
    const first = await uploadRelease(
      ctx,
      seller,
      project,
      {
        version: 'v1.0.0',
        notes:
          '**First** release.\n\n[docs](javascript:alert(1)) and [site](https://example.com)\n\n<script>alert(1)</script>',
      },
      bytesOf['1.0.0'],
    );
    expect(first.statusCode, first.body).toBe(201);
    const release = first.json().release;
    expect(release).toMatchObject({
      version: '1.0.0',
      source: 'upload',
      yanked: false,
      backdatedTo: null,
      githubTag: null,
      entitled: null,
      publishedAt: now.toISOString(),
      files: [
        {
          name: 'engine-pro-deluxe-1.0.0.zip',
          size: bytesOf['1.0.0'].length,
          sha256: sha256(bytesOf['1.0.0']),
          downloadable: true,
        },
      ],
    });
    expect(release.notes).toContain('<script>');
    expect(release.notesHtml).toContain('<strong>First</strong>');
    expect(release.notesHtml).not.toContain('<script');
    expect(release.notesHtml).toContain('<a href="https://example.com"');
    expect(release.notesHtml).not.toMatch(/href="javascript/i);
    ids['1.0.0'] = release.id;

    later(30);
    bytesOf['1.1.0'] = archive('tar.gz', '1.1.0');
    const second = await uploadRelease(
      ctx,
      seller,
      project,
      { version: '1.1.0', notes: 'Faster.' },
      bytesOf['1.1.0'],
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().release.files[0]).toMatchObject({
      name: 'engine-pro-deluxe-1.1.0.tar.gz',
      sha256: sha256(bytesOf['1.1.0']),
    });
    ids['1.1.0'] = second.json().release.id;

    // Private files named by their content; nothing left of the uploads on the way in.
    expect(await storedFiles()).toEqual(
      [`${sha256(bytesOf['1.0.0'])}.zip`, `${sha256(bytesOf['1.1.0'])}.tar.gz`].sort(),
    );
    expect(await incomingFiles()).toEqual([]);
    await settle(ctx.app);
    // Each once (the job queue may run them in any order).
    expect([...published].sort()).toEqual([ids['1.0.0'], ids['1.1.0']].sort());
  });

  it('lists the releases to every visitor, newest first, downloadable only as they may', async () => {
    const visitor = await get(`/api/projects/${project}/releases`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
    expect(visitor.headers.etag).toBeDefined();
    const body = visitor.json();
    expect(body).toMatchObject({
      licenseId: null,
      updatesUntil: null,
      canManage: false,
      archives: 'github_not_configured',
    });
    expect(body.releases.map((r: { version: string }) => r.version)).toEqual(['1.1.0', '1.0.0']);
    for (const r of body.releases) {
      expect(r.entitled).toBeNull();
      expect(r.files.every((f: { downloadable: boolean }) => !f.downloadable)).toBe(true);
    }
    const again = await get(`/api/projects/${project}/releases`, null, {
      'if-none-match': visitor.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);

    const user = await createUser(ctx);
    const signedIn = await get(`/api/projects/${project}/releases`, user);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(
      signedIn
        .json()
        .releases.every((r: { files: { downloadable: boolean }[] }) => !r.files[0]!.downloadable),
    ).toBe(true);

    const mine = (await get(`/api/projects/${project}/releases`, seller)).json();
    expect(mine.canManage).toBe(true);
    expect(
      mine.releases.every((r: { files: { downloadable: boolean }[] }) => r.files[0]!.downloadable),
    ).toBe(true);
  });

  it('lets a paid holder download both, with the bytes, size and checksum the release shows', async () => {
    const buyer = await createUser(ctx);
    const { license } = await purchaseSteps(() => ctx.app).buy(buyer, project);
    const listed = (await get(`/api/projects/${project}/releases`, buyer)).json();
    expect(listed.licenseId).toBe(license._id);
    expect(listed.releases.map((r: { entitled: boolean }) => r.entitled)).toEqual([true, true]);
    expect(
      listed.releases.every(
        (r: { files: { downloadable: boolean }[] }) => r.files[0]!.downloadable,
      ),
    ).toBe(true);

    for (const version of ['1.0.0', '1.1.0']) {
      const bytes = bytesOf[version]!;
      const link = await get(
        `/api/licenses/${license._id}/download?release=v${version}`,
        buyer,
        json,
      );
      expect(link.statusCode, link.body).toBe(200);
      const answer = link.json();
      expect(answer.file).toEqual({
        version,
        name: `engine-pro-deluxe-${version}.${version === '1.0.0' ? 'zip' : 'tar.gz'}`,
        size: bytes.length,
        sha256: sha256(bytes),
      });
      // HEAD says what GET sends, without using the link.
      const described = await head(answer.url);
      expect(described.statusCode).toBe(200);
      expect(described.headers['x-checksum-sha256']).toBe(answer.file.sha256);
      expect(Number(described.headers['content-length'])).toBe(bytes.length);
      const file = await get(answer.url);
      expect(file.statusCode).toBe(200);
      expect(sha256(file.rawPayload)).toBe(answer.file.sha256);
      expect(file.headers['content-type']).toBe(
        version === '1.0.0' ? 'application/zip' : 'application/gzip',
      );
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="${answer.file.name}"`,
      );
      expect(Number(file.headers['content-length'])).toBe(bytes.length);
      expect(file.headers['x-checksum-sha256']).toBe(sha256(bytes));
      expect(file.headers['repr-digest']).toBe(
        `sha-256=:${Buffer.from(sha256(bytes), 'hex').toString('base64')}:`,
      );
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect((await get(answer.url)).statusCode).toBe(410);
    }
    // Without a version: the latest release.
    const latest = await download(buyer, license._id);
    expect(latest.link.json().file.version).toBe('1.1.0');
    expect(latest.file.rawPayload.equals(bytesOf['1.1.0']!)).toBe(true);
    const log = await ctx.app.downloads.downloadsOf(license._id);
    expect(log.map((l) => l.releaseFileId)).not.toContain(null);
    expect(log.every((l) => l.userId === buyer.id && l.servedAt !== null)).toBe(true);
  });

  it('lets no visitor, user or author download through a license', async () => {
    const { license } = await holder();
    expect((await get(`/api/licenses/${license}/download?release=1.0.0`)).statusCode).toBe(401);
    for (const who of [await createUser(ctx), seller]) {
      const res = await get(`/api/licenses/${license}/download?release=1.0.0`, who, json);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: DOWNLOAD_MESSAGES.licenseNotFound });
    }
  });

  it('lets the author download their own release files', async () => {
    const res = await get(`/api/projects/${project}/releases/${ids['1.0.0']}/download`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytesOf['1.0.0']!)).toBe(true);
    expect(res.headers['x-checksum-sha256']).toBe(sha256(bytesOf['1.0.0']!));
    const other = await get(
      `/api/projects/${project}/releases/${ids['1.0.0']}/download`,
      await createUser(ctx),
    );
    expect(other.statusCode).toBe(403);
    expect(
      (await get(`/api/projects/${project}/releases/${ids['1.0.0']}/download`)).statusCode,
    ).toBe(401);
  });
});

describe('entitlement by the term of updates', () => {
  it('refuses releases after the term, keeps the earlier ones and a backdated fix', async () => {
    // 1.0.0 was published on March 1st, 1.1.0 thirty days later; the term ends in between.
    const until = new Date('2026-03-15T00:00:00Z');
    const { user, license } = await holder(until);
    const refused = await get(`/api/licenses/${license}/download?release=1.1.0`, user, json);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: M.notEntitled });
    const kept = await download(user, license, '?release=1.0.0');
    expect(kept.file.rawPayload.equals(bytesOf['1.0.0']!)).toBe(true);
    // Without a version: the latest release the term reaches.
    expect((await download(user, license)).link.json().file.version).toBe('1.0.0');

    later(1);
    const fix = archive('zip', '1.0.1');
    const backdated = await uploadRelease(
      ctx,
      seller,
      project,
      { version: '1.0.1', notes: 'Security fix.', backdatedTo: '2026-03-10' },
      fix,
    );
    expect(backdated.statusCode, backdated.body).toBe(201);
    expect(backdated.json().release.backdatedTo).toBe('2026-03-10T00:00:00.000Z');
    ids['1.0.1'] = backdated.json().release.id;
    const fixed = await download(user, license);
    expect(fixed.link.json().file.version).toBe('1.0.1');
    expect(sha256(fixed.file.rawPayload)).toBe(sha256(fix));

    const list = (await get(`/api/projects/${project}/releases`, user)).json();
    expect(list.updatesUntil).toBe(until.toISOString());
    const byVersion = Object.fromEntries(
      list.releases.map(
        (r: { version: string; entitled: boolean; files: { downloadable: boolean }[] }) => [
          r.version,
          [r.entitled, r.files[0]!.downloadable],
        ],
      ),
    );
    expect(byVersion).toEqual({
      '1.0.1': [true, true],
      '1.1.0': [false, false],
      '1.0.0': [true, true],
    });

    // The read API of other modules.
    const { releases: read } = ctx.app;
    expect((await read.latest(project))?.version).toBe('1.1.0');
    const listed = await read.list(project);
    expect(updatesStanding(listed, until).latestEntitled?.version).toBe('1.0.1');
    expect(updatesStanding(listed, null).latestEntitled?.version).toBe('1.1.0');
    expect(updatesStanding(listed, until).behind).toBe(1);
    expect(updatesStanding(listed, null).behind).toBe(0);
    expect(listed.map((r) => r.version)).toEqual(['1.0.1', '1.1.0', '1.0.0']);
  });

  it('answers 404 for an unknown release, and the repository stays the fallback', async () => {
    const { user, license } = await holder();
    for (const version of ['9.9.9', 'not-a-version']) {
      const res = await get(`/api/licenses/${license}/download?release=${version}`, user, json);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: M.releaseNotFound });
    }
    // A term that reaches no release: the repository, which needs GitHub here.
    const early = await holder(new Date('2026-01-01T00:00:00Z'));
    const res = await get(`/api/licenses/${early.license}/download`, early.user, json);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: DOWNLOAD_MESSAGES.githubNotConfigured });
  });
});

describe('yanking', () => {
  it('takes a release out of lists and new downloads, and keeps it in its holders’ history', async () => {
    const downloader = await holder();
    const got = await download(downloader.user, downloader.license, '?release=1.1.0');
    expect(got.file.statusCode).toBe(200);
    const pending = await holder();
    const link = (
      await get(`/api/licenses/${pending.license}/download?release=1.1.0`, pending.user, json)
    ).json();
    const other = await holder();

    const url = `/api/projects/${project}/releases/${ids['1.1.0']}`;
    const yanked = await ctx.app.inject({ method: 'DELETE', url, headers: seller.headers });
    expect(yanked.statusCode).toBe(200);
    expect(yanked.json().release).toMatchObject({ version: '1.1.0', yanked: true });
    const again = await ctx.app.inject({ method: 'DELETE', url, headers: seller.headers });
    expect(again.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(releases)
      .where(eq(releases.id, ids['1.1.0']!));
    expect(row!.yankedAt).not.toBeNull();

    const versions = async (user?: TestUser) =>
      (await get(`/api/projects/${project}/releases`, user))
        .json()
        .releases.map(
          (r: { version: string; yanked: boolean; files: { downloadable: boolean }[] }) =>
            `${r.version}${r.yanked ? ' yanked' : ''}${r.files[0]!.downloadable ? ' downloadable' : ''}`,
        );
    expect(await versions()).toEqual(['1.0.1', '1.0.0']);
    expect(await versions(other.user)).toEqual(['1.0.1 downloadable', '1.0.0 downloadable']);
    expect(await versions(downloader.user)).toEqual([
      '1.0.1 downloadable',
      '1.1.0 yanked',
      '1.0.0 downloadable',
    ]);
    expect(await versions(seller)).toEqual([
      '1.0.1 downloadable',
      '1.1.0 yanked downloadable',
      '1.0.0 downloadable',
    ]);

    const refused = await get(
      `/api/licenses/${other.license}/download?release=1.1.0`,
      other.user,
      json,
    );
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ error: M.releaseYanked });
    // A link made before the yank is not served either.
    const late = await get(link.url);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ error: M.releaseYanked });
    // The latest is now 1.0.1.
    expect((await download(other.user, other.license)).link.json().file.version).toBe('1.0.1');
    expect((await ctx.app.releases.latest(project))?.version).toBe('1.0.1');

    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project}/releases/00000000-0000-4000-8000-000000000000`,
      headers: seller.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: M.releaseNotFound });
    const notYours = await ctx.app.inject({ method: 'DELETE', url, headers: other.user.headers });
    expect(notYours.statusCode).toBe(403);
  });
});

describe('refusals of a publication', () => {
  const refusals: [string, Record<string, string>, Buffer | undefined, number, string][] = [];
  beforeAll(async () => {
    const png = await testImage('png', 40, 30);
    refusals.push(
      ['bad version', { version: '1.2' }, archive('zip', 'x'), 400, M.versionInvalid],
      ['version taken', { version: '1.0.0' }, archive('zip', 'y'), 409, M.versionTaken],
      ['no file', { version: '3.0.0' }, undefined, 400, M.noFile],
      ['an image', { version: '3.0.0' }, png, 400, M.notAnArchive],
      [
        'a text starting with PK',
        { version: '3.0.0' },
        Buffer.from('PK but not a zip'),
        400,
        M.notAnArchive,
      ],
      [
        'gzip of no tar',
        { version: '3.0.0' },
        zlib.gzipSync(Buffer.alloc(4096, 'a')),
        400,
        M.notAnArchive,
      ],
      ['an empty file', { version: '3.0.0' }, Buffer.alloc(0), 400, M.noFile],
      [
        'too large',
        { version: '3.0.0' },
        archive('zip', 'big', 1024 * 1024 + 10),
        400,
        M.fileTooLarge(1),
      ],
      [
        'notes too long',
        { version: '3.0.0', notes: 'x'.repeat(RELEASE_NOTES_MAX + 1) },
        archive('zip', 'z'),
        400,
        M.notesTooLong,
      ],
      [
        'backdated to the future',
        { version: '3.0.0', backdatedTo: '2099-01-01' },
        archive('zip', 'w'),
        400,
        M.backdatedInvalid,
      ],
      [
        'backdated to no date',
        { version: '3.0.0', backdatedTo: 'yesterday' },
        archive('zip', 'v'),
        400,
        M.backdatedInvalid,
      ],
    );
  });

  it('refuses each with its message and keeps no file', async () => {
    const before = await storedFiles();
    for (const [what, fields, bytes, status, error] of refusals) {
      const res = await uploadRelease(ctx, seller, project, fields, bytes);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toEqual({ error });
    }
    expect(await storedFiles()).toEqual(before);
    expect(await incomingFiles()).toEqual([]);
  });

  it('takes an empty zip, and tells archives by content whatever their name', async () => {
    const emptyZip = Buffer.from('504b0506' + '00'.repeat(18), 'hex');
    expect(await archiveFormatOf(emptyZip)).toBe('zip');
    expect(await archiveFormatOf(archive('tar.gz', 'a'))).toBe('tar.gz');
    expect(await archiveFormatOf(zlib.gzipSync(Buffer.alloc(1024)))).toBeNull();
  });

  it('refuses anyone but the author, before reading the upload', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const { user } = await holder();
    for (const who of [await createUser(ctx), admin, user]) {
      const res = await uploadRelease(ctx, who, project, { version: '4.0.0' }, archive('zip', 'u'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: M.notAuthor });
    }
    expect(
      (await uploadRelease(ctx, null, project, { version: '4.0.0' }, archive('zip', 'u')))
        .statusCode,
    ).toBe(401);
    const missing = await uploadRelease(
      ctx,
      seller,
      '00000000-0000-4000-8000-000000000000',
      { version: '4.0.0' },
      archive('zip', 'u'),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: M.projectNotFound });
    const draft = await createProject(ctx, seller, { status: 'draft', publishedAt: null });
    const someone = await uploadRelease(
      ctx,
      await createUser(ctx),
      draft,
      { version: '1.0.0' },
      archive('zip', 'd'),
    );
    expect(someone.statusCode).toBe(404);
    expect((await get(`/api/projects/${draft}/releases`)).statusCode).toBe(404);
    expect((await get(`/api/projects/${draft}/releases`, seller)).statusCode).toBe(200);
  });

  it('answers a GitHub tag with 503 on a server without GitHub', async () => {
    const tag = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project}/releases`,
      headers: seller.headers,
      payload: { version: '5.0.0', githubTag: 'v5.0.0' },
    });
    expect(tag.statusCode).toBe(503);
    expect(tag.json()).toEqual({ error: M.githubNotConfigured });
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project}/releases`,
      headers: seller.headers,
      payload: { version: '5.0.0' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: M.noFile });
    const sync = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project}/releases/sync`,
      headers: seller.headers,
    });
    expect(sync.statusCode).toBe(503);
    expect(sync.json()).toEqual({ error: M.githubNotConfigured });
  });
});

describe('publications at once, and a publication that never committed', () => {
  // A seller of its own: publications are limited per seller and minute.
  let racer: TestUser;
  beforeAll(async () => {
    racer = await createUser(ctx);
  });

  it('publishes one of ten uploads of the same version and leaves no file of the others', async () => {
    const p = await createProject(ctx, racer, paidProject());
    const before = await storedFiles();
    const uploads = Array.from({ length: 10 }, (_, i) => archive('zip', `race-${i}`));
    const answers = await Promise.all(
      uploads.map((bytes) => uploadRelease(ctx, racer, p, { version: '2.0.0' }, bytes)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({ error: M.versionTaken });
    }
    const winner = answers.find((a) => a.statusCode === 201)!.json().release;
    expect((await storedFiles()).filter((f) => !before.includes(f))).toEqual([
      `${winner.files[0].sha256}.zip`,
    ]);
    expect(await incomingFiles()).toEqual([]);
    const rows = await ctx.database.db.select().from(releases).where(eq(releases.projectId, p));
    expect(rows).toHaveLength(1);
  });

  it('keeps the file of the same bytes that a refused upload and a release share', async () => {
    const p = await createProject(ctx, racer, paidProject());
    const bytes = archive('zip', 'shared');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => uploadRelease(ctx, racer, p, { version: '1.0.0' }, bytes)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(await storedFiles()).toContain(`${sha256(bytes)}.zip`);
    const other = await createProject(ctx, racer, paidProject());
    // The same bytes in another project name the same stored file.
    expect((await uploadRelease(ctx, racer, other, { version: '1.0.0' }, bytes)).statusCode).toBe(
      201,
    );
    const { user, license } = await (async () => {
      const u = await createUser(ctx);
      return { user: u, license: await insertLicense(ctx, other, u.id) };
    })();
    const got = await download(user, license, '?release=1.0.0');
    expect(got.file.rawPayload.equals(bytes)).toBe(true);
  });

  it('leaves no row when the transaction fails, removes its file, and a retry publishes', async () => {
    const p = await createProject(ctx, racer, paidProject());
    const bytes = archive('tar.gz', 'restart');
    const name = `${sha256(bytes)}.tar.gz`;
    const { db } = ctx.database;
    await db.execute(
      `create function cb_test_refuse_file() returns trigger language plpgsql as $$
       begin raise exception 'the database went away'; end $$`,
    );
    await db.execute(
      'create trigger cb_test_refuse before insert on release_files for each row execute function cb_test_refuse_file()',
    );
    const incoming = await receiveArchive(Readable.from([bytes]), ctx.app.releases.incomingDir, 1);
    await expect(
      ctx.app.releases.publishUpload(
        { id: racer.id, username: racer.username, email: racer.email, role: 'user' },
        p,
        { version: '1.0.0', notes: '' },
        incoming,
      ),
    ).rejects.toThrow();
    await db.execute('drop trigger cb_test_refuse on release_files');
    await db.execute('drop function cb_test_refuse_file');
    expect(await db.select().from(releases).where(eq(releases.projectId, p))).toEqual([]);
    expect(await storedFiles()).not.toContain(name);
    expect(await incomingFiles()).toEqual([]);

    // A process that died after storing the file and before its commit leaves the file alone:
    // the retry of the same upload names it, and nothing is stored twice.
    await fs.writeFile(path.join(dataDir, 'releases', name), bytes);
    const retry = await uploadRelease(ctx, racer, p, { version: '1.0.0' }, bytes);
    expect(retry.statusCode, retry.body).toBe(201);
    const files = await db.select().from(releaseFiles).where(eq(releaseFiles.storageKey, name));
    expect(files).toHaveLength(1);
    expect((await storedFiles()).filter((f) => f === name)).toHaveLength(1);
  });
});
