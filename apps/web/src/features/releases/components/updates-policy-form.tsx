import {
  RELEASE_MESSAGES,
  UPDATES_MONTHS_MAX,
  updatesPolicyInputSchema,
  type ProjectUpdates,
  type UpdatesPolicyInput,
} from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { updatesPolicyText } from '@/lib/updates-term';

import { useSaveUpdatesPolicy } from '../api/updates-policy';

/** The form as typed: a select and two text inputs. */
export interface PolicyFormValues {
  term: 'lifetime' | 'months';
  months: string;
  renewalPrice: string;
}

/**
 * The inputs turned into the request and checked by the request's own schema (the server's
 * texts); a blank number of months gets the form's short text first.
 */
export const policyFormSchema = z
  .object({
    term: z.enum(['lifetime', 'months']),
    months: z.string().trim(),
    renewalPrice: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.term === 'months' && v.months === '') {
      ctx.addIssue({ code: 'custom', path: ['months'], message: 'Enter a number of months' });
    }
  })
  .transform((v): UpdatesPolicyInput => ({
    updatesMonths: v.term === 'lifetime' ? null : Number(v.months),
    renewalPrice:
      v.term === 'lifetime' || v.renewalPrice === ''
        ? null
        : Number(v.renewalPrice.replace(/^\$/, '')),
  }))
  .pipe(updatesPolicyInputSchema);

/** Where a request field's error shows: the form field that fills it. */
const FIELD_OF: Record<string, keyof PolicyFormValues> = {
  updatesMonths: 'months',
  months: 'months',
  renewalPrice: 'renewalPrice',
};

const resolver: Resolver<PolicyFormValues, unknown, UpdatesPolicyInput> = async (
  values,
  context,
  options,
) => {
  const result = await zodResolver(policyFormSchema)(values, context, options);
  const errors: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(result.errors)) {
    errors[FIELD_OF[name] ?? 'root'] ??= error;
  }
  return { values: result.values, errors } as Awaited<ReturnType<typeof resolver>>;
};

export const policyDefaults = (updates: ProjectUpdates | undefined): PolicyFormValues => ({
  term: updates?.updatesMonths ? 'months' : 'lifetime',
  months: updates?.updatesMonths ? String(updates.updatesMonths) : '12',
  renewalPrice: updates?.renewalPrice != null ? String(updates.renewalPrice) : '',
});

/**
 * The author's updates policy (docs/product-rules.md#updates): lifetime updates, or a term of
 * months with a renewal price (empty: the project's price). New licenses take the policy in
 * force when they are bought; licenses already sold keep theirs.
 */
export function UpdatesPolicyForm({
  projectId,
  projectPrice,
  updates,
}: {
  projectId: string;
  /** The project's price in dollars: the renewal price when none is set. */
  projectPrice: number | null;
  updates: ProjectUpdates | undefined;
}) {
  const save = useSaveUpdatesPolicy(projectId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PolicyFormValues, unknown, UpdatesPolicyInput>({
    resolver,
    defaultValues: policyDefaults(updates),
    reValidateMode: 'onSubmit',
  });
  const term = useWatch({ control, name: 'term' });

  const onSubmit = async (input: UpdatesPolicyInput) => {
    try {
      const { policy } = await save.mutateAsync(input);
      reset(policyDefaults({ ...policy, latest: null }));
      notify('success', `Updates policy saved: ${updatesPolicyText(policy.updatesMonths)}`);
    } catch (err) {
      const message = errorMessage(err, 'The updates policy could not be saved. Try again.');
      if (message === RELEASE_MESSAGES.updatesMonthsInvalid) setError('months', { message });
      else if (message === RELEASE_MESSAGES.renewalPriceInvalid) {
        setError('renewalPrice', { message });
      } else setError('root', { message });
    }
  };

  const monthsError = errors.months?.message;
  const priceError = errors.renewalPrice?.message;
  return (
    <form
      noValidate
      aria-label="Updates policy"
      className="space-y-4"
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <Field
        id="updates-term"
        label="Updates included with a license"
        hint="Licenses sold from now on get this term. Licenses already sold keep theirs."
      >
        <Select
          {...fieldAria('updates-term', undefined, true)}
          {...register('term')}
          disabled={isSubmitting}
          options={[
            { value: 'lifetime', label: 'Lifetime updates' },
            { value: 'months', label: 'Updates for a number of months' },
          ]}
        />
      </Field>
      {term === 'months' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="updates-months"
            label="Months of updates"
            error={monthsError}
            hint={`From 1 to ${UPDATES_MONTHS_MAX}. A renewal adds as many.`}
            required
          >
            <Input
              {...fieldAria('updates-months', monthsError, true)}
              type="number"
              inputMode="numeric"
              min={1}
              max={UPDATES_MONTHS_MAX}
              step={1}
              {...register('months')}
              disabled={isSubmitting}
            />
          </Field>
          <Field
            id="updates-renewal-price"
            label="Renewal price (USD)"
            error={priceError}
            hint={
              projectPrice !== null
                ? `Leave empty to renew at the project's price (${formatUsd(projectPrice)}).`
                : "Leave empty to renew at the project's price."
            }
          >
            <Input
              {...fieldAria('updates-renewal-price', priceError, true)}
              inputMode="decimal"
              placeholder={projectPrice !== null ? String(projectPrice) : undefined}
              {...register('renewalPrice')}
              disabled={isSubmitting}
            />
          </Field>
        </div>
      )}
      {errors.root?.message && <Alert variant="error" title={errors.root.message} />}
      <Button type="submit" loading={isSubmitting}>
        Save updates policy
      </Button>
    </form>
  );
}
