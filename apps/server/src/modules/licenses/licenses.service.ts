import crypto from 'node:crypto';

import { addMonths, PAYMENT_MESSAGES, type ClaimFreeResponse } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { LicenseEventName, LicenseEvents } from './license-events';
import { toLicenseDto } from './licenses.mapper';
import type {
  LicenseRow,
  LicensesRepository,
  PaidAmounts,
  ProjectForSaleRow,
} from './licenses.repository';

/** What a succeeded payment says it bought (from the provider, never from the client). */
export interface SucceededPayment {
  reference: string;
  projectId: string;
  buyerId: string;
  amounts: PaidAmounts;
  /**
   * Whether the project (null: deleted) may still be sold for this payment; a message when it
   * may not. Runs in the activation's transaction with the project row locked against edits.
   */
  stillForSale?: (project: ProjectForSaleRow | null) => string | null;
  /**
   * Work that must commit with the new paid license or not at all (its receipt): runs in the
   * activation's transaction, given it; an error rolls the license back too.
   */
  withLicense?: (license: LicenseRow, tx: Db) => Promise<void>;
}

export type ActivationResult =
  /** `created` is false when this payment had already made its license. */
  | { kind: 'license'; license: LicenseRow; created: boolean }
  /** The buyer already held an active paid license bought with another payment. */
  | { kind: 'duplicate'; license: LicenseRow }
  /** `stillForSale` refused: nothing was written. */
  | { kind: 'refused'; reason: string };

/** Options of a status change another module asks for. */
export interface StatusChangeOptions {
  /** Names this occurrence of the event (the dispute that suspends or restores). */
  occurrence?: string;
  /**
   * Work that must commit with the change or not at all (the audit entry of a refund): runs in
   * the change's transaction, given it, only when the status did change.
   */
  within?: (tx: Db) => Promise<void>;
}

/**
 * License rules: free claims, the one license a payment makes, refunds, disputes. Every status
 * change records its event in the outbox in the change's own transaction (ADR 015), and the rows
 * are handed to the job queue once it committed.
 */
