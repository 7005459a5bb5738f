import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses, releases } from '../../../apps/server/src/db/schema';
import {
  createLicenseClient,
  LicenseClientError,
  type LicenseClient,
  type UpgradeResult,
} from '../src/index.js';
import { startMarketplace, type Marketplace } from './marketplace.js';

/**
 * checkForUpdate and downloadUpdate against the real server: a seller publishes releases
 * (`POST /api/projects/{id}/releases`), the program asks `POST /api/license-keys/upgrade` and
 * downloads the offered file through its signed link, checking its SHA-256. The same client
 * functions against a stand-in of the route are tested in src/client.test.ts.
 */

let market: Marketplace;
let client: LicenseClient;

/** A gzipped tar of one file: a release archive the server accepts by its content. */
function tarGz(name: string, content: string): Buffer {
  const data = Buffer.from(content, 'utf8');
  const header = Buffer.alloc(512);
  const field = (value: string, offset: number, length: number) =>
    header.write(value, offset, length, 'ascii');
  field(name, 0, 100);
  field('0000644\0', 100, 8);
  field('0000000\0', 108, 8);
  field('0000000\0', 116, 8);
  field(`${data.length.toString(8).padStart(11, '0')}\0`, 124, 12);
  field(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    12,
  );
  field('        ', 148, 8);
  field('0', 156, 1);
  field('ustar\0', 257, 6);
  field('00', 263, 2);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  const padding = Buffer.alloc((512 - (data.length % 512)) % 512);
  return gzipSync(Buffer.concat([header, data, padding, Buffer.alloc(1024)]));
}

const files = new Map<string, Buffer>();

/** The seller uploads a release file of `version` (the releases branch's multipart upload). */
async function publish(version: string, publishedAt: string): Promise<void> {
  const file = tarGz(`app-${version}/README.md`, `# App ${version}\n`);
  files.set(version, file);
  const form = new FormData();
  form.append('version', version);
  form.append('notes', `Notes of ${version}`);
  form.append(
    'file',
    new Blob([new Uint8Array(file)], { type: 'application/gzip' }),
    `app-${version}.tar.gz`,
  );
  const res = await market.as(market.seller, `/api/projects/${market.projectId}/releases`, {
    method: 'POST',
    body: form,
  });
  expect(res.status, `uploading ${version}: ${await res.clone().text()}`).toBe(201);
  // Publication dates of the test's choosing (the uploads all happen now).
  await market.ctx.database.db
    .update(releases)
    .set({ publishedAt: new Date(publishedAt) })
    .where(and(eq(releases.projectId, market.projectId), eq(releases.version, version)));
}

const setUpdatesUntil = (until: string | null) =>
  market.ctx.database.db
    .update(licenses)
    .set({ updatesUntil: until === null ? null : new Date(until) })
    .where(eq(licenses.id, market.licenseId));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  market = await startMarketplace();
  client = createLicenseClient({ baseUrl: market.baseUrl, projectId: market.projectId });
  // Fails the whole file, loudly, where the route is not there yet.
  const probe = await fetch(new URL('/api/license-keys/upgrade', market.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: market.key, projectId: market.projectId, currentVersion: '1.0.0' }),
  });
  if (probe.status === 404 && /Route .* not found/.test(await probe.text())) {
    throw new Error(
      'POST /api/license-keys/upgrade does not exist on this server: this test runs after the ' +
        'releases branch of issue 30 is merged (it is not skipped on purpose).',
    );
  }
  await publish('1.0.0', '2026-01-10T00:00:00.000Z');
  await publish('1.1.0', '2026-03-10T00:00:00.000Z');
  await publish('2.0.0', '2026-08-10T00:00:00.000Z');
});
afterAll(() => market?.close());

describe('checkForUpdate and downloadUpdate on the real server', () => {
  it('offers the newest release to a license with lifetime updates, and downloads it intact', async () => {
    await setUpdatesUntil(null);
    const answer = await client.checkForUpdate(market.key, '1.0.0');
    expect(answer).toMatchObject({
      code: 'VALID',
      updateAvailable: true,
      latest: { version: '2.0.0', notes: 'Notes of 2.0.0' },
      entitledLatest: { version: '2.0.0' },
      updatesUntil: null,
      download: { url: expect.any(String), expiresAt: expect.any(String) },
    });
    const update = await client.downloadUpdate(answer);
    expect(update.sha256).toBe(sha256(files.get('2.0.0')!));
    expect(Buffer.from(update.bytes).equals(files.get('2.0.0')!)).toBe(true);
    // The link served once.
    const again = await client.downloadUpdate(answer).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(LicenseClientError);
  });

  it('offers only what a term of updates covers, and says what renewing would bring', async () => {
    await setUpdatesUntil('2026-06-01T00:00:00.000Z');
    const behind: UpgradeResult = await client.checkForUpdate(market.key, '1.0.0');
    expect(behind).toMatchObject({
      code: 'VALID',
      updateAvailable: true,
      latest: { version: '2.0.0' },
      entitledLatest: { version: '1.1.0' },
      updatesUntil: '2026-06-01T00:00:00.000Z',
    });
    const update = await client.downloadUpdate(behind);
    expect(update.sha256).toBe(sha256(files.get('1.1.0')!));

    const current = await client.checkForUpdate(market.key, '1.1.0');
    expect(current).toMatchObject({
      updateAvailable: false,
      latest: { version: '2.0.0' },
      entitledLatest: { version: '1.1.0' },
      download: null,
    });
    await expect(client.downloadUpdate(current)).rejects.toMatchObject({ code: 'NO_UPDATE' });
  });

  it('says why a key that does not validate gets nothing', async () => {
    const unknown = await client
      .checkForUpdate('CB-00000-00000-00000-00000-00000-00000', '1.0.0')
      .then(
        (answer) => answer.code,
        (e: LicenseClientError) => e.code,
      );
    expect(unknown).toBe('NOT_FOUND');
    const bad = await client.checkForUpdate(market.key, 'not a version').catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400 });
  });
});
