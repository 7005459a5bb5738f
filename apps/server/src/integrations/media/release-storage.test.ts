import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3';
import { insertLicense } from '../../../test/github';
import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { archive, sha256, uploadRelease } from '../../../test/releases';
import {
  createDiskReleaseStorage,
  createS3ReleaseStorage,
  type ReleaseStorage,
} from './release-storage';

const NAME = `${'a'.repeat(64)}.zip`;

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cb-release-storage-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Puts a local file, reads it back as a stream, and removes it. */
async function roundTrip(storage: ReleaseStorage) {
  const local = path.join(dir, 'local.part');
  await fs.writeFile(local, 'release bytes');
  expect(await storage.exists(NAME)).toBe(false);
  expect(await storage.open(NAME)).toBeNull();
  await storage.put(NAME, local, 13);
  // Again with the same name: the same bytes, nothing fails.
  await storage.put(NAME, local, 13);
  expect(await storage.exists(NAME)).toBe(true);
  const opened = await storage.open(NAME);
  expect(opened!.size).toBe(13);
  expect(await text(opened!.stream)).toBe('release bytes');
  // The local file is the caller's to remove.
  expect(await fs.readFile(local, 'utf8')).toBe('release bytes');
  await storage.remove([NAME, `${'b'.repeat(64)}.tar.gz`]);
  expect(await storage.exists(NAME)).toBe(false);
  await expect(storage.put('../escape.zip', local, 13)).rejects.toThrow(/not a release file name/);
}

describe('disk release storage', () => {
  it('puts, streams and removes files under their content names only', async () => {
    await roundTrip(createDiskReleaseStorage(path.join(dir, 'releases'), path.join(dir, 'in')));
  });
});

describe('S3 release storage (AWS SDK against a fake S3)', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('puts, streams and removes private objects under releases/', async () => {
    const storage = createS3ReleaseStorage(
      {
        bucket: 'rel-bucket',
        region: 'us-east-1',
        endpoint: s3.url,
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
      },
      path.join(dir, 'in'),
    );
    await roundTrip(storage);
    const local = path.join(dir, 'kept.part');
    await fs.writeFile(local, 'kept');
    await storage.put(NAME, local, 4);
    expect(s3.objects.get(`rel-bucket/releases/${NAME}`)).toMatchObject({
      contentType: 'application/zip',
      cacheControl: 'private, no-store',
    });
  });

  describe('as the app storage (S3_BUCKET set)', () => {
    let ctx: TestContext;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cb-release-s3-'));
      ctx = await createTestApp({
        DATA_DIR: dataDir,
        S3_BUCKET: 'app-bucket',
        S3_ENDPOINT: s3.url,
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      });
    });
    afterAll(async () => {
      await ctx?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('stores an upload in the bucket and streams it to a holder from there', async () => {
      const author = await createUser(ctx);
      const project = await createProject(ctx, author, paidProject());
      const bytes = archive('tar.gz', 's3', 200_000);
      const res = await uploadRelease(ctx, author, project, { version: '1.0.0' }, bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(
        s3.objects.get(`app-bucket/releases/${sha256(bytes)}.tar.gz`)?.body.equals(bytes),
      ).toBe(true);
      // Nothing on the disk but what is arriving (nothing, now).
      expect(await fs.readdir(path.join(dataDir, 'incoming', 'releases'))).toEqual([]);
      await expect(fs.readdir(path.join(dataDir, 'releases'))).rejects.toThrow();

      const buyer = await createUser(ctx);
      const license = await insertLicense(ctx, project, buyer.id);
      const link = await ctx.app.inject({
        url: `/api/licenses/${license}/download`,
        headers: { ...buyer.headers, accept: 'application/json' },
      });
      expect(link.json().file).toMatchObject({ version: '1.0.0', sha256: sha256(bytes) });
      const file = await ctx.app.inject({ url: link.json().url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(Number(file.headers['content-length'])).toBe(bytes.length);
    });
  });
});
