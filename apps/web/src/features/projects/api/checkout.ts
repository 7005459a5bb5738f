import type {
  ConfirmPaymentResponse,
  CreatePaymentIntentResponse,
  TestProcessorConfirmInput,
  testProcessorConfirmResponseSchema,
} from '@codebazaar/shared';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

export type TestProcessorConfirmResponse = z.infer<typeof testProcessorConfirmResponseSchema>;

/** POST /api/payments/create-payment-intent {projectId}: the server alone sets the amount. */
export const createPaymentIntent = (projectId: string) =>
  api<CreatePaymentIntentResponse>('/payments/create-payment-intent', {
    method: 'POST',
    body: { projectId },
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
