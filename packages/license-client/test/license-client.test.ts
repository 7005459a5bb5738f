import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { licenses } from '../../../apps/server/src/db/schema';
import {
  createLicenseClient,
  isLicenseClientError,
  LicenseClientError,
  type LicenseClient,
  type PublicKeysResponse,
} from '../src/index.js';
import { startMarketplace, type Marketplace } from './marketplace.js';

/**
 * The client against the real server over HTTP (issue 30: "its tests run against the real
 * server"): online checks, fingerprints, the holder's instances, and certificates verified
 * offline with the seller's published keys and revocation list.
 */

let market: Marketplace;
let client: LicenseClient;

beforeAll(async () => {
  market = await startMarketplace({ activationLimit: 2 });
  client = createLicenseClient({ baseUrl: market.baseUrl, projectId: market.projectId });
});
afterAll(() => market?.close());

/** The error a promise rejects with (failing the test when it resolves). */
async function refusalOf(promise: Promise<unknown>): Promise<LicenseClientError> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LicenseClientError);
  return error as LicenseClientError;
}

const certificateOf = async () => {
  const res = await market.as(market.buyer, `/api/licenses/${market.licenseId}/certificate`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('online checks', () => {
  it('validates the key, with its license and term of updates', async () => {
    const answer = await client.validate(market.key);
    expect(answer).toEqual({
      valid: true,
      status: 'active',
      code: 'VALID',
      license: {
        id: market.licenseId,
        projectId: market.projectId,
        kind: 'paid',
        issuedAt: expect.any(String),
        expiresAt: null,
        updatesUntil: null,
      },
      activations: { used: 0, limit: 2 },
    });
    // However the buyer typed it.
    const typed = market.key.toLowerCase().replace(/-/g, ' ');
    expect((await client.validate(typed)).code).toBe('VALID');
  });

  it('answers an unknown key as not valid, without throwing', async () => {
    const answer = await client.validate('CB-00000-00000-00000-00000-00000-00000');
    expect(answer).toMatchObject({ valid: false, code: 'NOT_FOUND', license: null });
    // Another project's client learns nothing of this key either.
    const elsewhere = createLicenseClient({
      baseUrl: market.baseUrl,
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await elsewhere.validate(market.key)).code).toBe('NOT_FOUND');
  });

  it('activates one machine once, however often, and frees it', async () => {
    const laptop = await client.activate(market.key, {
      instanceName: 'laptop',
      fingerprint: 'machine-1',
    });
    expect(laptop).toMatchObject({ code: 'VALID', license: { id: market.licenseId } });
    const again = await client.activate(market.key, {
      instanceName: 'laptop',
      fingerprint: 'machine-1',
    });
    expect(again.instanceId).toBe(laptop.instanceId);
    expect((await client.validate(market.key)).activations).toEqual({ used: 1, limit: 2 });

    const desktop = await client.activate(market.key, {
      instanceName: 'desktop',
      fingerprint: 'machine-2',
    });
    expect(desktop.instanceId).not.toBe(laptop.instanceId);
    // A third machine is over the limit of 2: the server's code, typed.
    const full = await refusalOf(
      client.activate(market.key, { instanceName: 'server', fingerprint: 'machine-3' }),
    );
    expect(full).toMatchObject({ code: 'TOO_MANY_INSTANCES', status: 409 });
    expect(isLicenseClientError(full, 'TOO_MANY_INSTANCES')).toBe(true);
    // The known machines still get in.
    expect(
      (await client.activate(market.key, { instanceName: 'laptop', fingerprint: 'machine-1' }))
        .instanceId,
    ).toBe(laptop.instanceId);

    const check = await client.validate(market.key, { instanceId: desktop.instanceId });
    expect(check).toMatchObject({ valid: true, code: 'VALID' });
    expect(await client.deactivate(market.key, desktop.instanceId)).toEqual({
      deactivated: true,
      code: 'VALID',
    });
    const gone = await client.validate(market.key, { instanceId: desktop.instanceId });
    expect(gone).toMatchObject({ valid: false, code: 'INSTANCE_NOT_FOUND' });
    const twice = await refusalOf(client.deactivate(market.key, desktop.instanceId));
    expect(twice).toMatchObject({ code: 'INSTANCE_NOT_FOUND', status: 404 });
  });

  it('shows the holder the instances and lets them free one', async () => {
    const listed = await market.as(market.buyer, `/api/licenses/${market.licenseId}/instances`);
    const { instances, limit } = (await listed.json()) as {
      instances: { id: string; name: string; fingerprint: string | null }[];
      limit: number | null;
    };
    expect(limit).toBe(2);
    const laptop = instances.find((i) => i.fingerprint === 'machine-1')!;
    expect(laptop.name).toBe('laptop');
    const freed = await market.as(
      market.buyer,
      `/api/licenses/${market.licenseId}/instances/${laptop.id}`,
      { method: 'DELETE' },
    );
    expect(freed.status).toBe(200);
    expect((await client.validate(market.key, { instanceId: laptop.id })).code).toBe(
      'INSTANCE_NOT_FOUND',
    );
    // The freed machine comes back as a new instance.
    const back = await client.activate(market.key, {
      instanceName: 'laptop',
      fingerprint: 'machine-1',
    });
    expect(back.instanceId).not.toBe(laptop.id);
  });

  it('throws typed errors for refusals of bad input and of an unreachable server', async () => {
    const bad = await refusalOf(client.activate(market.key, { instanceName: '' }));
    expect(bad).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
    expect(bad.message).toBe('instanceName is required');
    const unknown = await refusalOf(
      client.activate('CB-00000-00000-00000-00000-00000-00000', { instanceName: 'x' }),
    );
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', status: 400 });
    // A port nothing listens on (the server is closed by then).
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const offline = createLicenseClient({
      baseUrl: `http://127.0.0.1:${port}`,
      projectId: market.projectId,
    });
    expect(await refusalOf(offline.validate(market.key))).toMatchObject({
      code: 'NETWORK_ERROR',
      status: null,
    });
  });

  it('reads the term of updates the license has', async () => {
    const until = new Date('2031-03-01T00:00:00.000Z');
    await market.ctx.database.db
      .update(licenses)
      .set({ updatesUntil: until })
      .where(eq(licenses.id, market.licenseId));
    try {
      expect((await client.validate(market.key)).license?.updatesUntil).toBe(until.toISOString());
      const certificate = await certificateOf();
      const check = await client.verifyCertificate(certificate);
      expect(check).toMatchObject({ valid: true, license: { updatesUntil: until.toISOString() } });
    } finally {
      await market.ctx.database.db
        .update(licenses)
        .set({ updatesUntil: null })
        .where(eq(licenses.id, market.licenseId));
    }
  });
});

describe('certificates, offline', () => {
  let publicKeys: PublicKeysResponse;
  let certificate: string;
  /** A client that has the seller's keys and no network at all. */
  let offline: LicenseClient;

  beforeAll(async () => {
    publicKeys = await client.fetchPublicKeys();
    certificate = await certificateOf();
    offline = createLicenseClient({
      baseUrl: market.baseUrl,
      projectId: market.projectId,
      publicKey: publicKeys,
      fetch: () => Promise.reject(new Error('no network here')),
    });
  });

  it('verifies a genuine certificate with the saved public keys, without the network', async () => {
    const check = await offline.verifyCertificate(certificate, { key: market.key });
    expect(check).toEqual({
      valid: true,
      code: 'VALID',
      license: {
        id: market.licenseId,
        projectId: market.projectId,
        kind: 'paid',
        keyFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        buyer: market.buyer.username,
        issuedAt: expect.any(String),
        signedAt: expect.any(String),
        expiresAt: expect.any(String),
        signingKeyId: publicKeys.current.id,
        updatesUntil: null,
      },
    });
    // One entry, the JWK alone, or the PEM alone do as well.
    for (const publicKey of [
      publicKeys.current,
      { id: publicKeys.current.id, jwk: publicKeys.current.jwk },
      publicKeys.current.pem!,
    ]) {
      const alone = createLicenseClient({
        baseUrl: market.baseUrl,
        projectId: market.projectId,
        publicKey,
        fetch: () => Promise.reject(new Error('no network here')),
      });
      expect((await alone.verifyCertificate(certificate)).code).toBe('VALID');
    }
    // Without saved keys the client fetches the published ones.
    expect((await client.verifyCertificate(certificate)).code).toBe('VALID');
  });

  it('refuses a tampered certificate, another project’s, another key’s and an expired one', async () => {
    const tampered = certificate.replace('kind: paid', 'kind: free');
    expect(tampered).not.toBe(certificate);
    expect(await offline.verifyCertificate(tampered)).toMatchObject({
      valid: false,
      code: 'BAD_SIGNATURE',
      license: null,
    });
    const renamed = certificate.replace(/^buyer: .*$/m, 'buyer: someone-else');
    expect((await offline.verifyCertificate(renamed)).code).toBe('BAD_SIGNATURE');

    const otherProject = createLicenseClient({
      baseUrl: market.baseUrl,
      projectId: '00000000-0000-4000-8000-000000000000',
      publicKey: publicKeys,
    });
    expect((await otherProject.verifyCertificate(certificate)).code).toBe('WRONG_PROJECT');
    const otherKey = 'CB-00000-00000-00000-00000-00000-00000';
    expect((await offline.verifyCertificate(certificate, { key: otherKey })).code).toBe(
      'KEY_MISMATCH',
    );

    const check = await offline.verifyCertificate(certificate);
    const expires = Date.parse(check.license!.expiresAt);
    expect((await offline.verifyCertificate(certificate, { now: expires })).code).toBe('EXPIRED');
    expect((await offline.verifyCertificate(certificate, { now: expires - 1 })).code).toBe('VALID');
    expect((await offline.verifyCertificate('hello')).code).toBe('MALFORMED');
  });

  it('refuses a certificate the seller’s revocation list names, and a stale or forged list', async () => {
    const before = await client.fetchRevocations();
    expect(await offline.verifyCertificate(certificate, { revocations: before })).toMatchObject({
      valid: true,
    });
    const read = await client.readRevocations(before);
    expect(read.sellerId).toBe(market.seller.id);
    expect(read.revoked.has(market.licenseId)).toBe(false);

    const revoke = await market.as(
      market.seller,
      `/api/projects/${market.projectId}/license-keys/${market.licenseId}/revoke`,
      { method: 'POST' },
    );
    expect(revoke.status).toBe(200);
    const after = await client.fetchRevocations();
    expect((await client.readRevocations(after)).revoked.has(market.licenseId)).toBe(true);
    const revoked = await offline.verifyCertificate(certificate, { revocations: after });
    expect(revoked).toMatchObject({
      valid: false,
      code: 'REVOKED',
      license: { id: market.licenseId },
    });
    // Online, the key says so too.
    expect((await client.validate(market.key)).code).toBe('REVOKED');

    // A list past its next-update is refused (a program fetches a fresh one)...
    const nextUpdate = Date.parse((await client.readRevocations(after)).nextUpdate);
    expect(
      (await offline.verifyCertificate(certificate, { revocations: after, now: nextUpdate })).code,
    ).toBe('REVOCATIONS_OUTDATED');
    // ...and so is a list someone edited to leave the license out.
    const edited = after.replace(new RegExp(`^revoked: ${market.licenseId} .*\\n`, 'm'), '');
    expect(edited).not.toBe(after);
    expect((await offline.verifyCertificate(certificate, { revocations: edited })).code).toBe(
      'REVOCATIONS_INVALID',
    );
    await expect(client.readRevocations(edited)).rejects.toMatchObject({
      code: 'REVOCATIONS_INVALID',
    });
  });
});
