import {
  centsToDollars,
  type CheckoutCents,
  type CreatePaymentIntentResponse,
} from '@codebazaar/shared';

import type { CreatedIntent, PaymentProvider } from '../../integrations/payments/payment-provider';

/**
 * One line of a checkout: what is bought and how it was priced. Today a checkout has one line
 * (one project, one row of the checkouts table); the amounts are those of the whole checkout.
 */
export interface CheckoutLine {
  projectId: string;
  cents: CheckoutCents;
  /** The code that priced the line, as the seller wrote it; null without one. */
  discountCode: string | null;
  currency: string;
}

/** The answer of create-payment-intent: how to pay the intent, and the amounts in both units. */
export function toPaymentIntentResponse(
  line: CheckoutLine,
  intent: CreatedIntent,
  provider: Pick<PaymentProvider, 'name' | 'publishableKey'>,
): CreatePaymentIntentResponse {
  const c = line.cents;
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
      currency: line.currency,
      listPriceCents: c.listPriceCents,
      discountCents: c.discountCents,
      priceCents: c.priceCents,
      feeCents: c.feeCents,
      taxCents: c.taxCents,
      totalCents: c.totalCents,
      discountCode: line.discountCode,
    },
  };
}
