import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProcessor } from './test-processor';

/**
 * Stripe when its three keys are configured, else the built-in test processor; null when the
 * configuration turns payments off (production without either).
 */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider | null {
  if (config.stripe) return createStripeProvider(config.stripe, { publicUrl: config.publicUrl });
  return config.payments === 'test'
    ? createTestProcessor(db, { publicUrl: config.publicUrl })
    : null;
}
