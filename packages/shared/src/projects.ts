import { z } from 'zod';

import { paginationQuerySchema, paginationSchema, searchTermSchema } from './common';
import { accessStateSchema } from './github';
import { projectMediaSchema } from './media';
import { projectUpdatesSchema } from './releases';
import { projectRatingSchema, ratingFilterSchema } from './reviews';

import {
  dollarsToCents,
  effectivePriceCents,
  LICENSE_TYPE_VALUES,
  type LicenseType,
  MAX_DESCRIPTION_LENGTH,
  MAX_FEATURE_LENGTH,
  MAX_FEATURES,
  MAX_PRICE,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  MAX_TITLE_LENGTH,
  MAX_URL_LENGTH,
  PRICE_RANGE_VALUES,
  PROJECT_CATEGORY_VALUES,
  type ProjectCategory,
  PROJECT_SORT_BY_VALUES,
  SORT_ORDER_VALUES,
  type SourceRepositoryInput,
  UPDATED_WITHIN_VALUES,
  isTooLowPaidPrice,
  parsePrice,
} from './rules/projects';
import {
  defaultRepositoryUrls,
  needsFreeRepository,
  needsPaidRepository,
  parseFeatureList,
  parseProjectTags,
  type ProjectForm,
  type ProjectFormInput,
  type ProjectFormSource,
  PROJECT_MESSAGES,
} from './rules/project-form';
import {
  COMMERCE_MESSAGES,
  DEFAULT_REFUND_WINDOW_DAYS,
  MAX_PAY_WHAT_YOU_WANT,
  MAX_REFUND_WINDOW_DAYS,
  REFUND_MESSAGES,
} from './rules/commerce';
import type { Assert, Equals, Extends } from './type-checks';

export * from './rules/project-form';
export * from './rules/projects';

export const projectCategorySchema = z.enum(PROJECT_CATEGORY_VALUES, {
  error: 'Please choose a valid category',
});
export const licenseTypeSchema = z.enum(LICENSE_TYPE_VALUES, {
  error: 'Please choose a valid license type',
});
/**
 * The five sort keys of Find Projects plus `relevance` (search rank), which is the default when a
 * search is given without a sortBy.
 */
export const projectSortBySchema = z.enum(PROJECT_SORT_BY_VALUES);
export const sortOrderSchema = z.enum(SORT_ORDER_VALUES);
export const priceRangeSchema = z.enum(PRICE_RANGE_VALUES);
export const updatedWithinSchema = z.enum(UPDATED_WITHIN_VALUES);

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

/**
 * A list given as an array or as text in the form's notation: `fromText` reads the text,
 * `fromEntries` the array (where each entry stays one entry).
 */
const listInput = (
  max: number,
  maxLength: number,
  fromText: (text: string) => string[],
  fromEntries: (entries: string[]) => string[],
) =>
  z
    .union([z.array(safeText()), safeText()])
    .nullish()
    .transform((v) => (typeof v === 'string' ? fromText(v) : fromEntries(v ?? [])))
    .pipe(
      z
        .array(z.string().max(maxLength, `Each entry must be at most ${maxLength} characters`))
        .max(max, `At most ${max} entries`),
    );

/** A tag has no comma: one inside an array entry becomes a space. */
const tagsInput = listInput(MAX_TAGS, MAX_TAG_LENGTH, parseProjectTags, (entries) =>
  parseProjectTags(entries.map((s) => s.replace(/,/g, ' ')).join(',')),
);
/**
 * Features as text are split like the form's (commas, line breaks); an array entry is one
 * feature, commas kept, line breaks made spaces (docs/product-rules.md#projects).
 */
const featuresInput = listInput(MAX_FEATURES, MAX_FEATURE_LENGTH, parseFeatureList, (entries) =>
  entries.map((s) => s.replace(/[\r\n]+/g, ' ').trim()).filter((s) => s !== ''),
);

const priceInput = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => parsePrice(v))
  .pipe(
    z.number().min(0, PROJECT_MESSAGES.negativePrice).max(MAX_PRICE, PROJECT_MESSAGES.priceTooHigh),
  );

/**
 * The repository an imported project comes from, as the client names it. Only
 * `fullName` is read, and only as a hint: the server fetches that repository with the author's
 * GitHub account and stores what GitHub says, or nothing. url, language and stars are accepted
 * and ignored.
 */
export const sourceRepositorySchema = z.object({
  fullName: safeText().trim().min(1).max(200),
  url: safeText()
    .trim()
    .max(MAX_URL_LENGTH)
    .refine(isHttpUrl, PROJECT_MESSAGES.invalidUrl)
    .optional(),
  language: safeText()
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
  stars: z.number().int().min(0).max(10_000_000).catch(0).optional(),
});
// What the import wizard builds (rules/github.ts) must pass this schema.
type _SourceRepositoryAccepted = Assert<
  Extends<SourceRepositoryInput, z.input<typeof sourceRepositorySchema>>
>;

