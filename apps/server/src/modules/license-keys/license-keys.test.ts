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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accessEvents,
  licenseKeyActivations,
  licenseKeyEvents,
  licenseKeys,
} from '../../db/schema';
import {
  buildTestApp,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';
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

const put = (user: TestUser | null, projectId: string, body: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/license-keys`,
    headers: user?.headers ?? {},
    payload: body as object,
  });

const post = (url: string, body: object, user?: TestUser) =>
  ctx.app.inject({ method: 'POST', url, payload: body, headers: user?.headers ?? {} });

/** A published free project of `seller` with keys on, and a buyer holding a license of it. */
async function keyedProject(
  settings: { activationLimit?: number | null; validityDays?: number | null } = {},
) {
  const projectId = await createProject(ctx, seller);
  const res = await put(seller, projectId, {
    enabled: true,
    activationLimit: settings.activationLimit ?? null,
    validityDays: settings.validityDays ?? null,
  });
  expect(res.statusCode).toBe(200);
  const buyer = await createUser(ctx);
  const claim = await post('/api/licenses/claim-free', { projectId }, buyer);
  expect(claim.statusCode).toBe(200);
  const licenseId = claim.json().license.id as string;
  const key = await holderKey(buyer, projectId);
  return { projectId, buyer, licenseId, key: key! };
}

async function holderKey(buyer: TestUser, projectId: string): Promise<string | null> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}`,
    headers: buyer.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().userLicense.licenseKey as string | null;
}

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
    });
    const ok = await put(seller, projectId, good);
    expect(ok.json()).toEqual({ settings: good });
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
    const { projectId, key } = await keyedProject({ activationLimit: 3 });
    const res = await post('/api/license-keys/validate', { key, projectId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({
      valid: true,
      status: 'active',
      license: { projectId, issuedAt: expect.any(String), expiresAt: null },
      activations: { used: 0, limit: 3 },
    });
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/license-keys/validate',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
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
    expect(stranger.json()).toMatchObject({ valid: false, status: 'active' });

    await put(seller, projectId, { enabled: false, activationLimit: null, validityDays: 10 });
    expect((await validate()).json()).toMatchObject({ valid: false, status: 'disabled' });
    await put(seller, projectId, { enabled: true, activationLimit: null, validityDays: 10 });

    const saved = now;
    now = new Date(Date.now() + 11 * 86_400_000);
    try {
      const expired = (await validate()).json();
      expect(expired).toMatchObject({ valid: false, status: 'expired' });
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
    expect((await validate()).json()).toMatchObject({ valid: false, status: 'revoked' });
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
  });

  it('revokes the key at once when the license is refunded', async () => {
    const { projectId, key, licenseId } = await keyedProject();
    expect(await ctx.app.licenses.markRefunded(licenseId)).toBe(true);
    expect((await post('/api/license-keys/validate', { key, projectId })).json()).toMatchObject({
      valid: false,
      status: 'revoked',
    });
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
    ]) {
      const res = await post('/api/license-keys/validate', body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
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
    expect(last.json()).toEqual({ error: LICENSE_KEY_MESSAGES.tooManyChecks });
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
    expect(full.json()).toEqual({ error: LICENSE_KEY_MESSAGES.limitReached });
    const off = await post('/api/license-keys/deactivate', { key, instanceId });
    expect(off.json()).toEqual({ deactivated: true });
    const again = await post('/api/license-keys/deactivate', { key, instanceId });
    expect(again.statusCode).toBe(404);
    const unknownKey = await post('/api/license-keys/deactivate', {
      key: generateLicenseKey(),
      instanceId,
    });
    expect(unknownKey.statusCode).toBe(400);
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

  let verifyLicense: (certificate: string, publicKeyPem: string, projectId: string) => boolean;
  beforeAll(async () => {
    // The snippet of the developer docs page, exactly as shown.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-snippet-'));
    const file = path.join(dir, 'verify-license.ts');
    fs.writeFileSync(file, TYPESCRIPT_VERIFY_SNIPPET);
    ({ verifyLicense } = await import(/* @vite-ignore */ file));
    expect(TYPESCRIPT_VERIFY_SNIPPET.trim().split('\n').length).toBeLessThanOrEqual(18);
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
    expect(verifyLicense(cert, current.pem, projectId)).toBe(true);
    expect(verifyLicense(cert, current.pem, '00000000-0000-4000-8000-000000000000')).toBe(false);
    const tampered = cert.replace(`buyer: ${buyer.username}`, `buyer: ${buyer.username}x`);
    expect(verifyLicense(tampered, current.pem, projectId)).toBe(false);
    const i = cert.indexOf('issued: ') + 'issued: '.length;
    const flipped = cert.slice(0, i) + (cert[i] === '1' ? '2' : '1') + cert.slice(i + 1);
    expect(verifyLicense(flipped, current.pem, projectId)).toBe(false);

    // The Python snippet agrees, where Python and its cryptography package are at hand.
    let python = false;
    try {
      execFileSync('python3', ['-c', 'import cryptography'], { stdio: 'ignore' });
      python = true;
    } catch {
      python = false;
    }
    if (python) {
      const run = (c: string) =>
        execFileSync(
          'python3',
          [
            '-c',
            `${PYTHON_VERIFY_SNIPPET}\nimport sys, json\na = json.load(sys.stdin)\nprint(verify_license(a[0], a[1], a[2]))`,
          ],
          { input: JSON.stringify([c, current.pem, projectId]) },
        )
          .toString()
          .trim();
      expect(run(cert)).toBe('True');
      expect(run(tampered)).toBe('False');
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
    expect(verifyLicense(oldCert, oldKey.pem, projectId)).toBe(true);
    const newCert = (await certificateOf(buyer, licenseId)).body;
    expect(verifyLicense(newCert, after.current.pem, projectId)).toBe(true);
    expect(verifyLicense(newCert, oldKey.pem, projectId)).toBe(false);
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
