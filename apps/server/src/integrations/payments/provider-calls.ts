import { PAYMENT_MESSAGES } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { PaymentProvider } from './payment-provider';
import type { StripeProvider } from './stripe-provider';
import type { TestProcessor } from './test-processor';

export const isTestProcessor = (p: PaymentProvider | null): p is TestProcessor =>
  p?.name === 'test';
export const isStripe = (p: PaymentProvider | null): p is StripeProvider => p?.name === 'stripe';

/**
 * How the modules that call the payment provider (payments, checkout) reach it: the same 503
 * when none is configured, and the same 502 when it fails on its side (details in the log).
 */
export function providerCalls(
  provider: PaymentProvider | null,
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void },
) {
  return {
    /** The payment processor; 503 when none is configured (production without one). */
    processor(): PaymentProvider {
      if (!provider) {
        throw httpErrors.createError(503, PAYMENT_MESSAGES.notConfigured, { expose: true });
      }
      return provider;
    },

    /** A call to the provider that failed on its side: 502 (details in the log, not the reply). */
    async viaProvider<T>(work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (err) {
        log.error({ err, provider: provider?.name }, 'payment provider call failed');
        throw httpErrors.badGateway('The payment provider could not complete the request');
      }
    },

    /**
     * Cancels intents of checkouts that were replaced or closed. A failure is only logged: the
     * checkout is closed, so paying its intent is refused anyway, and one paid regardless still
     * makes its licenses (the lapsed-reservation rule).
     */
    async cancelReplaced(target: PaymentProvider, intentIds: readonly string[]): Promise<void> {
      for (const intentId of intentIds) {
        try {
          await target.cancelIntent(intentId);
        } catch (err) {
          log.warn({ err, intentId }, 'could not cancel the intent of a replaced checkout');
        }
      }
    },
  };
}
