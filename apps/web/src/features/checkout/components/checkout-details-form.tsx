import {
  createCheckoutInputSchema,
  DELIVERY_CONSENT_TEXT,
  MAX_CHECKOUT_ITEMS,
  needsDeliveryConsent,
  ORDER_MESSAGES,
} from '@codebazaar/shared';
import { RECEIPT_MESSAGES } from '@codebazaar/shared/rules';
import type { KeyboardEvent, ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, fieldErrorId } from '@/components/ui/field';
import { Tag, X } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';

import { BillingInputs } from './billing-fields';

/** The details form as typed: the codes added so far and the one being typed. */
export interface CheckoutDetailsValues {
  billingCountry: string;
  vatId: string;
  discountCodes: string[];
  code: string;
  consent: boolean;
}

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the details form sends of POST /checkout's body. */
const detailsRequestSchema = createCheckoutInputSchema.pick({
  billingCountry: true,
  vatId: true,
  discountCodes: true,
  consentToImmediateDelivery: true,
});

/**
 * The form's fields checked with the checkout's texts (the country when tax applies, the consent
 * in the EU, EEA and UK), then as POST /checkout takes them. A code still in the input counts as
 * added.
 */
export const checkoutDetailsSchema = (taxCollected: boolean) =>
  z
    .object({
      billingCountry: z.string(),
      vatId: z.string(),
      discountCodes: z.array(z.string()),
      code: z.string(),
      consent: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (taxCollected && !v.billingCountry) {
        ctx.addIssue({
          code: 'custom',
          path: ['billingCountry'],
          message: RECEIPT_MESSAGES.countryRequired,
        });
      }
      if (needsDeliveryConsent(v.billingCountry) && !v.consent) {
        ctx.addIssue({
          code: 'custom',
          path: ['consent'],
          message: ORDER_MESSAGES.consentRequired,
        });
      }
    })
    .transform((v): z.input<typeof detailsRequestSchema> => {
      const typed = v.code.trim();
      const codes =
        typed && !v.discountCodes.some((c) => sameCode(c, typed))
          ? [...v.discountCodes, typed]
          : v.discountCodes;
      return {
        billingCountry: v.billingCountry,
        vatId: v.vatId,
        discountCodes: codes,
        consentToImmediateDelivery: needsDeliveryConsent(v.billingCountry) ? v.consent : undefined,
      };
    })
    .pipe(detailsRequestSchema);

export type CheckoutDetails = z.output<ReturnType<typeof checkoutDetailsSchema>>;

export interface CheckoutDetailsFormProps {
  form: UseFormReturn<CheckoutDetailsValues, unknown, CheckoutDetails>;
  taxCollected: boolean;
  /** Nothing can be bought (every item unavailable): the form cannot continue. */
  blocked: boolean;
  /** The server's refusal of the last Continue, kept above the button. */
  error: { message: string; hint?: ReactNode } | null;
  onSubmit: (details: CheckoutDetails) => Promise<void>;
}

/**
 * Step one of the checkout of several lines: discount codes (one per seller, each applying to
 * its seller's lines), billing country and VAT ID, and, for buyers in the EU, EEA and UK, the
 * consent to immediate delivery. Continue prices it all on the server.
 */
export function CheckoutDetailsForm({
  form,
  taxCollected,
  blocked,
  error,
  onSubmit,
}: CheckoutDetailsFormProps) {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const country = useWatch({ control, name: 'billingCountry' });
  const codes = useWatch({ control, name: 'discountCodes' });
  const askConsent = needsDeliveryConsent(country);
  const codeError = errors.code?.message;
  const consentError = errors.consent?.message;

  const addCode = () => {
    const typed = getValues('code').trim();
    if (!typed) return setError('code', { message: 'Enter a discount code' });
    if (typed.length > 100)
      return setError('code', { message: 'A code is at most 100 characters' });
    if (codes.some((c) => sameCode(c, typed))) {
      return setError('code', { message: 'That code is already added' });
    }
    if (codes.length >= MAX_CHECKOUT_ITEMS) {
      return setError('code', { message: `Add at most ${MAX_CHECKOUT_ITEMS} codes` });
    }
    setValue('discountCodes', [...codes, typed]);
    setValue('code', '');
    clearErrors('code');
  };
  const removeCode = (code: string) =>
    setValue(
      'discountCodes',
      codes.filter((c) => c !== code),
    );
  // Enter in the code input adds the code; it does not continue to payment.
  const onCodeKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addCode();
    }
  };

  return (
    <form
      noValidate
      aria-label="Checkout details"
      className="space-y-5"
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <div className="space-y-2">
        <Field
          id="checkout-codes"
          label="Discount codes"
          error={codeError}
          hint="Each seller's code lowers the price of that seller's projects."
        >
          <div className="flex gap-2">
            <Input
              {...fieldAria('checkout-codes', codeError, true)}
              autoComplete="off"
              autoCapitalize="characters"
              {...register('code', { onChange: () => clearErrors('code') })}
              onKeyDown={onCodeKeyDown}
              disabled={isSubmitting}
            />
            <Button variant="outline" onClick={addCode} disabled={isSubmitting}>
              Add
            </Button>
          </div>
        </Field>
        {codes.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Discount codes added">
            {codes.map((code) => (
              <li
                key={code}
                className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 py-1 pr-1 pl-3 text-sm text-emerald-800"
              >
                <Tag className="size-3.5" aria-hidden />
                <span className="font-medium break-all">{code}</span>
                <button
                  type="button"
                  onClick={() => removeCode(code)}
                  disabled={isSubmitting}
                  aria-label={`Remove code ${code}`}
                  className="rounded-full p-1 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Billing details</legend>
        <BillingInputs
          country={register('billingCountry', {
            onChange: () => clearErrors(['billingCountry', 'consent']),
          })}
          vatId={register('vatId', { onChange: () => clearErrors('vatId') })}
          countryError={errors.billingCountry?.message}
          vatError={errors.vatId?.message}
          taxCollected={taxCollected}
          disabled={isSubmitting}
        />
      </fieldset>

      {askConsent && (
        <div
          className={
            'rounded-lg border px-3 py-3 ' +
            (consentError ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-slate-50')
          }
        >
          <label className="flex items-start gap-2.5 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-indigo-600"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? fieldErrorId('checkout-consent') : undefined}
              aria-required
              {...register('consent', { onChange: () => clearErrors('consent') })}
              disabled={isSubmitting}
            />
            <span>{DELIVERY_CONSENT_TEXT}</span>
          </label>
          {consentError && (
            <p id={fieldErrorId('checkout-consent')} className="mt-2 text-sm text-red-600">
              {consentError}
            </p>
          )}
        </div>
      )}

      {error && (
        <Alert variant="error" title={error.message}>
          {error.hint}
        </Alert>
      )}

      <Button type="submit" size="lg" className="w-full" loading={isSubmitting} disabled={blocked}>
        {isSubmitting ? 'Preparing payment…' : 'Continue to payment'}
      </Button>
    </form>
  );
}
