import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3';
import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { multipartBody, testImage } from '../../../test/images';
import { createDiskStorage, createS3Storage, type MediaStorage } from './media-storage';

const NAME = `${'ab'.repeat(20)}.webp`;

async function roundTrip(storage: MediaStorage): Promise<void> {
  expect(await storage.get(NAME)).toBeNull();
  await storage.put(NAME, Buffer.from('bytes'), 'image/webp');
  expect((await storage.get(NAME))?.toString()).toBe('bytes');
  await storage.remove([NAME]);
  expect(await storage.get(NAME)).toBeNull();
  await storage.remove([NAME]); // a missing file is not an error
  // Names the media service would never make are refused before any I/O.
  await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
}

describe('disk storage', () => {
  it('puts, gets and removes files under its folder', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cb-disk-'));
    const storage = createDiskStorage(path.join(dir, 'media'));
    await roundTrip(storage);
    expect(storage.url(NAME)).toBe(`/media/${NAME}`);
    await fs.rm(dir, { recursive: true, force: true });
  });
});

describe('S3 storage (AWS SDK against a fake S3)', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  const options = (publicUrl: string | null = null) => ({
    bucket: 'media-bucket',
    region: 'us-east-1',
    endpoint: s3.url,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    publicUrl,
  });

  it('puts, gets and removes objects with their type and cache header', async () => {
    const storage = createS3Storage(options());
    await roundTrip(storage);
    await storage.put(NAME, Buffer.from('kept'), 'image/webp');
    expect(s3.objects.get(`media-bucket/media/${NAME}`)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(storage.url(NAME)).toBe(`/media/${NAME}`);
    expect(createS3Storage(options('https://cdn.example.com')).url(NAME)).toBe(
      `https://cdn.example.com/media/${NAME}`,
    );
  });

  describe('as the app storage (S3_BUCKET set)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({
        S3_BUCKET: 'app-bucket',
        S3_ENDPOINT: s3.url,
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('stores uploads in the bucket, serves them, and removes them with the project', async () => {
      const author = await createUser(ctx);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/projects/draft',
        headers: author.headers,
        payload: { title: 'Bucket project' },
      });
      const id = created.json().project.id as string;
      const body = multipartBody(await testImage('jpeg', 700, 500));
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/media/cover`,
        headers: { ...body.headers, ...author.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      const { card, page } = res.json().media.cover as Record<string, { url: string }>;
      const keys = [card!.url, page!.url].map((u) => `app-bucket${u}`);
      for (const key of keys) expect(s3.objects.has(key)).toBe(true);

      const file = await ctx.app.inject({ url: card!.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.rawPayload.equals(s3.objects.get(keys[0]!)!.body)).toBe(true);

      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/projects/${id}`,
        headers: author.headers,
      });
      expect(del.statusCode).toBe(200);
      for (const key of keys) expect(s3.objects.has(key)).toBe(false);
      expect((await ctx.app.inject({ url: card!.url })).statusCode).toBe(404);
    });
  });
});
