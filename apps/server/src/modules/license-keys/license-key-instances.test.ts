import { LICENSE_KEY_MESSAGES, RELEASE_MESSAGES } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { accessEvents, licenseKeyActivations, licenseKeyEvents, licenses } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { type KeyTerms, licenseKeyFixtures } from '../../../test/license-key-fixtures';

/**
 * Fingerprints (the same machine is the same instance), the holder's instances, and the
 * license's term of updates in every key answer (docs/license-keys.md#fingerprints).
 */

let ctx: TestContext;
let seller: TestUser;
let other: TestUser;
const now = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  seller = await createUser(ctx);
  other = await createUser(ctx);
});
afterAll(() => ctx.close());

const fixtures = licenseKeyFixtures(() => ctx);
const { post, get } = fixtures;
const keyedProject = (terms: KeyTerms = {}) => fixtures.keyedProject(seller, terms);
beforeEach(() => fixtures.newClient());

const activate = (key: string, projectId: string, instanceName: string, fingerprint?: string) =>
  post('/api/license-keys/activate', {
    key,
    projectId,
    instanceName,
    ...(fingerprint === undefined ? {} : { fingerprint }),
  });

const activationsOf = (licenseId: string) =>
  ctx.database.db
    .select()
    .from(licenseKeyActivations)
    .where(eq(licenseKeyActivations.licenseId, licenseId));

