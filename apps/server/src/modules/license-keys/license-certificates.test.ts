import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  LICENSE_KEY_MESSAGES,
  PYTHON_VERIFY_SNIPPET,
  TYPESCRIPT_VERIFY_SNIPPET,
} from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { licenses } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { hasPythonCryptography, licenseKeyFixtures } from '../../../test/license-key-fixtures';
import { createProject, freemiumProject } from '../../../test/payments-fixtures';

/**
 * Offline certificates (docs/license-certificates.md): what a certificate signs, how long it
 * lasts, and the seller's signed revocation list, read with the docs' snippets as shown.
 */

const DAY = 86_400_000;
// The licenses' purchase dates come from the database's clock: start the injected one there.
let now = new Date(Math.floor(Date.now() / 1000) * 1000);
let ctx: TestContext;
let seller: TestUser;

const fixtures = licenseKeyFixtures(() => ctx);
const { put, get, post, holderKey } = fixtures;
beforeEach(() => fixtures.newClient());

type Verify = (
  certificate: string,
  publicKeyPem: string,
  projectId: string,
  revoked?: Set<string>,
  now?: number,
) => 'free' | 'paid' | null;
type ReadRevocations = (list: string, publicKeyPem: string, now?: number) => Set<string> | null;
let verifyLicense: Verify;
let readRevocations: ReadRevocations;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  seller = await createUser(ctx);
  // The snippet of the developer docs page, exactly as shown.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-snippet-'));
  const file = path.join(dir, 'verify-license.ts');
  fs.writeFileSync(file, TYPESCRIPT_VERIFY_SNIPPET);
  ({ verifyLicense, readRevocations } = await import(/* @vite-ignore */ file));
});
afterAll(() => ctx.close());

const certificateOf = (buyer: TestUser, licenseId: string) =>
  get(`/api/licenses/${licenseId}/certificate`, buyer);
const currentPem = async (projectId: string): Promise<{ id: string; pem: string }> =>
  (await get(`/api/projects/${projectId}/license-public-key`)).json().current;
const fieldsOf = (text: string) =>
  text
    .trim()
    .split('\n')
    .slice(1, -1)
    .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]);
const field = (text: string, name: string) => fieldsOf(text).find(([k]) => k === name)?.[1];

/** A freemium project of `seller` with keys on and the given terms. */
async function freemiumWithKeys(terms: Record<string, unknown> = {}, author = seller) {
  const projectId = await createProject(ctx, author, freemiumProject());
  const res = await put(author, projectId, {
    enabled: true,
    activationLimit: null,
    validityDays: null,
    ...terms,
  });
  expect(res.statusCode).toBe(200);
  return projectId;
}

