import {
  PAYMENT_MESSAGES,
  type ConnectAccountStatus,
  type PaymentsConfigResponse,
  type RefundResponse,
  type WebhookResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';

import {
  RefundExceedsPaymentError,
  type PaymentProvider,
  type RefundOptions,
} from '../../integrations/payments/payment-provider';
import { intentOfReference } from '../../integrations/payments/payment-reference';
import {
  isStripe,
  isTestProcessor,
  providerCalls,
} from '../../integrations/payments/provider-calls';
import type { RecordAudit } from '../../lib/audit';
import type { AuthUser } from '../../plugins/auth';
import type { LicenseWithSellerRow } from '../licenses/licenses.repository';
import type { LicensesService } from '../licenses/licenses.service';
import type { PaymentAccountRow, PaymentsRepository } from './payments.repository';

export interface PaymentsServiceDeps {
  /** null: this server takes no payments (onboarding and refunds answer 503). */
  provider: PaymentProvider | null;
  licenses: Pick<LicensesService, 'findByPayment' | 'loadForRefund' | 'markRefunded'>;
  log: FastifyBaseLogger;
  /** Records refunds in the audit log (the admin module). */
  audit?: RecordAudit;
}

/**
 * Payments: which provider runs, seller onboarding, refunds and Stripe's webhook (verified,
 * de-duplicated, dispatched). The purchase itself is modules/checkout; the seller's earnings
 * are modules/balances; license rules live in the licenses service.
 */
export function createPaymentsService(repo: PaymentsRepository, deps: PaymentsServiceDeps) {
  const { licenses } = deps;
  const { processor, viaProvider } = providerCalls(deps.provider, deps.log);

  /** The seller's account at the current provider (another provider's account does not count). */
  async function currentAccount(userId: string): Promise<PaymentAccountRow | null> {
    const provider = deps.provider;
    const row = await repo.findAccount(userId);
    if (!row || !provider || row.provider !== provider.name) return null;
    if (!isStripe(provider) || (row.detailsSubmitted && row.chargesEnabled)) return row;
    // Still onboarding: ask Stripe, in case an account.updated webhook was missed.
    const remote = await viaProvider(() => provider.retrieveAccount(row.providerAccountId));
    if (
      remote &&
      (remote.detailsSubmitted !== row.detailsSubmitted ||
        remote.chargesEnabled !== row.chargesEnabled)
    ) {
      await repo.updateAccountState('stripe', row.providerAccountId, remote);
      return { ...row, ...remote };
    }
    return row;
  }

  const statusOf = (row: PaymentAccountRow | null): ConnectAccountStatus => ({
    hasAccount: row !== null,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    chargesEnabled: row?.chargesEnabled ?? false,
    provider: deps.provider?.name ?? null,
  });

  /**
   * How the provider refunds a license's payment: the whole payment when the license is the
   * payment's only one; for an order's line, that line's total (named by the line, so it is
   * refunded once however often it is asked), taking the seller's share back from their transfer
   * with Stripe.
   */
  async function refundOptionsOf(
    license: LicenseWithSellerRow,
  ): Promise<{ intentId: string; options?: RefundOptions }> {
    const { intentId, line } = intentOfReference(license.paymentReference);
    if (line === null) return { intentId };
    const options: RefundOptions = {
      amountCents: license.totalCents,
      idempotencyKey: `refund:${license.paymentReference}`,
    };
    if (isStripe(deps.provider) && license.sellerCents > 0) {
      const account = await repo.findAccount(license.authorId);
      if (account?.provider === 'stripe') {
        options.reverseTransfer = {
          destinationAccountId: account.providerAccountId,
          amountCents: license.sellerCents,
        };
      } else {
        deps.log.warn(
          { licenseId: license.id },
          'refunding an order line whose seller has no Stripe account: no transfer to reverse',
        );
      }
    }
    return { intentId, options };
  }

  /** Stripe event types other modules handle (checkout, disputes), verified and de-duplicated here. */
  const moduleHandlers = new Map<string, (event: Stripe.Event) => Promise<void>>();

  /** The events Codebazaar listens to; any other event is acknowledged and ignored. */
  async function handleEvent(event: Stripe.Event): Promise<void> {
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const pi = charge.payment_intent;
      // A partial refund keeps the licenses: an order's line refund ends its own license itself.
      if (!charge.refunded || !pi) return;
      // Refunded in full: every license the payment made (one, or each line of an order).
      for (const license of await licenses.findByPayment(typeof pi === 'string' ? pi : pi.id)) {
        await licenses.markRefunded(license.id);
      }
    } else if (event.type === 'account.updated') {
      const account = event.data.object;
      await repo.updateAccountState('stripe', account.id, {
        detailsSubmitted: account.details_submitted ?? false,
        chargesEnabled: account.charges_enabled ?? false,
      });
    } else {
      await moduleHandlers.get(event.type)?.(event);
    }
  }

  return {
    /** GET /payments/config */
    config(): PaymentsConfigResponse {
      return {
        provider: deps.provider?.name ?? null,
        publishableKey: deps.provider?.publishableKey ?? null,
        enabled: deps.provider !== null,
      };
    },

    /**
     * The seller's account at the running provider (another provider's account does not
     * count), asking Stripe while it is still onboarding; null when there is none.
     */
    sellerAccount: currentAccount,

    /** POST /payments/test-processor/complete-onboarding: the test seller account is complete. */
    async completeTestOnboarding(user: AuthUser): Promise<ConnectAccountStatus> {
      const provider = processor();
      if (!isTestProcessor(provider)) {
        throw httpErrors.notFound(PAYMENT_MESSAGES.testProcessorDisabled);
      }
      const existing = await currentAccount(user.id);
      const accountId =
        existing?.providerAccountId ??
        (await provider.createAccount({ userId: user.id, email: user.email })).accountId;
      const row = await repo.saveAccount(user.id, 'test', accountId, {
        detailsSubmitted: true,
        chargesEnabled: true,
      });
      return statusOf(row);
    },

    /** GET /payments/connect-account-status */
    async accountStatus(user: AuthUser): Promise<ConnectAccountStatus> {
      return statusOf(await currentAccount(user.id));
    },

    /** POST /payments/create-connect-account: an account (once) and where to finish onboarding. */
    async createConnectAccount(user: AuthUser): Promise<{ onboardingUrl: string }> {
      const provider = processor();
      let account = await currentAccount(user.id);
      if (!account) {
        const { accountId } = await viaProvider(() =>
          provider.createAccount({ userId: user.id, email: user.email }),
        );
        account = await repo.saveAccount(user.id, provider.name, accountId, {
          detailsSubmitted: false,
          chargesEnabled: false,
        });
      }
      const accountId = account.providerAccountId;
      return { onboardingUrl: await viaProvider(() => provider.onboardingUrl(accountId)) };
    },

    /**
     * POST /payments/refund: the project's seller or an admin refunds a paid license in full
     * (its whole payment, or its line of an order's payment). The license stops being active;
     * the downloads statistic keeps counting the purchase. Repeated or concurrent refunds of
     * one license move its money back once (the provider's refund is idempotent per license).
     */
    async refund(
      user: AuthUser,
      licenseId: string,
      opts: { auditedByCaller?: boolean } = {},
    ): Promise<RefundResponse> {
      const license = await licenses.loadForRefund(licenseId);
      if (license.authorId !== user.id && user.role !== 'admin') {
        throw httpErrors.forbidden(PAYMENT_MESSAGES.refundNotAllowed);
      }
      if (license.kind !== 'paid') throw httpErrors.badRequest(PAYMENT_MESSAGES.refundOnlyPaid);
      if (license.status !== 'active') {
        throw httpErrors.conflict(PAYMENT_MESSAGES.alreadyRefunded);
      }
      const provider = processor();
      const { intentId, options } = await refundOptionsOf(license);
      const outcome = await viaProvider(async () => {
        try {
          return await (options ? provider.refund(intentId, options) : provider.refund(intentId));
        } catch (err) {
          // Less than the line is left to refund (the payment was refunded another way).
          if (err instanceof RefundExceedsPaymentError) return 'not_found';
          throw err;
        }
      });
      if (outcome === 'not_found') throw httpErrors.conflict(PAYMENT_MESSAGES.refundUnavailable);
      // A refund request's approval records itself (opts.auditedByCaller); a direct refund is
      // recorded here, in the transaction that ends the license.
      await licenses.markRefunded(license.id, {
        within: async (tx) => {
          if (opts.auditedByCaller) return;
          await deps.audit?.(
            { actor: user, action: 'license.refund', targetType: 'license', targetId: license.id },
            tx,
          );
        },
      });
      return { message: PAYMENT_MESSAGES.refunded, licenseId: license.id, status: 'refunded' };
    },

    /**
     * Another module handles a Stripe event type (its plugin registers at start-up). Its handler
     * must be idempotent: a retried or concurrent delivery may run it again.
     */
    onWebhookEvent(type: Stripe.Event.Type, handler: (event: Stripe.Event) => Promise<void>) {
      moduleHandlers.set(type, handler);
    },

    /** POST /payments/webhook (Stripe): verified, handled once per event id. */
    async webhook(
      rawBody: Buffer | string,
      signature: string | undefined,
    ): Promise<WebhookResponse> {
      const provider = deps.provider;
      if (!isStripe(provider)) throw httpErrors.notFound('Webhooks are only used with Stripe');
      if (!signature) throw httpErrors.badRequest('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch {
        throw httpErrors.badRequest('Invalid webhook signature');
      }
      if (await repo.isEventHandled(event.id)) return { received: true, duplicate: true };
      await handleEvent(event);
      // Recorded after handling: a failure leaves it unrecorded, so Stripe's retry is handled.
      await repo.recordEvent(event.id, event.type);
      return { received: true };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
