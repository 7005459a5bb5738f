import type { ProjectForm } from '@codebazaar/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * Pay what you want (docs/product-rules.md#pay-what-you-want): the price above becomes the
 * minimum, and an optional suggested price is proposed at checkout.
 */
export function PayWhatYouWantFields({
  form,
  idOf,
}: {
  form: UseFormReturn<ProjectForm>;
  idOf: (name: string) => string;
}) {
  const { register, control, formState } = form;
  const enabled = useWatch({ control, name: 'payWhatYouWant' }) ?? false;
  const error = formState.errors.suggestedPrice?.message;
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
