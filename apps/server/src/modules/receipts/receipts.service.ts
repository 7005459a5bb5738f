import {
  centsToDollars,
  countryName,
  formatReceiptNumber,
  paymentMethodLabel,
  RECEIPT_MESSAGES,
  updatesTermText,
  type OrderReceipt,
  type ReceiptListResponse,
  type BillingDetails,
  type Receipt,
  type SellerOfRecord,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { intentOfReference } from '../../integrations/payments/payment-reference';
import { TaxLocationError, type TaxCalculator } from '../../integrations/tax/tax-calculator';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { taxNote, toReceiptDto } from './receipts.mapper';
import { renderReceiptPdf } from './receipts.pdf';
import type { PaymentFacts, ReceiptsRepository } from './receipts.repository';

export type { PaymentFacts } from './receipts.repository';

export interface ReceiptsServiceDeps {
  /** null: TAX_MODE=off (or no payments), no tax is charged. */
  tax: TaxCalculator | null;
  provider: PaymentProvider | null;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The seller of record as the marketplace settings say now (modules/settings). */
  sellerOfRecord: () => Promise<SellerOfRecord>;
}

export interface CheckoutTaxInput {
  checkoutId: string;
  projectId: string;
  /** Price + marketplace fee, cents. */
  taxableCents: number;
  currency: string;
  billingCountry?: string | null | undefined;
  vatId?: string | null | undefined;
}

/** The facts at the head of an order's receipt: who sold to whom, the billing, the payment. */
export type PaymentHeader = Pick<
  OrderReceipt,
  | 'issuedAt'
  | 'paidAt'
  | 'sellerOfRecord'
  | 'buyer'
  | 'billingCountry'
  | 'billingCountryName'
  | 'vatId'
  | 'taxNote'
  | 'paymentMethod'
  | 'paymentReference'
>;

/**
 * Receipts, the buyer's billing details and the tax of each checkout (docs/receipts-and-tax.md).
 * Listens to license events: a paid license gets its receipt and its tax committed; a refund
 * marks the receipt and reverses the tax.
 */
export function createReceiptsService(repo: ReceiptsRepository, deps: ReceiptsServiceDeps) {
  const { log, now } = deps;

  /** The buyer's billing details for a checkout: what they typed, else their profile. */
  async function billingFor(userId: string, input: CheckoutTaxInput) {
    const typedCountry = input.billingCountry || null;
    const typedVat = input.vatId ?? null;
    const saved = await repo.findBilling(userId);
    if (typedCountry || typedVat) {
      // Kept for the next checkout, as if set in the profile.
      const next = {
        country: typedCountry ?? saved?.country ?? null,
        vatId: typedVat ?? saved?.vatId ?? null,
      };
      await repo.saveBilling(userId, next);
      return next;
    }
    return { country: saved?.country ?? null, vatId: saved?.vatId ?? null };
  }

  /**
   * Issues the receipt of a paid license in the transaction `tx` that activates it (the
   * payment's fulfilment): the next number, the payment time, the facts gathered beforehand.
   * Null for a free license.
   */
  const issueAtPayment = (licenseId: string, facts: PaymentFacts, tx: Db) =>
    repo.issueForLicense(licenseId, facts, facts.paidAt ? () => facts.paidAt! : now, tx);

  /**
   * Stripe's card digits, asked after the payment committed (never inside its transaction) and
   * kept on the receipt; best effort: a receipt without them says "Card".
   */
  async function fillCardDigits(licenseId: string) {
    if (deps.provider?.name !== 'stripe') return;
    const row = await repo.findReceipt(licenseId);
    if (!row || row.cardLast4) return;
    try {
      // An order's line names its payment `intent:line`: the card paid the intent.
      const last4 = await deps.provider.cardLast4(intentOfReference(row.paymentReference).intentId);
      if (last4) await repo.fillCardLast4(licenseId, last4);
    } catch (err) {
      log.warn({ err, licenseId }, 'card digits unavailable for the receipt');
    }
  }

  /** The paid sale's tax calculation becomes a Stripe Tax transaction (once). */
  async function commitTax(licenseId: string) {
    const src = await repo.receiptSource(licenseId);
    if (src?.checkoutId) await commitCheckoutTax(src.checkoutId, src.paymentReference);
  }

  /** A paid checkout's (or line's) tax calculation becomes a Stripe Tax transaction (once). */
  async function commitCheckoutTax(checkoutId: string, reference: string) {
    if (!deps.tax) return;
    const tax = await repo.findCheckoutTax(checkoutId);
    if (!tax || tax.taxStatus !== 'calculated' || tax.taxMode !== deps.tax.mode) return;
    const transactionId = tax.taxCalculationId
      ? await deps.tax.commit(tax.taxCalculationId, reference)
      : null;
    await repo.updateCheckoutTax(checkoutId, {
      taxStatus: 'committed',
      taxTransactionId: transactionId,
    });
  }

  /** A refunded sale's tax transaction is reversed in full (once). */
  async function reverseTax(licenseId: string) {
    const src = await repo.receiptSource(licenseId);
    if (!src?.checkoutId || !deps.tax) return;
    const tax = await repo.findCheckoutTax(src.checkoutId);
    if (!tax || tax.taxMode !== deps.tax.mode) return;
    // Effects of one license run as separate jobs: a refund's reversal may come before the
    // sale's commit, which waits for a retry. Failing here has the outbox retry the reversal
    // until the commit is made, so the refunded sale never keeps its tax (ADR 015).
    if (tax.taxStatus === 'calculated') throw new Error('tax commit pending: reversal waits');
    if (tax.taxStatus !== 'committed') return;
    const reversalId = tax.taxTransactionId
      ? await deps.tax.reverse(tax.taxTransactionId, `${src.paymentReference}-refund`)
      : null;
    await repo.updateCheckoutTax(src.checkoutId, {
      taxStatus: 'reversed',
      taxReversalId: reversalId,
    });
  }

  /**
   * What the receipt of the payment `reference` will say about how and to whom it was paid,
   * read before the payment's transaction: the test processor's record of the card (a
   * database read), the seller of record now. Stripe's digits come after the commit.
   */
  async function paymentFactsOf(reference: string): Promise<PaymentFacts> {
    const provider = deps.provider;
    let cardLast4: string | null = null;
    if (provider?.name === 'test') {
      try {
        cardLast4 = await provider.cardLast4(intentOfReference(reference).intentId);
      } catch (err) {
        log.warn({ err, reference }, 'card digits unavailable for the receipt');
      }
    }
    return {
      paymentMethod: provider?.name === 'test' ? 'Test card' : 'Card',
      cardLast4,
      sellerOfRecord: await deps.sellerOfRecord(),
    };
  }

  /** What a late receipt says about the payment: the method known now, the seller of record now. */
  async function paymentFactsNow(licenseId: string): Promise<PaymentFacts> {
    const src = await repo.receiptSource(licenseId);
    return paymentFactsOf(src?.paymentReference ?? '');
  }

  /**
   * The receipt a user may see: the buyer's own; 404 for anyone else. Admins included, as for
   * the license's other buyer-only routes (certificate, access): the matrix keeps a holder's
   * license id from them.
   */
  async function visibleReceipt(user: AuthUser, licenseId: string) {
    const owner = isUuid(licenseId) ? await repo.licenseOwner(licenseId) : null;
    if (!owner || owner.buyerId !== user.id) {
      throw httpErrors.notFound(RECEIPT_MESSAGES.notFound);
    }
    if (owner.kind !== 'paid') throw httpErrors.notFound(RECEIPT_MESSAGES.freeClaim);
    let row = await repo.findReceipt(licenseId);
    if (!row) {
      // Paid licenses get their receipt with the payment (and the migration gave every earlier
      // one its receipt), so this is a license that came in another way. The buyer still gets a
      // receipt: the next number, dated the payment, issued now; the log says which license.
      log.warn({ licenseId }, 'paid license without a receipt: issued late');
      row = await repo.issueLate(licenseId, await paymentFactsNow(licenseId), now());
      if (!row) throw httpErrors.notFound(RECEIPT_MESSAGES.notFound);
    }
    const updatesNote = updatesTermText(await repo.termAtPurchase(licenseId));
    // A refund seen before the receipt was marked (the listener failed): marked now.
    if (owner.status === 'refunded' && !row.refundedAt) {
      const at = now();
      await repo.markRefunded(licenseId, at);
      return { ...toReceiptDto({ ...row, refundedAt: at }, owner.status), updatesNote };
    }
    return { ...toReceiptDto(row, owner.status), updatesNote };
  }

  return {
    taxCollected: () => deps.tax !== null,

    /** GET /account/billing */
    async billing(user: AuthUser): Promise<BillingDetails> {
      const row = await repo.findBilling(user.id);
      return {
        country: row?.country ?? null,
        vatId: row?.vatId ?? null,
        taxCollected: deps.tax !== null,
      };
    },

    /** PUT /account/billing (the body already normalized by its schema). */
    async saveBilling(
      user: AuthUser,
      input: { country: string | null; vatId: string | null },
    ): Promise<BillingDetails> {
      await repo.saveBilling(user.id, { country: input.country, vatId: input.vatId });
      return { country: input.country, vatId: input.vatId, taxCollected: deps.tax !== null };
    },

    /**
     * The tax of a checkout being opened, recorded with it: 0 when no tax is charged. With tax,
     * the buyer's billing country is required (400 without one).
     */
    async taxCheckout(buyer: AuthUser, input: CheckoutTaxInput): Promise<{ taxCents: number }> {
      const billing = await billingFor(buyer.id, input);
      const calculator = deps.tax;
      if (!calculator) {
        await repo.insertCheckoutTax({ checkoutId: input.checkoutId, ...billing, taxMode: 'off' });
        return { taxCents: 0 };
      }
      if (!billing.country) throw httpErrors.badRequest(RECEIPT_MESSAGES.countryRequired);
      let quote;
      try {
        quote = await calculator.quote({
          taxableCents: input.taxableCents,
          currency: input.currency,
          country: billing.country,
          vatId: billing.vatId,
          itemReference: input.projectId,
        });
      } catch (err) {
        if (err instanceof TaxLocationError) {
          throw httpErrors.badRequest(RECEIPT_MESSAGES.taxLocationInvalid);
        }
        log.error({ err }, 'tax calculation failed');
        throw httpErrors.badGateway('The tax could not be calculated. Please try again.');
      }
      await repo.insertCheckoutTax({
        checkoutId: input.checkoutId,
        ...billing,
        taxMode: quote.mode,
        taxCents: quote.taxCents,
        taxRateBasisPoints: quote.rateBasisPoints,
        taxCalculationId: quote.calculationId,
      });
      return { taxCents: quote.taxCents };
    },

    paymentFacts: paymentFactsOf,

    issueAtPayment,

    /**
     * A paid renewal of updates (it makes no license, so no receipt of its own): the tax of its
     * line is committed as a sale's is.
     */
    async commitRenewalTax(paymentReference: string): Promise<void> {
      const checkoutId = await repo.checkoutOfReference(paymentReference);
      if (checkoutId) await commitCheckoutTax(checkoutId, paymentReference);
    },

    /**
     * The head of an order's receipt when no line of the order made a license (renewals only):
     * the buyer as the renewed license's receipt names them, the billing and tax of the line, the
     * payment method of the order's intent, and the seller of record now.
     */
    async paymentHeader(
      user: AuthUser,
      input: { licenseId: string; checkoutId: string; intentId: string; paidAt: Date },
    ): Promise<PaymentHeader> {
      const [receipt, tax, facts] = await Promise.all([
        visibleReceipt(user, input.licenseId),
        repo.findCheckoutTax(input.checkoutId),
        paymentFactsOf(input.intentId),
      ]);
      const country = tax?.country ?? null;
      return {
        issuedAt: input.paidAt.toISOString(),
        paidAt: input.paidAt.toISOString(),
        sellerOfRecord: facts.sellerOfRecord,
        buyer: receipt.buyer,
        billingCountry: country,
        billingCountryName: country ? countryName(country) : null,
        vatId: tax?.vatId ?? null,
        taxNote: taxNote({
          taxCents: tax?.taxCents ?? 0,
          taxRateBasisPoints: tax?.taxRateBasisPoints ?? null,
          billingCountry: country,
        }),
        paymentMethod: paymentMethodLabel(facts.paymentMethod, facts.cardLast4),
        paymentReference: input.intentId,
      };
    },

    /** License event 'activated': Stripe's card digits join the receipt; the tax is committed. */
    async onActivated(licenseId: string): Promise<void> {
      await fillCardDigits(licenseId);
      await commitTax(licenseId);
    },

    /** License event 'refunded': the receipt says so; the tax transaction is reversed. */
    async onRefunded(licenseId: string): Promise<void> {
      await repo.markRefunded(licenseId, now());
      await reverseTax(licenseId);
    },

    /** GET /account/receipts: every paid purchase with its receipt. */
    async list(user: AuthUser): Promise<ReceiptListResponse> {
      const rows = await repo.paidLicensesOf(user.id);
      const out: ReceiptListResponse['receipts'] = [];
      for (const row of rows) {
        const receipt = row.receipt;
        if (!receipt) {
          log.error({ licenseId: row.licenseId }, 'paid license without a receipt');
          continue;
        }
        out.push({
          licenseId: row.licenseId,
          number: formatReceiptNumber(receipt.number),
          issuedAt: receipt.issuedAt.toISOString(),
          paidAt: receipt.paidAt.toISOString(),
          projectTitle: receipt.projectTitle,
          total: centsToDollars(receipt.totalCents),
          currency: receipt.currency,
          status: row.status === 'refunded' || receipt.refundedAt ? 'refunded' : 'paid',
        });
      }
      return { receipts: out };
    },

    /** GET /licenses/{id}/receipt */
    receipt: (user: AuthUser, licenseId: string): Promise<Receipt> =>
      visibleReceipt(user, licenseId),

    /** GET /licenses/{id}/receipt.pdf */
    async receiptPdf(user: AuthUser, licenseId: string): Promise<{ number: string; pdf: Buffer }> {
      const receipt = await visibleReceipt(user, licenseId);
      return { number: receipt.number, pdf: await renderReceiptPdf(receipt) };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
