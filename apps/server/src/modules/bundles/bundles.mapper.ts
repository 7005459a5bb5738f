import {
  BUNDLE_MESSAGES,
  BUNDLE_MIN_PROJECTS,
  centsToDollars,
  spreadCents,
  type BundleDto,
  type BundleProjectDto,
} from '@codebazaar/shared';

import type { BundleProjectRow, BundleRow } from './bundles.repository';

/** Longest description a bundle's project card shows. */
const SHORT_DESCRIPTION = 160;

type PricedProject = Pick<BundleProjectRow, 'status' | 'licenseType' | 'priceCents'>;

/** A project a bundle can sell: published, paid or freemium, with a price. */
export const isForSale = (p: PricedProject): boolean =>
  p.status === 'published' && p.licenseType !== 'free' && p.priceCents > 0;

/** A project's list price in a bundle, cents: its price, or 0 when it is not for sale. */
const listCents = (p: PricedProject): number => (isForSale(p) ? p.priceCents : 0);

/**
 * Why nobody can buy the bundle as it stands, or null when they can
 * (docs/product-rules.md#bundles): a project deleted (fewer projects than the seller put in),
 * unpublished, made free or left without a price, or a price no longer below the projects' sum.
 */
export function unavailableReason(
  bundle: Pick<BundleRow, 'priceCents' | 'projectCount'>,
  projects: readonly PricedProject[],
): string | null {
  if (projects.length < bundle.projectCount || projects.length < BUNDLE_MIN_PROJECTS) {
    return BUNDLE_MESSAGES.projectDeleted;
  }
  if (projects.some((p) => p.status !== 'published')) return BUNDLE_MESSAGES.projectUnpublished;
  if (projects.some((p) => !isForSale(p))) return BUNDLE_MESSAGES.projectNotForSale;
  const total = projects.reduce((sum, p) => sum + p.priceCents, 0);
  if (bundle.priceCents >= total) return BUNDLE_MESSAGES.priceNotBelowTotal;
  return null;
}

/**
 * Each project's share of the bundle price, cents, in the bundle's order: the price spread over
 * every project of the bundle in proportion to its list price (a project not for sale weighs 0).
 */
export const bundleShares = (
  bundle: Pick<BundleRow, 'priceCents'>,
  projects: readonly PricedProject[],
): number[] => spreadCents(bundle.priceCents, projects.map(listCents));

function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SHORT_DESCRIPTION) return flat;
  return `${flat.slice(0, SHORT_DESCRIPTION - 1).trimEnd()}…`;
}

export interface BundleView {
  /** Signed-out visitors get no amounts (docs/product-rules.md#prices). */
  showPrices: boolean;
  /** Public answers leave out projects that are no longer published. */
  publishedOnly: boolean;
}

/** A bundle and its projects (in their order) to the API object. */
export function toBundleDto(
  row: BundleRow,
  projects: readonly BundleProjectRow[],
  view: BundleView,
): BundleDto {
  const shares = bundleShares(row, projects);
  const reason = unavailableReason(row, projects);
  const price = (cents: number) => (view.showPrices ? centsToDollars(cents) : null);
  const shown = projects
    .map((p, i) => ({ p, share: shares[i]! }))
    .filter(({ p }) => !view.publishedOnly || p.status === 'published');
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sellerId: row.sellerId,
    sellerName: row.sellerDisplayName || row.sellerUsername,
    sellerUsername: row.sellerUsername,
    price: price(row.priceCents),
    listPrice: price(shown.reduce((sum, { p }) => sum + listCents(p), 0)),
    currency: row.currency,
    projects: shown.map(({ p, share }): BundleProjectDto => ({
      id: p.id,
      title: p.title,
      shortDescription: shortDescription(p.description),
      thumbnailUrl: p.coverUrl,
      licenseType: p.licenseType,
      payWhatYouWant: p.payWhatYouWant,
      listPrice: price(p.licenseType === 'free' ? 0 : p.priceCents),
      bundleShare: price(share),
      available: isForSale(p),
    })),
    available: reason === null,
    unavailableReason: reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
