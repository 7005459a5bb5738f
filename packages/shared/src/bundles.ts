import { z } from 'zod';

import { licenseTypeSchema } from './projects';

export * from './rules/bundles';

/**
 * A seller's bundle: 2 to 20 of their published paid or freemium projects at one price
 * (docs/product-rules.md#bundles). Amounts are dollars; like a project's, they are null for
 * signed-out visitors (docs/product-rules.md#prices).
 */

export const BUNDLE_MIN_PROJECTS = 2;
export const BUNDLE_MAX_PROJECTS = 20;

export const BUNDLE_MESSAGES = {
  notFound: 'Bundle not found',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  tooFewProjects: `A bundle holds at least ${BUNDLE_MIN_PROJECTS} projects`,
  tooManyProjects: `A bundle holds at most ${BUNDLE_MAX_PROJECTS} projects`,
  duplicateProject: 'Each project can be in a bundle once',
  notYourProject:
    'Every project of a bundle must be one of your published paid or freemium projects',
  priceInvalid: 'Price must be at least $1.00',
  priceNotBelowTotal: "A bundle's price must be below the sum of its projects' prices",
  /** Checkout of a bundle that cannot be sold as it stands (409). */
  unavailable: 'This bundle is not available right now',
  ownBundle: 'You cannot buy your own bundle',
  // Why a bundle is not available (`unavailableReason`); the seller fixes it by editing.
  projectDeleted: 'A project of this bundle was deleted',
  projectUnpublished: 'A project of this bundle is no longer published',
  projectNotForSale: 'A project of this bundle is now free or has no price',
  bundleDeleted: 'Bundle deleted',
} as const;

export const bundleInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, BUNDLE_MESSAGES.titleRequired)
    .max(120, BUNDLE_MESSAGES.titleTooLong),
  description: z.string().trim().max(2000, BUNDLE_MESSAGES.descriptionTooLong).default(''),
  projectIds: z
    .array(z.uuid({ message: 'Invalid project id' }))
    .min(BUNDLE_MIN_PROJECTS, BUNDLE_MESSAGES.tooFewProjects)
    .max(BUNDLE_MAX_PROJECTS, BUNDLE_MESSAGES.tooManyProjects)
    .refine((ids) => new Set(ids).size === ids.length, BUNDLE_MESSAGES.duplicateProject),
  /** Dollars. */
  price: z
    .number({ error: 'Price must be a number' })
    .min(1, BUNDLE_MESSAGES.priceInvalid)
    .max(100_000),
});
export type BundleInput = z.input<typeof bundleInputSchema>;
export type ParsedBundleInput = z.output<typeof bundleInputSchema>;

export const bundleIdParamsSchema = z.object({ id: z.string().max(100) });

export const bundleProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** 'free' only when the project was made free after the bundle was saved (not available). */
  licenseType: licenseTypeSchema,
  /** Pay what you want: `listPrice` is the project's minimum price. */
  payWhatYouWant: z.boolean(),
  /** The project's own price, dollars; null for visitors. */
  listPrice: z.number().nullable(),
  /** Its share of the bundle price, dollars (the shares sum to the bundle price); null for visitors. */
  bundleShare: z.number().nullable(),
  /** False when the project is no longer published, or is now free or without a price. */
  available: z.boolean(),
});
export type BundleProjectDto = z.infer<typeof bundleProjectSchema>;

export const bundleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  /** The seller's username, for the link to their author page. */
  sellerUsername: z.string(),
  /** Dollars; null for visitors. */
  price: z.number().nullable(),
  /** Sum of the projects' own prices, dollars; null for visitors. */
  listPrice: z.number().nullable(),
  currency: z.string(),
  /**
   * The projects in the seller's order. Public answers leave out projects that are no longer
   * published; the seller's own list has them all.
   */
  projects: z.array(bundleProjectSchema),
  /**
   * False when a project was deleted, unpublished or made free since, or the projects' prices
   * no longer add up to more than the bundle's: then nobody can buy it until the seller edits it.
   */
  available: z.boolean(),
  /** Why it is not available (one of BUNDLE_MESSAGES); null when available. */
  unavailableReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BundleDto = z.infer<typeof bundleSchema>;

/** POST and PUT /seller/bundles answer the saved bundle. */
export const bundleResponseSchema = z.object({ bundle: bundleSchema });
export type BundleResponse = z.infer<typeof bundleResponseSchema>;

export const deleteBundleResponseSchema = z.object({ message: z.string() });

/** GET /bundles/{id} for a signed-in buyer adds what completing the bundle costs them. */
export const publicBundleResponseSchema = z.object({
  bundle: bundleSchema,
  /**
   * Signed in and the bundle available: the projects the viewer already holds (an active paid
   * license) are left out and their share taken off `price` (dollars; 0 when they hold them
   * all). Null for visitors and for a bundle that is not available.
   */
  forViewer: z.object({ heldProjectIds: z.array(z.string()), price: z.number() }).nullable(),
});
export type PublicBundleResponse = z.infer<typeof publicBundleResponseSchema>;

/** GET /seller/bundles: the seller's bundles, newest first, available or not. */
export const sellerBundlesResponseSchema = z.object({ bundles: z.array(bundleSchema) });
export type SellerBundlesResponse = z.infer<typeof sellerBundlesResponseSchema>;

/** Bundles that contain a project (its page lists them): available ones only, newest first. */
export const projectBundlesResponseSchema = z.object({
  bundles: z.array(
    bundleSchema
      .pick({ id: true, title: true, price: true, listPrice: true, currency: true })
      .extend({ projectCount: z.number().int() }),
  ),
});
export type ProjectBundlesResponse = z.infer<typeof projectBundlesResponseSchema>;
