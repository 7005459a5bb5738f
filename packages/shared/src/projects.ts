import { z } from 'zod';

import { paginationQuerySchema, paginationSchema } from './common';
import { projectRatingSchema, ratingFilterSchema } from './reviews';

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

export const projectCategorySchema = z.enum(
  ['web', 'mobile', 'desktop', 'api', 'library', 'tool', 'game', 'other'],
  { error: 'Please choose a valid category' },
);
export type ProjectCategory = z.infer<typeof projectCategorySchema>;

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
export const licenseTypeSchema = z.enum(['free', 'paid', 'freemium'], {
  error: 'Please choose a valid license type',
});
export type LicenseType = z.infer<typeof licenseTypeSchema>;

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
export const projectSortBySchema = z.enum([
  'relevance',
  'createdAt',
  'stats.views',
  'stats.downloads',
  'stats.stars',
  'license.price',
]);
export type ProjectSortBy = z.infer<typeof projectSortBySchema>;
export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

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
export const priceRangeSchema = z.enum(['any', 'free', '0-10', '10-50', '50+']);
export type PriceRange = z.infer<typeof priceRangeSchema>;

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
export const updatedWithinSchema = z.enum(['any', 'week', 'month', 'year']);
export type UpdatedWithin = z.infer<typeof updatedWithinSchema>;

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

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** PostgreSQL text cannot hold NUL characters: input containing one is rejected. */
const safeText = () =>
  z.string().refine((v) => !v.includes('\u0000'), 'Text must not contain NUL characters');

/** An optional http(s) URL: blank, null and missing all mean "none". */
const optionalUrlInput = safeText()
  .trim()
  .max(MAX_URL_LENGTH, 'URL is too long')
  .refine((v) => v === '' || isHttpUrl(v), PROJECT_MESSAGES.invalidUrl)
  .nullish()
  .transform((v) => (v ? v : null));

/** A list given as an array or as comma-separated text. */
const listInput = (max: number, maxLength: number, parse: (text: string) => string[]) =>
  z
    .union([z.array(safeText()), safeText()])
    .nullish()
    .transform((v) =>
      typeof v === 'string'
        ? parse(v)
        : parse((v ?? []).map((s) => s.replace(/,/g, ' ')).join(',')),
    )
    .pipe(
      z
        .array(z.string().max(maxLength, `Each entry must be at most ${maxLength} characters`))
        .max(max, `At most ${max} entries`),
    );

const tagsInput = listInput(MAX_TAGS, MAX_TAG_LENGTH, parseProjectTags);
const featuresInput = listInput(MAX_FEATURES, MAX_FEATURE_LENGTH, parseCommaList);

const priceInput = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => parsePrice(v))
  .pipe(
    z.number().min(0, PROJECT_MESSAGES.negativePrice).max(MAX_PRICE, PROJECT_MESSAGES.priceTooHigh),
  );

export const sourceRepositorySchema = z.object({
  fullName: safeText().trim().min(1).max(200),
  url: safeText().trim().max(MAX_URL_LENGTH).refine(isHttpUrl, PROJECT_MESSAGES.invalidUrl),
  language: safeText()
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
  stars: z.number().int().min(0).max(10_000_000).catch(0),
});
export type SourceRepositoryInput = z.infer<typeof sourceRepositorySchema>;

/**
 * Body of POST /projects, POST /projects/draft, PUT /projects/{id} and PUT /projects/{id}/draft
 * (spec §7). Only `license.type`, `license.price` and `license.features` are read from
 * `license`: sellerPrice, marketplaceFeePct, sellerEarnings and currency are computed by the
 * server and ignored when sent. `license.price` is the seller's price in dollars.
 * `demoUrl` is accepted as an alternative to `demo.url`.
 * This schema checks formats only; `validateProjectForPublish` adds the required fields.
 */
