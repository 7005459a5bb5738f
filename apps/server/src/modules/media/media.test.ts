import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { MEDIA_MAX_BYTES } from '@codebazaar/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { multipartBody, testImage } from '../../../test/images';
import { FILE_TOO_LARGE, NO_FILE } from './media.routes';
import { BAD_ORDER, NOT_YOUR_PROJECT_MEDIA, TOO_MANY_SCREENSHOTS } from './media.service';

let ctx: TestContext;
let dataDir: string;
let author: TestUser;
let other: TestUser;
let admin: TestUser;
let png: Buffer;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cb-media-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  author = await createUser(ctx);
  other = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
  png = await testImage('png', 900, 700);
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const mediaDir = () => path.join(dataDir, 'media');
const storedFiles = async () => (await fs.readdir(mediaDir()).catch(() => [])).sort();

async function createProject(user: TestUser, draft = false): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: draft ? '/api/projects/draft' : '/api/projects',
    headers: user.headers,
    payload: draft
      ? { title: 'Draft with images' }
      : {
          title: 'Pictured project',
          description: 'A project with a cover and screenshots.',
          category: 'web',
          repository: { freeUrl: 'https://github.com/me/pictured' },
          license: { type: 'free' },
        },
  });
  expect(res.statusCode).toBe(201);
  return res.json().project.id as string;
}

function upload(
  url: string,
  user: TestUser | null,
  bytes: Buffer = png,
  filename = 'shot.png',
  type = 'image/png',
) {
  const body = multipartBody(bytes, filename, type);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...user?.headers },
  });
}

type Variant = { url: string; width: number; height: number };
type Image = { id: string; card: Variant; page: Variant };

describe('POST /api/projects/{id}/media/cover', () => {
  it('stores the cover as WebP variants the project, its list and the file route show', async () => {
    const id = await createProject(author);
    const res = await upload(`/api/projects/${id}/media/cover`, author);
    expect(res.statusCode).toBe(201);
    const cover = res.json().media.cover as Image;
    expect(cover.card).toMatchObject({ width: 640, height: 360 });
    expect(cover.page).toMatchObject({ width: 1280, height: 720 });
    expect(cover.card.url).toMatch(/^\/media\/[a-f0-9]{40}\.webp$/);

    const detail = await ctx.app.inject({ url: `/api/projects/${id}` });
    expect(detail.json().project.media.cover).toEqual(cover);
    const list = await ctx.app.inject({ url: '/api/projects?limit=50' });
    const listed = list.json().projects.find((p: { id: string }) => p.id === id);
    expect(listed.media.cover).toEqual(cover);

    const file = await ctx.app.inject({ url: cover.card.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
  });

  it('replacing the cover removes the old files', async () => {
    const id = await createProject(author);
    const first = (await upload(`/api/projects/${id}/media/cover`, author)).json().media
      .cover as Image;
    const second = await upload(
      `/api/projects/${id}/media/cover`,
      author,
      await testImage('jpeg', 500, 500),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().media.cover.id).not.toBe(first.id);
    for (const url of [first.card.url, first.page.url]) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('lets an admin change any project, and nobody else', async () => {
    const id = await createProject(author);
    const url = `/api/projects/${id}/media/cover`;
    expect((await upload(url, null)).statusCode).toBe(401);
    const forbidden = await upload(url, other);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: NOT_YOUR_PROJECT_MEDIA });
    expect((await upload(url, admin)).statusCode).toBe(201);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await upload(`/api/projects/${unknown}/media/cover`, author)).statusCode).toBe(404);
    expect((await upload('/api/projects/not-an-id/media/cover', author)).statusCode).toBe(404);
  });

  it('works on drafts', async () => {
    const id = await createProject(author, true);
    expect((await upload(`/api/projects/${id}/media/cover`, author)).statusCode).toBe(201);
  });

  it('refuses bad files with a clear error and stores nothing', async () => {
    const id = await createProject(author);
    const url = `/api/projects/${id}/media/cover`;
    const before = await storedFiles();
    const cases: Array<[Buffer, string, string, string]> = [
      [Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png', 'PNG, JPEG or WebP'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml', 'PNG'],
      [Buffer.alloc(MEDIA_MAX_BYTES + 1, 1), 'big.png', 'image/png', FILE_TOO_LARGE],
      [Buffer.alloc(0), 'empty.png', 'image/png', NO_FILE],
    ];
    for (const [bytes, name, type, error] of cases) {
      const res = await upload(url, author, bytes, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toContain(error);
    }
    const json = await ctx.app.inject({
      method: 'POST',
      url,
      headers: author.headers,
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: NO_FILE });
    const cut = multipartBody(png);
    const truncated = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...cut.headers, ...author.headers },
      payload: cut.payload.subarray(0, 200),
    });
    expect(truncated.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
    const detail = await ctx.app.inject({ url: `/api/projects/${id}`, headers: author.headers });
    expect(detail.json().project.media).toEqual({ cover: null, screenshots: [] });
  });

  it('takes the type from the content, not from the name or the declared type', async () => {
    const id = await createProject(author);
    const jpeg = await testImage('jpeg', 400, 300);
    const res = await upload(`/api/projects/${id}/media/cover`, author, jpeg, 'x.gif', 'text/html');
    expect(res.statusCode).toBe(201);
  });
});

