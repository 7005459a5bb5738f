import {
  createPaymentIntentInputSchema,
  payAmountFormSchema,
  type PaymentAmount,
  type ProjectLicense,
} from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Tag, X } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';

import type { CheckoutTerms } from '../api/checkout';

export interface CheckoutTermsFormProps {
  license: Pick<ProjectLicense, 'payWhatYouWant' | 'price' | 'suggestedPrice'>;
  amount: PaymentAmount;
  busy: boolean;
  /** Prices the checkout again with these terms; resolves to an error message or null. */
  onApply: (terms: CheckoutTerms) => Promise<string | null>;
}

/**
 * What the buyer may change before paying (docs/product-rules.md#discount-codes,
 * #pay-what-you-want): the amount on a pay-what-you-want project, otherwise a discount code.
 * The server prices every change; the summary shows what it answered.
 */
export function CheckoutTermsForm(props: CheckoutTermsFormProps) {
  return props.license.payWhatYouWant ? <AmountForm {...props} /> : <CodeForm {...props} />;
}

/** A discount code as the checkout's request takes it; an empty one is refused here. */
const codeFormSchema = createPaymentIntentInputSchema
  .pick({ discountCode: true })
  .refine(({ discountCode }) => Boolean(discountCode), {
    message: 'Enter a discount code',
    path: ['discountCode'],
  });

function AmountForm({ license, amount, busy, onApply }: CheckoutTermsFormProps) {
  const minimum = license.price ?? amount.listPrice;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting: applying },
  } = useForm<{ amount: string }, unknown, { amount: number }>({
    resolver: zodResolver(payAmountFormSchema(minimum)),
    defaultValues: { amount: String(amount.price) },
    reValidateMode: 'onSubmit',
  });
  const error = errors.amount?.message ?? errors.root?.message;

  const submit = handleSubmit(async ({ amount: dollars }) => {
    const failure = await onApply({ amount: dollars });
    if (failure) setError('root', { message: failure });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
      <Field
        id="checkout-amount"
        label="Your price (USD)"
        error={error}
        hint={`Pay what you want, from ${formatUsd(minimum)}.`}
      >
        <div className="flex gap-2">
          <Input
            {...fieldAria('checkout-amount', error, true)}
            inputMode="decimal"
            {...register('amount', { onChange: () => clearErrors() })}
            disabled={busy || applying}
          />
          <Button type="submit" variant="outline" loading={applying} disabled={busy}>
            Update
          </Button>
        </div>
      </Field>
    </form>
  );
}

function CodeForm({ amount, busy, onApply }: CheckoutTermsFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { discountCode: '' },
    reValidateMode: 'onSubmit',
  });
  const [removing, setRemoving] = useState(false);
  const applying = isSubmitting || removing;
  const error = errors.discountCode?.message ?? errors.root?.message;

  const apply = async (terms: CheckoutTerms) => {
    const failure = await onApply(terms);
    if (failure) setError('root', { message: failure });
    else reset({ discountCode: '' });
  };
  const remove = async () => {
    setRemoving(true);
    await apply({});
    setRemoving(false);
  };

  if (amount.discountCode) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        <span className="flex items-center gap-2">
          <Tag className="size-4" aria-hidden />
          Code <strong className="font-semibold">{amount.discountCode}</strong> applied
        </span>
        <Button
          variant="ghost"
          size="sm"
          icon={<X className="size-4" aria-hidden />}
          loading={applying}
          disabled={busy}
          onClick={() => void remove()}
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) =>
        void handleSubmit(({ discountCode }) => apply({ discountCode: discountCode ?? undefined }))(
          e,
        )
      }
    >
      <Field id="checkout-code" label="Discount code" error={error}>
        <div className="flex gap-2">
          <Input
            {...fieldAria('checkout-code', error)}
            autoComplete="off"
            autoCapitalize="characters"
            {...register('discountCode', { onChange: () => clearErrors() })}
            disabled={busy || applying}
          />
          <Button type="submit" variant="outline" loading={applying} disabled={busy}>
            Apply
          </Button>
        </div>
      </Field>
    </form>
  );
}
