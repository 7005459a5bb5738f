import type {
  ConfirmPaymentResponse,
  CreatePaymentIntentResponse,
  TestProcessorConfirmInput,
  testProcessorConfirmResponseSchema,
} from '@codebazaar/shared';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

export type TestProcessorConfirmResponse = z.infer<typeof testProcessorConfirmResponseSchema>;

/** What the buyer chose at checkout: a discount code, or a pay-what-you-want amount (dollars). */
export interface CheckoutTerms {
  discountCode?: string;
  amount?: number;
}

/** The buyer's billing details for this purchase (docs/receipts-and-tax.md). */
interface CheckoutBillingInput {
  billingCountry?: string;
  vatId?: string;
}

/**
 * POST /api/payments/create-payment-intent {projectId, discountCode?, amount?}: the server
 * alone prices the checkout and answers the breakdown it charges.
 */
export const createPaymentIntent = (
  projectId: string,
  terms: CheckoutTerms & CheckoutBillingInput = {},
) =>
  api<CreatePaymentIntentResponse>('/payments/create-payment-intent', {
    method: 'POST',
    body: { projectId, ...terms },
  });

/** POST /api/payments/test-processor/confirm: the built-in test card network (402 when declined). */
export const confirmTestCard = (input: TestProcessorConfirmInput) =>
  api<TestProcessorConfirmResponse>('/payments/test-processor/confirm', {
    method: 'POST',
    body: input,
  });

/** POST /api/payments/confirm-payment {paymentIntentId}: the server checks and grants the license. */
export const confirmPayment = (paymentIntentId: string) =>
  api<ConfirmPaymentResponse>('/payments/confirm-payment', {
    method: 'POST',
    body: { paymentIntentId },
  });