describe('the certificate (format v2)', () => {
  it('signs the kind, the purchase date, the signing time and an expiry of its own', async () => {
    const projectId = await freemiumWithKeys();
    const free = await fixtures.freeClaim(projectId);
    const paid = await fixtures.paidLicense(projectId);
    const { id: signingKey, pem } = await currentPem(projectId);
    const [row] = await ctx.database.db
      .select({ createdAt: licenses.createdAt })
      .from(licenses)
      .where(eq(licenses.id, free.licenseId));

    const res = await certificateOf(free.buyer, free.licenseId);
    expect(res.statusCode).toBe(200);
    expect(fieldsOf(res.body).map(([k]) => k)).toEqual([
      'format',
      'project',
      'license',
      'kind',
      'key-fingerprint',
      'buyer',
      'issued',
      'signed',
      'expires',
      'signing-key',
      'updates-until',
      'signature',
    ]);
    expect(field(res.body, 'format')).toBe('codebazaar-license-v2');
    expect(field(res.body, 'kind')).toBe('free');
    expect(field(res.body, 'issued')).toBe(row!.createdAt.toISOString());
    expect(field(res.body, 'signed')).toBe(now.toISOString());
    // No expiry on the key: the certificate's own 30 days.
    expect(field(res.body, 'expires')).toBe(new Date(now.getTime() + 30 * DAY).toISOString());
    expect(field(res.body, 'signing-key')).toBe(signingKey);
    expect(verifyLicense(res.body, pem, projectId, new Set(), now.getTime())).toBe('free');
    // Claiming the paid tier breaks the signature.
    const upgraded = res.body.replace('kind: free', 'kind: paid');
    expect(verifyLicense(upgraded, pem, projectId, new Set(), now.getTime())).toBeNull();
    // An old (v1) verifier fails closed on the new format; so does the snippet on an old one.
    const v1 = res.body.replace('codebazaar-license-v2', 'codebazaar-license-v1');
    expect(verifyLicense(v1, pem, projectId, new Set(), now.getTime())).toBeNull();
    // Past its expiry the certificate is refused, though the license has none.
    const expires = Date.parse(field(res.body, 'expires')!);
    expect(verifyLicense(res.body, pem, projectId, new Set(), expires)).toBeNull();

    const paidCert = (await certificateOf(paid.buyer, paid.licenseId)).body;
    expect(field(paidCert, 'kind')).toBe('paid');
    expect(verifyLicense(paidCert, pem, projectId, new Set(), now.getTime())).toBe('paid');
  });

  it("signs the license's end of updates last, which v2 verifiers accept with or without it", async () => {
    const projectId = await freemiumWithKeys();
    const { buyer, licenseId } = await fixtures.paidLicense(projectId);
    const { pem } = await currentPem(projectId);
    const lifetime = (await certificateOf(buyer, licenseId)).body;
    const lines = lifetime.trim().split('\n');
    expect(lines.at(-4)).toMatch(/^signing-key: /);
    expect(lines.at(-3)).toBe('updates-until: lifetime');
    expect(verifyLicense(lifetime, pem, projectId, new Set(), now.getTime())).toBe('paid');

    const until = new Date('2030-06-01T12:00:00.000Z');
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: until })
      .where(eq(licenses.id, licenseId));
    const termed = (await certificateOf(buyer, licenseId)).body;
    expect(field(termed, 'updates-until')).toBe(until.toISOString());
    expect(verifyLicense(termed, pem, projectId, new Set(), now.getTime())).toBe('paid');
    // The line is signed: a longer term breaks the signature.
    const stretched = termed.replace(until.toISOString(), '2099-01-01T00:00:00.000Z');
    expect(verifyLicense(stretched, pem, projectId, new Set(), now.getTime())).toBeNull();
  });

  it("ends at the key's expiry or after the project's certificate days, whichever is first, re-signed on each download", async () => {
    const projectId = await freemiumWithKeys({ validityDays: 10 });
    const { buyer, licenseId } = await fixtures.freeClaim(projectId);
    const first = (await certificateOf(buyer, licenseId)).body;
    const keyExpiry = Date.parse(field(first, 'issued')!) + 10 * DAY;
    expect(field(first, 'expires')).toBe(new Date(keyExpiry).toISOString());

    expect(
      (
        await put(seller, projectId, {
          enabled: true,
          activationLimit: null,
          validityDays: 10,
          certificateDays: 3,
        })
      ).json().settings,
    ).toMatchObject({ certificateDays: 3 });
    const saved = now;
    try {
      now = new Date(saved.getTime() + DAY);
      const second = (await certificateOf(buyer, licenseId)).body;
      expect(field(second, 'signed')).toBe(now.toISOString());
      expect(field(second, 'expires')).toBe(new Date(now.getTime() + 3 * DAY).toISOString());
      now = new Date(saved.getTime() + 8 * DAY);
      const third = (await certificateOf(buyer, licenseId)).body;
      expect(field(third, 'signed')).toBe(now.toISOString());
      expect(field(third, 'expires')).toBe(new Date(keyExpiry).toISOString());
      expect(third).not.toBe(second);
    } finally {
      now = saved;
    }
  });

  it('refuses a certificate while the key is revoked, and keeps certificateDays within 1–365', async () => {
    const projectId = await freemiumWithKeys();
    const { buyer, licenseId } = await fixtures.freeClaim(projectId);
    expect(await holderKey(buyer, projectId)).toMatch(/^CB-/);
    const revoke = await post(
      `/api/projects/${projectId}/license-keys/${licenseId}/revoke`,
      {},
      seller,
    );
    expect(revoke.statusCode).toBe(200);
    const refused = await certificateOf(buyer, licenseId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'The license key is revoked' });
    for (const certificateDays of [0, 366, 1.5, '30']) {
      const res = await put(seller, projectId, {
        enabled: true,
        activationLimit: null,
        validityDays: null,
        certificateDays,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });
});

