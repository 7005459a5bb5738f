import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  LICENSE_KEY_MESSAGES,
  PYTHON_VERIFY_SNIPPET,
  TEST_CARD_SUCCESS,
  TYPESCRIPT_VERIFY_SNIPPET,
} from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  accessEvents,
  licenseKeyActivations,
  licenseKeyEvents,
  licenseKeys,
  licenses,
} from '../../db/schema';
import {
  buildTestApp,
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import {
  hasPythonCryptography,
  type KeyTerms,
  licenseKeyFixtures,
} from '../../../test/license-key-fixtures';
import {
  createProject,
  freemiumProject,
  giveAccount,
  paidProject,
} from '../../../test/payments-fixtures';
import {
  generateLicenseKey,
  KEY_ALPHABET,
  KEY_BITS,
  normaliseLicenseKey,
} from './license-key-format';

let ctx: TestContext;
let seller: TestUser;
let other: TestUser;
let now = new Date('2026-06-01T12:00:00Z');

const KEY_FORMAT = /^CB(-[0-9A-HJKMNP-TV-Z]{5}){6}$/;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  seller = await createUser(ctx);
  other = await createUser(ctx);
});
afterAll(() => ctx.close());

const fixtures = licenseKeyFixtures(() => ctx);
const { put, post, holderKey } = fixtures;
const keyedProject = (terms: KeyTerms = {}) => fixtures.keyedProject(seller, terms);
// Each test calls the public key routes from an address of its own (they count per IP).
beforeEach(() => fixtures.newClient());

describe('key generation', () => {
  it('makes grouped keys of at least 128 random bits in an unambiguous alphabet', () => {
    expect(KEY_BITS).toBeGreaterThanOrEqual(128);
    expect(KEY_ALPHABET).not.toMatch(/[ILOU]/);
    const keys = new Set<string>();
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const key = generateLicenseKey();
      expect(key).toMatch(KEY_FORMAT);
      keys.add(key);
      for (const ch of key.slice(3).replace(/-/g, '')) seen.add(ch);
    }
    expect(keys.size).toBe(2000);
    expect(seen.size).toBe(32);
  });

  it('reads a key however it is typed', () => {
    const key = generateLicenseKey();
    const n = normaliseLicenseKey(key)!;
    expect(normaliseLicenseKey(key.toLowerCase())).toBe(n);
    expect(normaliseLicenseKey(` ${key.replace(/-/g, ' ')} `)).toBe(n);
    expect(normaliseLicenseKey('CB-00000')).toBeNull();
    expect(normaliseLicenseKey('CB-UUUUU-UUUUU-UUUUU-UUUUU-UUUUU-UUUUU')).toBeNull();
  });
});

