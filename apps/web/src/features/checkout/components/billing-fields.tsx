import { createPaymentIntentInputSchema } from '@codebazaar/shared';
import { countryNames, countryName, RECEIPT_MESSAGES } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** The billing country (ISO code) and VAT ID a checkout is priced and receipted with. */
export interface CheckoutBilling {
  billingCountry?: string;
  vatId?: string;
}

export interface BillingFieldsProps {
  billing: CheckoutBilling;
  /** Tax applies: the country is required and changes the total. */
  taxCollected: boolean;
  busy: boolean;
  /** Open the form at once (tax applies and no country is known yet). */
  startOpen?: boolean;
  /** Prices the checkout again with these details; resolves to an error message or null. */
  onApply: (billing: CheckoutBilling) => Promise<string | null>;
}

/** The billing part of the checkout's request: the country (or none) and the VAT ID, normalised. */
const billingFormSchema = createPaymentIntentInputSchema.pick({
  billingCountry: true,
  vatId: true,
});

/**
 * The buyer's billing country and VAT ID at checkout (docs/receipts-and-tax.md): printed on the
 * receipt, kept in the profile, and, when tax applies, what the tax is calculated for.
 */
export function BillingFields({
  billing,
  taxCollected,
  busy,
  startOpen,
  onApply,
}: BillingFieldsProps) {
  const [open, setOpen] = useState(Boolean(startOpen));
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting: applying },
  } = useForm<z.input<typeof billingFormSchema>, unknown, z.output<typeof billingFormSchema>>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: { billingCountry: billing.billingCountry ?? '', vatId: billing.vatId ?? '' },
    reValidateMode: 'onSubmit',
  });
  // The server's refusal (an unknown country, a VAT ID it does not take) shows under the country.
  const countryError = errors.billingCountry?.message ?? errors.root?.message;
  const vatError = errors.vatId?.message;

  if (!open) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
        <p className="min-w-0 text-slate-700">
          <span className="text-slate-500">Billing: </span>
          {billing.billingCountry
            ? countryName(billing.billingCountry, navigator.languages)
            : 'No country set'}
          {billing.vatId && <span className="text-slate-500"> · VAT ID {billing.vatId}</span>}
        </p>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => setOpen(true)}>
          {billing.billingCountry ? 'Change' : 'Add'}
        </Button>
      </div>
    );
  }

  const submit = handleSubmit(async ({ billingCountry, vatId }) => {
    if (taxCollected && !billingCountry) {
      return setError('billingCountry', { message: RECEIPT_MESSAGES.countryRequired });
    }
    const failure = await onApply({
      billingCountry: billingCountry || undefined,
      // As the server keeps it (upper case, no spaces), so the summary shows the same.
      vatId: vatId ?? undefined,
    });
    if (failure) setError('root', { message: failure });
    else setOpen(false);
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      aria-label="Billing details"
    >
      <BillingInputs
        country={register('billingCountry', { onChange: () => clearErrors() })}
        vatId={register('vatId', { onChange: () => clearErrors('vatId') })}
        countryError={countryError}
        vatError={vatError}
        taxCollected={taxCollected}
        disabled={busy || applying}
      />
      <Button type="submit" variant="outline" size="sm" loading={applying} disabled={busy}>
        {taxCollected ? 'Update total' : 'Save billing details'}
      </Button>
    </form>
  );
}

export interface BillingInputsProps {
  /** The form's registration of its billing country and VAT ID fields. */
  country: UseFormRegisterReturn;
  vatId: UseFormRegisterReturn;
  countryError?: string;
  vatError?: string;
  taxCollected: boolean;
  disabled: boolean;
}

/**
 * The billing country select and the VAT ID input, inside any checkout form that sends them
 * (this one, and the checkout of several lines, whose consent depends on the country).
 */
export function BillingInputs({
  country,
  vatId,
  countryError,
  vatError,
  taxCollected,
  disabled,
}: BillingInputsProps) {
  return (
    <>
      <Field
        id="checkout-country"
        label="Billing country"
        required={taxCollected}
        error={countryError}
        hint={taxCollected ? 'Tax is calculated for this country.' : 'Printed on your receipt.'}
      >
        <Select
          {...fieldAria('checkout-country', countryError, true)}
          {...country}
          disabled={disabled}
        >
          <option value="">Choose a country</option>
          {/* In the viewer's languages, sorted as they sort. */}
          {[...countryNames(navigator.languages)].map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="checkout-vat" label="VAT ID (optional)" error={vatError}>
        <Input
          {...fieldAria('checkout-vat', vatError)}
          autoComplete="off"
          {...vatId}
          disabled={disabled}
        />
      </Field>
    </>
  );
}