const remove = (user: TestUser | null, licenseId: string, instanceId: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/licenses/${licenseId}/instances/${instanceId}`,
    headers: user?.headers ?? {},
  });

describe('fingerprints', () => {
  it('answers the same instance for the same fingerprint, without a second place', async () => {
    const { projectId, key, licenseId } = await keyedProject({ activationLimit: 1 });
    const first = await activate(key, projectId, 'laptop', 'machine-a');
    expect(first.statusCode).toBe(200);
    const { instanceId } = first.json();
    // The limit is reached, but this is the same machine: same id, VALID, renamed.
    const again = await activate(key, projectId, 'laptop (renamed)', 'machine-a');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ instanceId, code: 'VALID' });
    expect(await activationsOf(licenseId)).toMatchObject([
      { id: instanceId, instanceName: 'laptop (renamed)', fingerprint: 'machine-a' },
    ]);
    // Another machine is a new instance: refused at the limit, as without fingerprints.
    const otherMachine = await activate(key, projectId, 'desktop', 'machine-b');
    expect(otherMachine.statusCode).toBe(409);
    expect(otherMachine.json()).toEqual({
      error: LICENSE_KEY_MESSAGES.limitReached,
      code: 'TOO_MANY_INSTANCES',
    });
    // A fingerprint is the key's own: another key's machine with the same fingerprint is its own.
    const second = await keyedProject({ activationLimit: 1 });
    const elsewhere = await activate(second.key, second.projectId, 'laptop', 'machine-a');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().instanceId).not.toBe(instanceId);
    // Once deactivated, the machine activates anew with a new id.
    await post('/api/license-keys/deactivate', { key, projectId, instanceId });
    const back = await activate(key, projectId, 'laptop', 'machine-a');
    expect(back.statusCode).toBe(200);
    expect(back.json().instanceId).not.toBe(instanceId);
  });

  it('keeps activations without a fingerprint as they were: each one a new instance', async () => {
    const { projectId, key, licenseId } = await keyedProject({ activationLimit: 2 });
    const a = await activate(key, projectId, 'ci');
    const b = await activate(key, projectId, 'ci');
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().instanceId).not.toBe(b.json().instanceId);
    expect((await activate(key, projectId, 'ci')).statusCode).toBe(409);
    expect((await activationsOf(licenseId)).map((r) => r.fingerprint)).toEqual([null, null]);
  });

  it('refuses a blank or too long fingerprint with 400 and INVALID_REQUEST', async () => {
    const { projectId, key, licenseId } = await keyedProject();
    for (const fingerprint of ['', '   ', 'x'.repeat(201), 42]) {
      const res = await post('/api/license-keys/activate', {
        key,
        projectId,
        instanceName: 'laptop',
        fingerprint,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'INVALID_REQUEST' });
    }
    expect(await activationsOf(licenseId)).toEqual([]);
  });

  it('makes one instance of 10 concurrent activations of one machine at a limit of 2', async () => {
    const { projectId, key, licenseId } = await keyedProject({ activationLimit: 2 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => activate(key, projectId, `laptop ${i}`, 'same-machine')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(results.map((r) => r.json().instanceId as string));
    expect(ids.size).toBe(1);
    const rows = await activationsOf(licenseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe([...ids][0]);
  });

  it('lets exactly 2 of 10 concurrent machines in at a limit of 2', async () => {
    const { projectId, key, licenseId } = await keyedProject({ activationLimit: 2 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => activate(key, projectId, `machine ${i}`, `fp-${i}`)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r.json().code).toBe('TOO_MANY_INSTANCES');
    const rows = await activationsOf(licenseId);
    expect(rows.map((r) => r.id).sort()).toEqual(ok.map((r) => r.json().instanceId).sort());
  });

  it('still counts a fingerprinted machine once in the seller’s list', async () => {
    const { projectId, key, licenseId } = await keyedProject({ activationLimit: 3 });
    await activate(key, projectId, 'laptop', 'machine-a');
    await activate(key, projectId, 'laptop', 'machine-a');
    await activate(key, projectId, 'desktop');
    const view = await get(`/api/projects/${projectId}/license-keys`, seller);
    expect(view.statusCode).toBe(200);
    const listed = view.json().keys.find((k: { licenseId: string }) => k.licenseId === licenseId);
    expect(listed.activations).toEqual({ used: 2, limit: 3 });
  });
});

describe("the holder's instances", () => {
  it('lists where the key is activated, with the limit, to the holder only', async () => {
    const { projectId, key, licenseId, buyer } = await keyedProject({ activationLimit: 3 });
    const empty = await get(`/api/licenses/${licenseId}/instances`, buyer);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ instances: [], limit: 3 });
    const a = (await activate(key, projectId, 'laptop', 'machine-a')).json().instanceId;
    const b = (await activate(key, projectId, 'build server')).json().instanceId;
    const res = await get(`/api/licenses/${licenseId}/instances`, buyer);
    expect(res.json()).toEqual({
      instances: [
        { id: a, name: 'laptop', fingerprint: 'machine-a', activatedAt: expect.any(String) },
        { id: b, name: 'build server', fingerprint: null, activatedAt: expect.any(String) },
      ],
      limit: 3,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Nobody else learns the license exists: the seller, another user, a made-up id.
    for (const user of [seller, other]) {
      const refused = await get(`/api/licenses/${licenseId}/instances`, user);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: LICENSE_KEY_MESSAGES.licenseNotFound });
    }
    expect((await get(`/api/licenses/${licenseId}/instances`, null)).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await get(`/api/licenses/${id}/instances`, buyer)).statusCode).toBe(404);
    }
  });

  it('answers an empty list with an unlimited limit while the key has no activations', async () => {
    const { licenseId, buyer } = await keyedProject();
    expect((await get(`/api/licenses/${licenseId}/instances`, buyer)).json()).toEqual({
      instances: [],
      limit: null,
    });
  });

  it('lets the holder free one instance: logged, and the place is free again', async () => {
    const { projectId, key, licenseId, buyer } = await keyedProject({ activationLimit: 1 });
    const { instanceId } = (await activate(key, projectId, 'old laptop', 'machine-a')).json();
    expect((await activate(key, projectId, 'new laptop', 'machine-b')).statusCode).toBe(409);

    // Nobody else frees it, and nothing is logged for them.
    expect((await remove(null, licenseId, instanceId)).statusCode).toBe(401);
    for (const user of [seller, other]) {
      const refused = await remove(user, licenseId, instanceId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: LICENSE_KEY_MESSAGES.licenseNotFound });
    }
    expect(await activationsOf(licenseId)).toHaveLength(1);

    const freed = await remove(buyer, licenseId, instanceId);
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toEqual({ instances: [], limit: 1 });
    // The program on the old machine learns its instance is gone.
    const check = await post('/api/license-keys/validate', { key, projectId, instanceId });
    expect(check.json()).toMatchObject({ valid: false, code: 'INSTANCE_NOT_FOUND' });
    expect((await activate(key, projectId, 'new laptop', 'machine-b')).statusCode).toBe(200);

    const events = await ctx.database.db
      .select()
      .from(licenseKeyEvents)
      .where(eq(licenseKeyEvents.licenseId, licenseId));
    expect(events).toMatchObject([
      {
        action: 'key.instance_freed',
        actorId: buyer.id,
        detail: 'Instance "old laptop" freed by the holder',
      },
    ]);
    const trail = await ctx.database.db
      .select()
      .from(accessEvents)
      .where(eq(accessEvents.licenseId, licenseId));
    expect(trail).toMatchObject([
      {
        action: 'key_reset',
        cause: 'buyer_action',
        actorId: buyer.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        detail: 'Instance "old laptop" freed by the holder',
      },
    ]);

    // Freed already, unknown, or not an id: 404 with nothing logged.
    for (const id of [instanceId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const gone = await remove(buyer, licenseId, id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: RELEASE_MESSAGES.instanceNotFound });
    }
    expect(
      await ctx.database.db
        .select()
        .from(licenseKeyEvents)
        .where(eq(licenseKeyEvents.licenseId, licenseId)),
    ).toHaveLength(1);
  });

  it("never frees another license's instance through the holder's license", async () => {
    const mine = await keyedProject();
    const theirs = await keyedProject();
    const { instanceId } = (await activate(theirs.key, theirs.projectId, 'theirs')).json();
    const res = await remove(mine.buyer, mine.licenseId, instanceId);
    expect(res.statusCode).toBe(404);
    expect(await activationsOf(theirs.licenseId)).toHaveLength(1);
  });
});

describe('updatesUntil in every key answer', () => {
  it('answers null (for life) and the license’s end of updates on validate and activate', async () => {
    const { projectId, key, licenseId } = await keyedProject();
    const validate = () => post('/api/license-keys/validate', { key, projectId });
    expect((await validate()).json().license).toMatchObject({ id: licenseId, updatesUntil: null });
    const until = new Date('2027-06-01T12:00:00.000Z');
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: until })
      .where(eq(licenses.id, licenseId));
    expect((await validate()).json().license.updatesUntil).toBe(until.toISOString());
    const activated = await activate(key, projectId, 'laptop', 'machine-a');
    expect(activated.json().license.updatesUntil).toBe(until.toISOString());
    // A term that has ended leaves the key valid: the buyer keeps what they were entitled to.
    const ended = new Date('2026-01-01T00:00:00.000Z');
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: ended })
      .where(eq(licenses.id, licenseId));
    expect((await validate()).json()).toMatchObject({
      valid: true,
      code: 'VALID',
      license: { updatesUntil: ended.toISOString() },
    });
  });
});