describe('PUT /api/projects/{id}/license-keys', () => {
  it('is for the author only and refuses bad terms without changing anything', async () => {
    const projectId = await createProject(ctx, seller);
    const good = { enabled: true, activationLimit: 3, validityDays: null };
    expect((await put(null, projectId, good)).statusCode).toBe(401);
    const forbidden = await put(other, projectId, good);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: LICENSE_KEY_MESSAGES.notAuthor });
    const unknown = await put(seller, '00000000-0000-4000-8000-000000000000', good);
    expect(unknown.statusCode).toBe(404);
    expect((await put(seller, 'nope', good)).statusCode).toBe(404);
    for (const bad of [
      {},
      { enabled: 'yes', activationLimit: null, validityDays: null },
      { enabled: true, activationLimit: 0, validityDays: null },
      { enabled: true, activationLimit: 1.5, validityDays: null },
      { enabled: true, activationLimit: null, validityDays: -1 },
      { enabled: true, activationLimit: null, validityDays: null, freeClaims: 'no' },
      { enabled: true, activationLimit: null, validityDays: null, certificateDays: 0 },
      { enabled: true, activationLimit: null, validityDays: null, certificateDays: 366 },
    ]) {
      const res = await put(seller, projectId, bad);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/license-keys`,
      headers: seller.headers,
    });
    expect(view.json().settings).toEqual({
      enabled: false,
      activationLimit: null,
      validityDays: null,
      freeClaims: true,
      certificateDays: 30,
    });
    const ok = await put(seller, projectId, good);
    expect(ok.json()).toEqual({ settings: { ...good, freeClaims: true, certificateDays: 30 } });
    // The newer terms are optional: a client that does not send them keeps what was saved.
    const terms = { ...good, freeClaims: false, certificateDays: 7 };
    expect((await put(seller, projectId, terms)).json()).toEqual({ settings: terms });
    expect((await put(seller, projectId, good)).json()).toEqual({ settings: terms });
  });
});

describe('the holder and the seller see the key', () => {
  it('gives the holder a key, the seller a masked one; none while keys are off', async () => {
    const projectId = await createProject(ctx, seller);
    const buyer = await createUser(ctx);
    await post('/api/licenses/claim-free', { projectId }, buyer);
    expect(await holderKey(buyer, projectId)).toBeNull();
    await put(seller, projectId, { enabled: true, activationLimit: 2, validityDays: 30 });
    const key = await holderKey(buyer, projectId);
    expect(key).toMatch(KEY_FORMAT);
    expect(await holderKey(buyer, projectId)).toBe(key);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/license-keys`,
      headers: seller.headers,
    });
    expect(list.statusCode).toBe(200);
    const [listed] = list.json().keys;
    expect(listed.maskedKey).toMatch(/^CB-(•{5}-){5}[0-9A-Z]{5}$/);
    expect(listed.maskedKey.endsWith(key!.slice(-5))).toBe(true);
    expect(JSON.stringify(list.json())).not.toContain(key!.slice(3, 14));
    expect(listed).toMatchObject({ status: 'active', activations: { used: 0, limit: 2 } });
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/license-keys`,
      headers: buyer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it("shows the holder's key in the dashboard's purchases and in the receipt mail", async () => {
    const { buyer, projectId, key } = await keyedProject();
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: buyer.headers,
    });
    expect(dashboard.statusCode).toBe(200);
    const purchase = dashboard
      .json()
      .purchasedLicenses.find((p: { _id: string }) => p._id === projectId);
    expect(purchase.licenseKey).toBe(key);

    // A paid purchase: the receipt carries the key.
    await giveAccount(ctx, seller).catch(() => undefined);
    const paid = await createProject(ctx, seller, paidProject(2000));
    expect(
      (await put(seller, paid, { enabled: true, activationLimit: null, validityDays: null }))
        .statusCode,
    ).toBe(200);
    const payer = await createUser(ctx);
    const intent = await post('/api/payments/create-payment-intent', { projectId: paid }, payer);
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId } = intent.json();
    ctx.outbox.length = 0;
    const confirm = await post(
      '/api/payments/test-processor/confirm',
      { paymentIntentId, cardNumber: TEST_CARD_SUCCESS },
      payer,
    );
    expect(confirm.statusCode).toBe(200);
    const done = await post('/api/payments/confirm-payment', { paymentIntentId }, payer);
    await settle(ctx.app); // the receipt mail is an effect of the activation (ADR 015)
    expect(done.statusCode).toBe(200);
    const paidKey = await holderKey(payer, paid);
    expect(paidKey).toMatch(KEY_FORMAT);
    const receipt = ctx.outbox.find((m) => m.to === payer.email);
    expect(receipt?.text).toContain(`Your license key: ${paidKey}`);
    // The seller's notice never carries it.
    const notice = ctx.outbox.find((m) => m.to !== payer.email);
    expect(notice?.text).not.toContain(paidKey!);
  });

  it('makes a license its key lazily and exactly once, whichever instance asks first', async () => {
    const projectId = await createProject(ctx, seller);
    const buyer = await createUser(ctx);
    const claim = await post('/api/licenses/claim-free', { projectId }, buyer);
    const licenseId = claim.json().license.id as string;
    // Keys switched on after the license was made: the license has no key yet (half-written).
    await put(seller, projectId, { enabled: true, activationLimit: null, validityDays: null });
    const second = await buildTestApp(ctx.database);
    try {
      const keys = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? second : ctx.app).licenseKeys.keyForHolder(licenseId),
        ),
      );
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(KEY_FORMAT);
    } finally {
      await second.close();
    }
    const rows = await ctx.database.db
      .select()
      .from(licenseKeys)
      .where(eq(licenseKeys.licenseId, licenseId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.keyEncrypted).not.toContain(rows[0]!.keyTail);
  });
});

describe('POST /api/license-keys/validate', () => {
  it('answers an active key with its license and activations, with open CORS', async () => {
    const { projectId, key, licenseId } = await keyedProject({ activationLimit: 3 });
    const res = await post('/api/license-keys/validate', { key, projectId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({
      valid: true,
      status: 'active',
      code: 'VALID',
      license: {
        id: licenseId,
        projectId,
        kind: 'free',
        issuedAt: expect.any(String),
        expiresAt: null,
        updatesUntil: null,
      },
      activations: { used: 0, limit: 3 },
    });
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/license-keys/validate',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    // Only the three public routes answer a preflight (the session routes are same-origin).
    const elsewhere = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/license-keys/signing-keys',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    const settings = await put(seller, projectId, {
      enabled: true,
      activationLimit: 3,
      validityDays: null,
    });
    expect(settings.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown key and another project’s key alike, never saying whose it is', async () => {
    const a = await keyedProject();
    const b = await keyedProject();
    const unknown = await post('/api/license-keys/validate', {
      key: generateLicenseKey(),
      projectId: a.projectId,
    });
    const foreign = await post('/api/license-keys/validate', {
      key: b.key,
      projectId: a.projectId,
    });
    const garbage = await post('/api/license-keys/validate', {
      key: 'hello',
      projectId: a.projectId,
    });
    for (const res of [unknown, foreign, garbage]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        valid: false,
        status: 'revoked',
        code: 'NOT_FOUND',
        license: null,
        activations: { used: 0, limit: null },
      });
    }
    expect(foreign.body).toBe(unknown.body);
    expect(JSON.stringify(foreign.json())).not.toContain(b.projectId);
  });

  it('takes about as long for another project’s key as for an unknown one', async () => {
    const a = await keyedProject();
    const b = await keyedProject();
    const time = async (key: string) => {
      const start = process.hrtime.bigint();
      await post('/api/license-keys/validate', { key, projectId: a.projectId });
      return Number(process.hrtime.bigint() - start);
    };
    const foreign: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      foreign.push(await time(b.key));
      unknown.push(await time(generateLicenseKey()));
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    // Both do one hash, one counter and one look-up: the medians are of the same order.
    expect(median(foreign) / median(unknown)).toBeLessThan(3);
    expect(median(unknown) / median(foreign)).toBeLessThan(3);
  });

  it('says disabled, expired and revoked, and checks an instance', async () => {
    const { projectId, key, licenseId } = await keyedProject({ validityDays: 10 });
    const validate = (body: object = {}) =>
      post('/api/license-keys/validate', { key, projectId, ...body });
    const { instanceId } = (
      await post('/api/license-keys/activate', { key, projectId, instanceName: 'laptop' })
    ).json();
    expect((await validate({ instanceId })).json()).toMatchObject({ valid: true });
    const stranger = await validate({ instanceId: '00000000-0000-4000-8000-000000000000' });
    expect(stranger.json()).toMatchObject({
      valid: false,
      status: 'active',
      code: 'INSTANCE_NOT_FOUND',
    });

    await put(seller, projectId, { enabled: false, activationLimit: null, validityDays: 10 });
    expect((await validate()).json()).toMatchObject({
      valid: false,
      status: 'disabled',
      code: 'DISABLED',
    });
    await put(seller, projectId, { enabled: true, activationLimit: null, validityDays: 10 });

    const saved = now;
    now = new Date(Date.now() + 11 * 86_400_000);
    try {
      const expired = (await validate()).json();
      expect(expired).toMatchObject({ valid: false, status: 'expired', code: 'EXPIRED' });
      expect(Date.parse(expired.license.expiresAt)).toBeLessThan(now.getTime());
    } finally {
      now = saved;
    }

    const revoke = await post(
      `/api/projects/${projectId}/license-keys/${licenseId}/revoke`,
      {},
      seller,
    );
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().key.status).toBe('revoked');
    expect((await validate()).json()).toMatchObject({
      valid: false,
      status: 'revoked',
      code: 'REVOKED',
    });
    const events = await ctx.database.db
      .select()
      .from(licenseKeyEvents)
      .where(eq(licenseKeyEvents.licenseId, licenseId));
    expect(events.map((e) => [e.action, e.actorId])).toEqual([['key.revoked', seller.id]]);
    // The seller's action is in the license's access trail too, read where access is read.
    const trail = await ctx.app.inject({
      url: `/api/seller/access-events?projectId=${projectId}`,
      headers: seller.headers,
    });
    expect(
      trail.json().events.filter((e: { licenseId: string }) => e.licenseId === licenseId),
    ).toMatchObject([{ action: 'key_revoke', cause: 'seller_action', actorId: seller.id }]);
    const refused = await post('/api/license-keys/activate', { key, projectId, instanceName: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'The license key is revoked', code: 'REVOKED' });
  });

  it('revokes the key at once when the license is refunded', async () => {
    const { projectId, key, licenseId } = await keyedProject();
    expect(await ctx.app.licenses.markRefunded(licenseId)).toBe(true);
    expect((await post('/api/license-keys/validate', { key, projectId })).json()).toMatchObject({
      valid: false,
      status: 'revoked',
      code: 'REVOKED',
    });
    await settle(ctx.app); // the key log's line is an effect of the refund (ADR 015)
    const events = await ctx.database.db
      .select()
      .from(licenseKeyEvents)
      .where(eq(licenseKeyEvents.licenseId, licenseId));
    expect(events).toMatchObject([{ action: 'key.revoked', actorId: null, detail: 'refunded' }]);
  });

  it('refuses bad input with 400 and { error }', async () => {
    for (const body of [
      {},
      { key: 'x' },
      { key: 'x', projectId: 'nope' },
      { key: 5, projectId: 1 },
      // Refused by the app's NUL guard before the route: still with a code, never a 500.
      { key: 'CB-\u0000', projectId: '00000000-0000-4000-8000-000000000000', instanceName: 'a' },
    ]) {
      for (const action of ['validate', 'activate', 'deactivate']) {
        const res = await post(`/api/license-keys/${action}`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: expect.any(String), code: 'INVALID_REQUEST' });
      }
    }
  });

  it('limits the checks of one key a minute', async () => {
    const { projectId, key } = await keyedProject();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await post('/api/license-keys/validate', { key, projectId })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    const last = await post('/api/license-keys/validate', { key, projectId });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      error: LICENSE_KEY_MESSAGES.tooManyChecks,
      code: 'RATE_LIMITED',
    });
  });
});

describe('activations', () => {
  it('activates, deactivates and refuses past the limit with 409', async () => {
    const { projectId, key } = await keyedProject({ activationLimit: 1 });
    const first = await post('/api/license-keys/activate', { key, projectId, instanceName: 'a' });
    expect(first.statusCode).toBe(200);
    const { instanceId } = first.json();
    const full = await post('/api/license-keys/activate', { key, projectId, instanceName: 'b' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: LICENSE_KEY_MESSAGES.limitReached,
      code: 'TOO_MANY_INSTANCES',
    });
    const off = await post('/api/license-keys/deactivate', { key, projectId, instanceId });
    expect(off.json()).toEqual({ deactivated: true, code: 'VALID' });
    const again = await post('/api/license-keys/deactivate', { key, projectId, instanceId });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: LICENSE_KEY_MESSAGES.activationNotFound,
      code: 'INSTANCE_NOT_FOUND',
    });
    expect(
      (await post('/api/license-keys/activate', { key, projectId, instanceName: 'b' })).statusCode,
    ).toBe(200);
  });

  it('never passes the limit under 20 concurrent activations', async () => {
    const { projectId, key, licenseId } = await keyedProject({ activationLimit: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/license-keys/activate', { key, projectId, instanceName: `machine ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const rows = await ctx.database.db
      .select()
      .from(licenseKeyActivations)
      .where(eq(licenseKeyActivations.licenseId, licenseId));
    expect(rows).toHaveLength(5);
  });

  it('leaves nothing behind when an activation is interrupted', async () => {
    const { projectId, key, licenseId } = await keyedProject({ activationLimit: 1 });
    // A crash between the activation's insert and its commit: the transaction rolls back.
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.insert(licenseKeyActivations).values({ licenseId, instanceName: 'crashed' });
        throw new Error('process died');
      }),
    ).rejects.toThrow('process died');
    const res = await post('/api/license-keys/activate', { key, projectId, instanceName: 'ok' });
    expect(res.statusCode).toBe(200);
  });

  it('lets the seller reset activations (logged)', async () => {
    const { projectId, key, licenseId } = await keyedProject({ activationLimit: 1 });
    await post('/api/license-keys/activate', { key, projectId, instanceName: 'a' });
    const url = `/api/projects/${projectId}/license-keys/${licenseId}/reset-activations`;
    expect((await post(url, {}, other)).statusCode).toBe(403);
    const reset = await post(url, {}, seller);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().key.activations).toEqual({ used: 0, limit: 1 });
    const events = await ctx.database.db
      .select()
      .from(licenseKeyEvents)
      .where(eq(licenseKeyEvents.licenseId, licenseId));
    expect(events.map((e) => e.action)).toEqual(['key.activations_reset']);
    const trail = await ctx.database.db
      .select()
      .from(accessEvents)
      .where(eq(accessEvents.licenseId, licenseId));
    expect(trail).toMatchObject([
      {
        action: 'key_reset',
        cause: 'seller_action',
        actorId: seller.id,
        detail: '1 activation(s) removed',
      },
    ]);
    const wrongProject = await post(
      `/api/projects/${await createProject(ctx, seller)}/license-keys/${licenseId}/revoke`,
      {},
      seller,
    );
    expect(wrongProject.statusCode).toBe(404);
  });
});

