// The audit log's vocabulary: what can be recorded, and how each action reads to a person.

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'project',
  'review',
  'report',
  'license',
  'legal-page',
  'post',
  'setting',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Every action the audit log records, with the words the admin console shows for it. A code is
 * written only through this map (the server's writes are typed with `AuditAction`), so none
 * reaches the page without a label.
 */
export const AUDIT_ACTION_LABELS = {
  'user.suspend': 'Suspended the account',
  'user.unsuspend': 'Lifted the suspension',
  'user.make-admin': 'Made an admin',
  'user.remove-admin': 'Removed the admin role',
  'project.unpublish': 'Unpublished the project',
  'project.feature': 'Featured the project',
  'project.unfeature': 'Stopped featuring the project',
  'review.remove': 'Removed the review',
  'report.dismiss': 'Dismissed a report',
  'report.unpublish': 'Resolved a report: unpublish the project',
  'report.remove-review': 'Resolved a report: remove the review',
  'report.suspend-user': 'Resolved a report: suspend the user',
  'license.refund': 'Refunded the purchase',
  'refund.approve': 'Approved a refund request',
  'refund.decline': 'Declined a refund request',
  'dispute.open': 'A payment was disputed',
  'dispute.won': 'Dispute won: access restored',
  'dispute.lost': 'Dispute lost: license revoked',
  'legal-page.update': 'Edited the legal page',
  'post.create': 'Created the blog post',
  'post.update': 'Edited the blog post',
  'post.delete': 'Deleted the blog post',
  'settings.update': 'Changed the marketplace settings',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The groups the audit log can be filtered by: the part of an action's code before the dot. */
export const AUDIT_ACTION_GROUPS = {
  user: 'Accounts',
  project: 'Projects',
  review: 'Reviews',
  report: 'Reports',
  license: 'Refunds',
  refund: 'Refund requests',
  dispute: 'Disputes',
  'legal-page': 'Legal pages',
  post: 'Blog',
  settings: 'Settings',
} as const satisfies Record<string, string>;
export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;

export const isAuditAction = (code: string): code is AuditAction =>
  Object.hasOwn(AUDIT_ACTION_LABELS, code);

/** The label of an action; a code unknown to this version of the app reads as itself. */
export const auditActionLabel = (code: string): string =>
  isAuditAction(code) ? AUDIT_ACTION_LABELS[code] : code;
