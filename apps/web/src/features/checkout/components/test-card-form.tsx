import { formatUsd, PAYMENT_MESSAGES, TEST_CARD_SUCCESS } from '@codebazaar/shared/rules';
import { CreditCard, FlaskConical } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';

import { confirmTestCard } from '../api/checkout';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateCard,
  type CardErrors,
  type CardValues,
} from '../lib/card';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';

export interface CardFormProps {
  total: number;
  /** The checkout is working (paying or confirming): the form is locked. */
  busy: boolean;
  onPayingChange: (paying: boolean) => void;
  /** The card payment succeeded: the checkout confirms it with the server. */
  onSucceeded: (paymentIntentId: string) => Promise<void>;
  onError: (message: string | null) => void;
}

const EMPTY: CardValues = { cardNumber: '', expiry: '', cvc: '' };

/**
 * The card form of the built-in test processor (docs/ARCHITECTURE.md#outside-services): no money
 * moves.
 */
export function TestCardForm({
  paymentIntentId,
  total,
  busy,
  onPayingChange,
  onSucceeded,
  onError,
}: CardFormProps & { paymentIntentId: string }) {
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});

  const set =
    (field: keyof CardValues, format: (v: string) => string) =>
    (e: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: format(e.target.value) }));
      if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
    };

  const fillTestCard = () => {
    const year = (new Date().getFullYear() + 3) % 100;
    setValues({ cardNumber: TEST_CARD_SUCCESS, expiry: `12/${year}`, cvc: '123' });
    setErrors({});
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateCard(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['cardNumber', 'expiry', 'cvc'] as const).find((f) => found[f]);
      if (first) document.getElementById(`card-${first}`)?.focus();
      return;
    }
    onError(null);
    onPayingChange(true);
    try {
      const result = await confirmTestCard({ paymentIntentId, cardNumber: values.cardNumber });
      if (result.status !== 'succeeded') {
        onError(CHECKOUT_MESSAGES.paymentFailed);
        return;
      }
      onPayingChange(false);
      await onSucceeded(result.paymentIntentId);
    } catch (err) {
      // A declined or invalid card is a 4xx with the processor's text.
      onError(
        err instanceof ApiError && err.status >= 400 && err.status < 500
          ? errorMessage(err, CHECKOUT_MESSAGES.paymentFailed)
          : CHECKOUT_MESSAGES.processingFailed,
      );
    } finally {
      onPayingChange(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div className="space-y-1">
          <p className="font-medium">{PAYMENT_MESSAGES.testMode}</p>
          <button
            type="button"
            onClick={fillTestCard}
            disabled={busy}
            className="font-medium text-amber-900 underline underline-offset-2 hover:text-amber-700"
          >
            Fill in the test card
          </button>
        </div>
      </div>

      <Field id="card-cardNumber" label="Card number" error={errors.cardNumber}>
        <div className="relative">
          <Input
            {...fieldAria('card-cardNumber', errors.cardNumber)}
            value={values.cardNumber}
            onChange={set('cardNumber', formatCardNumber)}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            className="pl-10 font-mono tracking-wide"
            disabled={busy}
            autoFocus
          />
          <CreditCard
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            {...fieldAria('card-expiry', errors.expiry)}
            value={values.expiry}
            onChange={set('expiry', formatExpiry)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            className="font-mono"
            disabled={busy}
          />
        </Field>
        <Field id="card-cvc" label="CVC" error={errors.cvc}>
          <Input
            {...fieldAria('card-cvc', errors.cvc)}
            value={values.cvc}
            onChange={set('cvc', formatCvc)}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className="font-mono"
            disabled={busy}
          />
        </Field>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {busy ? 'Processing payment…' : `Pay ${formatUsd(total)}`}
      </Button>
    </form>
  );
}
