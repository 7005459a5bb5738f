import type { ProjectForm } from '@codebazaar/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * Sale terms of a priced license: the refund window (docs/product-rules.md#refunds) and pay
 * what you want (docs/product-rules.md#pay-what-you-want), where the price above becomes the
 * minimum, and an optional suggested price is proposed at checkout.
 */
export function SaleTermsFields({
  form,
  idOf,
}: {
  form: UseFormReturn<ProjectForm>;
  idOf: (name: string) => string;
}) {
  const { register, control, formState } = form;
  const enabled = useWatch({ control, name: 'payWhatYouWant' }) ?? false;
  const error = formState.errors.suggestedPrice?.message;
  const windowError = formState.errors.refundWindowDays?.message;
  return (
    <div className="space-y-3 sm:col-span-2">
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300 text-indigo-600"
          {...register('payWhatYouWant')}
        />
        <span>
          <span className="font-medium text-slate-900">Pay what you want</span>
          <span className="block text-xs text-slate-500">
            Buyers choose their amount; the price above is the minimum.
          </span>
        </span>
      </label>
      <Field
        id={idOf('refundWindowDays')}
        label="Refund window (days)"
        error={windowError}
        hint="Buyers may ask for a refund this many days after buying (0 to 60; blank: 14)."
        className="sm:max-w-xs"
      >
        <Input
          {...fieldAria(idOf('refundWindowDays'), windowError, true)}
          {...register('refundWindowDays')}
          type="number"
          min={0}
          max={60}
          step={1}
          inputMode="numeric"
          placeholder="14"
        />
      </Field>
      {enabled && (
        <Field
          id={idOf('suggestedPrice')}
          label="Suggested price (USD)"
          error={error}
          hint="Optional. Proposed at checkout; at least the minimum."
          className="sm:max-w-xs"
        >
          <Input
            {...fieldAria(idOf('suggestedPrice'), error, true)}
            {...register('suggestedPrice')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            placeholder="0.00"
          />
        </Field>
      )}
    </div>
  );
}
