import { z } from 'zod';

import { projectSchema } from './projects';
import { licenseUpdatesSchema } from './releases';
import { TOKEN_SCOPES } from './rules/api-tokens';

export * from './rules/dashboard';

/**
 * One purchased (or claimed) license: the project with its author and license, plus
 * purchaseDate and the license that grants it.
 */
export const purchasedLicenseSchema = projectSchema.extend({
  purchaseDate: z.string(),
  licenseId: z.string(),
  licenseKind: z.enum(['free', 'paid']),
  /** What the buyer paid, in dollars (0 for a free claim). */
  amountPaid: z.number(),
  /** The license key when the project has keys on (docs/license-keys.md); absent or null otherwise. */
  licenseKey: z.string().nullable().optional(),
  /**
   * suspended: the payment is disputed and the license is on hold until the dispute closes;
   * refunded; revoked: the dispute was lost. The library keeps ended purchases, without access.
   */
  licenseStatus: z.enum(['active', 'suspended', 'refunded', 'revoked']),
  /**
   * The money given back (refunded, or a lost dispute: `via`), with its amount in dollars and
   * date; null while the license holds.
   */
  refund: z
    .object({ amount: z.number(), refundedAt: z.string(), via: z.enum(['refund', 'dispute']) })
    .nullable(),
  /** The license's term of updates and where it stands against the releases. */
  updates: licenseUpdatesSchema.optional(),
  /** The buyer's refund request of this license, if any (docs/product-rules.md#refunds). */
  refundRequest: z
    .object({ status: z.enum(['pending', 'approved', 'declined']), message: z.string().nullable() })
    .nullable(),
});
export type PurchasedLicense = z.infer<typeof purchasedLicenseSchema>;

/** Seller figures in dollars and counts, over the signed-in user's projects and their sales. */
export const sellerStatsSchema = z.object({
  /** Published projects. */
  totalProjects: z.number().int(),
  totalViews: z.number().int(),
  totalDownloads: z.number().int(),
  /** Everything earned from active paid licenses (the seller's share). */
  totalRevenue: z.number(),
  totalStars: z.number().int(),
  /** Active free licenses claimed on the user's projects. */
  freeDownloads: z.number().int(),
  /** Active paid licenses sold on the user's projects. */
  paidDownloads: z.number().int(),
  /** The seller's share of sales in the current calendar month (UTC). */
  monthlyRevenue: z.number(),
});
export type SellerStats = z.infer<typeof sellerStatsSchema>;

export const activityTypeSchema = z.enum(['published', 'sale', 'purchase']);
export const recentActivitySchema = z.object({
  type: activityTypeSchema,
  message: z.string(),
  date: z.string(),
  /** The seller's share of a sale, in dollars. */
  revenue: z.number().optional(),
  projectId: z.string(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

/**
 * GET /dashboard. A session gets every part. A personal access token gets the parts its scopes
 * cover (docs/product-rules.md#personal-access-tokens); the others are empty (sellerStats null)
 * and `missingScopes` names the scopes that would fill them:
 * - projects:read: publishedProjects, draftProjects, and the `published` events;
 * - licenses:read: purchasedLicenses (license keys, paid repositories) and the `purchase` events;
 * - sales:read: sellerStats and the `sale` events.
 */
export const dashboardResponseSchema = z.object({
  publishedProjects: z.array(projectSchema),
  draftProjects: z.array(projectSchema),
  purchasedLicenses: z.array(purchasedLicenseSchema),
  sellerStats: sellerStatsSchema.nullable(),
  recentActivity: z.array(recentActivitySchema),
  /** Only on a token's answer that lacks some of the scopes above. */
  missingScopes: z.array(z.enum(TOKEN_SCOPES)).optional(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
