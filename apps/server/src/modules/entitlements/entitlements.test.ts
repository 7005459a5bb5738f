/**
 * What a license grants (ADR 017): every kind's strategy on license events, against the fake
 * GitHub; a repeated event changes nothing; events racing for one license end where its status
 * is; and the service's own rules on a fake repository.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { licenseKeyEvents, licenses, type EntitlementKind } from '../../db/schema';
import {
  accessWorld,
  connectGitHub,
  createGitHubTestApp,
  insertLicense,
  type GitHubTestContext,
} from '../../../test/github';
import { createUser, settle, type TestUser } from '../../../test/helper';
import { licenseKeyFixtures } from '../../../test/license-key-fixtures';
import type { LicenseEventName } from '../licenses/license-events';
import type { EntitlementStrategy } from './entitlement-strategy';
import type { EntitlementsRepository, GrantRow } from './entitlements.repository';
import { createEntitlementsService } from './entitlements.service';

let ctx: GitHubTestContext;
let seller: TestUser;
const world = accessWorld(() => ({ ctx, seller }), 'entitledgh', 'entbuyer');
const keys = licenseKeyFixtures(() => ctx);

beforeAll(async () => {
  ctx = await createGitHubTestApp();
  seller = await createUser(ctx);
  await connectGitHub(ctx, seller, 'entitledgh');
});
afterAll(async () => {
  await ctx?.close();
});

async function grantsOf(licenseId: string): Promise<Partial<Record<EntitlementKind, GrantRow>>> {
  const rows = await ctx.app.entitlements.grants(licenseId);
  return Object.fromEntries(rows.map((g) => [g.kind, g]));
}
const statesOf = async (licenseId: string) =>
  Object.fromEntries(Object.entries(await grantsOf(licenseId)).map(([kind, g]) => [kind, g.state]));
/**
 * Runs the entitlements' effect of a license event, as its outbox job does (ADR 015). The outbox
 * itself runs a recorded occurrence once (plugins/outbox.test.ts); these tests hand the same
 * event over several times and out of order, which the protocol must absorb.
 */
const emit = (event: LicenseEventName, licenseId: string) =>
  ctx.app.entitlements.onLicenseEvent(event, licenseId);

async function keyLog(licenseId: string): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ action: licenseKeyEvents.action })
    .from(licenseKeyEvents)
    .where(eq(licenseKeyEvents.licenseId, licenseId))
    .orderBy(licenseKeyEvents.createdAt);
  return rows.map((r) => r.action);
}

describe('strategies on license events', () => {
  it('has one strategy per kind, each registered by the module that owns it', () => {
    expect(ctx.app.entitlements.kinds().sort()).toEqual([
      'downloads',
      'github_repository',
      'license_key',
    ]);
    expect(() =>
      ctx.app.entitlements.register({
        kind: 'downloads',
        grant: async () => 'active',
        revoke: async () => 'revoked',
        state: async () => null,
      }),
    ).toThrow(/registered already/);
  });

  it('grants every kind on activation and revokes every kind on a refund', async () => {
    const projectId = await world.project('kit');
    const buyer = await world.githubBuyer();
    const id = await world.buy(buyer, projectId);

    const granted = await grantsOf(id);
    expect(granted.github_repository).toMatchObject({
      state: 'invited',
      target: 'entitledgh/kit',
      account: buyer.login,
      error: null,
    });
    expect(granted.license_key).toMatchObject({ state: 'active', revokedAt: null });
    expect(granted.downloads).toMatchObject({ state: 'active', revokedAt: null });
    expect(granted.downloads!.grantedAt).toBeInstanceOf(Date);
    expect(await ctx.app.entitlements.stateOf(id)).toEqual({
      github_repository: 'invited',
      // No key is made before the license needs one.
      license_key: null,
      downloads: 'active',
    });

    await ctx.app.licenses.markRefunded(id);
    await ctx.app.jobs.runDueNow();
    const revoked = await grantsOf(id);
    expect(revoked.github_repository?.state).toBe('revoked');
    expect(revoked.license_key).toMatchObject({ state: 'revoked' });
    expect(revoked.license_key!.revokedAt).toBeInstanceOf(Date);
    expect(revoked.downloads).toMatchObject({ state: 'revoked' });
    const repo = ctx.fake.repos.get('entitledgh/kit')!;
    expect(repo.invitations.some((i) => i.invitee === buyer.login)).toBe(false);
  });

  it('is idempotent: a repeated event changes no grant and logs nothing twice', async () => {
    const { licenseId } = await keys.keyedProject(seller);
    await settle(ctx.app); // the activation's own effects
    const first = await grantsOf(licenseId);
    expect(first.license_key?.state).toBe('active');

    await emit('activated', licenseId);
    expect(await grantsOf(licenseId)).toEqual(first);

    await ctx.app.licenses.suspend(licenseId);
    await emit('suspended', licenseId);
    await emit('suspended', licenseId);
    expect(await statesOf(licenseId)).toMatchObject({
      license_key: 'revoked',
      downloads: 'revoked',
    });
    expect(await ctx.app.entitlements.stateOf(licenseId)).toMatchObject({
      license_key: 'revoked',
    });

    await ctx.app.licenses.restore(licenseId);
    await emit('restored', licenseId);
    expect(await statesOf(licenseId)).toMatchObject({
      license_key: 'active',
      downloads: 'active',
    });
    expect(await ctx.app.entitlements.stateOf(licenseId)).toMatchObject({
      license_key: 'active',
    });
    expect(await keyLog(licenseId)).toEqual(['key.suspended', 'key.restored']);

    await ctx.app.licenses.markRefunded(licenseId);
    await emit('refunded', licenseId);
    expect(await keyLog(licenseId)).toEqual(['key.suspended', 'key.restored', 'key.revoked']);
  });
});

