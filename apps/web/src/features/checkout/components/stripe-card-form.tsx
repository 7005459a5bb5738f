import { formatUsd } from '@codebazaar/shared/rules';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';

import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';

import type { CardFormProps } from './test-card-form';

// One Stripe.js instance per publishable key for the life of the page.
const stripes = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
  clientSecret: string;
}

/** The card form when the server runs Stripe: Stripe Elements confirm the payment intent. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={getStripe(publishableKey)}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  clientSecret,
  total,
  busy,
  onPayingChange,
  onSucceeded,
  onError,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [focused, setFocused] = useState(false);
  // The card lives in Stripe's frame: the form has no fields of its own, react-hook-form only
  // runs the submit (and locks it while it runs). The server's request follows in the dialog.
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = useForm();
  const locked = busy || isSubmitting;

  const onSubmit = handleSubmit(async () => {
    if (busy || !stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) {
      onError(CHECKOUT_MESSAGES.cardElementMissing);
      return;
    }
    onError(null);
    onPayingChange(true);
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card },
      });
      if (error) {
        onError(error.message ?? CHECKOUT_MESSAGES.paymentFailed);
        return;
      }
      if (paymentIntent?.status !== 'succeeded') {
        onError(CHECKOUT_MESSAGES.paymentFailed);
        return;
      }
      onPayingChange(false);
      await onSucceeded(paymentIntent.id);
    } catch {
      onError(CHECKOUT_MESSAGES.processingFailed);
    } finally {
      onPayingChange(false);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div className="space-y-1.5">
        <p id="stripe-card-label" className="text-sm font-medium text-slate-700">
          Card details
        </p>
        <div
          role="group"
          aria-labelledby="stripe-card-label"
          className={
            'rounded-lg border bg-white px-3 py-3 shadow-sm ' +
            (focused ? 'border-indigo-500 outline-2 outline-indigo-500/30' : 'border-slate-300')
          }
        >
          <CardElement
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            options={{
              disabled: locked,
              hidePostalCode: true,
              style: {
                base: {
                  fontSize: '15px',
                  color: '#0f172a',
                  fontFamily: 'ui-sans-serif, system-ui, sans-serif',
                  '::placeholder': { color: '#94a3b8' },
                },
                invalid: { color: '#dc2626' },
              },
            }}
          />
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={locked} disabled={!stripe}>
        {locked ? 'Processing payment…' : `Pay ${formatUsd(total)}`}
      </Button>
    </form>
  );
}