/**
 * Body of POST /projects, POST /projects/draft, PUT /projects/{id} and PUT /projects/{id}/draft.
 * Only `license.type`, `license.price` and `license.features` are read from
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
      /** Pay what you want: `price` is the minimum (docs/product-rules.md#pay-what-you-want). */
      payWhatYouWant: z.boolean().nullish(),
      /** What the checkout proposes on pay-what-you-want projects (≥ price); null: the minimum. */
      suggestedPrice: z
        .union([z.number(), z.string(), z.null()])
        .optional()
        .transform((v) => (v === null || v === undefined || v === '' ? null : parsePrice(v)))
        .pipe(
          z.number().min(0).max(MAX_PAY_WHAT_YOU_WANT, COMMERCE_MESSAGES.amountTooHigh).nullable(),
        ),
      /** Days after a purchase in which buyers may ask for a refund (default 14). */
      refundWindowDays: z
        .number({ error: REFUND_MESSAGES.windowRange })
        .int(REFUND_MESSAGES.windowRange)
        .min(0, REFUND_MESSAGES.windowRange)
        .max(MAX_REFUND_WINDOW_DAYS, REFUND_MESSAGES.windowRange)
        .nullish(),
    })
    .refine((v) => !isTooLowPaidPrice(v.type, v.price), {
      path: ['price'],
      message: PROJECT_MESSAGES.priceTooLow,
    })
    .refine((v) => !v.payWhatYouWant || v.type === 'free' || v.price > 0, {
      path: ['price'],
      message: PROJECT_MESSAGES.payWhatYouWantNeedsMinimum,
    })
    .refine((v) => !v.payWhatYouWant || v.suggestedPrice === null || v.suggestedPrice >= v.price, {
      path: ['suggestedPrice'],
      message: PROJECT_MESSAGES.suggestedBelowMinimum,
    })
    .nullish()
    .transform(
      (v) =>
        v ?? {
          type: 'free' as const,
          price: 0,
          features: { freeFeatures: [], paidFeatures: [] },
          payWhatYouWant: false,
          suggestedPrice: null,
          refundWindowDays: null,
        },
    ),
  /** Accepted and ignored: the server alone decides whether the source is verified. */
  githubVerified: z.boolean().optional(),
  /** The imported repository (a hint, see sourceRepositorySchema); null clears it. */
  sourceRepository: sourceRepositorySchema.nullish(),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ParsedProjectInput = z.output<typeof projectInputSchema>;
/** What the project form sends must be a valid body for the schema above. */
type _FormInputIsProjectInput = Assert<Extends<ProjectFormInput, ProjectInput>>;

/** The normalized project a write stores (before ownership and ids). */
export interface NormalizedProject {
  title: string;
  description: string;
  category: ProjectCategory | null;
  tags: string[];
  techStack: string[];
  licenseType: LicenseType;
  priceCents: number;
  payWhatYouWant: boolean;
  suggestedPriceCents: number | null;
  refundWindowDays: number;
  freeFeatures: string[];
  paidFeatures: string[];
  freeRepoUrl: string | null;
  paidRepoUrl: string | null;
  demoUrl: string | null;
}

/**
 * Turns a parsed body into what is stored: the price of a free license is 0, the demo URL is
 * read from demo.url or demoUrl, and with `applyDefaults` a missing free repository URL is
 * generated (docs/product-rules.md#projects). A paid repository URL is never made up: buyers pay
 * for access to it, so publishing without one is refused.
 */
export function normalizeProjectInput(
  input: ParsedProjectInput,
  opts: { username: string; applyDefaults: boolean },
): NormalizedProject {
  const type = input.license.type;
  let freeRepoUrl = input.repository.freeUrl;
  if (opts.applyDefaults) {
    const defaults = defaultRepositoryUrls(opts.username, input.title);
    if (!freeRepoUrl && needsFreeRepository(type)) freeRepoUrl = defaults.freeUrl;
  }
  const paidRepoUrl = input.repository.paidUrl;
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    tags: input.tags,
    techStack: input.tech_stack,
    licenseType: type,
    priceCents: effectivePriceCents(type, dollarsToCents(input.license.price)),
    payWhatYouWant: type !== 'free' && (input.license.payWhatYouWant ?? false),
    refundWindowDays: input.license.refundWindowDays ?? DEFAULT_REFUND_WINDOW_DAYS,
    suggestedPriceCents:
      type !== 'free' && input.license.payWhatYouWant && input.license.suggestedPrice !== null
        ? dollarsToCents(input.license.suggestedPrice)
        : null,
    freeFeatures: input.license.features.freeFeatures,
    paidFeatures: input.license.features.paidFeatures,
    freeRepoUrl,
    paidRepoUrl,
    demoUrl: input.demo.url ?? input.demoUrl,
  };
}

export interface ProjectRuleIssue {
  field: 'title' | 'description' | 'category' | 'freeRepositoryUrl' | 'paidRepositoryUrl';
  message: string;
}

