/**
 * The zod-free part of the projects contract: constants, labels and the pure rules the web
 * app runs on public pages. The schemas in ../projects.ts are built from these values.
 */
// ---------------------------------------------------------------------------
// Constants (docs/product-rules.md#limits)
// ---------------------------------------------------------------------------

/** Categories, in display order. */
export const PROJECT_CATEGORIES = [
  { value: 'web', label: 'Web Apps' },
  { value: 'mobile', label: 'Mobile Apps' },
  { value: 'desktop', label: 'Desktop Apps' },
  { value: 'api', label: 'APIs' },
  { value: 'library', label: 'Libraries' },
  { value: 'tool', label: 'Tools' },
  { value: 'game', label: 'Games' },
  { value: 'other', label: 'Other' },
] as const;

export const PROJECT_CATEGORY_VALUES = [
  'web',
  'mobile',
  'desktop',
  'api',
  'library',
  'tool',
  'game',
  'other',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORY_VALUES)[number];

/** The display label of a category value; unknown values are shown as they are. */
export function categoryLabel(value: string): string {
  return PROJECT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** License types. The listing badge reads free or premium (see `licenseBadge`). */
export const LICENSE_TYPES = [
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
  { value: 'freemium', label: 'Freemium' },
] as const;
export const LICENSE_TYPE_VALUES = ['free', 'paid', 'freemium'] as const;
export type LicenseType = (typeof LICENSE_TYPE_VALUES)[number];

export const licenseBadge = (type: LicenseType): 'free' | 'premium' =>
  type === 'free' ? 'free' : 'premium';

/** 20 percent added on top of the seller's price (docs/product-rules.md#money). */
export const MARKETPLACE_FEE_PCT = 20;
export const CURRENCY = 'USD';
/** Suggested price default (docs/product-rules.md#money). */
export const SUGGESTED_PRICE = 25;
/**
 * Lowest price of a paid or freemium license, in dollars. Below it the marketplace fee rounds to
 * nothing and card processors refuse the charge; 0 stays allowed and means "no price set".
 */
export const MIN_PAID_PRICE = 1;
/** Highest price a seller may set, in dollars (keeps cents well inside a 32-bit integer). */
export const MAX_PRICE = 100_000;

export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_FEATURES = 30;
export const MAX_FEATURE_LENGTH = 200;
export const MAX_URL_LENGTH = 500;

/** Find Projects sort options (docs/product-rules.md#projects). */
/** The sort select of Find Projects; `relevance` ("Best match") makes sense only with a search. */
export const RELEVANCE_SORT_OPTION = { value: 'relevance', label: 'Best match' } as const;
export const PROJECT_SORT_OPTIONS = [
  { value: 'createdAt', label: 'Newest' },
  { value: 'stats.views', label: 'Most Viewed' },
  { value: 'stats.downloads', label: 'Most Downloaded' },
  { value: 'stats.stars', label: 'Most Starred' },
  { value: 'license.price', label: 'Price: Low to High' },
] as const;
/**
 * The five sort keys of Find Projects plus `relevance` (search rank), which is the default when a
 * search is given without a sortBy.
 */
export const PROJECT_SORT_BY_VALUES = [
  'relevance',
  'createdAt',
  'stats.views',
  'stats.downloads',
  'stats.stars',
  'license.price',
] as const;
export type ProjectSortBy = (typeof PROJECT_SORT_BY_VALUES)[number];
export const SORT_ORDER_VALUES = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDER_VALUES)[number];

/** The default sort order: ascending for license.price, else descending. */
export const defaultSortOrder = (sortBy: ProjectSortBy): SortOrder =>
  sortBy === 'license.price' ? 'asc' : 'desc';

/** Find Projects filter panel: price range on the seller's price (license.price). */
export const PRICE_RANGES = [
  { value: 'any', label: 'Any price' },
  { value: 'free', label: 'Free' },
  { value: '0-10', label: '$0 - $10' },
  { value: '10-50', label: '$10 - $50' },
  { value: '50+', label: '$50+' },
] as const;
export const PRICE_RANGE_VALUES = ['any', 'free', '0-10', '10-50', '50+'] as const;
export type PriceRange = (typeof PRICE_RANGE_VALUES)[number];

