import type { AuditAction, AuditTargetType } from '@codebazaar/shared';

import type { Db } from '../db/client';

/**
 * An action for the audit log, from whichever module carried it out; the admin module writes
 * it (`app.admin.record`) and the admin console lists it.
 */
export interface AuditEvent {
  /** Who acted; null when a payment processor did (`actorName` names it). */
  actor: { id: string; username: string } | null;
  actorName?: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** What the subject is called now, shown should it be deleted later. */
  targetSnapshot?: string | null;
  reason?: string;
}

/**
 * Writes one audit entry; modules get it from their plugin. Given `tx`, the entry commits with
 * the change it records (a refund, a dispute's opening) or not at all.
 */
export type RecordAudit = (event: AuditEvent, tx?: Db) => Promise<void>;