describe('free claims and paid licenses (the tier of a key)', () => {
  it('answers the kind of license on validate and activate', async () => {
    const projectId = await createProject(ctx, seller, freemiumProject());
    expect(
      (await put(seller, projectId, { enabled: true, activationLimit: null, validityDays: null }))
        .statusCode,
    ).toBe(200);
    const free = await fixtures.freeClaim(projectId);
    const paid = await fixtures.paidLicense(projectId);
    for (const [holder, kind] of [
      [free, 'free'],
      [paid, 'paid'],
    ] as const) {
      const key = (await holderKey(holder.buyer, projectId))!;
      const license = {
        id: holder.licenseId,
        projectId,
        kind,
        issuedAt: expect.any(String),
        expiresAt: null,
        updatesUntil: null,
      };
      const validated = await post('/api/license-keys/validate', { key, projectId });
      expect(validated.json()).toMatchObject({ valid: true, code: 'VALID', license });
      const activated = await post('/api/license-keys/activate', {
        key,
        projectId,
        instanceName: 'desk',
      });
      expect(activated.statusCode).toBe(200);
      expect(activated.json()).toEqual({ instanceId: expect.any(String), code: 'VALID', license });
    }
  });

  it('gives free claims no key when the seller switches them off, and back when on', async () => {
    const projectId = await createProject(ctx, seller, freemiumProject());
    const terms = { enabled: true, activationLimit: null, validityDays: null };
    expect((await put(seller, projectId, terms)).statusCode).toBe(200);
    const free = await fixtures.freeClaim(projectId);
    const paid = await fixtures.paidLicense(projectId);
    const freeKey = (await holderKey(free.buyer, projectId))!;
    const paidKey = (await holderKey(paid.buyer, projectId))!;
    const { instanceId } = (
      await post('/api/license-keys/activate', { key: freeKey, projectId, instanceName: 'a' })
    ).json();

    const off = await put(seller, projectId, { ...terms, freeClaims: false });
    expect(off.json().settings).toMatchObject({ freeClaims: false });
    // A free claim made after the switch gets none either.
    const later = await fixtures.freeClaim(projectId);
    expect(await holderKey(later.buyer, projectId)).toBeNull();
    expect(await holderKey(free.buyer, projectId)).toBeNull();
    expect(await holderKey(paid.buyer, projectId)).toBe(paidKey);

    // The free claim's key answers as an unknown key does, byte for byte.
    const unknown = await post('/api/license-keys/validate', {
      key: generateLicenseKey(),
      projectId,
    });
    const validated = await post('/api/license-keys/validate', { key: freeKey, projectId });
    expect(validated.statusCode).toBe(200);
    expect(validated.body).toBe(unknown.body);
    expect(validated.json()).toMatchObject({ valid: false, code: 'NOT_FOUND', license: null });
    const activate = await post('/api/license-keys/activate', {
      key: freeKey,
      projectId,
      instanceName: 'b',
    });
    expect(activate.statusCode).toBe(400);
    expect(activate.json()).toEqual({ error: LICENSE_KEY_MESSAGES.invalidKey, code: 'NOT_FOUND' });
    const deactivate = await post('/api/license-keys/deactivate', {
      key: freeKey,
      projectId,
      instanceId,
    });
    expect(deactivate.statusCode).toBe(404);
    expect(
      (await post('/api/license-keys/validate', { key: paidKey, projectId })).json(),
    ).toMatchObject({ valid: true, license: { kind: 'paid' } });

    // The certificate route says why there is none.
    const certificate = await ctx.app.inject({
      url: `/api/licenses/${free.licenseId}/certificate`,
      headers: free.buyer.headers,
    });
    expect(certificate.statusCode).toBe(403);
    expect(certificate.json()).toEqual({ error: LICENSE_KEY_MESSAGES.freeClaimsOff });

    // The seller sees the free claim's key switched off, the paid one active.
    const list = await ctx.app.inject({
      url: `/api/projects/${projectId}/license-keys`,
      headers: seller.headers,
    });
    const byLicense = new Map(
      list.json().keys.map((k: { licenseId: string }) => [k.licenseId, k] as const),
    );
    expect(byLicense.get(free.licenseId)).toMatchObject({ kind: 'free', status: 'disabled' });
    expect(byLicense.get(paid.licenseId)).toMatchObject({ kind: 'paid', status: 'active' });

    await put(seller, projectId, { ...terms, freeClaims: true });
    expect(await holderKey(free.buyer, projectId)).toBe(freeKey);
    expect(
      (await post('/api/license-keys/validate', { key: freeKey, projectId })).json(),
    ).toMatchObject({ valid: true, license: { kind: 'free' } });
  });

  it('carries the key over when a free claim is upgraded to paid, as paid', async () => {
    const projectId = await createProject(ctx, seller, freemiumProject());
    await put(seller, projectId, {
      enabled: true,
      activationLimit: null,
      validityDays: null,
      freeClaims: false,
    });
    const free = await fixtures.freeClaim(projectId);
    expect(await holderKey(free.buyer, projectId)).toBeNull();
    await ctx.database.db
      .update(licenses)
      .set({ kind: 'paid', paymentReference: `pi_upgrade_${free.licenseId}` })
      .where(eq(licenses.id, free.licenseId));
    const key = (await holderKey(free.buyer, projectId))!;
    expect((await post('/api/license-keys/validate', { key, projectId })).json()).toMatchObject({
      valid: true,
      license: { id: free.licenseId, kind: 'paid' },
    });
  });
});

