import {
  centsToDollars,
  COMMERCE_MESSAGES,
  computeFeeCents,
  isTooLowPaidPrice,
  PAYMENT_MESSAGES,
  type CheckoutCents,
  type ConfirmPaymentResponse,
  type CreatePaymentIntentResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';

import type { Db } from '../../db/client';
import type { IntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { isTestProcessor, providerCalls } from '../../integrations/payments/provider-calls';
import { intentFromStripe } from '../../integrations/payments/stripe-provider';
import type { AuthUser } from '../../plugins/auth';
import type { DiscountsService } from '../discounts/discounts.service';
import { toLicenseDto } from '../licenses/licenses.mapper';
import type { LicenseRow, ProjectForSaleRow } from '../licenses/licenses.repository';
import type { LicensesService } from '../licenses/licenses.service';
import type { ReceiptsService } from '../receipts/receipts.service';
import { toPaymentIntentResponse, type CheckoutLine } from './checkout.mapper';
import type { CheckoutRepository } from './checkout.repository';

/** Provider ids are letters, digits and underscores (tpi_…, pi_…); anything else is unknown. */
const INTENT_ID = /^[A-Za-z0-9_]{3,255}$/;
/** How long a checkout may take: after this its intent can no longer be paid. */
export const INTENT_TTL_MS = 30 * 60 * 1000;

export interface CheckoutServiceDeps {
  /** null: this server takes no payments (a paid checkout answers 503). */
  provider: PaymentProvider | null;
  /** Makes the license of a paid checkout; tells who holds what. */
  licenses: Pick<
    LicensesService,
    'loadForSale' | 'findActive' | 'findByReference' | 'activatePaid' | 'project'
  >;
  /** Prices a line (codes, pay what you want) and says whether a code has a use left. */
  discounts: Pick<DiscountsService, 'lineTerms' | 'priceLine' | 'hasUseLeftFor' | 'codeForLine'>;
  /** The tax of each checkout, and the receipt written with the paid license. */
  receipts: Pick<
    ReceiptsService,
    'taxCheckout' | 'paymentFacts' | 'issueAtPayment' | 'receipt' | 'paymentHeader'
  >;
  /** The seller's payment account at the running provider (payments module); null: none. */
  sellerAccount: (
    sellerId: string,
  ) => Promise<{ providerAccountId: string; chargesEnabled: boolean } | null>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** What the checkout of one project asks of orders (checkouts of several lines). */
export interface OrdersForCheckout {
  /** Closes the buyer's open orders among `ids` (in the caller's transaction); their intents. */
  closeOpenOrders(buyerId: string, at: Date, tx: Db, ids: string[]): Promise<string[]>;
  /** Before paying an order intent with the test card: 409 when it may no longer be paid. */
  refuseIfStaleIntent(provider: PaymentProvider, intent: IntentInfo): Promise<void>;
  /** An order intent was paid: its lines make their licenses. */
  fulfilIntent(intent: IntentInfo): Promise<void>;
  /** An order intent was canceled: the order is closed and its reservations freed. */
  releaseIntent(intentId: string): Promise<void>;
  /** A project's sale terms changed: open orders holding it can no longer be paid. */
  cancelOpenOrdersOf(projectId: string): Promise<void>;
}

export interface OpenCheckoutInput {
  project: ProjectForSaleRow;
  buyerId: string;
  discountCode?: string | null | undefined;
  /** Pay what you want: the buyer's amount, dollars. */
  amount?: number | null | undefined;
  expiresAt: Date;
}

export interface OpenedCheckout {
  checkoutId: string;
  cents: CheckoutCents;
  /** The code as the seller wrote it; null without one. */
  discountCode: string | null;
  /** Intents of the buyer's checkouts this one replaced: the caller cancels them. */
  replacedIntentIds: string[];
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

/**
 * The purchase (docs/ARCHITECTURE.md#the-path-of-a-purchase): the buyer's checkout (one open per
 * buyer and project; its line priced by discounts, its tax quoted by receipts, its intent made
 * by the provider), and the one fulfilment path that turns a paid checkout into its license
 * and receipt in one transaction, run once per payment.
 */
export function createCheckoutService(
  repo: CheckoutRepository,
  deps: CheckoutServiceDeps & { orders: OrdersForCheckout },
) {
  const { licenses, discounts, log } = deps;
  const now = deps.now ?? (() => new Date());
  const { processor, viaProvider, cancelReplaced } = providerCalls(deps.provider, log);

  /**
   * Prices the buyer's checkout of a project and records it as their open one, reserving the
   * code's use until `expiresAt`. The checkout it replaces is closed and its reservation freed
   * in the same transaction, before the code's uses are counted (so the buyer's own earlier
   * checkout never uses up the code); a refused code changes nothing. The caller cancels the
   * replaced intents and attaches the new intent afterwards.
   */
  async function openCheckout(input: OpenCheckoutInput): Promise<OpenedCheckout> {
    const { project } = input;
    const terms = discounts.lineTerms(input);
    const at = now();
    return repo.transaction(async (tx) => {
      // Openings by one buyer for one project take turns; the unique index on open
      // checkouts would refuse a second open row anyway.
      await repo.lockBuyer(input.buyerId, tx);
      const closed = await repo.closeOpen(input.buyerId, project.id, at, tx);
      // A line of an open order for the project: that whole order is replaced.
      const orderIds = [...new Set(closed.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
      const replacedOrders = await deps.orders.closeOpenOrders(input.buyerId, at, tx, orderIds);
      const { cents, discount } = await discounts.priceLine(project, terms, at, tx);
      const row = await repo.insertCheckout(
        {
          projectId: project.id,
          buyerId: input.buyerId,
          discountId: discount?.id ?? null,
          ...cents,
          currency: project.currency,
          redemption: discount ? 'reserved' : 'none',
          expiresAt: input.expiresAt,
        },
        tx,
      );
      return {
        checkoutId: row.id,
        cents,
        discountCode: discount?.code ?? null,
        replacedIntentIds: [
          ...closed.flatMap((r) => (r.paymentReference && !r.orderId ? [r.paymentReference] : [])),
          ...replacedOrders,
        ],
      };
    });
  }

  /** The checkout's tax (quoted once it was priced) is added to its total. */
  async function addTax(checkoutId: string, taxCents: number): Promise<CheckoutCents> {
    const row = await repo.setTax(checkoutId, taxCents);
    return {
      listPriceCents: row.listPriceCents,
      discountCents: row.discountCents,
      priceCents: row.priceCents,
      feeCents: row.feeCents,
      taxCents: row.taxCents,
      totalCents: row.totalCents,
    };
  }

  /**
   * The intent was paid: the use of the code its checkout reserved counts. A reservation that
   * lapsed (paid after the checkout expired or was replaced) counts only while the code has a
   * use left (discounts decides), and then frees the buyer's newer checkouts of the project;
   * false when it has none.
   */
  async function redeem(intentId: string): Promise<boolean> {
    const at = now();
    return repo.transaction(async (tx) => {
      const seen = await repo.findByIntent(intentId, tx);
      // Taken before any row lock, as openCheckout takes it: the two never wait on each other
      // in a cycle when the buyer opens a checkout while an older intent is paid.
      if (seen) await repo.lockBuyer(seen.buyerId, tx);
      const checkout = await repo.findByIntent(intentId, tx, true);
      if (!checkout || checkout.redemption === 'none' || checkout.redemption === 'redeemed') {
        return true;
      }
      const live = checkout.redemption === 'reserved' && checkout.expiresAt > at;
      if (!live && checkout.discountId) {
        if (!(await discounts.hasUseLeftFor(checkout, checkout.discountId, at, tx))) return false;
        await repo.releaseOthersOfBuyer(checkout, tx);
      }
      await repo.setRedemption(checkout.id, 'redeemed', tx);
      return true;
    });
  }

  /** A paid checkout given back (refused after payment): its code's use no longer counts. */
  async function releasePaid(intentId: string): Promise<void> {
    const checkout = await repo.findByIntent(intentId);
    if (checkout && checkout.redemption !== 'none') {
      await repo.setRedemption(checkout.id, 'released');
    }
  }

  /** Gives a payment back that cannot make a license, and says why (409). */
  async function refundRefused(
    provider: PaymentProvider,
    intentId: string,
    why: string,
    reason: string,
  ): Promise<never> {
    log.warn({ intentId }, why);
    await viaProvider(() => provider.refund(intentId));
    await releasePaid(intentId);
    throw httpErrors.conflict(reason);
  }

  /**
   * Fulfilment, the one path from a succeeded intent to its license: the code's use is counted,
   * then the license and its receipt are written in one transaction (licenses.activatePaid).
   * A second payment by a buyer who already holds the paid license, a payment with a used-up
   * code, or one for a project that changed since, is refunded at once.
   */
  async function fulfil(intent: IntentInfo): Promise<LicenseRow> {
    const provider = processor();
    if (!intent.projectId || !intent.buyerId) {
      throw httpErrors.notFound(PAYMENT_MESSAGES.paymentNotFound);
    }
    if (intent.status !== 'succeeded') {
      throw httpErrors.badRequest(PAYMENT_MESSAGES.paymentNotSucceeded);
    }
    const checkout = await repo.findByIntent(intent.id);
    // A first fulfilment counts the discount redemption; one paid after its reservation lapsed
    // while the code was used up is given back (maxRedemptions is never exceeded).
    if (!(await licenses.findByReference(intent.id)) && !(await redeem(intent.id))) {
      return refundRefused(
        provider,
        intent.id,
        'payment with a used-up discount code: refunding',
        COMMERCE_MESSAGES.codeUsedUp,
      );
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
      return refundRefused(
        provider,
        intent.id,
        'second payment for a license already held: refunding',
        PAYMENT_MESSAGES.alreadyHaveAccess,
      );
    }
    if (result.kind === 'refused') {
      // Paid for something the project no longer offers (edited between payment and this
      // call): give the money back rather than sell at a price the seller withdrew.
      return refundRefused(
        provider,
        intent.id,
        'payment for a changed checkout: refunding',
        result.reason,
      );
    }
    // The sale mails and every other effect follow the license's `activated` event.
    return result.license;
  }

  /**
   * The license of a succeeded intent, fulfilling it only when no license was made for it yet:
   * the browser's confirmation after the test card network or Stripe's webhook fulfilled the
   * payment answers from the stored license. Concurrent first calls still make one license
   * (the payment reference is unique; ADR 006).
   */
  async function licenseOf(intent: IntentInfo): Promise<LicenseRow> {
    if (intent.status === 'succeeded') {
      const done = await licenses.findByReference(intent.id);
      if (done) return done;
    }
    return fulfil(intent);
  }

  /**
   * An unpaid intent that may no longer be paid (expired, replaced, or its project changed) is
   * canceled with the provider, and the buyer is told why (409). Returns when it may still be
   * paid.
   */
  async function refuseIfStale(provider: PaymentProvider, intent: IntentInfo): Promise<void> {
    if (intent.status === 'succeeded' || !intent.projectId) return;
    const expired = intent.expiresAt !== null && intent.expiresAt.getTime() <= now().getTime();
    const checkout = await repo.findByIntent(intent.id);
    const reason = expired
      ? PAYMENT_MESSAGES.checkoutExpired
      : checkout?.closedAt
        ? PAYMENT_MESSAGES.checkoutReplaced
        : checkoutMismatch(intent, await licenses.project(intent.projectId), checkout?.totalCents);
    if (!reason) return;
    await viaProvider(() => provider.cancelIntent(intent.id));
    await repo.releaseReserved(intent.id);
    throw httpErrors.conflict(reason);
  }

  /** The project may be bought by this buyer now; its seller's account, which takes the money. */
  async function assertBuyable(user: AuthUser, project: ProjectForSaleRow) {
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
    const account = await deps.sellerAccount(project.authorId);
    if (!account?.chargesEnabled) throw httpErrors.conflict(PAYMENT_MESSAGES.sellerNotReady);
    return account;
  }

  return {
    openCheckout,

    /**
     * POST /payments/create-payment-intent: the amount is priced here (project price, the
     * seller's discount code or the buyer's pay-what-you-want amount, then tax), never by the
     * client. The new checkout replaces the buyer's open one of the project, whose intent is
     * canceled.
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
      const account = await assertBuyable(user, project);

      const expiresAt = new Date(now().getTime() + INTENT_TTL_MS);
      const checkout = await openCheckout({
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
        if (taxCents > 0) c = await addTax(checkout.checkoutId, taxCents);
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
        // The intent could not be made: the checkout (and its reservation) goes.
        await repo.deleteCheckout(checkout.checkoutId);
        throw err;
      }
      if (!(await repo.attachIntent(checkout.checkoutId, intent.id))) {
        // A newer checkout of the same buyer replaced this one while its intent was made.
        await cancelReplaced(provider, [intent.id]);
        throw httpErrors.conflict(PAYMENT_MESSAGES.checkoutReplaced);
      }
      const line: CheckoutLine = {
        projectId: project.id,
        cents: c,
        discountCode: checkout.discountCode,
        currency: project.currency,
      };
      return toPaymentIntentResponse(line, intent, provider);
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
      const license = await licenseOf(intent);
      return { message: PAYMENT_MESSAGES.purchaseComplete, license: toLicenseDto(license) };
    },

    /** POST /payments/test-processor/confirm: the test card network, which then fulfils. */
    async testConfirm(
      user: AuthUser,
      intentId: string,
      cardNumber: string,
    ): Promise<{ paymentIntentId: string; status: 'succeeded' }> {
      const provider = processor();
      if (!isTestProcessor(provider)) {
        throw httpErrors.notFound(PAYMENT_MESSAGES.testProcessorDisabled);
      }
      const before = INTENT_ID.test(intentId) ? await provider.retrieveIntent(intentId) : null;
      if (before && before.buyerId === user.id) {
        if (before.orderId) await deps.orders.refuseIfStaleIntent(provider, before);
        else await refuseIfStale(provider, before);
      }
      const result = await provider.confirmCard(intentId, user.id, cardNumber, now());
      switch (result.outcome) {
        case 'not_found':
          throw httpErrors.notFound(PAYMENT_MESSAGES.paymentNotFound);
        case 'invalid_card':
          throw httpErrors.badRequest(PAYMENT_MESSAGES.cardInvalid);
        case 'declined':
          await repo.releaseReserved(intentId);
          throw httpErrors.paymentRequired(PAYMENT_MESSAGES.cardDeclined);
        case 'closed': {
          // The project may have changed (or the intent expired) since the check above.
          const after = await provider.retrieveIntent(intentId);
          if (after?.orderId) await deps.orders.refuseIfStaleIntent(provider, after);
          else if (after) await refuseIfStale(provider, after);
          throw httpErrors.conflict(PAYMENT_MESSAGES.paymentClosed);
        }
        case 'succeeded': {
          const intent = await provider.retrieveIntent(intentId);
          if (intent?.orderId) await deps.orders.fulfilIntent(intent);
          else if (intent) await licenseOf(intent);
          return { paymentIntentId: intentId, status: 'succeeded' as const };
        }
      }
    },

    /**
     * Stripe's `payment_intent.*` events, verified and de-duplicated by payments: a succeeded
     * intent is fulfilled (once), a canceled or failed one frees its checkout's reservation.
     */
    async onIntentEvent(event: Stripe.Event): Promise<void> {
      if (event.type === 'payment_intent.succeeded') {
        const intent = intentFromStripe(event.data.object);
        // Not one of ours (no metadata): nothing to do.
        if ((!intent.projectId && !intent.orderId) || !intent.buyerId) return;
        try {
          if (intent.orderId) await deps.orders.fulfilIntent(intent);
          else await licenseOf(intent);
        } catch (err) {
          // A duplicate payment was refunded in fulfil; anything else makes Stripe retry.
          if ((err as { statusCode?: number }).statusCode !== 409) throw err;
        }
      } else if (
        event.type === 'payment_intent.canceled' ||
        event.type === 'payment_intent.payment_failed'
      ) {
        // The checkout's reservation is free again (a retry that succeeds re-counts it).
        await repo.releaseReserved(event.data.object.id);
        // A canceled order can no longer be paid at all.
        if (event.type === 'payment_intent.canceled') {
          await deps.orders.releaseIntent(event.data.object.id);
        }
      }
    },

    /**
     * The project's sale terms changed: checkouts opened before can no longer be paid. Their
     * buyers are told why when they try (refuseIfStale), and payment re-checks the project too.
     */
    async cancelOpenIntents(projectId: string): Promise<void> {
      if (!deps.provider) return;
      await deps.orders.cancelOpenOrdersOf(projectId);
      const canceled = await deps.provider.cancelOpenIntents(projectId);
      await repo.releaseReservedOfProject(projectId);
      if (canceled > 0) log.info({ projectId, canceled }, 'open checkouts canceled');
    },

    /** License event `refunded`: the code use of the license's payment no longer counts. */
    releaseForLicense: (licenseId: string) => repo.releaseForLicense(licenseId),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