describe('events racing for one license', () => {
  const EVENTS: LicenseEventName[] = ['activated', 'suspended', 'restored', 'refunded'];

  for (const status of ['refunded', 'active'] as const) {
    it(`settle every kind where the license is (${status}), whatever their order`, async () => {
      const projectId = await world.project(`race-${status}`);
      const buyer = await world.githubBuyer();
      const id = await world.buy(buyer, projectId);
      await ctx.database.db.update(licenses).set({ status }).where(eq(licenses.id, id));

      // Every event at once, twice, in two orders: each grants or revokes as it was told, and
      // each settle reads the status under the license's lock.
      await Promise.all([...EVENTS, ...[...EVENTS].reverse()].map((event) => emit(event, id)));
      await ctx.app.jobs.runDueNow();

      const want = status === 'active' ? 'active' : 'revoked';
      expect(await statesOf(id)).toEqual({
        github_repository: status === 'active' ? 'invited' : 'revoked',
        license_key: want,
        downloads: want,
      });
      const repo = ctx.fake.repos.get(`entitledgh/race-${status}`)!;
      expect(repo.invitations.some((i) => i.invitee === buyer.login)).toBe(status === 'active');
    });
  }

  it('a settle that lost the race to a status change leaves the grant to the next event', async () => {
    const projectId = await world.project('late');
    const id = await insertLicense(ctx, projectId, (await createUser(ctx)).id);
    await emit('activated', id);
    // The license was refunded between the event and its settle: the grant does not go active.
    await ctx.database.db.update(licenses).set({ status: 'refunded' }).where(eq(licenses.id, id));
    await emit('activated', id);
    expect((await grantsOf(id)).downloads?.state).toBe('active');
    await emit('refunded', id);
    expect((await grantsOf(id)).downloads?.state).toBe('revoked');
    await emit('activated', id);
    expect((await grantsOf(id)).downloads?.state).toBe('revoked');
  });
});

describe('the entitlements service (fake repository)', () => {
  const license = {
    id: 'l1',
    projectId: 'p1',
    buyerId: 'b1',
    kind: 'paid' as const,
    status: 'active' as const,
  };
  function fakeRepo() {
    const settled: string[] = [];
    const repo = {
      license: async () => license,
      grants: async () => [],
      grant: async () => null,
      settle: async (_id: string, kind: string, want: string) => {
        settled.push(`${kind}:${want}`);
        return true;
      },
    } as unknown as EntitlementsRepository;
    return { repo, settled };
  }
  const strategy = (
    kind: EntitlementKind,
    grant: EntitlementStrategy['grant'],
  ): EntitlementStrategy => ({
    kind,
    grant,
    revoke: async () => 'revoked',
    state: async () => null,
  });

  it('runs every kind though one fails, records what the others settled, then throws', async () => {
    const { repo, settled } = fakeRepo();
    const log = { error: vi.fn() };
    const service = createEntitlementsService(repo, { clock: () => new Date(), log });
    service.register(
      strategy('github_repository', async () => {
        throw new Error('GitHub is down');
      }),
    );
    service.register(strategy('license_key', async () => 'active'));
    service.register(strategy('downloads', async () => null));

    await expect(service.onLicenseEvent('activated', license.id)).rejects.toBeInstanceOf(
      AggregateError,
    );
    expect(settled).toEqual(['license_key:active']);
    expect(log.error).toHaveBeenCalledTimes(1);

    await service.onLicenseEvent('suspended', license.id);
    expect(settled).toEqual([
      'license_key:active',
      'github_repository:revoked',
      'license_key:revoked',
      'downloads:revoked',
    ]);
  });

  it("hands each strategy the cause of the event and its kind's recorded state", async () => {
    const { repo } = fakeRepo();
    const seen: string[] = [];
    const service = createEntitlementsService(
      { ...repo, grants: async () => [{ kind: 'license_key', state: 'revoked' }] } as never,
      { clock: () => new Date(), log: { error: vi.fn() } },
    );
    service.register({
      kind: 'license_key',
      grant: async (l, cause) => {
        seen.push(`grant:${cause}:${l.grantState}`);
        return null;
      },
      revoke: async (l, cause) => {
        seen.push(`revoke:${cause}:${l.grantState}`);
        return null;
      },
      state: async () => null,
    });
    for (const event of ['activated', 'restored', 'refunded', 'suspended'] as const) {
      await service.onLicenseEvent(event, license.id);
    }
    expect(seen).toEqual([
      'grant:purchase:revoked',
      'grant:dispute:revoked',
      'revoke:refund:revoked',
      'revoke:dispute:revoked',
    ]);
  });
});