describe('GET /api/projects/{id}/license-revocations', () => {
  it("lists every license of the seller's projects whose key is not valid but for expiry, signed", async () => {
    // A seller of its own: the list is every revoked license of the seller.
    const seller = await createUser(ctx);
    const main = await freemiumWithKeys({}, seller);
    const active = await fixtures.freeClaim(main);
    const revoked = await fixtures.freeClaim(main);
    const refunded = await fixtures.paidLicense(main);
    const disputed = await fixtures.paidLicense(main);
    const shortLived = await freemiumWithKeys({ validityDays: 1 }, seller);
    const expiring = await fixtures.freeClaim(shortLived);
    const keysOff = await freemiumWithKeys({}, seller);
    const inKeysOff = await fixtures.freeClaim(keysOff);
    const freeOff = await freemiumWithKeys({}, seller);
    const freeInFreeOff = await fixtures.freeClaim(freeOff);
    const paidInFreeOff = await fixtures.paidLicense(freeOff);
    const otherSeller = await createUser(ctx);
    const foreign = await freemiumWithKeys({}, otherSeller);
    const foreignRevoked = await fixtures.freeClaim(foreign);
    // Every license has its key (the holder looked at it) before anything changes.
    for (const [holder, project] of [
      [active, main],
      [revoked, main],
      [refunded, main],
      [disputed, main],
      [expiring, shortLived],
      [inKeysOff, keysOff],
      [freeInFreeOff, freeOff],
      [paidInFreeOff, freeOff],
      [foreignRevoked, foreign],
    ] as const) {
      expect(await holderKey(holder.buyer, project)).toMatch(/^CB-/);
    }
    const revokedCert = (await certificateOf(revoked.buyer, revoked.licenseId)).body;
    const activeCert = (await certificateOf(active.buyer, active.licenseId)).body;

    await post(`/api/projects/${main}/license-keys/${revoked.licenseId}/revoke`, {}, seller);
    await post(
      `/api/projects/${foreign}/license-keys/${foreignRevoked.licenseId}/revoke`,
      {},
      otherSeller,
    );
    expect(await ctx.app.licenses.markRefunded(refunded.licenseId)).toBe(true);
    expect(await ctx.app.licenses.suspend(disputed.licenseId)).toBe(true);
    await put(seller, keysOff, { enabled: false, activationLimit: null, validityDays: null });
    await put(seller, freeOff, {
      enabled: true,
      activationLimit: null,
      validityDays: null,
      freeClaims: false,
    });

    const saved = now;
    now = new Date(saved.getTime() + 2 * DAY); // the expiring key has expired: not listed
    try {
      const res = await get(`/api/projects/${main}/license-revocations`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const list = res.body;
      const { id: signingKey, pem } = await currentPem(main);
      expect(fieldsOf(list).map(([k]) => k)).toEqual([
        'format',
        'seller',
        'signed',
        'next-update',
        'signing-key',
        ...Array(5).fill('revoked'),
        'signature',
      ]);
      expect(field(list, 'format')).toBe('codebazaar-revocations-v1');
      expect(field(list, 'seller')).toBe(seller.id);
      expect(field(list, 'signed')).toBe(now.toISOString());
      expect(Date.parse(field(list, 'next-update')!)).toBeGreaterThan(now.getTime());
      expect(field(list, 'signing-key')).toBe(signingKey);
      const listed = fieldsOf(list)
        .filter(([k]) => k === 'revoked')
        .map(([, v]) => v!.split(' '));
      expect(listed.map(([id]) => id).sort()).toEqual(
        [
          revoked.licenseId,
          refunded.licenseId,
          disputed.licenseId,
          inKeysOff.licenseId,
          freeInFreeOff.licenseId,
        ].sort(),
      );
      for (const [, at] of listed) expect(new Date(at!).toISOString()).toBe(at);
      // The same list beside every project of the seller.
      expect(fieldsOf((await get(`/api/projects/${keysOff}/license-revocations`)).body)).toEqual(
        fieldsOf(list),
      );

      // The snippets: the list verifies, and a listed license's certificate is refused.
      const ids = readRevocations(list, pem, now.getTime());
      expect(ids).not.toBeNull();
      expect(ids!.has(revoked.licenseId)).toBe(true);
      expect(verifyLicense(revokedCert, pem, main, ids!, now.getTime())).toBeNull();
      expect(verifyLicense(activeCert, pem, main, ids!, now.getTime())).toBe('free');
      const trimmed = list.replace(new RegExp(`revoked: ${revoked.licenseId} \\S+\\n`), '');
      expect(readRevocations(trimmed, pem, now.getTime())).toBeNull();
      const nextUpdate = Date.parse(field(list, 'next-update')!);
      expect(readRevocations(list, pem, nextUpdate)).toBeNull();
      expect(readRevocations(activeCert, pem, now.getTime())).toBeNull();

      if (hasPythonCryptography()) {
        const out = execFileSync(
          'python3',
          [
            '-c',
            `${PYTHON_VERIFY_SNIPPET}\nimport sys, json\na = json.load(sys.stdin)\nr = read_revocations(a[0], a[1], a[4])\nprint(r is not None, verify_license(a[2], a[1], a[3], r, a[4]), verify_license(a[5], a[1], a[3], r, a[4]))`,
          ],
          {
            input: JSON.stringify([list, pem, revokedCert, main, now.getTime() / 1000, activeCert]),
          },
        )
          .toString()
          .trim();
        expect(out).toBe('True None free');
      }
    } finally {
      now = saved;
    }
  }, 120_000);

  it('is public, and 404 for an unknown project', async () => {
    const projectId = await freemiumWithKeys({}, await createUser(ctx));
    const res = await get(`/api/projects/${projectId}/license-revocations`, null);
    expect(res.statusCode).toBe(200);
    expect(fieldsOf(res.body).filter(([k]) => k === 'revoked')).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await get(`/api/projects/${id}/license-revocations`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: LICENSE_KEY_MESSAGES.projectNotFound });
    }
  });
});
