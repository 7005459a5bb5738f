/**
 * The zod-free part of the projects contract: constants, labels and the pure rules the web
 * app runs on public pages. The schemas in ../projects.ts are built from these values.
 */
import type { Project, ProjectForm, ProjectInput } from '../projects';
import { isOneOf } from './one-of';

// ---------------------------------------------------------------------------
// Constants (spec §3, §9)
// ---------------------------------------------------------------------------

/** Spec §3 Categories, in display order. */
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

/** Spec §3 License types. The listing badge reads free or premium (see `licenseBadge`). */
export const LICENSE_TYPES = [
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
  { value: 'freemium', label: 'Freemium' },
] as const;
export const LICENSE_TYPE_VALUES = ['free', 'paid', 'freemium'] as const;
export type LicenseType = (typeof LICENSE_TYPE_VALUES)[number];

export const licenseBadge = (type: LicenseType): 'free' | 'premium' =>
  type === 'free' ? 'free' : 'premium';

/** Spec §9: 20 percent added on top of the seller's price. */
export const MARKETPLACE_FEE_PCT = 20;
export const CURRENCY = 'USD';
/** Spec §9: suggested price default. */
export const SUGGESTED_PRICE = 25;
/** Highest price a seller may set, in dollars (keeps cents well inside a 32-bit integer). */
export const MAX_PRICE = 100_000;

export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_FEATURES = 30;
export const MAX_FEATURE_LENGTH = 200;
export const MAX_URL_LENGTH = 500;

/** Spec §9 / §2 Find Projects sort options. */
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
 * The spec's five sort keys plus `relevance` (search rank), which is the default when a search
 * is given without a sortBy.
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

/** Spec §7: asc for license.price, else desc. */
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

// ---------------------------------------------------------------------------
// Money (DESIGN §5): integer cents inside, dollars in the API
// ---------------------------------------------------------------------------

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
export const centsToDollars = (cents: number): number => cents / 100;

/**
 * Spec §5: the price field is numeric, minimum 0, step 0.01; blank or non-numeric becomes 0.
 * Returns dollars rounded to whole cents. A negative number is returned as is so that
 * validation can reject it with a message instead of silently changing it.
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

/** Spec §5: the price is shown blank when it is 0. */
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

/** DESIGN §5 fee math on integer cents. */
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

/** Spec §5: the price charged for a free license is 0. */
export const effectivePriceCents = (type: LicenseType, priceCents: number): number =>
  type === 'free' ? 0 : Math.max(0, priceCents);

