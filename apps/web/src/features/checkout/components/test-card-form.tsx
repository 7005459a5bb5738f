import { testProcessorConfirmInputSchema } from '@codebazaar/shared';
import { formatUsd, PAYMENT_MESSAGES, TEST_CARD_SUCCESS } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { CreditCard, FlaskConical } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';

import { confirmTestCard } from '../api/checkout';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateCard,
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
 * The card form: the card checks of lib/card.ts with their texts, then the card number as the
 * test processor's request schema takes it (only the number is sent; expiry and CVC are the
 * form's own).
 */
const cardFormSchema = z
  .object({ cardNumber: z.string(), expiry: z.string(), cvc: z.string() })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateCard(values))) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(({ cardNumber }) => ({ cardNumber }))
  .pipe(testProcessorConfirmInputSchema.pick({ cardNumber: true }));

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
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CardValues, unknown, { cardNumber: string }>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: EMPTY,
    // An error stays until the field changes, then waits for the next Pay.
    reValidateMode: 'onSubmit',
  });
  const locked = busy || isSubmitting;

  /** The field as typed, reformatted on every change (groups of four, MM/YY, digits only). */
  const formatted = (field: keyof CardValues, format: (v: string) => string) => {
    const registered = register(field);
    return {
      ...registered,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        e.target.value = format(e.target.value);
        clearErrors(field);
        return registered.onChange(e);
      },
    };
  };

  const fillTestCard = () => {
    const year = (new Date().getFullYear() + 3) % 100;
    reset({ cardNumber: TEST_CARD_SUCCESS, expiry: `12/${year}`, cvc: '123' });
  };

  const onSubmit = handleSubmit(async ({ cardNumber }) => {
    if (busy) return;
    onError(null);
    onPayingChange(true);
    try {
      const result = await confirmTestCard({ paymentIntentId, cardNumber });
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
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div className="space-y-1">
          <p className="font-medium">{PAYMENT_MESSAGES.testMode}</p>
          <button
            type="button"
            onClick={fillTestCard}
            disabled={locked}
            className="font-medium text-amber-900 underline underline-offset-2 hover:text-amber-700"
          >
            Fill in the test card
          </button>
        </div>
      </div>

      <Field id="card-cardNumber" label="Card number" error={errors.cardNumber?.message}>
        <div className="relative">
          <Input
            {...fieldAria('card-cardNumber', errors.cardNumber?.message)}
            {...formatted('cardNumber', formatCardNumber)}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            className="pl-10 font-mono tracking-wide"
            disabled={locked}
            autoFocus
          />
          <CreditCard
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry?.message}>
          <Input
            {...fieldAria('card-expiry', errors.expiry?.message)}
            {...formatted('expiry', formatExpiry)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            className="font-mono"
            disabled={locked}
          />
        </Field>
        <Field id="card-cvc" label="CVC" error={errors.cvc?.message}>
          <Input
            {...fieldAria('card-cvc', errors.cvc?.message)}
            {...formatted('cvc', formatCvc)}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className="font-mono"
            disabled={locked}
          />
        </Field>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={locked}>
        {locked ? 'Processing payment…' : `Pay ${formatUsd(total)}`}
      </Button>
    </form>
  );
}
