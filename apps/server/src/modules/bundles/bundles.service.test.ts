import { BUNDLE_MESSAGES } from '@codebazaar/shared';
import { describe, expect, it } from 'vitest';

import type { AuthUser } from '../../plugins/auth';
import { unavailableReason } from './bundles.mapper';
import type {
  BundleProjectRow,
  BundleRow,
  BundlesRepository,
  CandidateProjectRow,
} from './bundles.repository';
import { createBundlesService } from './bundles.service';

/** Service rules on an in-memory repository: validation, shares, complete the bundle. */

const SELLER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OTHER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const BUYER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const user = (id: string) => ({ id, username: id, role: 'user' }) as unknown as AuthUser;

let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

type Project = Omit<BundleProjectRow, 'bundleId' | 'position'>;

function project(values: Partial<Project> = {}): Project {
  return {
    id: uuid(),
    authorId: SELLER,
    title: `Project ${seq}`,
    description: 'A project',
    status: 'published',
    licenseType: 'paid',
    priceCents: 2500,
    payWhatYouWant: false,
    coverUrl: null,
    ...values,
  };
}

/** A repository over plain maps, with the same answers as the real one. */
function memoryRepo() {
  const projects = new Map<string, Project>();
  const bundles = new Map<string, Omit<BundleRow, 'sellerUsername' | 'sellerDisplayName'>>();
  const contents = new Map<string, string[]>();
  /** Active paid licenses: `${buyer}:${project}`. */
  const held = new Set<string>();
  const row = (id: string): BundleRow | null => {
    const b = bundles.get(id);
    return b ? { ...b, sellerUsername: 'seller', sellerDisplayName: 'Sam Seller' } : null;
  };
  const repo = {
    transaction: (work: (tx: never) => Promise<unknown>) => work(undefined as never),
    findBundle: async (id: string) => row(id),
    listBySeller: async (sellerId: string) =>
      [...bundles.values()].filter((b) => b.sellerId === sellerId).map((b) => row(b.id)!),
    listContaining: async (projectId: string) =>
      [...contents.entries()].filter(([, ids]) => ids.includes(projectId)).map(([id]) => row(id)!),
    projectsOf: async (ids: string[]) =>
      ids.flatMap((bundleId) =>
        (contents.get(bundleId) ?? [])
          .filter((id) => projects.has(id))
          .map((id, position) => ({ ...projects.get(id)!, bundleId, position })),
      ),
    candidates: async (ids: string[]): Promise<CandidateProjectRow[]> =>
      ids.filter((id) => projects.has(id)).map((id) => projects.get(id)!),
    projectStanding: async (id: string) =>
      projects.has(id)
        ? {
            published: projects.get(id)!.status === 'published',
            inBundle: [...contents.values()].some((ids) => ids.includes(id)),
          }
        : null,
    heldProjectIds: async (buyerId: string, ids: string[]) =>
      ids.filter((id) => held.has(`${buyerId}:${id}`)),
    insert: async (
      sellerId: string,
      values: { title: string; description: string; priceCents: number },
      ids: string[],
    ) => {
      const id = uuid();
      const now = new Date('2030-01-01T00:00:00Z');
      bundles.set(id, {
        id,
        sellerId,
        ...values,
        currency: 'USD',
        projectCount: ids.length,
        createdAt: now,
        updatedAt: now,
      });
      contents.set(id, [...ids]);
      return id;
    },
    replace: async (
      id: string,
      sellerId: string,
      values: { title: string; description: string; priceCents: number },
      ids: string[],
    ) => {
      const b = bundles.get(id);
      if (!b || b.sellerId !== sellerId) return false;
      bundles.set(id, { ...b, ...values, projectCount: ids.length });
      contents.set(id, [...ids]);
      return true;
    },
    delete: async (id: string, sellerId: string) =>
      bundles.get(id)?.sellerId === sellerId && bundles.delete(id),
  };
  return {
    repo: repo as unknown as BundlesRepository,
    add(values: Partial<Project> = {}) {
      const p = project(values);
      projects.set(p.id, p);
      return p;
    },
    update(id: string, values: Partial<Project>) {
      projects.set(id, { ...projects.get(id)!, ...values });
    },
    remove(id: string) {
      projects.delete(id);
    },
    hold(buyerId: string, projectId: string) {
      held.add(`${buyerId}:${projectId}`);
    },
  };
}

