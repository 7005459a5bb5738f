import type { Db } from '../../db/client';
import { createEventBus, type Listener } from '../../lib/event-bus';
import type { Outbox, OutboxEffect, RecordOptions } from '../../plugins/outbox';

/**
 * What happens to a license that other modules react to: receipts (tax commit and reversal),
 * checkout (sale mails; a refund frees the code's use), entitlements (GitHub access, license keys,
 * downloads), seller webhooks.
 * `suspended`: its payment is disputed (access goes, keys stop validating); `restored`: the
 * dispute was won and the license is active again (docs/product-rules.md#disputes).
 *
 * The events are the transactional outbox's (ADR 015): the licenses service records an event in
 * the transaction of the status change, one row per effect registered with `on`, and each
 * effect runs as a job after the commit, once, retried until it succeeds. Effects are
 * idempotent. `afterCommit` listeners run in memory right after the commit, for what may be
 * lost (cache invalidation).
 */
export type LicenseEventName = 'activated' | 'refunded' | 'suspended' | 'restored';

const NAMES: readonly LicenseEventName[] = ['activated', 'refunded', 'suspended', 'restored'];

export interface LicenseEvents {
  /** Registers an effect of the event under a stable name (`receipts.tax-commit`). */
  on(event: LicenseEventName, name: string, effect: OutboxEffect): void;
  /** In memory, after the commit, awaited; a failure is logged. Only for what may be lost. */
  afterCommit(event: LicenseEventName, listener: Listener): void;
  /** Records the event's effects in the caller's transaction; returns the rows to hand over. */
  record(
    tx: Db,
    event: LicenseEventName,
    licenseId: string,
    options?: RecordOptions,
  ): Promise<string[]>;
  /**
   * After the commit of a transaction that recorded the event: hands its rows to the job queue
   * and runs the `afterCommit` listeners. Never throws.
   */
  committed(event: LicenseEventName, licenseId: string, rows: readonly string[]): Promise<void>;
  /**
   * Records the event in a write of its own and hands it over: for callers with no transaction
   * of their own (tests, an operator repairing a license). The licenses service never uses it.
   */
  emit(event: LicenseEventName, licenseId: string, options?: RecordOptions): Promise<void>;
}

export function createLicenseEvents(
  outbox: Outbox,
  db: Db,
  log: { error: (obj: object, msg: string) => void },
): LicenseEvents {
  const local = createEventBus<LicenseEventName>(NAMES, log);
  const events: LicenseEvents = {
    on: (event, name, effect) => outbox.on(`license.${event}`, name, effect),
    afterCommit: (event, listener) => local.on(event, listener),
    record: (tx, event, licenseId, options) =>
      outbox.record(tx, `license.${event}`, licenseId, options),
    async committed(event, licenseId, rows) {
      await outbox.relay(rows);
      await local.emit(event, licenseId);
    },
    async emit(event, licenseId, options) {
      const rows = await events.record(db, event, licenseId, options);
      await events.committed(event, licenseId, rows);
    },
  };
  return events;
}
