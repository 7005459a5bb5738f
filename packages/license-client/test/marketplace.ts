import net from 'node:net';

import { expect } from 'vitest';

// The server's own test helpers: the real app on a fresh migrated database, listening on
// 127.0.0.1, seeded the way the server's license-key tests seed it.
import {
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../apps/server/test/helper';
import { licenseKeyFixtures } from '../../../apps/server/test/license-key-fixtures';
import { createProject, paidProject } from '../../../apps/server/test/payments-fixtures';

/** A running marketplace with a seller, a paid project with keys on, and one buyer's key. */
export interface Marketplace {
  ctx: TestContext;
  /** The server's address, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  seller: TestUser;
  projectId: string;
  buyer: TestUser;
  licenseId: string;
  /** The buyer's license key, as the project page shows it. */
  key: string;
  /** A request over HTTP as a signed-in user (the holder's and the seller's own routes). */
  as(user: TestUser, path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startMarketplace(
  terms: { activationLimit?: number | null } = {},
): Promise<Marketplace> {
  // The server names its own address in the links it answers (PUBLIC_URL): it is told the port
  // it will listen on.
  const port = await freePort();
  const ctx = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  const baseUrl = await ctx.app.listen({ host: '127.0.0.1', port });
  const fixtures = licenseKeyFixtures(() => ctx);
  const seller = await createUser(ctx);
  const projectId = await createProject(ctx, seller, paidProject());
  const settings = await fixtures.put(seller, projectId, {
    enabled: true,
    activationLimit: terms.activationLimit ?? null,
    validityDays: null,
  });
  expect(settings.statusCode).toBe(200);
  const { buyer, licenseId } = await fixtures.paidLicense(projectId);
  const key = await fixtures.holderKey(buyer, projectId);
  expect(key).toMatch(/^CB-/);
  return {
    ctx,
    baseUrl,
    seller,
    projectId,
    buyer,
    licenseId,
    key: key!,
    as: (user, path, init = {}) =>
      fetch(new URL(path, baseUrl), {
        ...init,
        headers: { ...user.headers, ...(init.headers as Record<string, string> | undefined) },
      }),
    close: () => ctx.close(),
  };
}

/** A port on 127.0.0.1 that nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