export const projectInputSchema = z.object({
  title: z
    .string({ error: PROJECT_MESSAGES.titleRequired })
    .refine((v) => !v.includes('\u0000'), 'Text must not contain NUL characters')
    .trim()
    .min(1, PROJECT_MESSAGES.titleRequired)
    .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  description: safeText()
    .trim()
    .max(MAX_DESCRIPTION_LENGTH, `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
    .nullish()
    .transform((v) => v ?? ''),
  category: z
    .union([projectCategorySchema, z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
  tags: tagsInput,
  tech_stack: tagsInput,
  repository: z
    .object({ freeUrl: optionalUrlInput, paidUrl: optionalUrlInput })
    .nullish()
    .transform((v) => v ?? { freeUrl: null, paidUrl: null }),
  demo: z
    .object({ url: optionalUrlInput })
    .nullish()
    .transform((v) => v ?? { url: null }),
  demoUrl: optionalUrlInput,
  license: z
    .object({
      type: licenseTypeSchema.default('free'),
      price: priceInput,
      /** Ignored: computed by the server. */
      sellerPrice: z.unknown().optional(),
      /** Ignored: the project's fee percent is the marketplace's. */
      marketplaceFeePct: z.unknown().optional(),
      /** Ignored: computed by the server. */
      sellerEarnings: z.unknown().optional(),
      /** Ignored: always USD. */
      currency: z.unknown().optional(),
      features: z
        .object({ freeFeatures: featuresInput, paidFeatures: featuresInput })
        .nullish()
        .transform((v) => v ?? { freeFeatures: [], paidFeatures: [] }),
    })
    .nullish()
    .transform(
      (v) =>
        v ?? { type: 'free' as const, price: 0, features: { freeFeatures: [], paidFeatures: [] } },
    ),
  githubVerified: z.boolean().optional(),
  sourceRepository: sourceRepositorySchema.nullish(),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ParsedProjectInput = z.output<typeof projectInputSchema>;

/** The normalized project a write stores (before ownership and ids). */
export interface NormalizedProject {
  title: string;
  description: string;
  category: ProjectCategory | null;
  tags: string[];
  techStack: string[];
  licenseType: LicenseType;
  priceCents: number;
  freeFeatures: string[];
  paidFeatures: string[];
  freeRepoUrl: string | null;
  paidRepoUrl: string | null;
  demoUrl: string | null;
  githubVerified: boolean;
  sourceRepository: SourceRepositoryInput | null;
}

/**
 * Turns a parsed body into what is stored: the price of a free license is 0, the demo URL is
 * read from demo.url or demoUrl, and with `applyDefaults` the repository URLs the license type
 * needs are generated when missing (spec §5).
 */
export function normalizeProjectInput(
  input: ParsedProjectInput,
  opts: { username: string; applyDefaults: boolean },
): NormalizedProject {
  const type = input.license.type;
  let freeRepoUrl = input.repository.freeUrl;
  let paidRepoUrl = input.repository.paidUrl;
  if (opts.applyDefaults) {
    const defaults = defaultRepositoryUrls(opts.username, input.title);
    if (!freeRepoUrl && needsFreeRepository(type)) freeRepoUrl = defaults.freeUrl;
    if (!paidRepoUrl && needsPaidRepository(type)) paidRepoUrl = defaults.paidUrl;
  }
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    tags: input.tags,
    techStack: input.tech_stack,
    licenseType: type,
    priceCents: effectivePriceCents(type, dollarsToCents(input.license.price)),
    freeFeatures: input.license.features.freeFeatures,
    paidFeatures: input.license.features.paidFeatures,
    freeRepoUrl,
    paidRepoUrl,
    demoUrl: input.demo.url ?? input.demoUrl,
    githubVerified: input.githubVerified ?? false,
    sourceRepository: input.sourceRepository ?? null,
  };
}

export interface ProjectRuleIssue {
  field: 'title' | 'description' | 'category' | 'freeRepositoryUrl' | 'paidRepositoryUrl';
  message: string;
}

/** Spec §5 required fields for publishing; an empty list means the project may be published. */
export function validateProjectForPublish(p: {
  title: string | null | undefined;
  description: string | null | undefined;
  category: string | null | undefined;
  licenseType: LicenseType;
  freeRepoUrl: string | null | undefined;
  paidRepoUrl: string | null | undefined;
}): ProjectRuleIssue[] {
  const issues: ProjectRuleIssue[] = [];
  if (!p.title?.trim()) issues.push({ field: 'title', message: PROJECT_MESSAGES.titleRequired });
  if (!p.description?.trim())
    issues.push({ field: 'description', message: PROJECT_MESSAGES.descriptionRequired });
  if (!p.category || !projectCategorySchema.safeParse(p.category).success)
    issues.push({ field: 'category', message: PROJECT_MESSAGES.categoryRequired });
  if (needsFreeRepository(p.licenseType) && !p.freeRepoUrl?.trim())
    issues.push({ field: 'freeRepositoryUrl', message: PROJECT_MESSAGES.freeRepositoryRequired });
  if (needsPaidRepository(p.licenseType) && !p.paidRepoUrl?.trim())
    issues.push({ field: 'paidRepositoryUrl', message: PROJECT_MESSAGES.paidRepositoryRequired });
  return issues;
}

// ---------------------------------------------------------------------------
// Project form (spec §3 Project form), for react-hook-form + zodResolver
// ---------------------------------------------------------------------------

const formUrl = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH, 'URL is too long')
  .refine((v) => v === '' || isHttpUrl(v), PROJECT_MESSAGES.invalidUrl);

const formPrice = z
  .union([z.string(), z.number()])
  .refine((v) => parsePrice(v) >= 0, PROJECT_MESSAGES.negativePrice)
  .refine((v) => parsePrice(v) <= MAX_PRICE, PROJECT_MESSAGES.priceTooHigh);

const projectFormBase = z.object({
  title: z
    .string()
    .trim()
    .min(1, PROJECT_MESSAGES.titleRequired)
    .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  description: z.string().max(MAX_DESCRIPTION_LENGTH),
  /** '' while nothing is chosen. */
  category: z.union([projectCategorySchema, z.literal('')]),
  /** Comma-separated. */
  tags: z.string().max(2000),
  licenseType: licenseTypeSchema,
  /** Text from the number input (or a number); blank or non-numeric counts as 0. */
  price: formPrice,
  freeRepositoryUrl: formUrl,
  paidRepositoryUrl: formUrl,
  demoUrl: formUrl,
  features: z.object({
    /** Comma-separated. */
    freeFeatures: z.string().max(6000),
    /** Comma-separated. */
    paidFeatures: z.string().max(6000),
  }),
});

/**
 * The publish form: title, description and category required, URLs checked. Missing
 * repository URLs are not an error here because `projectFormToInput` (and the server) fill
 * the spec §5 defaults for the ones the license type needs.
 */
export const projectFormSchema = projectFormBase.superRefine((v, ctx) => {
  if (!v.description.trim())
    ctx.addIssue({
      code: 'custom',
      path: ['description'],
      message: PROJECT_MESSAGES.descriptionRequired,
    });
  if (!v.category)
    ctx.addIssue({
      code: 'custom',
      path: ['category'],
      message: PROJECT_MESSAGES.categoryRequired,
    });
});
/** Save as Draft only needs a title (spec §5). */
export const projectDraftFormSchema = projectFormBase;
export type ProjectForm = z.infer<typeof projectFormBase>;

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

// ---------------------------------------------------------------------------
// Responses (spec §3 Project, User license; §7 Projects)
// ---------------------------------------------------------------------------

export const projectAuthorSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
  reputation: z.number().int(),
});
export type ProjectAuthor = z.infer<typeof projectAuthorSchema>;

/**
 * Spec §3 Project license. All amounts are dollars:
 * - `price` and `sellerPrice`: the seller's price P (what the form edits, what the badge shows);
 * - `sellerEarnings`: what the seller receives (P);
 * - `marketplaceFee`: the fee added on top; `customerPrice`: what the customer pays.
 * For visitors (signed out) the amounts of paid and freemium projects are null
 * (spec §6 "Sign in to View Price"); for free projects they are 0.
 */
export const projectLicenseSchema = z.object({
  type: licenseTypeSchema,
  price: z.number().nullable(),
  sellerPrice: z.number().nullable(),
  marketplaceFeePct: z.number(),
  sellerEarnings: z.number().nullable(),
  marketplaceFee: z.number().nullable(),
  customerPrice: z.number().nullable(),
  currency: z.string(),
  features: z.object({ freeFeatures: z.array(z.string()), paidFeatures: z.array(z.string()) }),
});
export type ProjectLicense = z.infer<typeof projectLicenseSchema>;

export const projectStatusSchema = z.enum(['draft', 'published']);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const projectSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A category value (see PROJECT_CATEGORIES); '' for a draft saved without one. */
  category: z.string(),
  tags: z.array(z.string()),
  tech_stack: z.array(z.string()),
  author: projectAuthorSchema,
  license: projectLicenseSchema,
  /**
   * paidUrl is null unless the viewer is the author or (on GET /projects/{id}) holds an active
   * license; lists show it to the author only.
   */
  repository: z.object({ freeUrl: z.string().nullable(), paidUrl: z.string().nullable() }),
  demo: z.object({ url: z.string().nullable() }),
  demoUrl: z.string().nullable(),
  stats: z.object({
    views: z.number().int(),
    downloads: z.number().int(),
    stars: z.number().int(),
  }),
  /** Average of the reviews' ratings (null without reviews) and how many there are. */
  rating: projectRatingSchema,
  status: projectStatusSchema,
  githubVerified: z.boolean(),
  sourceRepository: z
    .object({
      fullName: z.string(),
      url: z.string(),
      language: z.string().nullable(),
      stars: z.number(),
    })
    .nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** Spec §3 User license (for a viewer): the viewer's active license on a project. */
export const viewerLicenseSchema = z.object({
  _id: z.string(),
  id: z.string(),
  kind: z.enum(['free', 'paid']),
  isActive: z.boolean(),
  purchaseDate: z.string(),
  githubAccess: z.object({
    repositoryFullName: z.string().nullable(),
    accessGranted: z.boolean(),
    invitationSent: z.boolean(),
  }),
});
export type ViewerLicense = z.infer<typeof viewerLicenseSchema>;

/** GET /projects query (spec §7 plus paging and the filter panel's price and updated filters). */
export const listProjectsQuerySchema = paginationQuerySchema.extend({
  search: z
    .string()
    .max(200, 'Search is too long')
    .optional()
    // Control characters (NUL included) mean nothing in a search: they become spaces.
    // eslint-disable-next-line no-control-regex
    .transform((v) => v?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim() || undefined),
  /** Omitted (or 'all') for every category. */
  category: z
    .union([projectCategorySchema, z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v && v !== 'all' ? v : undefined)),
  /** Defaults to relevance with a search, else createdAt; relevance without a search is createdAt. */
  sortBy: projectSortBySchema.optional(),
  /** Defaults to asc for license.price, else desc. */
  sortOrder: sortOrderSchema.optional(),
  priceRange: priceRangeSchema.default('any'),
  updated: updatedWithinSchema.default('any'),
  /** Minimum average rating (4+ or 3+); unrated projects are left out when set. */
  rating: ratingFilterSchema.default('any'),
  author: z.uuid({ message: 'Invalid author id' }).optional(),
  /** Only projects of this license type (used by AI search; any when omitted). */
  licenseType: licenseTypeSchema.optional(),
  /** Seller's price at least this many dollars (inclusive). */
  minPrice: z.coerce.number().min(0, 'minPrice must be 0 or more').max(MAX_PRICE).optional(),
  /** Seller's price at most this many dollars (inclusive). */
  maxPrice: z.coerce.number().min(0, 'maxPrice must be 0 or more').max(MAX_PRICE).optional(),
  /** Only published projects are listed; drafts come from GET /projects/drafts. */
  status: z.literal('published').optional(),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;
export type ParsedListProjectsQuery = z.output<typeof listProjectsQuerySchema>;

export const projectListResponseSchema = z.object({
  projects: z.array(projectSchema),
  pagination: paginationSchema,
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const projectDetailResponseSchema = z.object({
  project: projectSchema,
  userLicense: viewerLicenseSchema.nullable(),
});
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;

export const projectResponseSchema = z.object({ project: projectSchema });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

export const draftsResponseSchema = z.object({ drafts: z.array(projectSchema) });
export type DraftsResponse = z.infer<typeof draftsResponseSchema>;

/** Params of /projects/{id}: any text, so a malformed id answers 404 rather than 400. */
export const projectIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A stored project back to the values of the edit form. */
export function projectToForm(p: Project): ProjectForm {
  const category = projectCategorySchema.safeParse(p.category);
  return {
    title: p.title,
    description: p.description,
    category: category.success ? category.data : '',
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
