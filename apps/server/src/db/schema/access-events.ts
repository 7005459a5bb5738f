import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const ACCESS_STATES = [
  'waiting_for_github',
  'queued',
  'invited',
  'active',
  'invitation_expired',
  'failed',
  'revoked',
] as const;

export const ACCESS_ACTIONS = [
  'invite',
  'accept_seen',
  'resend',
  'revoke',
  'remove',
  'expire',
  'fail',
  // The seller revoked the license key or reset its activations (modules/license-keys).
  'key_revoke',
  'key_reset',
] as const;

export const ACCESS_CAUSES = [
  'purchase',
  'refund',
  'dispute',
  'seller_action',
  'buyer_action',
  'buyer_relink',
  'reconciliation',
  'admin',
  // The license's term of updates ended, or a renewal extended it (docs/product-rules.md#updates).
  'updates_ended',
  'renewal',
] as const;

/**
 * The access trail: one row per thing done to a license's access, to its repository or its key. Rows are only
 * inserted, and they carry plain ids without foreign keys, so they stay when a license, project
 * or user is deleted.
 */
export const accessEvents = pgTable(
  'access_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    licenseId: uuid().notNull(),
    projectId: uuid().notNull(),
    sellerId: uuid().notNull(),
    buyerId: uuid().notNull(),
    githubAccount: text(),
    repository: text(),
    action: text({ enum: ACCESS_ACTIONS }).notNull(),
    cause: text({ enum: ACCESS_CAUSES }).notNull(),
    /** The user who asked for it; null for the system (jobs, reconciliation). */
    actorId: uuid(),
    detail: text(),
    /**
     * The job that recorded it (null outside jobs). A job records each action once: its retry
     * after a crash between recording and finishing adds nothing. Failures may repeat.
     */
    jobId: text(),
  },
  (t) => [
    index('access_events_license_idx').on(t.licenseId, t.createdAt),
    uniqueIndex('access_events_job_action_idx')
      .on(t.jobId, t.action)
      .where(sql`${t.jobId} is not null and ${t.action} <> 'fail'`),
    index('access_events_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/**
 * Invitations sent per repository, so no repository gets more than GitHub's 50 a day: a slot is
 * taken (under a lock per repository) before each invitation and counts for 24 hours.
 */
export const githubInvitationSlots = pgTable(
  'github_invitation_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** GitHub's repository id, or its lower-case full name while the id is unknown. */
    repository: text().notNull(),
    reservedAt: timestamp({ withTimezone: true }).notNull(),
    /** The job that took it: a job that runs again (after a crash) keeps its one slot. */
    jobId: text(),
  },
  (t) => [
    index('github_invitation_slots_repository_idx').on(t.repository, t.reservedAt),
    uniqueIndex('github_invitation_slots_job_idx')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
  ],
);

/** The last reconciliation report of each seller (GET /api/seller/reconcile/last). */
export const accessReconcileReports = pgTable('access_reconcile_reports', {
  sellerId: uuid().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  report: jsonb().notNull(),
});