const input = (projectIds: string[], price: number) => ({
  title: 'Starter kit',
  description: 'Everything to start',
  projectIds,
  price,
});

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { statusCode: number; message: string }) => `${e.statusCode} ${e.message}`,
  );

describe('bundle rules', () => {
  it('accepts 2 to 20 of the seller’s published paid or freemium projects below their sum', async () => {
    const m = memoryRepo();
    const a = m.add({ priceCents: 1000 });
    const b = m.add({ licenseType: 'freemium', priceCents: 2000 });
    const c = m.add({ priceCents: 3000, payWhatYouWant: true });
    const service = createBundlesService(m.repo);
    const bundle = await service.create(user(SELLER), input([a.id, b.id, c.id], 45));
    expect(bundle).toMatchObject({
      price: 45,
      listPrice: 60,
      available: true,
      unavailableReason: null,
      sellerName: 'Sam Seller',
    });
    // Shares in proportion to the list prices, summing to the bundle price.
    expect(bundle.projects.map((p) => [p.listPrice, p.bundleShare])).toEqual([
      [10, 7.5],
      [20, 15],
      [30, 22.5],
    ]);
    expect(bundle.projects[2]).toMatchObject({ payWhatYouWant: true, available: true });
  });

  it('refuses projects that are not the seller’s own published priced ones', async () => {
    const m = memoryRepo();
    const mine = m.add();
    const refused = [
      m.add({ authorId: OTHER }).id,
      m.add({ status: 'draft' }).id,
      m.add({ licenseType: 'free', priceCents: 0 }).id,
      m.add({ licenseType: 'paid', priceCents: 0 }).id,
      uuid(), // unknown
    ];
    const service = createBundlesService(m.repo);
    for (const id of refused) {
      expect(await statusOf(service.create(user(SELLER), input([mine.id, id], 10)))).toBe(
        `400 ${BUNDLE_MESSAGES.notYourProject}`,
      );
    }
  });

  it('needs a price strictly below the sum of the list prices', async () => {
    const m = memoryRepo();
    const ids = [m.add({ priceCents: 1000 }).id, m.add({ priceCents: 1500 }).id];
    const service = createBundlesService(m.repo);
    for (const price of [25, 30]) {
      expect(await statusOf(service.create(user(SELLER), input(ids, price)))).toBe(
        `400 ${BUNDLE_MESSAGES.priceNotBelowTotal}`,
      );
    }
    expect(await statusOf(service.create(user(SELLER), input(ids, 24.99)))).toBe(200);
  });

  it('edits and deletes only the seller’s own bundles', async () => {
    const m = memoryRepo();
    const ids = [m.add().id, m.add().id];
    const service = createBundlesService(m.repo);
    const bundle = await service.create(user(SELLER), input(ids, 40));
    expect(await statusOf(service.update(user(OTHER), bundle.id, input(ids, 30)))).toBe(
      `404 ${BUNDLE_MESSAGES.notFound}`,
    );
    expect(await statusOf(service.remove(user(OTHER), bundle.id))).toBe(
      `404 ${BUNDLE_MESSAGES.notFound}`,
    );
    expect(await statusOf(service.update(user(SELLER), 'not-a-uuid', input(ids, 30)))).toBe(
      `404 ${BUNDLE_MESSAGES.notFound}`,
    );
    const third = m.add({ priceCents: 1000 }).id;
    const edited = await service.update(user(SELLER), bundle.id, input([third, ...ids], 50));
    expect(edited.projects.map((p) => p.id)).toEqual([third, ...ids]);
    expect(edited.price).toBe(50);
    expect(await service.remove(user(SELLER), bundle.id)).toEqual({
      message: BUNDLE_MESSAGES.bundleDeleted,
    });
    expect((await service.listMine(user(SELLER))).bundles).toEqual([]);
  });
});