describe('POST /api/license-keys/deactivate', () => {
  it('needs the project id and answers an unknown key, a foreign key and an unknown instance alike', async () => {
    const a = await keyedProject();
    const b = await keyedProject();
    const { instanceId } = (
      await post('/api/license-keys/activate', {
        key: a.key,
        projectId: a.projectId,
        instanceName: 'laptop',
      })
    ).json();
    const missing = await post('/api/license-keys/deactivate', { key: a.key, instanceId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_REQUEST' });

    const answers = await Promise.all([
      post('/api/license-keys/deactivate', {
        key: generateLicenseKey(),
        projectId: a.projectId,
        instanceId,
      }),
      post('/api/license-keys/deactivate', { key: 'nonsense', projectId: a.projectId, instanceId }),
      post('/api/license-keys/deactivate', { key: a.key, projectId: b.projectId, instanceId }),
      post('/api/license-keys/deactivate', { key: b.key, projectId: b.projectId, instanceId }),
      post('/api/license-keys/deactivate', {
        key: a.key,
        projectId: a.projectId,
        instanceId: '00000000-0000-4000-8000-000000000000',
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({
      error: LICENSE_KEY_MESSAGES.activationNotFound,
      code: 'INSTANCE_NOT_FOUND',
    });
    // None of them freed the activation.
    expect(
      (
        await post('/api/license-keys/validate', { key: a.key, projectId: a.projectId, instanceId })
      ).json(),
    ).toMatchObject({ valid: true, activations: { used: 1 } });
    const freed = await post('/api/license-keys/deactivate', {
      key: a.key,
      projectId: a.projectId,
      instanceId,
    });
    expect(freed.json()).toEqual({ deactivated: true, code: 'VALID' });
  });
});

describe('the per-IP limit of the public key routes', () => {
  const ROUTES = ['validate', 'activate', 'deactivate'] as const;
  const PER_IP = 120;
  const call = (i: number, projectId: string) =>
    post(`/api/license-keys/${ROUTES[i % 3]}`, {
      // A key of its own each time: the per-key limit stays out of the way.
      key: generateLicenseKey(),
      projectId,
      instanceName: 'machine',
      instanceId: '00000000-0000-4000-8000-000000000000',
    });

  it('counts validate, activate and deactivate together', async () => {
    const projectId = await createProject(ctx, seller);
    const codes: number[] = [];
    for (let i = 0; i < PER_IP; i++) codes.push((await call(i, projectId)).statusCode);
    expect(codes.filter((c) => c === 429)).toEqual([]);
    for (const route of ROUTES) {
      const res = await post(`/api/license-keys/${route}`, {
        key: generateLicenseKey(),
        projectId,
        instanceName: 'x',
        instanceId: '00000000-0000-4000-8000-000000000000',
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  }, 120_000);

  it('lets exactly 120 of many concurrent requests through', async () => {
    const projectId = await createProject(ctx, seller);
    const results = await Promise.all(
      Array.from({ length: PER_IP + 30 }, (_, i) => call(i, projectId)),
    );
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(30);
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
  }, 120_000);
});

describe('machine-readable codes', () => {
  it('lists every code as an enum in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const codes = [
      'VALID',
      'NOT_FOUND',
      'REVOKED',
      'EXPIRED',
      'DISABLED',
      'INSTANCE_NOT_FOUND',
      'TOO_MANY_INSTANCES',
    ];
    const schemaOf = (route: string, status: string) => {
      const schema =
        doc.paths[`/api/license-keys/${route}`].post.responses[status].content['application/json']
          .schema;
      return schema.$ref
        ? doc.components.schemas[schema.$ref.split('/').pop()]
        : (schema as { properties: Record<string, { enum?: string[] }> });
    };
    for (const route of ['validate', 'activate', 'deactivate']) {
      expect(schemaOf(route, '200').properties.code.enum).toEqual(expect.arrayContaining(codes));
    }
    expect(schemaOf('activate', '409').properties.code.enum).toEqual(expect.arrayContaining(codes));
  });
});

describe('certificates', () => {
  const certificateOf = (buyer: TestUser | null, licenseId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/licenses/${licenseId}/certificate`,
      headers: buyer?.headers ?? {},
    });
  const publicKeys = async (projectId: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/projects/${projectId}/license-public-key` })
    ).json();

  let verifyLicense: (
    certificate: string,
    publicKeyPem: string,
    projectId: string,
    revoked?: Set<string>,
    now?: number,
  ) => 'free' | 'paid' | null;
  /** The snippet's answer at the injected clock's time. */
  const verify = (certificate: string, publicKeyPem: string, projectId: string) =>
    verifyLicense(certificate, publicKeyPem, projectId, new Set(), now.getTime());
  beforeAll(async () => {
    // The snippet of the developer docs page, exactly as shown.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-snippet-'));
    const file = path.join(dir, 'verify-license.ts');
    fs.writeFileSync(file, TYPESCRIPT_VERIFY_SNIPPET);
    ({ verifyLicense } = await import(/* @vite-ignore */ file));
    expect(TYPESCRIPT_VERIFY_SNIPPET.trim().split('\n').length).toBeLessThanOrEqual(45);
  });

  it('signs a certificate that the docs snippet verifies, and a changed byte fails', async () => {
    const { projectId, licenseId, buyer, key } = await keyedProject({ validityDays: 365 });
    expect((await certificateOf(null, licenseId)).statusCode).toBe(401);
    expect((await certificateOf(other, licenseId)).statusCode).toBe(404);
    const res = await certificateOf(buyer, licenseId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const cert = res.body;
    expect(cert).toContain(`project: ${projectId}`);
    expect(cert).toContain(`license: ${licenseId}`);
    expect(cert).toContain(`buyer: ${buyer.username}`);
    expect(cert).not.toContain(key);
    const { current, keys } = await publicKeys(projectId);
    expect(current.pem).toContain('BEGIN PUBLIC KEY');
    expect(current.jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: current.id });
    expect(keys).toHaveLength(1);
    expect(verify(cert, current.pem, projectId)).toBe('free');
    expect(verify(cert, current.pem, '00000000-0000-4000-8000-000000000000')).toBeNull();
    const tampered = cert.replace(`buyer: ${buyer.username}`, `buyer: ${buyer.username}x`);
    expect(verify(tampered, current.pem, projectId)).toBeNull();
    const i = cert.indexOf('issued: ') + 'issued: '.length;
    const flipped = cert.slice(0, i) + (cert[i] === '1' ? '2' : '1') + cert.slice(i + 1);
    expect(verify(flipped, current.pem, projectId)).toBeNull();

    // The Python snippet agrees, where Python and its cryptography package are at hand.
    if (hasPythonCryptography()) {
      const run = (c: string) =>
        execFileSync(
          'python3',
          [
            '-c',
            `${PYTHON_VERIFY_SNIPPET}\nimport sys, json\na = json.load(sys.stdin)\nprint(verify_license(a[0], a[1], a[2], frozenset(), a[3]))`,
          ],
          { input: JSON.stringify([c, current.pem, projectId, now.getTime() / 1000]) },
        )
          .toString()
          .trim();
      expect(run(cert)).toBe('free');
      expect(run(tampered)).toBe('None');
    }
  }, 120_000); // starting Python twice is slow on a busy machine

  it('keeps old certificates valid after a rotation until the old key is revoked', async () => {
    const { projectId, licenseId, buyer } = await keyedProject();
    const oldCert = (await certificateOf(buyer, licenseId)).body;
    const before = await publicKeys(projectId);
    const rotated = await post('/api/license-keys/signing-keys/rotate', {}, seller);
    expect(rotated.statusCode).toBe(200);
    const after = await publicKeys(projectId);
    expect(after.current.id).not.toBe(before.current.id);
    const oldKey = after.keys.find((k: { id: string }) => k.id === before.current.id);
    expect(oldKey).toBeDefined();
    expect(verify(oldCert, oldKey.pem, projectId)).toBe('free');
    const newCert = (await certificateOf(buyer, licenseId)).body;
    expect(verify(newCert, after.current.pem, projectId)).toBe('free');
    expect(verify(newCert, oldKey.pem, projectId)).toBeNull();
    expect(
      (await post(`/api/license-keys/signing-keys/${after.current.id}/revoke`, {}, seller))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/license-keys/signing-keys/${oldKey.id}/revoke`, {}, other)).statusCode,
    ).toBe(404);
    const revoked = await post(`/api/license-keys/signing-keys/${oldKey.id}/revoke`, {}, seller);
    expect(revoked.statusCode).toBe(200);
    const final = await publicKeys(projectId);
    expect(final.keys.map((k: { id: string }) => k.id)).toEqual([after.current.id]);
  });

  it('makes one signing key under concurrent first use', async () => {
    const fresh = await createUser(ctx);
    const projectId = await createProject(ctx, fresh);
    const answers = await Promise.all(Array.from({ length: 10 }, () => publicKeys(projectId)));
    expect(new Set(answers.map((a) => a.current.id)).size).toBe(1);
    expect(answers[0].keys).toHaveLength(1);
  });

  it('refuses a refunded license its certificate', async () => {
    const { licenseId, buyer } = await keyedProject();
    await ctx.app.licenses.markRefunded(licenseId);
    expect((await certificateOf(buyer, licenseId)).statusCode).toBe(403);
  });
});
