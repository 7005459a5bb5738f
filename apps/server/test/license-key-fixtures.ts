import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';

import { expect } from 'vitest';

import { licenses } from '../src/db/schema';
import { createUser, type TestContext, type TestUser } from './helper';
import { createProject } from './payments-fixtures';

/**
 * Requests and factories for the license-key tests (modules/license-keys): a project with keys
 * on, a free claim or a paid license of it, and the key its holder sees.
 */
export interface KeyTerms {
  activationLimit?: number | null;
  validityDays?: number | null;
  freeClaims?: boolean;
  certificateDays?: number;
}

let ipCounter = 0;
/** A client address of its own: the public key routes count requests per IP. */
/** Whether python3 and its cryptography package are at hand (the Python snippet's checks). */
export function hasPythonCryptography(): boolean {
  try {
    execFileSync('python3', ['-c', 'import cryptography'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export function licenseKeyFixtures(ctx: () => TestContext) {
  /** The address requests come from; `newClient()` before a test that counts them. */
  let ip = freshIp();

  const put = (user: TestUser | null, projectId: string, body: unknown) =>
    ctx().app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/license-keys`,
      headers: user?.headers ?? {},
      payload: body as object,
    });

  const post = (url: string, body: object, user?: TestUser) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: user?.headers ?? {},
      remoteAddress: ip,
    });

  const get = (url: string, user?: TestUser | null) =>
    ctx().app.inject({ method: 'GET', url, headers: user?.headers ?? {}, remoteAddress: ip });

  async function holderKey(buyer: TestUser, projectId: string): Promise<string | null> {
    const res = await get(`/api/projects/${projectId}`, buyer);
    expect(res.statusCode).toBe(200);
    return res.json().userLicense.licenseKey as string | null;
  }

  /** A paid license of the project held by a new buyer (as a payment makes it). */
  async function paidLicense(projectId: string) {
    const buyer = await createUser(ctx());
    const [row] = await ctx()
      .database.db.insert(licenses)
      .values({
        projectId,
        buyerId: buyer.id,
        kind: 'paid',
        totalCents: 1200,
        feeCents: 200,
        sellerCents: 1000,
        paymentReference: `pi_test_${crypto.randomUUID()}`,
      })
      .returning({ id: licenses.id });
    return { buyer, licenseId: row!.id };
  }

  /** A free claim of the project by a new buyer. */
  async function freeClaim(projectId: string) {
    const buyer = await createUser(ctx());
    const claim = await post('/api/licenses/claim-free', { projectId }, buyer);
    expect(claim.statusCode).toBe(200);
    return { buyer, licenseId: claim.json().license.id as string };
  }

  /** A published free project of `seller` with keys on, and a buyer holding a license of it. */
  async function keyedProject(
    seller: TestUser,
    terms: KeyTerms = {},
    project: Parameters<typeof createProject>[2] = {},
  ) {
    const projectId = await createProject(ctx(), seller, project);
    const res = await put(seller, projectId, {
      enabled: true,
      activationLimit: terms.activationLimit ?? null,
      validityDays: terms.validityDays ?? null,
      ...(terms.freeClaims === undefined ? {} : { freeClaims: terms.freeClaims }),
      ...(terms.certificateDays === undefined ? {} : { certificateDays: terms.certificateDays }),
    });
    expect(res.statusCode).toBe(200);
    const { buyer, licenseId } = await freeClaim(projectId);
    const key = await holderKey(buyer, projectId);
    return { projectId, buyer, licenseId, key: key! };
  }

  return {
    put,
    post,
    get,
    holderKey,
    paidLicense,
    freeClaim,
    keyedProject,
    newClient: () => {
      ip = freshIp();
    },
  };
}
