import { z } from 'zod';

/** A seller's bundle: 2 to 20 of their published paid or freemium projects at one price. */

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

export const bundleProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  thumbnailUrl: z.string().nullable(),
  licenseType: z.enum(['paid', 'freemium']),
  /** The project's own price, dollars. */
  listPrice: z.number(),
  /** Its share of the bundle price, dollars (the shares sum to the bundle price). */
  bundleShare: z.number(),
});

export const bundleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  price: z.number(),
  /** Sum of the projects' own prices, dollars. */
  listPrice: z.number(),
  currency: z.string(),
  projects: z.array(bundleProjectSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BundleDto = z.infer<typeof bundleSchema>;

/** GET /bundles/{id} for a signed-in buyer adds what completing the bundle costs them. */
export const publicBundleResponseSchema = z.object({
  bundle: bundleSchema,
  /** Signed in: the projects already held are left out and their share taken off. */
  forViewer: z.object({ heldProjectIds: z.array(z.string()), price: z.number() }).nullable(),
});
export type PublicBundleResponse = z.infer<typeof publicBundleResponseSchema>;

export const sellerBundlesResponseSchema = z.object({ bundles: z.array(bundleSchema) });

/** Bundles that contain a project (its page lists them). */
export const projectBundlesResponseSchema = z.object({
  bundles: z.array(
    bundleSchema.pick({ id: true, title: true, price: true, listPrice: true, currency: true }),
  ),
});