/** Spec §9: a USD amount as text, e.g. $25 or $10.80. */
export function formatUsd(dollars: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

// ---------------------------------------------------------------------------
// Text rules (spec §3 Project form, §5)
// ---------------------------------------------------------------------------

/** Comma-separated text to a trimmed, non-empty list (features keep duplicates). */
export function parseCommaList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Tags: comma-separated text to a trimmed, non-empty list without case-insensitive duplicates. */
export function parseProjectTags(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of parseCommaList(text)) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** A list back to the comma-separated text the form edits. */
export const joinCommaList = (items: readonly string[] | null | undefined): string =>
  (items ?? []).join(', ');

function sanitizeRepoPart(value: string | null | undefined, fallback: string): string {
  const cleaned = (value ?? '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned || fallback;
}

/**
 * Spec §5 default repository URLs, generated when missing:
 * `https://github.com/{owner}/{repo}-free` and `https://github.com/{owner}/{repo}-premium`,
 * where owner is the username and repo the lower-cased title, each reduced to letters,
 * digits and single hyphens (fallbacks `developer` and `my-project`).
 */
export function defaultRepositoryUrls(
  username: string | null | undefined,
  title: string | null | undefined,
): { freeUrl: string; paidUrl: string } {
  const owner = sanitizeRepoPart(username, 'developer');
  const repo = sanitizeRepoPart(title?.toLowerCase(), 'my-project');
  const base = `https://github.com/${owner}/${repo}`;
  return { freeUrl: `${base}-free`, paidUrl: `${base}-premium` };
}

/** Which repository URLs a license type needs (spec §5). */
export const needsFreeRepository = (type: LicenseType) => type === 'free' || type === 'freemium';
export const needsPaidRepository = (type: LicenseType) => type === 'paid' || type === 'freemium';
/** Which form inputs a license type shows (spec §5). */
export const showsPrice = (type: LicenseType) => type !== 'free';
export const showsFreeFeatures = needsFreeRepository;
export const showsPaidFeatures = needsPaidRepository;

/** Messages of the project rules (spec §5, §8). */
export const PROJECT_MESSAGES = {
  titleRequired: 'Title is required',
  titleRequiredForAi: 'Please fill in title before generating AI content',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  freeRepositoryRequired: 'Free repository URL is required for free and freemium projects',
  paidRepositoryRequired: 'Paid repository URL is required for paid and freemium projects',
  invalidUrl: 'Please enter a valid URL',
  negativePrice: 'Price must be 0 or more',
  priceTooHigh: `Price must be at most ${MAX_PRICE}`,
} as const;

export const emptyProjectForm: ProjectForm = {
  title: '',
  description: '',
  category: '',
  tags: '',
  licenseType: 'free',
  price: '',
  freeRepositoryUrl: '',
  paidRepositoryUrl: '',
  demoUrl: '',
  features: { freeFeatures: '', paidFeatures: '' },
};

/**
 * Form values to the request body of spec §7. With a username, missing repository URLs the
 * license type needs get the spec §5 defaults; the price of a free license is 0. The price
 * derivatives are filled for the spec's shape, but the server recomputes them.
 */
export function projectFormToInput(form: ProjectForm, username?: string | null): ProjectInput {
  const type = form.licenseType;
  const price = showsPrice(type) ? Math.max(0, parsePrice(form.price)) : 0;
  const fee = computeFee(price);
  const defaults = username !== undefined ? defaultRepositoryUrls(username, form.title) : null;
  const freeUrl =
    form.freeRepositoryUrl.trim() ||
    (defaults && needsFreeRepository(type) ? defaults.freeUrl : '');
  const paidUrl =
    form.paidRepositoryUrl.trim() ||
    (defaults && needsPaidRepository(type) ? defaults.paidUrl : '');
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    category: form.category || null,
    tags: parseProjectTags(form.tags),
    repository: { freeUrl: freeUrl || null, paidUrl: paidUrl || null },
    demo: { url: form.demoUrl.trim() || null },
    license: {
      type,
      price,
      // The server recomputes these three; they are sent because the spec's body carries them.
      sellerPrice: fee.sellerReceives,
      marketplaceFeePct: MARKETPLACE_FEE_PCT,
      sellerEarnings: fee.sellerReceives,
      currency: CURRENCY,
      features: {
        freeFeatures: showsFreeFeatures(type) ? parseCommaList(form.features.freeFeatures) : [],
        paidFeatures: showsPaidFeatures(type) ? parseCommaList(form.features.paidFeatures) : [],
      },
    },
  };
}

/** A stored project back to the values of the edit form. */
export function projectToForm(p: Project): ProjectForm {
  return {
    title: p.title,
    description: p.description,
    category: isOneOf(PROJECT_CATEGORY_VALUES, p.category) ? p.category : '',
    tags: joinCommaList(p.tags),
    licenseType: p.license.type,
    price: formatPriceInput(p.license.price),
    freeRepositoryUrl: p.repository.freeUrl ?? '',
    paidRepositoryUrl: p.repository.paidUrl ?? '',
    demoUrl: p.demo.url ?? p.demoUrl ?? '',
    features: {
      freeFeatures: joinCommaList(p.license.features.freeFeatures),
      paidFeatures: joinCommaList(p.license.features.paidFeatures),
    },
  };
}
