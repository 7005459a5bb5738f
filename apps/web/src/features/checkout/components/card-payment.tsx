import type { PaymentProvider } from '@codebazaar/shared';
import { lazy, Suspense } from 'react';

import { Lock } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';

import { TestCardForm, type CardFormProps } from './test-card-form';

// Stripe Elements (and Stripe.js) load only when the server runs Stripe and a buyer checks out.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface CardPaymentProps extends CardFormProps {
  /** The payment intent the server created, as its checkout answered it. */
  provider: PaymentProvider;
  publishableKey: string | null;
  clientSecret: string;
  paymentIntentId: string;
}

/**
 * The card step of every checkout (one project, the cart, a bundle): the test processor's card
 * form, or Stripe Elements when the server runs Stripe. Either calls `onSucceeded` with the paid
 * intent; the checkout then confirms it with the server.
 */
export function CardPayment({
  provider,
  publishableKey,
  clientSecret,
  paymentIntentId,
  ...form
}: CardPaymentProps) {
  return (
    <div className="space-y-4">
      {provider === 'stripe' && publishableKey ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-6">
              <Spinner label="Loading card form" />
            </div>
          }
        >
          <StripeCardForm publishableKey={publishableKey} clientSecret={clientSecret} {...form} />
        </Suspense>
      ) : (
        <TestCardForm paymentIntentId={paymentIntentId} {...form} />
      )}
      <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
        <Lock className="size-3.5 shrink-0" aria-hidden />
        The amount is set by Codebazaar; your card details never reach the seller.
      </p>
    </div>
  );
}