describe('complete the bundle', () => {
  async function threeProjectBundle() {
    const m = memoryRepo();
    const projects = [
      m.add({ priceCents: 1000 }),
      m.add({ priceCents: 2000, licenseType: 'freemium' }),
      m.add({ priceCents: 3000 }),
    ];
    const service = createBundlesService(m.repo);
    const bundle = await service.create(
      user(SELLER),
      input(
        projects.map((p) => p.id),
        40,
      ),
    );
    return { m, service, bundle, projects };
  }

  it('gives every line its share when the buyer holds nothing', async () => {
    const { service, bundle, projects } = await threeProjectBundle();
    const sale = await service.linesForBuyer(bundle.id, BUYER);
    // 4000 over 1000, 2000, 3000: 666.67, 1333.33, 2000 → the cent left to the largest remainder.
    expect(sale.lines).toEqual([
      {
        projectId: projects[0]!.id,
        title: projects[0]!.title,
        shareCents: 667,
        listPriceCents: 1000,
      },
      {
        projectId: projects[1]!.id,
        title: projects[1]!.title,
        shareCents: 1333,
        listPriceCents: 2000,
      },
      {
        projectId: projects[2]!.id,
        title: projects[2]!.title,
        shareCents: 2000,
        listPriceCents: 3000,
      },
    ]);
    expect(sale.priceCents).toBe(4000);
    expect(sale.heldProjectIds).toEqual([]);
    expect(sale.bundle).toMatchObject({ id: bundle.id, sellerId: SELLER, priceCents: 4000 });
  });

  it('leaves out the held projects with their shares; the other lines keep theirs', async () => {
    const { m, service, bundle, projects } = await threeProjectBundle();
    m.hold(BUYER, projects[1]!.id);
    const sale = await service.linesForBuyer(bundle.id, BUYER);
    expect(sale.lines.map((l) => [l.projectId, l.shareCents])).toEqual([
      [projects[0]!.id, 667],
      [projects[2]!.id, 2000],
    ]);
    expect(sale.priceCents).toBe(2667);
    expect(sale.heldProjectIds).toEqual([projects[1]!.id]);
    // The public page says the same to the signed-in buyer.
    const page = await service.getPublic(bundle.id, user(BUYER));
    expect(page.forViewer).toEqual({ heldProjectIds: [projects[1]!.id], price: 26.67 });
    // A visitor gets the bundle without amounts and without a completion price.
    const visitor = await service.getPublic(bundle.id, null);
    expect(visitor.forViewer).toBeNull();
    expect(visitor.bundle).toMatchObject({ price: null, listPrice: null });
    expect(
      visitor.bundle.projects.every((p) => p.listPrice === null && p.bundleShare === null),
    ).toBe(true);
  });

  it('leaves no line when the buyer holds everything', async () => {
    const { m, service, bundle, projects } = await threeProjectBundle();
    for (const p of projects) m.hold(BUYER, p.id);
    const sale = await service.linesForBuyer(bundle.id, BUYER);
    expect(sale.lines).toEqual([]);
    expect(sale.priceCents).toBe(0);
    expect((await service.getPublic(bundle.id, user(BUYER))).forViewer?.price).toBe(0);
  });

  it('refuses an unknown bundle, the seller’s own, and one that is not available', async () => {
    const { m, service, bundle, projects } = await threeProjectBundle();
    expect(await statusOf(service.linesForBuyer(uuid(), BUYER))).toBe(
      `404 ${BUNDLE_MESSAGES.notFound}`,
    );
    expect(await statusOf(service.linesForBuyer('nope', BUYER))).toBe(
      `404 ${BUNDLE_MESSAGES.notFound}`,
    );
    expect(await statusOf(service.linesForBuyer(bundle.id, SELLER))).toBe(
      `403 ${BUNDLE_MESSAGES.ownBundle}`,
    );
    m.update(projects[0]!.id, { status: 'draft' });
    expect(await statusOf(service.linesForBuyer(bundle.id, BUYER))).toBe(
      `409 ${BUNDLE_MESSAGES.unavailable}`,
    );
  });
});