export function createLicensesService(
  repo: LicensesRepository,
  deps: { events: LicenseEvents; now?: () => Date },
) {
  const { events } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Moves a license `from` → `to` and records `event` in one transaction; false (nothing
   * recorded) when it was not in `from`.
   */
  async function transition(
    licenseId: string,
    change: (tx: Db) => Promise<boolean>,
    event: LicenseEventName,
    options: StatusChangeOptions = {},
  ): Promise<boolean> {
    const recorded = await repo.transaction(async (tx) => {
      if (!(await change(tx))) return null;
      const ids = await events.record(tx, event, licenseId, { occurrence: options.occurrence });
      if (options.within) await options.within(tx);
      return ids;
    });
    if (!recorded) return false;
    await events.committed(event, licenseId, recorded);
    return true;
  }

  return {
    /** A published project by id; drafts and unknown ids are 'Project not found'. */
    async loadForSale(projectId: string): Promise<ProjectForSaleRow> {
      const project = isUuid(projectId) ? await repo.findProject(projectId) : null;
      if (!project || project.status !== 'published') {
        throw httpErrors.notFound(PAYMENT_MESSAGES.projectNotFound);
      }
      return project;
    },

    /** POST /licenses/claim-free: one active free license; a second claim is a 409. */
    async claimFree(user: AuthUser, projectId: string): Promise<ClaimFreeResponse> {
      const project = await this.loadForSale(projectId);
      if (project.authorId === user.id) throw httpErrors.forbidden(PAYMENT_MESSAGES.ownProject);
      if (project.licenseType === 'paid') throw httpErrors.badRequest(PAYMENT_MESSAGES.notFree);
      if (await repo.findActive(project.id, user.id)) {
        throw httpErrors.conflict(PAYMENT_MESSAGES.alreadyHaveAccess);
      }
      const made = await repo.transaction(async (tx) => {
        const row = await repo.insert(
          {
            projectId: project.id,
            buyerId: user.id,
            kind: 'free',
            paymentReference: `free_${crypto.randomUUID()}`,
          },
          tx,
        );
        if (!row) return null;
        await repo.countDownload(project.id, tx);
        return { row, effects: await events.record(tx, 'activated', row.id) };
      });
      // A concurrent claim won: the unique index let only one through.
      if (!made) throw httpErrors.conflict(PAYMENT_MESSAGES.alreadyHaveAccess);
      await events.committed('activated', made.row.id, made.effects);
      const license = made.row;
      return { message: PAYMENT_MESSAGES.freeAccessGranted, license: toLicenseDto(license) };
    },

    /**
     * The license of a succeeded payment, made exactly once however often (and however
     * concurrently) it is asked for: the payment reference is unique. A freemium buyer's free
     * license is upgraded in place.
     */
    async activatePaid(payment: SucceededPayment): Promise<ActivationResult> {
      let effects: string[] = [];
      const result = await repo.transaction(async (tx): Promise<ActivationResult> => {
        const existing = await repo.findByReference(payment.reference, tx);
        if (existing) return { kind: 'license', license: existing, created: false };
        const project = await repo.findProject(payment.projectId, tx, !!payment.stillForSale);
        if (payment.stillForSale) {
          const reason = payment.stillForSale(project);
          if (reason) return { kind: 'refused', reason };
        }
        // The project's term of updates as it stands at activation (null: for life).
        const months = project?.updatesMonths ?? null;
        const updatesUntil = months === null ? null : addMonths(now(), months);
        const made =
          (await repo.upgradeFreeToPaid(
            payment.projectId,
            payment.buyerId,
            payment.reference,
            payment.amounts,
            updatesUntil,
            tx,
          )) ??
          (await repo.insert(
            {
              projectId: payment.projectId,
              buyerId: payment.buyerId,
              kind: 'paid',
              paymentReference: payment.reference,
              updatesUntil,
              ...payment.amounts,
            },
            tx,
          ));
        if (made) {
          await repo.countDownload(payment.projectId, tx);
          if (payment.withLicense) await payment.withLicense(made, tx);
          // Named by the payment: a freemium buyer's free license is upgraded in place, and its
          // paid activation has effects of its own (the paid repository, the sale mails).
          effects = await events.record(tx, 'activated', made.id, {
            occurrence: `license.activated:${made.id}:${payment.reference}`,
          });
          return { kind: 'license', license: made, created: true };
        }
        // Nothing written: a concurrent call made this payment's license, or the buyer
        // already holds an active paid license from an earlier payment.
        const winner = await repo.findByReference(payment.reference, tx);
        if (winner) return { kind: 'license', license: winner, created: false };
        const held = await repo.findActive(payment.projectId, payment.buyerId, tx);
        if (!held) throw new Error(`license of payment ${payment.reference} could not be made`);
        return { kind: 'duplicate', license: held };
      });
      if (result.kind === 'license' && result.created) {
        await events.committed('activated', result.license.id, effects);
      }
      return result;
    },

    /** The buyer's active license of a project, if any. */
    findActive: (projectId: string, buyerId: string) => repo.findActive(projectId, buyerId),

    /** The license a payment made, if any. */
    findByReference: (reference: string) => repo.findByReference(reference),

    /**
     * Every license a payment made (`intentId`): the one of a project's checkout, or each line
     * of an order paid by that intent (references `intent:line`), in line order.
     */
    findByPayment: (intentId: string) => repo.findByPayment(intentId),

    /** A license by id, with its project's seller; null when unknown. */
    find: (licenseId: string) => repo.findWithSeller(licenseId),

    /** A license with its seller, for refunds; 404 when unknown. */
    async loadForRefund(licenseId: string) {
      const license = await repo.findWithSeller(licenseId);
      if (!license) throw httpErrors.notFound(PAYMENT_MESSAGES.licenseNotFound);
      return license;
    },

    /**
     * Deactivates a license after its payment was refunded; `refunded` is recorded once, with
     * `options.within` in the same transaction.
     */
    markRefunded: (licenseId: string, options?: StatusChangeOptions): Promise<boolean> =>
      transition(licenseId, (tx) => repo.markRefunded(licenseId, tx), 'refunded', options),

    /**
     * Its payment is disputed: an active license is suspended and `suspended` recorded once.
     * False when it was not active (already suspended, refunded or revoked).
     */
    suspend: (licenseId: string, options?: StatusChangeOptions): Promise<boolean> =>
      transition(
        licenseId,
        (tx) => repo.transitionStatus(licenseId, 'active', 'suspended', tx),
        'suspended',
        options,
      ),

    /**
     * The dispute was won: a suspended license is active again and `restored` recorded once.
     * False when it was not suspended, or when the buyer meanwhile holds another active license
     * of the project (one active license per buyer and project): it is revoked then.
     */
    async restore(licenseId: string, options?: StatusChangeOptions): Promise<boolean> {
      try {
        return await transition(
          licenseId,
          (tx) => repo.transitionStatus(licenseId, 'suspended', 'active', tx),
          'restored',
          options,
        );
      } catch (err) {
        if (!uniqueViolation(err)) throw err;
        await repo.transitionStatus(licenseId, 'suspended', 'revoked');
        return false;
      }
    },

    /** The dispute was lost: a suspended license stays without access for good (`revoked`). */
    revoke: (licenseId: string) => repo.transitionStatus(licenseId, 'suspended', 'revoked'),

    contact: (userId: string) => repo.contact(userId),

    /** A project by id whatever its status (a paid purchase stays valid if it was unpublished). */
    project: (projectId: string) => repo.findProject(projectId),
  };
}

export type LicensesService = ReturnType<typeof createLicensesService>;
