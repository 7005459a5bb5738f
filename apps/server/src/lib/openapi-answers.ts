import { errorResponseSchema, PAYMENT_MESSAGES } from '@codebazaar/shared';
import { z } from 'zod';

/**
 * The documented 200 answer of a route that sends text or bytes rather than JSON (CSV, HTML, a
 * certificate, an image, an archive): the OpenAPI document names its media type. Strings are sent as they
 * are, so the schema only documents; typed loosely so the handler may send a Buffer or answer
 * another status (a 404 page).
 */
export function textAnswer(
  mediaTypes: string | string[],
  description: string,
): Record<number, unknown> {
  const content = Object.fromEntries([mediaTypes].flat().map((t) => [t, { schema: z.string() }]));
  return { 200: { description, content } };
}

/**
 * The 304 of a cached public read (lib/public-answer.ts): the client's If-None-Match named the
 * current ETag, so the answer has no body. The OpenAPI plugin documents the ETag header.
 */
export const notModifiedAnswer = {
  304: z.null().describe('Not modified: If-None-Match names the current ETag; no body'),
} as const;

/**
 * The answers of a route that reaches the payment provider, directly or through the payments
 * module (modules/payments/payments.service.ts): 503 when this server takes no payments, 502 when
 * the provider failed (its details go to the log; the error handler hides a 5xx's text).
 */
export const paymentProviderAnswers = {
  502: errorResponseSchema.describe('The payment provider could not complete the request'),
  503: errorResponseSchema.describe(`${PAYMENT_MESSAGES.notConfigured} on this server`),
} as const;

/** Only the 502 of a route that calls a provider it has (e.g. Stripe's balance) but needs none. */
export const paymentProviderFailed = { 502: paymentProviderAnswers[502] } as const;

/**
 * The `default` answer of a browser navigation that only redirects (the GitHub sign-in): every
 * outcome the route handles is a redirect, so any other status is a failure, with its `{ error }`.
 */
export const redirectFailureAnswer = {
  default: errorResponseSchema.describe(
    'Not redirected: the server could not start or finish this step; the reason is in `error`',
  ),
} as const;