describe('availability', () => {
  it('follows the projects as they are now', async () => {
    const m = memoryRepo();
    const [a, b, c] = [m.add({ priceCents: 1000 }), m.add({ priceCents: 1000 }), m.add()];
    const service = createBundlesService(m.repo);
    const bundle = await service.create(user(SELLER), input([a.id, b.id, c.id], 30));
    const reason = async () => (await service.listMine(user(SELLER))).bundles[0]!.unavailableReason;
    expect(await reason()).toBeNull();

    m.update(a.id, { licenseType: 'free', priceCents: 0 });
    expect(await reason()).toBe(BUNDLE_MESSAGES.projectNotForSale);
    m.update(a.id, { licenseType: 'paid', priceCents: 1000, status: 'draft' });
    expect(await reason()).toBe(BUNDLE_MESSAGES.projectUnpublished);
    // Unpublished projects are left out of the public page, which says the bundle is off sale.
    const page = await service.getPublic(bundle.id, user(BUYER));
    expect(page.bundle.projects.map((p) => p.id)).toEqual([b.id, c.id]);
    expect(page.bundle.available).toBe(false);
    expect(page.forViewer).toBeNull();
    m.update(a.id, { status: 'published' });
    // Prices lowered since: 10 + 10 + 5 is no longer above the bundle's 30.
    m.update(c.id, { priceCents: 500 });
    expect(await reason()).toBe(BUNDLE_MESSAGES.priceNotBelowTotal);
    m.update(c.id, { priceCents: 2500 });
    m.remove(c.id);
    expect(await reason()).toBe(BUNDLE_MESSAGES.projectDeleted);
    // A project page lists available bundles only.
    expect((await service.forProject(a.id, null)).bundles).toEqual([]);
  });

  it('reads a bundle of fewer projects than it was saved with as deleted', () => {
    const p = { status: 'published' as const, licenseType: 'paid' as const, priceCents: 1000 };
    expect(unavailableReason({ priceCents: 1500, projectCount: 2 }, [p, p])).toBeNull();
    expect(unavailableReason({ priceCents: 500, projectCount: 3 }, [p, p])).toBe(
      BUNDLE_MESSAGES.projectDeleted,
    );
    expect(unavailableReason({ priceCents: 500, projectCount: 1 }, [p])).toBe(
      BUNDLE_MESSAGES.projectDeleted,
    );
  });

  it('lists the bundles of a project with amounts for signed-in viewers only', async () => {
    const m = memoryRepo();
    const ids = [m.add({ priceCents: 1000 }).id, m.add({ priceCents: 2000 }).id];
    const service = createBundlesService(m.repo);
    const bundle = await service.create(user(SELLER), input(ids, 25));
    expect((await service.forProject(ids[0]!, user(BUYER))).bundles).toEqual([
      {
        id: bundle.id,
        title: 'Starter kit',
        price: 25,
        listPrice: 30,
        currency: 'USD',
        projectCount: 2,
      },
    ]);
    expect((await service.forProject(ids[1]!, null)).bundles[0]).toMatchObject({
      price: null,
      listPrice: null,
    });
    m.update(ids[0]!, { status: 'draft' });
    expect(await statusOf(service.forProject(ids[0]!, null))).toBe('404 Project not found');
  });
});
