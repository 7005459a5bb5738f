import { z } from 'zod';

import { paginationQuerySchema, paginationSchema, searchTermSchema } from './common';
import { projectSchema } from './projects';
import { AUDIT_ACTION_GROUPS, AUDIT_TARGET_TYPES, type AuditActionGroup } from './rules/audit';

export * from './rules/audit';

// The admin console (docs/product-rules.md#admin-console) and reports of abuse.

/** Why an admin acts: required on every action that changes what others see or can do. */
export const adminReasonSchema = z
  .string({ message: 'Reason is required' })
  .trim()
  .min(1, 'Reason is required')
  .max(500, 'Reason must be at most 500 characters');

export const adminReasonInputSchema = z.object({ reason: adminReasonSchema });
export type AdminReasonInput = z.infer<typeof adminReasonInputSchema>;

const searchSchema = searchTermSchema(100, 'Search must be at most 100 characters');

/** One month of the overview, amounts in dollars. */
export const adminOverviewMonthSchema = z.object({
  /** `YYYY-MM` (UTC). */
  month: z.string(),
  grossSales: z.number(),
  marketplaceFees: z.number(),
  /** Money given back on refunded sales, counted in the month of the refund. */
  refunds: z.number(),
  refundsCount: z.number().int(),
  salesCount: z.number().int(),
  newUsers: z.number().int(),
  newProjects: z.number().int(),
});
export type AdminOverviewMonth = z.infer<typeof adminOverviewMonthSchema>;

/** GET /admin/overview: the last 12 months, oldest first (the current month last). */
export const adminOverviewResponseSchema = z.object({
  months: z.array(adminOverviewMonthSchema),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;

export const adminUsersQuerySchema = paginationQuerySchema.extend({ search: searchSchema });
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  projectsCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminRoleInputSchema = z.object({
  role: z.enum(['user', 'admin'], { message: "Role must be 'user' or 'admin'" }),
  reason: adminReasonSchema,
});
export type AdminRoleInput = z.infer<typeof adminRoleInputSchema>;

export const adminProjectsQuerySchema = paginationQuerySchema.extend({
  search: searchSchema,
  status: z.enum(['draft', 'published']).optional(),
});
export type AdminProjectsQuery = z.input<typeof adminProjectsQuerySchema>;

export const adminProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'published']),
  authorId: z.string(),
  authorUsername: z.string(),
  licenseType: z.enum(['free', 'paid', 'freemium']),
  views: z.number().int(),
  createdAt: z.string(),
  featured: z.boolean(),
  unpublishedReason: z.string().nullable(),
  hiddenBySuspension: z.boolean(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectsResponseSchema = z.object({
  projects: z.array(adminProjectSchema),
  pagination: paginationSchema,
});
export type AdminProjectsResponse = z.infer<typeof adminProjectsResponseSchema>;

export const adminFeatureInputSchema = z.object({
  featured: z.boolean({ message: 'featured must be true or false' }),
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters').default(''),
});
export type AdminFeatureInput = z.input<typeof adminFeatureInputSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null when no person acted: a payment processor reported a dispute. */
  actorId: z.string().nullable(),
  /** The actor's username today (as written when the account is gone), or the processor. */
  actorUsername: z.string(),
  action: z.string(),
  /** The action in words (AUDIT_ACTION_LABELS). */
  actionLabel: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /**
   * What the action was about, in words, read when the log is read: `@username`, a project's
   * or post's title, a purchase (`“Title” bought by @buyer`), a legal page's title; what was
   * deleted since reads as such ("deleted project").
   */
  targetLabel: z.string(),
  /** Whether the subject still exists (the page links only to what does). */
  targetExists: z.boolean(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = paginationQuerySchema.extend({
  /** Only the actions of one group (the part of the code before the dot). */
  group: z
    .enum(Object.keys(AUDIT_ACTION_GROUPS) as [AuditActionGroup, ...AuditActionGroup[]], {
      message: 'Unknown group of actions',
    })
    .optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

// Reports

export const REPORT_TARGET_TYPES = ['project', 'review', 'user'] as const;
export const REPORT_REASONS = ['malware', 'stolen-code', 'spam', 'misleading', 'other'] as const;
export const REPORT_ACTIONS = ['dismiss', 'unpublish', 'remove-review', 'suspend-user'] as const;

export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, {
    message: "targetType must be 'project', 'review' or 'user'",
  }),
  targetId: z.uuid({ message: 'Invalid targetId' }),
  reason: z.enum(REPORT_REASONS, {
    message: "reason must be 'malware', 'stolen-code', 'spam', 'misleading' or 'other'",
  }),
  details: z.string().trim().max(2000, 'Details must be at most 2000 characters').default(''),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** What the target is called (project title, reviewer or username), when it still exists. */
  targetLabel: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(['open', 'resolved']),
  resolution: z.enum(REPORT_ACTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** An admin's view of a report: who made it as well. */
export const adminReportSchema = reportSchema.extend({
  reporterId: z.string(),
  reporterUsername: z.string(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['open', 'resolved']).default('open'),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuerySchema>;

export const adminReportsResponseSchema = z.object({
  reports: z.array(adminReportSchema),
  pagination: paginationSchema,
});
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;

/**
 * How an admin resolves a report. The outcome has no default: a resolution sent without one is
 * refused, so nothing is removed, unpublished or suspended unless the admin chose it.
 */
export const resolveReportInputSchema = z.object({
  action: z.enum(REPORT_ACTIONS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Choose an outcome'
        : "action must be 'dismiss', 'unpublish', 'remove-review' or 'suspend-user'",
  }),
  note: z.string().trim().max(1000, 'Note must be at most 1000 characters').default(''),
});
export type ResolveReportInput = z.input<typeof resolveReportInputSchema>;

/** GET /account/notices: what moderation told the signed-in user. */
export const accountNoticesResponseSchema = z.object({
  /** Their projects an admin unpublished, with the reason. */
  unpublished: z.array(z.object({ projectId: z.string(), title: z.string(), reason: z.string() })),
  /** Their reports, newest first, with the outcome once resolved. */
  reports: z.array(reportSchema),
});
export type AccountNoticesResponse = z.infer<typeof accountNoticesResponseSchema>;

/** GET /home: the home page's featured project and the marketplace's real counts. */
export const homeResponseSchema = z.object({
  /** The project an admin featured last, else the most viewed one; null without projects. */
  featured: projectSchema.nullable(),
  featuredBy: z.enum(['admin', 'views']).nullable(),
  stats: z.object({
    projects: z.number().int(),
    developers: z.number().int(),
    /**
     * Dollars sellers earned on sales that stand (active paid licenses), the sum of their total
     * earnings; not what was paid out, which Stripe keeps for its sellers.
     */
    earnedBySellers: z.number(),
  }),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;
