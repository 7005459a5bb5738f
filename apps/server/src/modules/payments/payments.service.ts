import {
  centsToDollars,
  COMMERCE_MESSAGES,
  computeFeeCents,
  isTooLowPaidPrice,
  PAYMENT_MESSAGES,
  type ConfirmPaymentResponse,
  type ConnectAccountStatus,
  type CreatePaymentIntentResponse,
  type PaymentsConfigResponse,
  type RefundResponse,
  type WebhookResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';

import type { Mailer } from '../../integrations/mail/mailer';
import type { IntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { intentFromStripe, type StripeProvider } from '../../integrations/payments/stripe-provider';
import type { TestProcessor } from '../../integrations/payments/test-processor';
import type { RecordAudit } from '../../lib/audit';
import type { AuthUser } from '../../plugins/auth';
import type { DiscountsService } from '../discounts/discounts.service';
import { toLicenseDto } from '../licenses/licenses.mapper';
import type { LicenseRow, ProjectForSaleRow } from '../licenses/licenses.repository';
import type { LicensesService } from '../licenses/licenses.service';
import type { ReceiptsService } from '../receipts/receipts.service';
import { buyerReceiptMail, saleNoticeMail } from './payments.mail';
import type { PaymentAccountRow, PaymentsRepository } from './payments.repository';

/** Provider ids are letters, digits and underscores (tpi_…, pi_…); anything else is unknown. */
const INTENT_ID = /^[A-Za-z0-9_]{3,255}$/;
/** How long a checkout may take: after this its intent can no longer be paid. */
export const INTENT_TTL_MS = 30 * 60 * 1000;

export interface PaymentsServiceDeps {
  /** null: this server takes no payments (paid checkout and onboarding answer 503). */
  provider: PaymentProvider | null;
  licenses: LicensesService;
  /** Prices checkouts (discount codes, pay what you want) and keeps their redemptions. */
  discounts: DiscountsService;
  /** The tax of each checkout, and the receipt issued with the paid license. */
  receipts: Pick<ReceiptsService, 'taxCheckout' | 'paymentFacts' | 'issueAtPayment'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  now?: () => Date;
  /** The license key for the receipt (license-keys module); null when the project has keys off. */
  licenseKeyFor?: (licenseId: string) => Promise<string | null>;
  /** Records refunds in the audit log (the admin module). */
  audit?: RecordAudit;
}

/**
 * Why a checkout no longer matches its project, or null when it still does: the project was
 * deleted or unpublished, or its price or license type is not what the intent was made for.
 * `checkoutTotalCents` is what the server priced the checkout at (discount, pay what you want);
 * without it the intent must charge the project's plain price.
 */
export function checkoutMismatch(
  intent: IntentInfo,
  project: ProjectForSaleRow | null,
  checkoutTotalCents?: number,
): string | null {
  if (!project || project.status !== 'published' || project.licenseType === 'free') {
    return PAYMENT_MESSAGES.noLongerForSale;
  }
  const priceChanged =
    (intent.priceCents !== null && intent.priceCents !== project.priceCents) ||
    (intent.licenseType !== null && intent.licenseType !== project.licenseType) ||
    (checkoutTotalCents ?? computeFeeCents(project.priceCents, project.feePct).totalCents) !==
      intent.amountCents;
  return priceChanged ? PAYMENT_MESSAGES.priceChanged : null;
}

const isTestProcessor = (p: PaymentProvider | null): p is TestProcessor => p?.name === 'test';
const isStripe = (p: PaymentProvider | null): p is StripeProvider => p?.name === 'stripe';

/**
 * Payments: intents priced by the server, confirmations checked with the provider, seller
 * onboarding, refunds and Stripe's webhook (the seller's earnings: modules/balances). License rules live in the licenses service.
 */
export function createPaymentsService(repo: PaymentsRepository, deps: PaymentsServiceDeps) {
  const { licenses, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The payment processor; 503 when none is configured (production without one). */
  function processor(): PaymentProvider {
    if (!deps.provider) {
      throw httpErrors.createError(503, PAYMENT_MESSAGES.notConfigured, { expose: true });
    }
    return deps.provider;
  }

  /** A call to the provider that failed on its side: 502 (details in the log, not the reply). */
  async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      log.error({ err, provider: deps.provider?.name }, 'payment provider call failed');
      throw httpErrors.badGateway('The payment provider could not complete the request');
    }
  }

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

  /** The buyer's receipt and the seller's sale notice; a mail failure never fails the sale. */
  async function sendSaleMails(license: LicenseRow): Promise<void> {
    try {
      const project = await licenses.project(license.projectId);
      if (!project) return;
      const [buyer, seller] = await Promise.all([
        licenses.contact(license.buyerId),
        licenses.contact(project.authorId),
      ]);
      if (!buyer || !seller) return;
      const sale = {
        projectTitle: project.title,
        projectUrl: `${deps.publicUrl}/project/${project.id}`,
        reference: license.paymentReference,
        totalCents: license.totalCents,
        feeCents: license.feeCents,
        sellerCents: license.sellerCents,
        receiptUrl: `${deps.publicUrl}/receipts/${license.id}`,
      };
      const licenseKey = deps.licenseKeyFor ? await deps.licenseKeyFor(license.id) : null;
      await deps.mailer.send(buyerReceiptMail(buyer, { ...sale, licenseKey }));
      await deps.mailer.send(saleNoticeMail(seller, buyer.username, sale));
    } catch (err) {
      log.error({ err, licenseId: license.id }, 'sale mail failed');
    }
  }

  /**
   * The license of a succeeded intent (browser confirmation, test card network or webhook).
   * A second payment by a buyer who already holds the paid license is refunded at once.
   */
  async function fulfill(intent: IntentInfo): Promise<LicenseRow> {
    const provider = processor();
    if (!intent.projectId || !intent.buyerId) {
      throw httpErrors.notFound(PAYMENT_MESSAGES.paymentNotFound);
    }
    if (intent.status !== 'succeeded') {
      throw httpErrors.badRequest(PAYMENT_MESSAGES.paymentNotSucceeded);
    }
    const checkout = await deps.discounts.checkoutOf(intent.id);
    // A first fulfilment counts the discount redemption; one paid after its reservation lapsed
    // while the code was used up is given back (maxRedemptions is never exceeded).
    if (!(await licenses.findByReference(intent.id)) && !(await deps.discounts.redeem(intent.id))) {
      log.warn({ intentId: intent.id }, 'payment with a used-up discount code: refunding');
      await viaProvider(() => provider.refund(intent.id));
      await deps.discounts.releasePaid(intent.id);
      throw httpErrors.conflict(COMMERCE_MESSAGES.codeUsedUp);
    }
    // Read before the license's transaction opens; the receipt is written inside it, so a paid
    // license never exists without its receipt (docs/receipts-and-tax.md#receipts).
    const receiptFacts = await deps.receipts.paymentFacts(intent.id);
    const result = await licenses.activatePaid({
      reference: intent.id,
      projectId: intent.projectId,
      buyerId: intent.buyerId,
      stillForSale: (project) => checkoutMismatch(intent, project, checkout?.totalCents),
      withLicense: async (license, tx) => {
        await deps.receipts.issueAtPayment(license.id, receiptFacts, tx);
      },
      amounts: {
        totalCents: intent.amountCents,
        feeCents: checkout?.feeCents ?? intent.feeCents,
        sellerCents: checkout?.priceCents ?? intent.amountCents - intent.feeCents,
        currency: intent.currency,
      },
    });
    if (result.kind === 'duplicate') {
      log.warn({ intentId: intent.id }, 'second payment for a license already held: refunding');
      await viaProvider(() => provider.refund(intent.id));
      await deps.discounts.releasePaid(intent.id);
      throw httpErrors.conflict(PAYMENT_MESSAGES.alreadyHaveAccess);
    }
    if (result.kind === 'refused') {
      // Paid for something the project no longer offers (edited between payment and this
      // call): give the money back rather than sell at a price the seller withdrew.
      log.warn({ intentId: intent.id }, 'payment for a changed checkout: refunding');
      await viaProvider(() => provider.refund(intent.id));
      await deps.discounts.releasePaid(intent.id);
      throw httpErrors.conflict(result.reason);
    }
    if (result.created && result.license.kind === 'paid') await sendSaleMails(result.license);
    return result.license;
  }

  /**
   * An unpaid intent that may no longer be paid (expired, or its project changed) is canceled
   * with the provider, and the buyer is told why (409). Returns when it may still be paid.
   */
  async function refuseIfStale(provider: PaymentProvider, intent: IntentInfo): Promise<void> {
    if (intent.status === 'succeeded' || !intent.projectId) return;
    const expired = intent.expiresAt !== null && intent.expiresAt.getTime() <= now().getTime();
    const checkout = await deps.discounts.checkoutOf(intent.id);
    const reason = expired
      ? PAYMENT_MESSAGES.checkoutExpired
      : checkout?.closedAt
        ? PAYMENT_MESSAGES.checkoutReplaced
        : checkoutMismatch(intent, await licenses.project(intent.projectId), checkout?.totalCents);
    if (!reason) return;
    await viaProvider(() => provider.cancelIntent(intent.id));
    await deps.discounts.release(intent.id);
    throw httpErrors.conflict(reason);
  }

  /**
   * Cancels intents that may no longer be paid (their checkout was replaced). A failure is only
   * logged: the checkout is closed, so confirming the intent is refused anyway (refuseIfStale),
   * and one paid regardless still makes its license (the lapsed-reservation rule).
   */
  async function cancelReplaced(provider: PaymentProvider, intentIds: string[]): Promise<void> {
    for (const intentId of intentIds) {
      try {
        await provider.cancelIntent(intentId);
      } catch (err) {
        log.warn({ err, intentId }, 'could not cancel the intent of a replaced checkout');
      }
    }
  }

  /** Stripe event types other modules handle (disputes), verified and de-duplicated here. */
  const moduleHandlers = new Map<string, (event: Stripe.Event) => Promise<void>>();

  /** The events Codebazaar listens to; any other event is acknowledged and ignored. */
  async function handleEvent(event: Stripe.Event): Promise<void> {
    if (event.type === 'payment_intent.succeeded') {
      const intent = intentFromStripe(event.data.object);
      // Not one of ours (no metadata): nothing to do.
      if (!intent.projectId || !intent.buyerId) return;
      try {
        await fulfill(intent);
      } catch (err) {
        // A duplicate payment was refunded in fulfill; anything else makes Stripe retry.
        if ((err as { statusCode?: number }).statusCode !== 409) throw err;
      }
    } else if (
      event.type === 'payment_intent.canceled' ||
      event.type === 'payment_intent.payment_failed'
    ) {
      // The checkout's discount redemption is free again (a retry that succeeds re-counts it).
      await deps.discounts.release(event.data.object.id);
    } else if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const pi = charge.payment_intent;
      if (!charge.refunded || !pi) return; // a partial refund keeps the license
      const license = await licenses.findByReference(typeof pi === 'string' ? pi : pi.id);
      if (license) await licenses.markRefunded(license.id);
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
     * The project's sale terms changed: checkouts opened before can no longer be paid. Their
     * buyers are told why when they try (refuseIfStale), and payment re-checks the project too.
     */
    async cancelOpenIntents(projectId: string): Promise<void> {
      if (!deps.provider) return;
      const canceled = await deps.provider.cancelOpenIntents(projectId);
      await deps.discounts.releaseOpenOfProject(projectId);
      if (canceled > 0) log.info({ projectId, canceled }, 'open checkouts canceled');
    },

    /**
     * POST /payments/create-payment-intent: the amount is priced here (project price, the
     * seller's discount code or the buyer's pay-what-you-want amount), never by the client. The
     * new checkout replaces the buyer's open one of the project, whose intent is canceled.
     */
    async createIntent(
      user: AuthUser,
      input: {
        projectId: string;
        discountCode?: string | null;
        amount?: number | null;
        billingCountry?: string | null;
        vatId?: string | null;
      },
    ): Promise<CreatePaymentIntentResponse> {
      const provider = processor();
      const project = await licenses.loadForSale(input.projectId);
      if (project.authorId === user.id) throw httpErrors.forbidden(PAYMENT_MESSAGES.ownProject);
      if (isTooLowPaidPrice(project.licenseType, centsToDollars(project.priceCents))) {
        // Published before paid prices started at $1.00: not sold until the seller edits it.
        throw httpErrors.badRequest(PAYMENT_MESSAGES.notForSale);
      }
      if (project.licenseType === 'free' || project.priceCents <= 0) {
        throw httpErrors.badRequest(PAYMENT_MESSAGES.notForSale);
      }
      const held = await licenses.findActive(project.id, user.id);
      if (held?.kind === 'paid') throw httpErrors.conflict(PAYMENT_MESSAGES.alreadyHaveAccess);
      const account = await currentAccount(project.authorId);
      if (!account?.chargesEnabled) throw httpErrors.conflict(PAYMENT_MESSAGES.sellerNotReady);

      const expiresAt = new Date(now().getTime() + INTENT_TTL_MS);
      const checkout = await deps.discounts.openCheckout({
        project,
        buyerId: user.id,
        discountCode: input.discountCode,
        amount: input.amount,
        expiresAt,
      });
      await cancelReplaced(provider, checkout.replacedIntentIds);
      let c = checkout.cents;
      let intent;
      try {
        // Tax on the price and fee, for the buyer's billing country (0 when none is charged).
        const { taxCents } = await deps.receipts.taxCheckout(user, {
          checkoutId: checkout.checkoutId,
          projectId: project.id,
          taxableCents: c.priceCents + c.feeCents,
          currency: project.currency,
          billingCountry: input.billingCountry,
          vatId: input.vatId,
        });
        if (taxCents > 0) c = await deps.discounts.addTax(checkout.checkoutId, taxCents);
        const cents = c;
        intent = await viaProvider(() =>
          provider.createIntent({
            priceCents: project.priceCents,
            licenseType: project.licenseType,
            expiresAt,
            projectId: project.id,
            buyerId: user.id,
            amountCents: cents.totalCents,
            feeCents: cents.feeCents + cents.taxCents,
            currency: project.currency,
            destinationAccountId: account.providerAccountId,
            description: `Codebazaar license: ${project.title}`,
          }),
        );
      } catch (err) {
        await deps.discounts.abandon(checkout.checkoutId);
        throw err;
      }
      if (!(await deps.discounts.attachIntent(checkout.checkoutId, intent.id))) {
        // A newer checkout of the same buyer replaced this one while its intent was made.
        await cancelReplaced(provider, [intent.id]);
        throw httpErrors.conflict(PAYMENT_MESSAGES.checkoutReplaced);
      }
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        provider: provider.name,
        publishableKey: provider.publishableKey,
        amount: {
          listPrice: centsToDollars(c.listPriceCents),
          discount: centsToDollars(c.discountCents),
          price: centsToDollars(c.priceCents),
          fee: centsToDollars(c.feeCents),
          tax: centsToDollars(c.taxCents),
          total: centsToDollars(c.totalCents),
          currency: project.currency,
          listPriceCents: c.listPriceCents,
          discountCents: c.discountCents,
          priceCents: c.priceCents,
          feeCents: c.feeCents,
          taxCents: c.taxCents,
          totalCents: c.totalCents,
          discountCode: checkout.discountCode,
        },
      };
    },

    /** POST /payments/confirm-payment: the provider's word decides; one license per intent. */
    async confirmPayment(user: AuthUser, intentId: string): Promise<ConfirmPaymentResponse> {
      const provider = processor();
      const intent = INTENT_ID.test(intentId)
        ? await viaProvider(() => provider.retrieveIntent(intentId))
        : null;
      if (!intent || intent.buyerId !== user.id) {
        throw httpErrors.notFound(PAYMENT_MESSAGES.paymentNotFound);
      }
      await refuseIfStale(provider, intent);
      const license = await fulfill(intent);
      return { message: PAYMENT_MESSAGES.purchaseComplete, license: toLicenseDto(license) };
    },

    /** POST /payments/test-processor/confirm: the test card network (then fulfils, like a webhook). */
    async testConfirm(user: AuthUser, intentId: string, cardNumber: string) {
      const provider = processor();
      if (!isTestProcessor(provider)) {
        throw httpErrors.notFound(PAYMENT_MESSAGES.testProcessorDisabled);
      }
      const before = INTENT_ID.test(intentId) ? await provider.retrieveIntent(intentId) : null;
      if (before && before.buyerId === user.id) await refuseIfStale(provider, before);
      const result = await provider.confirmCard(intentId, user.id, cardNumber, now());
      switch (result.outcome) {
        case 'not_found':
          throw httpErrors.notFound(PAYMENT_MESSAGES.paymentNotFound);
        case 'invalid_card':
          throw httpErrors.badRequest(PAYMENT_MESSAGES.cardInvalid);
        case 'declined':
          await deps.discounts.release(intentId);
          throw httpErrors.paymentRequired(PAYMENT_MESSAGES.cardDeclined);
        case 'closed': {
          // The project may have changed (or the intent expired) since the check above.
          const after = await provider.retrieveIntent(intentId);
          if (after) await refuseIfStale(provider, after);
          throw httpErrors.conflict(PAYMENT_MESSAGES.paymentClosed);
        }
        case 'succeeded': {
          const intent = await provider.retrieveIntent(intentId);
          if (intent) await fulfill(intent);
          return { paymentIntentId: intentId, status: 'succeeded' as const };
        }
      }
    },

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
     * POST /payments/refund: the project's seller or an admin refunds a paid license in full.
     * The license stops being active; the downloads statistic keeps counting the purchase.
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
      const outcome = await viaProvider(() => provider.refund(license.paymentReference));
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
