import {
  centsToDollars,
  DISPUTE_MESSAGES,
  PAYMENT_MESSAGES,
  type Dispute,
  type TestDisputeInput,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';

import type { Mailer } from '../../integrations/mail/mailer';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { Db } from '../../db/client';
import type { RecordAudit } from '../../lib/audit';
import type { Outbox } from '../../plugins/outbox';
import type { LicenseRow } from '../licenses/licenses.repository';
import type { LicensesService } from '../licenses/licenses.service';
import { disputeClosedMail, disputeOpenedMail } from './disputes.mail';
import type { DisputeRow, DisputesRepository, NewDispute } from './disputes.repository';

export interface DisputesServiceDeps {
  licenses: LicensesService;
  /** The running payment provider (the admin route works only with the test processor). */
  provider: PaymentProvider | null;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  now?: () => Date;
  /** Records a dispute's opening and outcome in the audit log (the admin module). */
  audit?: RecordAudit;
  /** The seller's mails are outbox effects of `dispute.opened` / `dispute.closed` (ADR 015). */
  outbox: Pick<Outbox, 'record' | 'relay'>;
}

/** The outbox events of a dispute (subject: the dispute row's id). */
export const DISPUTE_EVENTS = { opened: 'dispute:opened', closed: 'dispute:closed' };

/** The payment processor that reported a dispute, as the audit log names the actor. */
const PROCESSOR_NAMES: Record<DisputeRow['provider'], string> = {
  stripe: 'Stripe',
  test: 'Test processor',
};

/** What a provider reports about a dispute, provider-neutral. */
export type DisputeReport = Omit<NewDispute, 'licenseId'>;

/** The test processor's dispute of an intent: one per payment, like a card network's. */
export const testDisputeId = (intentId: string) => `tdp_${intentId}`;

/** A Stripe Dispute as our report; null when it names no payment intent. */
export function reportFromStripe(d: Stripe.Dispute): DisputeReport | null {
  const pi = d.payment_intent;
  const reference = typeof pi === 'string' ? pi : (pi?.id ?? null);
  if (!reference) return null;
  return {
    provider: 'stripe',
    providerDisputeId: d.id,
    paymentReference: reference,
    reason: d.reason || 'general',
    amountCents: d.amount,
    currency: d.currency.toUpperCase(),
    openedAt: new Date(d.created * 1000),
  };
}

/** Stripe's closed statuses: an inquiry closed without a chargeback counts as won. */
export function stripeOutcome(status: Stripe.Dispute.Status): 'won' | 'lost' | null {
  if (status === 'won' || status === 'warning_closed') return 'won';
  if (status === 'lost') return 'lost';
  return null;
}

/** How many times the license is re-aligned with a dispute that changed while it was aligned. */
const SETTLE_ROUNDS = 3;

/**
 * Disputes (docs/product-rules.md#disputes): an open dispute suspends the licenses its payment
 * made (one, or each line of an order paid at once), a won one restores them, a lost one revokes
 * them for good. Every delivery (Stripe's retries, concurrent instances, the admin route twice)
 * converges on one dispute row and one state per license; the sellers are mailed by the delivery
 * that opened or closed the row.
 */
export function createDisputesService(repo: DisputesRepository, deps: DisputesServiceDeps) {
  const { licenses, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The paid licenses a payment made: one, or one per line of an order paid at once. */
  async function paidLicensesOf(paymentReference: string): Promise<LicenseRow[]> {
    return (await licenses.findByPayment(paymentReference)).filter((l) => l.kind === 'paid');
  }

  /**
   * The licenses a dispute row stands for: every paid license of its payment (an order's lines
   * too), none when the dispute named no license when it was recorded.
   */
  async function disputedLicenses(row: DisputeRow): Promise<string[]> {
    if (!row.licenseId) return [];
    const ids = (await paidLicensesOf(row.paymentReference)).map((l) => l.id);
    return ids.includes(row.licenseId) ? ids : [row.licenseId, ...ids];
  }

  /** Puts the licenses in the state the dispute calls for; repeated calls change nothing. */
  async function align(row: DisputeRow): Promise<void> {
    for (const licenseId of await disputedLicenses(row)) {
      // Each dispute suspends and restores each license once: a later dispute of the same
      // payment is another occurrence of the license's events.
      const byDispute = (event: string) => ({ occurrence: `${event}:${licenseId}:${row.id}` });
      if (row.status === 'open') {
        await licenses.suspend(licenseId, byDispute('suspended'));
      } else if (row.outcome === 'won') {
        await licenses.restore(licenseId, byDispute('restored'));
      } else {
        // Lost: suspended first in case the opening delivery never got that far.
        await licenses.suspend(licenseId, byDispute('suspended'));
        await licenses.revoke(licenseId);
      }
    }
  }

  /**
   * Aligns the license with the dispute, then re-reads the dispute: when another delivery opened
   * or closed it meanwhile, the license is aligned again with what it says now.
   */
  async function settle(row: DisputeRow): Promise<DisputeRow> {
    let current = row;
    for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
      await align(current);
      const again = await repo.findByProviderId(current.providerDisputeId);
      if (!again || (again.status === current.status && again.outcome === current.outcome)) {
        return current;
      }
      current = again;
    }
    return current;
  }

  /**
   * The sellers' mails about a dispute, one per disputed license (an order's lines may be of
   * several sellers; each reads of their own line and its amount): an outbox effect, so a mail
   * failure never fails the dispute's handling and is retried.
   */
  async function mailSeller(row: DisputeRow, closed: boolean): Promise<void> {
    const ids = await disputedLicenses(row);
    for (const licenseId of ids) {
      const license = await licenses.loadForRefund(licenseId);
      const project = await licenses.project(license.projectId);
      const [seller, buyer] = await Promise.all([
        licenses.contact(license.authorId),
        licenses.contact(license.buyerId),
      ]);
      if (!project || !seller || !buyer) continue;
      const details = {
        projectTitle: project.title,
        buyer: buyer.username,
        // One license: the disputed amount. An order's line: what that line cost.
        amountCents: ids.length > 1 ? license.totalCents : row.amountCents,
        reason: row.reason,
        reference: row.paymentReference,
        url: `${deps.publicUrl}/seller-dashboard`,
      };
      await deps.mailer.send(
        closed && row.outcome
          ? disputeClosedMail(seller, { ...details, outcome: row.outcome })
          : disputeOpenedMail(seller, details),
      );
    }
  }

  /**
   * A dispute opened or closed, in the audit log (the processor acted, on the purchase) and its
   * mail in the outbox: both in the transaction `tx` that opened or closed the dispute row.
   */
  async function record(
    row: DisputeRow,
    action: 'dispute.open' | 'dispute.won' | 'dispute.lost',
    tx: Db,
  ): Promise<string[]> {
    await deps.audit?.(
      {
        actor: null,
        actorName: PROCESSOR_NAMES[row.provider],
        action,
        targetType: 'license',
        targetId: row.licenseId ?? row.paymentReference,
        targetSnapshot: row.licenseId ? null : `payment ${row.paymentReference}`,
        reason: row.reason,
      },
      tx,
    );
    const event = action === 'dispute.open' ? DISPUTE_EVENTS.opened : DISPUTE_EVENTS.closed;
    return deps.outbox.record(tx, event, row.id);
  }

  async function toDto(row: DisputeRow): Promise<Dispute> {
    const all = await licenses.findByPayment(row.paymentReference);
    const license = all.find((l) => l.id === row.licenseId) ?? all[0] ?? null;
    return {
      id: row.id,
      provider: row.provider,
      providerDisputeId: row.providerDisputeId,
      paymentIntentId: row.paymentReference,
      licenseId: row.licenseId,
      status: row.status,
      outcome: row.outcome,
      reason: row.reason,
      amount: centsToDollars(row.amountCents),
      amountCents: row.amountCents,
      currency: row.currency,
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      licenseStatus: license?.status ?? null,
    };
  }

  const service = {
    /** Outbox effect of `dispute.opened` and `dispute.closed`: the seller's mail. */
    async mailSellerAbout(disputeId: string, closed: boolean): Promise<void> {
      const row = await repo.findById(disputeId);
      if (row) await mailSeller(row, closed);
    },

    /**
     * A dispute was opened (or is reported again): recorded once (naming the payment's first
     * license), every license of the payment suspended.
     */
    async opened(report: DisputeReport): Promise<DisputeRow> {
      const [license] = await paidLicensesOf(report.paymentReference);
      const made = await repo.transaction(async (tx) => {
        const row = await repo.insertIfAbsent({ ...report, licenseId: license?.id ?? null }, tx);
        return row ? { row, effects: await record(row, 'dispute.open', tx) } : null;
      });
      const inserted = made?.row ?? null;
      const row = inserted ?? (await repo.findByProviderId(report.providerDisputeId));
      if (!row) throw new Error(`dispute ${report.providerDisputeId} could not be recorded`);
      const settled = await settle(row);
      if (made) {
        log.info({ disputeId: row.id, licenseId: row.licenseId }, 'payment disputed');
        await deps.outbox.relay(made.effects);
      }
      return settled;
    },

    /**
     * A dispute was closed: recorded once with its outcome, the license restored (won) or
     * revoked (lost). A close that arrives before the open records both. Returns null when the
     * dispute was already closed with the other outcome (the first close stands).
     */
    async closed(report: DisputeReport, outcome: 'won' | 'lost'): Promise<DisputeRow | null> {
      const existing = await service.opened(report);
      if (existing.status === 'closed') {
        return existing.outcome === outcome ? settle(existing) : null;
      }
      const closing = await repo.transaction(async (tx) => {
        const closed = await repo.closeIfOpen(report.providerDisputeId, outcome, now(), tx);
        if (!closed) return null;
        const action = outcome === 'won' ? 'dispute.won' : 'dispute.lost';
        return { row: closed, effects: await record(closed, action, tx) };
      });
      const closedRow = closing?.row ?? null;
      const row = closedRow ?? (await repo.findByProviderId(report.providerDisputeId));
      if (!row) throw new Error(`dispute ${report.providerDisputeId} vanished`);
      if (row.outcome !== outcome) return null;
      const settled = await settle(row);
      if (closing) {
        log.info({ disputeId: row.id, outcome }, 'dispute closed');
        await deps.outbox.relay(closing.effects);
      }
      return settled;
    },

    /** Stripe's charge.dispute.created / charge.dispute.closed (verified by the payments module). */
    async onStripeEvent(event: Stripe.Event): Promise<void> {
      if (event.type !== 'charge.dispute.created' && event.type !== 'charge.dispute.closed') {
        return;
      }
      const dispute = event.data.object;
      const report = reportFromStripe(dispute);
      if (!report) {
        log.warn({ disputeId: dispute.id }, 'dispute without a payment intent: ignored');
        return;
      }
      if (event.type === 'charge.dispute.created') {
        await service.opened(report);
        return;
      }
      const outcome = stripeOutcome(dispute.status);
      if (!outcome) {
        log.warn(
          { disputeId: dispute.id, status: dispute.status },
          'dispute closed in an unknown state',
        );
        return;
      }
      await service.closed(report, outcome);
    },

    /**
     * POST /payments/test-processor/dispute (admin): opens the dispute of a test payment, and
     * with an outcome closes it, as a card network would report it to Stripe.
     */
    async testDispute(input: TestDisputeInput): Promise<Dispute> {
      const provider = deps.provider;
      if (provider?.name !== 'test') {
        throw httpErrors.notFound(PAYMENT_MESSAGES.testProcessorDisabled);
      }
      const intent = /^[A-Za-z0-9_]{3,255}$/.test(input.paymentIntentId)
        ? await provider.retrieveIntent(input.paymentIntentId)
        : null;
      if (!intent) throw httpErrors.notFound(DISPUTE_MESSAGES.paymentNotFound);
      const known = await repo.findByProviderId(testDisputeId(intent.id));
      if (!known && intent.status !== 'succeeded') {
        throw httpErrors.conflict(DISPUTE_MESSAGES.notPaid);
      }
      const report: DisputeReport = {
        provider: 'test',
        providerDisputeId: testDisputeId(intent.id),
        paymentReference: intent.id,
        reason: input.reason ?? 'general',
        amountCents: intent.amountCents,
        currency: intent.currency,
        openedAt: now(),
      };
      const row = input.outcome
        ? await service.closed(report, input.outcome)
        : await service.opened(report);
      if (!row) throw httpErrors.conflict(DISPUTE_MESSAGES.alreadyClosed);
      return toDto(row);
    },
  };
  return service;
}

export type DisputesService = ReturnType<typeof createDisputesService>;
