import {
  centsToDollars,
  DASHBOARD_RECENT_ACTIVITY,
  type DashboardResponse,
  type LicenseUpdates,
  type PurchasedLicense,
  type RecentActivity,
} from '@codebazaar/shared';
import type { TokenScope } from '@codebazaar/shared/rules';

import { MAX_USER_LIST } from '../../lib/limits';
import type { AuthUser } from '../../plugins/auth';
import type { SellerMoneyRow } from '../balances/balances.repository';
import { toProjectDto } from '../projects/projects.mapper';
import type { DashboardRepository, PurchaseRow } from './dashboard.repository';

function toPurchasedLicense(row: PurchaseRow): PurchasedLicense {
  return {
    // An active license holder sees the price; the paid repository only with a paid license.
    // A disputed (suspended) license shows no paid repository until the dispute is won.
    ...toProjectDto(row, {
      showPrice: true,
      showPaidUrl: row.licenseKind === 'paid' && row.licenseStatus === 'active',
    }),
    purchaseDate: row.purchasedAt.toISOString(),
    licenseId: row.licenseId,
    licenseKind: row.licenseKind,
    amountPaid: centsToDollars(row.licenseTotalCents),
    licenseStatus: row.licenseStatus,
    refund:
      row.licenseStatus === 'refunded' || row.licenseStatus === 'revoked'
        ? {
            amount: centsToDollars(row.licenseTotalCents),
            refundedAt: (row.refundedAt ?? row.purchasedAt).toISOString(),
            via: row.licenseStatus === 'refunded' ? ('refund' as const) : ('dispute' as const),
          }
        : null,
    refundRequest: row.refundRequestStatus
      ? { status: row.refundRequestStatus, message: row.refundRequestMessage }
      : null,
  };
}

export function createDashboardService(
  repo: DashboardRepository,
  opts: {
    /** The holder's license key (license-keys module); null when the project has keys off. */
    licenseKeyFor?: (licenseId: string) => Promise<string | null>;
    /**
     * The seller's money figures from the balances module, the one source of every seller money
     * figure (docs/product-rules.md#balances): the dashboard never sums money itself.
     */
    sellerMoney: (sellerId: string) => Promise<SellerMoneyRow>;
    /**
     * Each license's term of updates against its project's releases (modules/updates), by
     * license id.
     */
    updatesOf?: (
      rows: { licenseId: string; projectId: string; updatesUntil: Date | null }[],
    ) => Promise<Map<string, LicenseUpdates>>;
  },
) {
  return {
    /**
     * GET /dashboard: the signed-in user's projects, purchases, seller figures and activity.
     * `covers` says which parts the caller may see (a personal access token's scopes); the
     * others are neither read nor sent, and the answer names the scopes they need.
     */
    async get(
      user: AuthUser,
      covers: (scope: TokenScope) => boolean = () => true,
    ): Promise<DashboardResponse> {
      const n = DASHBOARD_RECENT_ACTIVITY;
      const parts = ['projects:read', 'licenses:read', 'sales:read'] as const;
      const [projects, licensesHeld, sales] = parts.map(covers);
      const none = Promise.resolve([]);
      const [published, drafts, purchases, totals, salesSeen, publications] = await Promise.all([
        projects ? repo.projectsOf(user.id, 'published', MAX_USER_LIST) : none,
        projects ? repo.projectsOf(user.id, 'draft', MAX_USER_LIST) : none,
        licensesHeld ? repo.purchases(user.id, MAX_USER_LIST) : none,
        sales ? Promise.all([repo.projectTotals(user.id), opts.sellerMoney(user.id)]) : null,
        sales ? repo.recentSales(user.id, n) : none,
        projects ? repo.recentPublications(user.id, n) : none,
      ]);
      const missingScopes = parts.filter((scope) => !covers(scope));
      const updates =
        opts.updatesOf && purchases.length > 0
          ? await opts.updatesOf(
              purchases.map((p) => ({
                licenseId: p.licenseId,
                projectId: p.id,
                updatesUntil: p.licenseUpdatesUntil,
              })),
            )
          : null;
      const own = { showPrice: true, showPaidUrl: true };

      const activity: (RecentActivity & { at: number })[] = [
        ...publications.map((p) => ({
          type: 'published' as const,
          message: `Published "${p.title}"`,
          date: p.publishedAt.toISOString(),
          projectId: p.projectId,
          at: p.publishedAt.getTime(),
        })),
        ...salesSeen.map((s) => ({
          type: 'sale' as const,
          message:
            s.kind === 'paid'
              ? `Sold a license for "${s.title}" to ${s.buyerUsername}`
              : `${s.buyerUsername} claimed free access to "${s.title}"`,
          date: s.createdAt.toISOString(),
          ...(s.kind === 'paid' ? { revenue: centsToDollars(s.sellerCents) } : {}),
          projectId: s.projectId,
          at: s.createdAt.getTime(),
        })),
        ...purchases.slice(0, n).map((p) => ({
          type: 'purchase' as const,
          message:
            p.licenseKind === 'paid'
              ? `Purchased a license for "${p.title}"`
              : `Claimed free access to "${p.title}"`,
          date: p.purchasedAt.toISOString(),
          projectId: p.id,
          at: p.purchasedAt.getTime(),
        })),
      ];

      return {
        publishedProjects: published.map((row) => toProjectDto(row, own)),
        draftProjects: drafts.map((row) => toProjectDto(row, own)),
        purchasedLicenses: await Promise.all(
          purchases.map(async (row) => ({
            ...toPurchasedLicense(row),
            ...(updates?.has(row.licenseId) ? { updates: updates.get(row.licenseId) } : {}),
            // An ended license (refunded, dispute lost) shows no key.
            licenseKey:
              opts.licenseKeyFor &&
              (row.licenseStatus === 'active' || row.licenseStatus === 'suspended')
                ? await opts.licenseKeyFor(row.licenseId)
                : null,
          })),
        ),
        sellerStats: totals && {
          totalProjects: totals[0].totalProjects,
          totalViews: totals[0].totalViews,
          totalDownloads: totals[0].totalDownloads,
          totalRevenue: centsToDollars(totals[1].earnedCents),
          totalStars: totals[0].totalStars,
          freeDownloads: totals[1].freeClaims,
          paidDownloads: totals[1].paidSales,
          monthlyRevenue: centsToDollars(totals[1].monthlyCents),
        },
        recentActivity: activity
          .sort((a, b) => b.at - a.at)
          .slice(0, n)
          .map(({ at: _at, ...event }) => event),
        ...(missingScopes.length > 0 ? { missingScopes } : {}),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
