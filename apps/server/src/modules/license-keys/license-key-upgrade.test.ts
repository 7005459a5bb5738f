import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses } from '../../db/schema';
import { insertLicense } from '../../../test/github';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { archive, sha256, uploadRelease } from '../../../test/releases';

/**
 * POST /api/license-keys/upgrade (docs/license-keys.md#upgrade): a seller's program asks with its
 * key whether a newer version is out, and gets a link to the one its license may have.
 */

let ctx: TestContext;
let dataDir: string;
let seller: TestUser;
let project: string;
let now = new Date('2026-04-01T09:00:00Z');
const bytesOf: Record<string, Buffer> = {};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cb-upgrade-'));
  ctx = await createTestApp({ DATA_DIR: dataDir }, { clock: () => now });
  seller = await createUser(ctx);
  project = await createProject(ctx, seller, paidProject());
  const keys = await ctx.app.inject({
    method: 'PUT',
    url: `/api/projects/${project}/license-keys`,
    headers: seller.headers,
    payload: { enabled: true, activationLimit: 3, validityDays: null },
  });
  expect(keys.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function keyHolder(updatesUntil: Date | null = null) {
  const user = await createUser(ctx);
  const licenseId = await insertLicense(ctx, project, user.id);
  await ctx.database.db.update(licenses).set({ updatesUntil }).where(eq(licenses.id, licenseId));
  const key = (await ctx.app.licenseKeys.keyForHolder(licenseId))!;
  return { licenseId, key };
}

const upgrade = (key: string, currentVersion: string, projectId = project) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/license-keys/upgrade',
    payload: { key, projectId, currentVersion },
  });

async function publish(version: string, days: number) {
  now = new Date(now.getTime() + days * 86_400_000);
  bytesOf[version] = archive('zip', version);
  const res = await uploadRelease(
    ctx,
    seller,
    project,
    { version, notes: `Notes of ${version}` },
    bytesOf[version],
  );
  expect(res.statusCode, res.body).toBe(201);
}

describe('the upgrade check of a license key', () => {
  it('answers no update while the project has no release', async () => {
    const { key } = await keyHolder();
    const res = await upgrade(key, '1.0.0');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({
      code: 'VALID',
      updateAvailable: false,
      latest: null,
      entitledLatest: null,
      updatesUntil: null,
      download: null,
    });
  });

  it('answers no update to the latest version', async () => {
    await publish('1.0.0', 0);
    await publish('1.1.0', 30);
    const { key } = await keyHolder();
    const res = (await upgrade(key, 'v1.1.0')).json();
    expect(res).toMatchObject({ code: 'VALID', updateAvailable: false, download: null });
    expect(res.latest).toEqual({
      version: '1.1.0',
      publishedAt: now.toISOString(),
      notes: 'Notes of 1.1.0',
    });
    expect(res.entitledLatest).toEqual(res.latest);
  });

  it('offers the entitled update with a link that downloads it, logged without a user', async () => {
    const { key, licenseId } = await keyHolder();
    const res = (await upgrade(key, '1.0.0')).json();
    expect(res).toMatchObject({
      code: 'VALID',
      updateAvailable: true,
      latest: { version: '1.1.0' },
      entitledLatest: { version: '1.1.0' },
    });
    expect(res.download.url).toMatch(/^http:\/\/localhost:3000\/api\/downloads\//);
    expect(new Date(res.download.expiresAt).getTime()).toBeGreaterThan(now.getTime());
    const file = await ctx.app.inject({
      url: res.download.url.replace('http://localhost:3000', ''),
    });
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(sha256(bytesOf['1.1.0']!));
    const log = await ctx.app.downloads.downloadsOf(licenseId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ userId: null });
    expect(log[0]!.releaseFileId).not.toBeNull();
  });

  it('says "renew to get it" when the term ended before the latest', async () => {
    const until = new Date(now.getTime() - 10 * 86_400_000);
    const { key } = await keyHolder(until);
    const res = (await upgrade(key, '1.0.0')).json();
    expect(res).toMatchObject({
      code: 'VALID',
      updateAvailable: false,
      latest: { version: '1.1.0' },
      entitledLatest: { version: '1.0.0' },
      updatesUntil: until.toISOString(),
      download: null,
    });
    // An older program still gets what the term reaches.
    const older = (await upgrade(key, '0.9.0')).json();
    expect(older).toMatchObject({ updateAvailable: true, entitledLatest: { version: '1.0.0' } });
    const file = await ctx.app.inject({
      url: older.download.url.replace('http://localhost:3000', ''),
    });
    expect(file.rawPayload.equals(bytesOf['1.0.0']!)).toBe(true);
  });

  it('never offers a pre-release as the latest', async () => {
    await publish('2.0.0-beta.1', 1);
    const { key } = await keyHolder();
    const res = (await upgrade(key, '1.1.0')).json();
    expect(res).toMatchObject({ updateAvailable: false, latest: { version: '1.1.0' } });
  });

  it('offers nothing to a revoked key, and answers an unknown key as validate does', async () => {
    const { key, licenseId } = await keyHolder();
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${project}/license-keys/${licenseId}/revoke`,
      headers: seller.headers,
    });
    expect(revoke.statusCode).toBe(200);
    const res = (await upgrade(key, '1.0.0')).json();
    expect(res).toMatchObject({
      code: 'REVOKED',
      updateAvailable: false,
      latest: { version: '1.1.0' },
      entitledLatest: null,
      download: null,
    });
    expect((await ctx.app.downloads.downloadsOf(licenseId)).length).toBe(0);

    const unknown = await upgrade('CBZ-NOPE-NOPE-NOPE-NOPE', '1.0.0');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      updateAvailable: false,
      latest: null,
      entitledLatest: null,
      updatesUntil: null,
      download: null,
    });
    const otherProject = (
      await upgrade(key, '1.0.0', '00000000-0000-4000-8000-000000000000')
    ).json();
    expect(otherProject.code).toBe('NOT_FOUND');
  });

  it('refuses a current version that is not one, with a code', async () => {
    const { key } = await keyHolder();
    const res = await upgrade(key, 'latest');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'currentVersion must be a semantic version such as 1.2.0',
      code: 'INVALID_REQUEST',
    });
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/license-keys/upgrade',
    });
    expect(preflight.statusCode).toBe(204);
  });
});
