import {
  BUNDLE_MESSAGES,
  centsToDollars,
  dollarsToCents,
  type BundleDto,
  type ParsedBundleInput,
  type ProjectBundlesResponse,
  type PublicBundleResponse,
  type SellerBundlesResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { PROJECT_NOT_FOUND } from '../../lib/messages';
import type { AuthUser } from '../../plugins/auth';
import { bundleShares, isForSale, toBundleDto, unavailableReason } from './bundles.mapper';
import type {
  BundleProjectRow,
  BundleRow,
  BundlesRepository,
  BundleValues,
} from './bundles.repository';

/** How many bundles a project page lists at most. */
const PROJECT_PAGE_BUNDLES = 20;

/** One line of a bundle checkout: a project the buyer does not hold yet, with its share. */
export interface BundleLine {
  projectId: string;
  title: string;
  /** Its share of the bundle price, cents: what the buyer pays for it before fee and tax. */
  shareCents: number;
  /** The project's own price, cents (for a pay-what-you-want project, its minimum). */
  listPriceCents: number;
}

/** What `linesForBuyer` answers: the checkout prices these lines and nothing else. */
export interface BundleForBuyer {
  bundle: {
    id: string;
    sellerId: string;
    title: string;
    /** The whole bundle's price, cents. */
    priceCents: number;
    currency: string;
  };
  /** The lines left to buy, in the bundle's order. Empty: the buyer holds every project. */
  lines: BundleLine[];
  /** The buyer's price, cents: the sum of the lines' shares (the held ones' shares taken off). */
  priceCents: number;
  /** Projects of the bundle the buyer holds with an active paid license (left out of `lines`). */
  heldProjectIds: string[];
}

interface LoadedBundle {
  row: BundleRow;
  projects: BundleProjectRow[];
}

/**
 * Bundles (docs/product-rules.md#bundles): a seller's 2 to 20 published paid or freemium projects
 * at one price below their sum. Availability is worked out on every read from the projects as
 * they are now, so a project deleted, unpublished or made free takes its bundles off sale with
 * no event to follow. The checkout module buys a bundle through `linesForBuyer`.
 */
export function createBundlesService(repo: BundlesRepository) {
  async function load(id: string, tx?: Db): Promise<LoadedBundle> {
    const row = isUuid(id) ? await repo.findBundle(id, tx) : null;
    if (!row) throw httpErrors.notFound(BUNDLE_MESSAGES.notFound);
    return { row, projects: await repo.projectsOf([row.id], tx) };
  }

  /** Each bundle with its projects, in the order of `rows`. */
  async function loadMany(rows: BundleRow[]): Promise<LoadedBundle[]> {
    const projects = await repo.projectsOf(rows.map((r) => r.id));
    return rows.map((row) => ({ row, projects: projects.filter((p) => p.bundleId === row.id) }));
  }

  /** The seller's own bundle, or 404 (another seller's bundle is not found either). */
  async function loadOwn(user: AuthUser, id: string): Promise<LoadedBundle> {
    const bundle = await load(id);
    if (bundle.row.sellerId !== user.id) {
      throw httpErrors.notFound(BUNDLE_MESSAGES.notFound);
    }
    return bundle;
  }

  const sellerView = (b: LoadedBundle): BundleDto =>
    toBundleDto(b.row, b.projects, { showPrices: true, publishedOnly: false });

  /**
   * The rules of a bundle's content (the shared schema already checked the count, the ids and
   * the price floor): every project the seller's own, published, paid or freemium with a price,
   * and the price strictly below the sum of their prices.
   */
  async function checkInput(sellerId: string, input: ParsedBundleInput): Promise<BundleValues> {
    const found = new Map((await repo.candidates(input.projectIds)).map((p) => [p.id, p]));
    const chosen = input.projectIds.map((id) => found.get(id));
    if (chosen.some((p) => !p || p.authorId !== sellerId || !isForSale(p))) {
      throw httpErrors.badRequest(BUNDLE_MESSAGES.notYourProject);
    }
    const priceCents = dollarsToCents(input.price);
    const total = chosen.reduce((sum, p) => sum + p!.priceCents, 0);
    if (priceCents >= total) throw httpErrors.badRequest(BUNDLE_MESSAGES.priceNotBelowTotal);
    return { title: input.title, description: input.description, priceCents };
  }

  /** The buyer's projects held among the bundle's, and what completing the bundle costs them. */
  async function completion(bundle: LoadedBundle, buyerId: string, tx?: Db) {
    const shares = bundleShares(bundle.row, bundle.projects);
    const held = new Set(
      await repo.heldProjectIds(
        buyerId,
        bundle.projects.map((p) => p.id),
        tx,
      ),
    );
    const lines: BundleLine[] = [];
    bundle.projects.forEach((p, i) => {
      if (held.has(p.id)) return;
      lines.push({
        projectId: p.id,
        title: p.title,
        shareCents: shares[i]!,
        listPriceCents: p.priceCents,
      });
    });
    return {
      lines,
      priceCents: lines.reduce((sum, l) => sum + l.shareCents, 0),
      heldProjectIds: bundle.projects.filter((p) => held.has(p.id)).map((p) => p.id),
    };
  }

  return {
    /** POST /seller/bundles */
    async create(user: AuthUser, input: ParsedBundleInput): Promise<BundleDto> {
      const values = await checkInput(user.id, input);
      const id = await repo.insert(user.id, values, input.projectIds);
      return sellerView(await load(id));
    },

    /** GET /seller/bundles: every bundle of the seller, available or not. */
    async listMine(user: AuthUser): Promise<SellerBundlesResponse> {
      const bundles = await loadMany(await repo.listBySeller(user.id));
      return { bundles: bundles.map(sellerView) };
    },

    /** PUT /seller/bundles/{id}: the whole bundle again (title, projects, price). */
    async update(user: AuthUser, id: string, input: ParsedBundleInput): Promise<BundleDto> {
      const { row } = await loadOwn(user, id);
      const values = await checkInput(user.id, input);
      if (!(await repo.replace(row.id, user.id, values, input.projectIds))) {
        throw httpErrors.notFound(BUNDLE_MESSAGES.notFound);
      }
      return sellerView(await load(row.id));
    },

    /** DELETE /seller/bundles/{id}: gone for good; orders that bought it keep their licenses. */
    async remove(user: AuthUser, id: string): Promise<{ message: string }> {
      if (!isUuid(id) || !(await repo.delete(id, user.id))) {
        throw httpErrors.notFound(BUNDLE_MESSAGES.notFound);
      }
      return { message: BUNDLE_MESSAGES.bundleDeleted };
    },

    /**
     * GET /bundles/{id}: anyone may read a bundle, available or not (its page says which);
     * visitors without amounts. A signed-in viewer of an available bundle also gets what
     * completing it costs them.
     */
    async getPublic(id: string, viewer: AuthUser | null): Promise<PublicBundleResponse> {
      const bundle = await load(id);
      const dto = toBundleDto(bundle.row, bundle.projects, {
        showPrices: viewer !== null,
        publishedOnly: true,
      });
      if (!viewer || !dto.available) return { bundle: dto, forViewer: null };
      const { heldProjectIds, priceCents } = await completion(bundle, viewer.id);
      return { bundle: dto, forViewer: { heldProjectIds, price: centsToDollars(priceCents) } };
    },

    /** GET /projects/{id}/bundles: the available bundles that hold a published project. */
    async forProject(projectId: string, viewer: AuthUser | null): Promise<ProjectBundlesResponse> {
      const project = isUuid(projectId) ? await repo.projectStanding(projectId) : null;
      if (!project?.published) throw httpErrors.notFound(PROJECT_NOT_FOUND);
      if (!project.inBundle) return { bundles: [] };
      const bundles = await loadMany(await repo.listContaining(projectId, PROJECT_PAGE_BUNDLES));
      return {
        bundles: bundles
          .filter((b) => unavailableReason(b.row, b.projects) === null)
          .map((b) => {
            const dto = toBundleDto(b.row, b.projects, {
              showPrices: viewer !== null,
              publishedOnly: true,
            });
            return {
              id: dto.id,
              title: dto.title,
              price: dto.price,
              listPrice: dto.listPrice,
              currency: dto.currency,
              projectCount: dto.projects.length,
            };
          }),
      };
    },

    /**
     * For the checkout of a bundle (docs/product-rules.md#bundles): the projects left for the
     * buyer to pay, each with its share of the bundle price. Shares are spread over all the
     * bundle's projects first; the ones the buyer holds (an active paid license; a free license
     * of a freemium project does not count) are then left out with their shares, so the lines
     * left keep theirs. A line's share is its price: pay what you want and discount codes do
     * not apply inside a bundle. Refuses an unknown bundle (404), the seller's own (403) and one
     * that is not available (409). `tx` reads inside the caller's transaction.
     */
    async linesForBuyer(bundleId: string, buyerId: string, tx?: Db): Promise<BundleForBuyer> {
      const bundle = await load(bundleId, tx);
      const { row } = bundle;
      if (row.sellerId === buyerId) throw httpErrors.forbidden(BUNDLE_MESSAGES.ownBundle);
      if (unavailableReason(row, bundle.projects) !== null) {
        throw httpErrors.conflict(BUNDLE_MESSAGES.unavailable);
      }
      return {
        bundle: {
          id: row.id,
          sellerId: row.sellerId,
          title: row.title,
          priceCents: row.priceCents,
          currency: row.currency,
        },
        ...(await completion(bundle, buyerId, tx)),
      };
    },
  };
}

export type BundlesService = ReturnType<typeof createBundlesService>;