/**
 * Required fields for publishing; an empty list means the project may be published
 * (docs/product-rules.md#projects).
 */
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
// Project form, for react-hook-form + zodResolver
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
  payWhatYouWant: z.boolean().optional(),
  suggestedPrice: formPrice.optional(),
  refundWindowDays: z
    .union([z.string(), z.number()])
    .refine(
      (v) =>
        String(v).trim() === '' ||
        (/^\d+$/.test(String(v).trim()) && Number(v) <= MAX_REFUND_WINDOW_DAYS),
      REFUND_MESSAGES.windowRange,
    )
    .optional(),
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

/** Paid and freemium prices start at MIN_PAID_PRICE (drafts included: the server refuses less). */
const checkPaidPrice = (v: z.infer<typeof projectFormBase>, ctx: z.RefinementCtx) => {
  if (isTooLowPaidPrice(v.licenseType, parsePrice(v.price)))
    ctx.addIssue({ code: 'custom', path: ['price'], message: PROJECT_MESSAGES.priceTooLow });
  if (v.licenseType !== 'free' && v.payWhatYouWant) {
    if (parsePrice(v.price) <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: PROJECT_MESSAGES.payWhatYouWantNeedsMinimum,
      });
    const suggested = String(v.suggestedPrice ?? '').trim();
    if (suggested !== '' && parsePrice(suggested) < parsePrice(v.price))
      ctx.addIssue({
        code: 'custom',
        path: ['suggestedPrice'],
        message: PROJECT_MESSAGES.suggestedBelowMinimum,
      });
  }
};

/**
 * The publish form: title, description and category required, URLs checked, and the paid
 * repository URL for paid and freemium projects (buyers are invited to it, so it is never made
 * up). A missing free repository URL is not an error: `projectFormToInput` (and the server) fill
 * its default (docs/product-rules.md#projects).
 */
export const projectFormSchema = projectFormBase.superRefine((v, ctx) => {
  if (needsPaidRepository(v.licenseType) && !v.paidRepositoryUrl.trim())
    ctx.addIssue({
      code: 'custom',
      path: ['paidRepositoryUrl'],
      message: PROJECT_MESSAGES.paidRepositoryRequired,
    });
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
  checkPaidPrice(v, ctx);
});
/** Save as Draft only needs a title, and a paid price of at least MIN_PAID_PRICE. */
export const projectDraftFormSchema = projectFormBase.superRefine(checkPaidPrice);
type _ProjectFormMatches = Assert<Equals<z.infer<typeof projectFormBase>, ProjectForm>>;

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

export const projectAuthorSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  /** The name the author chose for their profile; null when they chose none (show the username). */
  displayName: z.string().nullable(),
  profileImage: z.string().nullable(),
  reputation: z.number().int(),
});
export type ProjectAuthor = z.infer<typeof projectAuthorSchema>;

/**
 * Project license. All amounts are dollars:
 * - `price` and `sellerPrice`: the seller's price P (what the form edits, what the badge shows);
 * - `sellerEarnings`: what the seller receives (P);
 * - `marketplaceFee`: the fee added on top; `customerPrice`: what the customer pays.
 * For visitors (signed out) the amounts of paid and freemium projects are null
 * (docs/product-rules.md#prices); for free projects they are 0.
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
  /** Pay what you want: `price` is the minimum the buyer pays. */
  payWhatYouWant: z.boolean(),
  /** The amount proposed at checkout (pay what you want only); null otherwise or when hidden. */
  suggestedPrice: z.number().nullable(),
  /** Days after a purchase in which the buyer may ask for a refund (0: no refund requests). */
  refundWindowDays: z.number().int(),
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
  /** The cover and screenshots, as WebP variants with their sizes. */
  media: projectMediaSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
/** The edit form is filled from a stored project. */
type _ProjectFillsForm = Assert<Extends<Project, ProjectFormSource>>;

/** User license (for a viewer): the viewer's active license on a project. */
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
    /**
     * The access engine's state (null before it looked at the license); pages derive the one
     * state they show from it with `licenseAccessState`.
     */
    state: accessStateSchema.nullable().optional(),
  }),
  /** The license key, when the project has keys on (docs/license-keys.md). */
  licenseKey: z.string().nullable().optional(),
  /** Until when new releases and repository access are included; null: for life. */
  updatesUntil: z.string().nullable().optional(),
});
export type ViewerLicense = z.infer<typeof viewerLicenseSchema>;

/** GET /projects query (plus paging and the filter panel's price and updated filters). */
export const listProjectsQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema(200, 'Search is too long'),
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
  /** The updates policy and the latest release (docs/product-rules.md#updates). */
  updates: projectUpdatesSchema.optional(),
});
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;

export const projectResponseSchema = z.object({ project: projectSchema });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

export const draftsResponseSchema = z.object({ drafts: z.array(projectSchema) });
export type DraftsResponse = z.infer<typeof draftsResponseSchema>;

/** Params of /projects/{id}: any text, so a malformed id answers 404 rather than 400. */
export const projectIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
