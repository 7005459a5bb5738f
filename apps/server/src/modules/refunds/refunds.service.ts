import {
  centsToDollars,
  insideRefundWindow,
  PAYMENT_MESSAGES,
  REFUND_MESSAGES,
  type RefundRequest,
  type RefundRequestListResponse,
  type RefundRequestResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import type { RecordAudit } from '../../lib/audit';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { Outbox } from '../../plugins/outbox';
import { refundAnsweredMail, refundRequestedMail, refundRequestSentMail } from './refunds.mail';
import type { RefundRequestRow, RefundsRepository } from './refunds.repository';

/** How many requests the seller's list shows. */
export const REFUND_REQUESTS_LIMIT = 100;

export interface RefundsServiceDeps {
  /**
   * The marketplace's one refund path (the payments module): refunds the payment with the
   * provider and ends the license, which announces it to access and keys.
   */
  refund: (user: AuthUser, licenseId: string) => Promise<unknown>;
  /** Records the seller's (or an admin's) answer in the audit log, in the answer's transaction. */
  audit: RecordAudit;
  /** The mails of a request and of its answer are outbox effects (ADR 015). */
  outbox: Pick<Outbox, 'record' | 'relay'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  now: () => Date;
}

const toDto = (r: RefundRequestRow): RefundRequest => ({
  _id: r.id,
  id: r.id,
  licenseId: r.licenseId,
  status: r.status,
  reason: r.reason,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  project: { _id: r.projectId, title: r.projectTitle },
  buyer: { username: r.buyerUsername, email: r.buyerEmail },
  total: centsToDollars(r.totalCents),
  purchaseDate: r.purchaseDate.toISOString(),
});

const isAlreadyRefunded = (err: unknown) =>
  (err as { statusCode?: number }).statusCode === 409 &&
  (err as Error).message === PAYMENT_MESSAGES.alreadyRefunded;

/** The outbox events of a refund request (subject: the request's id). */
export const REFUND_EVENTS = {
  requested: 'refund-request:made',
  answered: 'refund-request:answered',
};

/**
 * Refund requests (docs/product-rules.md#refunds): a buyer asks inside the project's refund
 * window, the seller or an admin approves (a real refund through the payments module) or
 * declines with a message. Both sides are mailed: the mails are outbox effects recorded with the
 * request or the answer, sent after the commit and retried until they go out, so a mail failure
 * never fails the request.
 */
export function createRefundsService(repo: RefundsRepository, deps: RefundsServiceDeps) {
  const { now } = deps;

  async function mail(
    userId: string,
    build: (to: { email: string; username: string }) => MailMessage,
  ) {
    const to = await repo.contact(userId);
    if (to) await deps.mailer.send(build(to));
  }

  /** A request the user may answer: its project's seller or an admin; 404 for anyone else. */
  async function loadForDecision(user: AuthUser, id: string): Promise<RefundRequestRow> {
    const row = isUuid(id) ? await repo.find(id) : null;
    if (!row || (row.authorId !== user.id && user.role !== 'admin')) {
      throw httpErrors.notFound(REFUND_MESSAGES.requestNotFound);
    }
    if (row.status !== 'pending') throw httpErrors.conflict(REFUND_MESSAGES.notPending);
    return row;
  }

  /**
   * Records the answer, its audit entry and the buyer's mail (an outbox effect) in one
   * transaction; false when the request was answered already.
   */
  async function answer(
    row: RefundRequestRow,
    status: 'approved' | 'declined',
    user: AuthUser,
    message: string | null,
  ): Promise<boolean> {
    const effects = await repo.transaction(async (tx) => {
      if (!(await repo.decide(row.id, status, { message, decidedBy: user.id, at: now() }, tx))) {
        return null;
      }
      await deps.audit(
        {
          actor: user,
          action: status === 'approved' ? 'refund.approve' : 'refund.decline',
          targetType: 'license',
          targetId: row.licenseId,
          reason: message ?? '',
        },
        tx,
      );
      return deps.outbox.record(tx, REFUND_EVENTS.answered, row.id);
    });
    if (!effects) return false;
    await deps.outbox.relay(effects);
    return true;
  }

  async function reload(id: string): Promise<RefundRequest> {
    const row = await repo.find(id);
    if (!row) throw httpErrors.notFound(REFUND_MESSAGES.requestNotFound);
    return toDto(row);
  }

  return {
    /** POST /licenses/{id}/refund-request */
    async request(
      user: AuthUser,
      licenseId: string,
      reason: string,
    ): Promise<RefundRequestResponse> {
      const license = isUuid(licenseId) ? await repo.findLicense(licenseId) : null;
      if (!license || license.buyerId !== user.id) {
        throw httpErrors.notFound(PAYMENT_MESSAGES.licenseNotFound);
      }
      if (license.kind !== 'paid') throw httpErrors.badRequest(REFUND_MESSAGES.onlyPaid);
      if (license.status !== 'active') throw httpErrors.conflict(REFUND_MESSAGES.notActive);
      if (!insideRefundWindow(license.createdAt, license.refundWindowDays, now())) {
        throw httpErrors.badRequest(REFUND_MESSAGES.outsideWindow);
      }
      const made = await repo.transaction(async (tx) => {
        const id = await repo.insert({ licenseId, buyerId: user.id, reason }, tx);
        if (!id) return null;
        return { id, effects: await deps.outbox.record(tx, REFUND_EVENTS.requested, id) };
      });
      if (!made) throw httpErrors.conflict(REFUND_MESSAGES.alreadyRequested);
      const { id } = made;
      await deps.outbox.relay(made.effects);
      return { message: REFUND_MESSAGES.requested, refundRequest: await reload(id) };
    },

    /** Outbox effect of `refund.requested`: the seller hears of the request. */
    async mailSellerRequested(id: string): Promise<void> {
      const row = await repo.find(id);
      if (!row) return;
      await mail(row.authorId, (to) =>
        refundRequestedMail(to, {
          projectTitle: row.projectTitle,
          buyer: row.buyerUsername,
          reason: row.reason,
          url: `${deps.publicUrl}/seller-dashboard`,
        }),
      );
    },

    /** Outbox effect of `refund.requested`: the buyer's confirmation. */
    async mailBuyerRequested(id: string): Promise<void> {
      const row = await repo.find(id);
      if (!row) return;
      await mail(row.buyerId, (to) =>
        refundRequestSentMail(to, { projectTitle: row.projectTitle }),
      );
    },

    /** Outbox effect of `refund.answered`: the buyer reads the answer. */
    async mailBuyerAnswered(id: string): Promise<void> {
      const row = await repo.find(id);
      if (!row || row.status === 'pending') return;
      await mail(row.buyerId, (to) =>
        refundAnsweredMail(to, {
          projectTitle: row.projectTitle,
          approved: row.status === 'approved',
          message: row.message,
        }),
      );
    },

    /** GET /seller/refund-requests: the seller's (an admin: every) request, pending first. */
    async list(user: AuthUser): Promise<RefundRequestListResponse> {
      const rows = await repo.list(user.role === 'admin' ? null : user.id, REFUND_REQUESTS_LIMIT);
      return { refundRequests: rows.map(toDto) };
    },

    /**
     * POST /seller/refund-requests/{id}/approve: refunds with the provider first, then records
     * the answer. A refund that already happened (a concurrent approval, or one that stopped
     * after the refund) is taken as done, so answering again completes it.
     */
    async approve(
      user: AuthUser,
      id: string,
      message: string | null,
    ): Promise<RefundRequestResponse> {
      const row = await loadForDecision(user, id);
      try {
        await deps.refund(user, row.licenseId);
      } catch (err) {
        if (!isAlreadyRefunded(err)) throw err;
      }
      await answer(row, 'approved', user, message);
      return { message: REFUND_MESSAGES.approved, refundRequest: await reload(id) };
    },

    /** POST /seller/refund-requests/{id}/decline: the license stays; the buyer reads why. */
    async decline(
      user: AuthUser,
      id: string,
      message: string | null,
    ): Promise<RefundRequestResponse> {
      if (!message) throw httpErrors.badRequest(REFUND_MESSAGES.messageRequired);
      const row = await loadForDecision(user, id);
      if (!(await answer(row, 'declined', user, message))) {
        throw httpErrors.conflict(REFUND_MESSAGES.notPending);
      }
      return { message: REFUND_MESSAGES.declined, refundRequest: await reload(id) };
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
