import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProcessor } from './test-processor';

/** Stripe when its three keys are configured; otherwise the built-in test processor. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  return config.stripe
    ? createStripeProvider(config.stripe, { publicUrl: config.publicUrl })
    : createTestProcessor(db, { publicUrl: config.publicUrl });
}