describe('screenshots', () => {
  it('never passes six, even when many uploads arrive at once', async () => {
    const id = await createProject(author);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => upload(`/api/projects/${id}/media/screenshots`, author)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(6);
    expect(codes.filter((c) => c === 400)).toHaveLength(4);
    for (const r of results.filter((res) => res.statusCode === 400)) {
      expect(r.json()).toEqual({ error: TOO_MANY_SCREENSHOTS });
    }
    const detail = await ctx.app.inject({ url: `/api/projects/${id}` });
    const shots = detail.json().project.media.screenshots as Image[];
    expect(shots).toHaveLength(6);
    // The refused uploads left no files behind: each stored screenshot has its two files.
    const files = new Set(await storedFiles());
    for (const s of shots) {
      expect(files.has(path.basename(s.card.url))).toBe(true);
      expect(files.has(path.basename(s.page.url))).toBe(true);
    }
    const all = await storedFiles();
    const referenced = await referencedFiles();
    expect(all.filter((f) => !referenced.has(f))).toEqual([]);
  });

  it('keeps the ratio, reorders, and removes one with its files', async () => {
    const id = await createProject(author);
    const base = `/api/projects/${id}/media`;
    for (const size of [
      [800, 600],
      [600, 800],
    ] as const) {
      const res = await upload(`${base}/screenshots`, author, await testImage('webp', ...size));
      expect(res.statusCode).toBe(201);
    }
    const shots = (await ctx.app.inject({ url: `/api/projects/${id}` })).json().project.media
      .screenshots as Image[];
    expect(shots.map((s) => [s.card.width, s.card.height])).toEqual([
      [427, 320],
      [240, 320],
    ]);
    const [a, b] = shots as [Image, Image];

    const order = (ids: string[], user: TestUser | null = author) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${base}/order`,
        headers: user?.headers,
        payload: { ids },
      });
    expect((await order([b.id, a.id], null)).statusCode).toBe(401);
    expect((await order([b.id, a.id], other)).statusCode).toBe(403);
    for (const bad of [[a.id], [a.id, a.id], [a.id, b.id, 'x'], [a.id, 'nope']]) {
      const res = await order(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: BAD_ORDER });
    }
    const reordered = await order([b.id, a.id], admin);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().media.screenshots.map((s: Image) => s.id)).toEqual([b.id, a.id]);

    const del = (mediaId: string, user: TestUser | null = author) =>
      ctx.app.inject({ method: 'DELETE', url: `${base}/${mediaId}`, headers: user?.headers });
    expect((await del(a.id, null)).statusCode).toBe(401);
    expect((await del(a.id, other)).statusCode).toBe(403);
    expect((await del('unknown-id')).statusCode).toBe(404);
    const removed = await del(a.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().media.screenshots.map((s: Image) => s.id)).toEqual([b.id]);
    expect((await ctx.app.inject({ url: a.card.url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: b.card.url })).statusCode).toBe(200);
  });
});

async function referencedFiles(): Promise<Set<string>> {
  const { projects } = await import('../../db/schema');
  const rows = await ctx.database.db.select({ media: projects.media }).from(projects);
  return new Set(
    rows.flatMap(({ media }) =>
      [...(media.cover ? [media.cover] : []), ...media.screenshots].flatMap((i) => [
        i.card.name,
        i.page.name,
      ]),
    ),
  );
}

describe('deleting a project', () => {
  it('removes its images', async () => {
    const id = await createProject(author);
    const cover = (await upload(`/api/projects/${id}/media/cover`, author)).json().media
      .cover as Image;
    const shot = (await upload(`/api/projects/${id}/media/screenshots`, author)).json().media
      .screenshots[0] as Image;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}`,
      headers: author.headers,
    });
    expect(res.statusCode).toBe(200);
    for (const url of [cover.card.url, cover.page.url, shot.card.url, shot.page.url]) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    }
    const referenced = await referencedFiles();
    expect((await storedFiles()).filter((f) => !referenced.has(f))).toEqual([]);
  });
});

describe('POST /api/blog/admin/images', () => {
  it('stores an image for admins and answers its absolute URL', async () => {
    expect((await upload('/api/blog/admin/images', null)).statusCode).toBe(401);
    expect((await upload('/api/blog/admin/images', author)).statusCode).toBe(403);
    const res = await upload('/api/blog/admin/images', admin, await testImage('jpeg', 2000, 1000));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 1600, height: 800 });
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/media\/[a-f0-9]{40}\.webp$/);
    const file = await ctx.app.inject({ url: new URL(body.url).pathname });
    expect(file.statusCode).toBe(200);
    const bad = await upload('/api/blog/admin/images', admin, Buffer.from('GIF89a'));
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /media/{name}', () => {
  it('answers 404 for unknown and malformed names', async () => {
    for (const name of [
      `${'a'.repeat(40)}.webp`,
      'x.html',
      '..%2F..%2Fetc%2Fpasswd',
      `${'a'.repeat(40)}.svg`,
    ]) {
      const res = await ctx.app.inject({ url: `/media/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