/**
 * The price bounds of a range in cents, as `minExclusive < price <= maxInclusive`
 * (`free` is exactly 0; `0-10` is above 0 up to 10; `10-50` above 10 up to 50; `50+` above 50).
 * Null for `any`.
 */
export function priceRangeBoundsCents(
  range: PriceRange,
): { minExclusive: number | null; maxInclusive: number | null } | null {
  switch (range) {
    case 'any':
      return null;
    case 'free':
      return { minExclusive: null, maxInclusive: 0 };
    case '0-10':
      return { minExclusive: 0, maxInclusive: 1000 };
    case '10-50':
      return { minExclusive: 1000, maxInclusive: 5000 };
    case '50+':
      return { minExclusive: 5000, maxInclusive: null };
  }
}

/** Find Projects filter panel: last update within a period. */
export const UPDATED_WITHIN_OPTIONS = [
  { value: 'any', label: 'Any time' },
  { value: 'week', label: 'Past week' },
  { value: 'month', label: 'Past month' },
  { value: 'year', label: 'Past year' },
] as const;
export const UPDATED_WITHIN_VALUES = ['any', 'week', 'month', 'year'] as const;
export type UpdatedWithin = (typeof UPDATED_WITHIN_VALUES)[number];

/** The earliest update time matching an `updated` filter, or null for `any`. */
export function updatedSince(within: UpdatedWithin, now: Date = new Date()): Date | null {
  const days = { any: 0, week: 7, month: 30, year: 365 }[within];
  return days ? new Date(now.getTime() - days * 86_400_000) : null;
}

/** The GitHub repository a project was imported from, as stored with the project. */
export interface SourceRepositoryInput {
  fullName: string;
  url: string;
  language: string | null;
  stars: number;
}

// ---------------------------------------------------------------------------
// Money (docs/product-rules.md#money): integer cents inside, dollars in the API
// ---------------------------------------------------------------------------

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
export const centsToDollars = (cents: number): number => cents / 100;

/**
 * The price field is numeric, minimum 0, step 0.01; blank or non-numeric becomes 0
 * (docs/product-rules.md#money). Returns dollars rounded to whole cents. A negative number is
 * returned as is so that validation can reject it with a message instead of silently changing it.
 */
export function parsePrice(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return 0;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
}

/** The price is shown blank when it is 0 (docs/product-rules.md#money). */
export const formatPriceInput = (price: number | null | undefined): string =>
  price ? String(price) : '';

export interface FeeBreakdownCents {
  /** The seller's price P. */
  priceCents: number;
  feePct: number;
  /** total − P. */
  feeCents: number;
  /** What the customer pays: round(P × (100 + F) / 100). */
  totalCents: number;
  /** The seller receives P. */
  sellerCents: number;
}

/** docs/product-rules.md#money fee math on integer cents. */
export function computeFeeCents(
  priceCents: number,
  feePct: number = MARKETPLACE_FEE_PCT,
): FeeBreakdownCents {
  const p = Math.max(0, Math.round(priceCents));
  const totalCents = Math.round((p * (100 + feePct)) / 100);
  return { priceCents: p, feePct, feeCents: totalCents - p, totalCents, sellerCents: p };
}

/** The same breakdown in dollars, for the fee panel of the form and the project page. */
export function computeFee(priceDollars: number, feePct: number = MARKETPLACE_FEE_PCT) {
  const c = computeFeeCents(dollarsToCents(priceDollars), feePct);
  return {
    price: centsToDollars(c.priceCents),
    feePct,
    fee: centsToDollars(c.feeCents),
    customerPays: centsToDollars(c.totalCents),
    sellerReceives: centsToDollars(c.sellerCents),
  };
}

/** A price (dollars) a paid or freemium license may not have: above 0 but under MIN_PAID_PRICE. */
export const isTooLowPaidPrice = (type: LicenseType, price: number): boolean =>
  type !== 'free' && price > 0 && price < MIN_PAID_PRICE;

/** The price charged for a free license is 0 (docs/product-rules.md#money). */
export const effectivePriceCents = (type: LicenseType, priceCents: number): number =>
  type === 'free' ? 0 : Math.max(0, priceCents);

/** A USD amount as text, e.g. $25 or $10.80 (docs/product-rules.md#money). */
export function formatUsd(dollars: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}
