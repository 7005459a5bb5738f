import {
  BUNDLE_MAX_PROJECTS,
  BUNDLE_MESSAGES,
  bundleInputSchema,
  type BundleDto,
  type BundleInput,
  type Project,
} from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field, fieldAria, fieldErrorId } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';

import { useSaveBundle } from '../api/bundles';
import { bundleSaving, sumPrices } from '../lib/bundle-prices';

/** The form as typed: the price is the text of its input. */
export interface BundleFormValues {
  title: string;
  description: string;
  projectIds: string[];
  price: string;
}

/** A project a bundle may hold: the seller's published paid or freemium project with a price. */
export const isBundleable = (p: Project): boolean =>
  p.status === 'published' && p.license.type !== 'free' && (p.license.price ?? 0) > 0;

/**
 * The form's fields turned into the request and checked by the request's own schema (the
 * server's texts; a blank price gets the form's own), then the one rule the form can check
 * itself: the price below the sum of the chosen projects' prices.
 */
export function bundleFormSchema(priceOf: (projectId: string) => number) {
  return z
    .object({
      title: z.string(),
      description: z.string(),
      projectIds: z.array(z.string()),
      price: z.string(),
    })
    .transform((v) => ({ ...v, price: v.price.trim() === '' ? null : Number(v.price) }))
    .superRefine((v, ctx) => {
      const issue = (path: PropertyKey[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (v.price === null) issue(['price'], 'Enter a price');
      // The request's schema checks the rest (a blank price has its own text above).
      for (const i of bundleInputSchema.safeParse({ ...v, price: v.price ?? 1 }).error?.issues ??
        []) {
        issue(i.path, i.message);
      }
      if (v.price === null || !Number.isFinite(v.price) || v.projectIds.length < 2) return;
      if (v.price >= sumPrices(v.projectIds.map(priceOf))) {
        issue(['price'], BUNDLE_MESSAGES.priceNotBelowTotal);
      }
    })
    .transform((v): BundleInput => ({ ...v, price: v.price ?? 0 }));
}

export interface BundleFormProps {
  /** The bundle to edit; null for a new one. */
  bundle: BundleDto | null;
  /** The seller's projects a bundle may hold. */
  projects: Project[];
  onSaved: (bundle: BundleDto) => void;
  onCancel: () => void;
}

/** Create or edit a bundle: title, description, 2 to 20 projects, price (dollars). */
export function BundleForm({ bundle, projects, onSaved, onCancel }: BundleFormProps) {
  const save = useSaveBundle();
  const prices = useMemo(
    () => new Map(projects.map((p) => [p._id, p.license.price ?? 0])),
    [projects],
  );
  const schema = useMemo(() => bundleFormSchema((id) => prices.get(id) ?? 0), [prices]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<BundleFormValues, unknown, BundleInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: bundle?.title ?? '',
      description: bundle?.description ?? '',
      // A project no longer eligible drops out; the seller sees the list as it can be saved.
      projectIds: bundle?.projects.map((p) => p.id).filter((id) => prices.has(id)) ?? [],
      price: bundle?.price != null ? String(bundle.price) : '',
    },
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof BundleFormValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        clearErrors('root');
      },
    });
  const chosen = useWatch({ control, name: 'projectIds' }) ?? [];
  const priceText = useWatch({ control, name: 'price' });
  const listTotal = sumPrices(chosen.map((id) => prices.get(id) ?? 0));
  const price = Number(priceText);
  const saving =
    priceText && Number.isFinite(price) && price < listTotal
      ? bundleSaving(listTotal, price)
      : null;

  const formId = bundle ? `bundle-${bundle.id}` : 'bundle-new';
  const idOf = (name: string) => `${formId}-${name}`;
  const titleError = errors.title?.message;
  const descriptionError = errors.description?.message;
  const projectsError = errors.projectIds?.message ?? errors.projectIds?.[0]?.message;
  const priceError = errors.price?.message;

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: bundle?.id ?? null, input });
      notify('success', bundle ? 'Bundle saved' : `Bundle ${saved.title} created`);
      onSaved(saved);
    } catch (err) {
      setError('root', { message: errorMessage(err, 'Failed to save the bundle') });
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={bundle ? `Edit bundle ${bundle.title}` : 'New bundle'}
      className="space-y-5 rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <Field id={idOf('title')} label="Title" required error={titleError}>
        <Input
          {...fieldAria(idOf('title'), titleError)}
          {...field('title')}
          placeholder="SaaS starter pack"
          maxLength={120}
        />
      </Field>
      <Field
        id={idOf('description')}
        label="Description"
        error={descriptionError}
        hint="What the projects do together. Optional."
      >
        <Textarea
          {...fieldAria(idOf('description'), descriptionError, true)}
          {...field('description')}
          rows={3}
          maxLength={2000}
        />
      </Field>

      <fieldset aria-describedby={projectsError ? fieldErrorId(idOf('projects')) : undefined}>
        <legend className="text-sm font-medium text-slate-700">
          Projects
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
          <span className="ml-2 font-normal text-slate-500">
            {chosen.length} chosen, 2 to {BUNDLE_MAX_PROJECTS}
          </span>
        </legend>
        {projects.length < 2 ? (
          <p className="mt-2 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-4 text-sm text-slate-600">
            A bundle needs at least two of your published paid or freemium projects with a price.
          </p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {projects.map((p) => (
              <li key={p._id}>
                <label className="flex h-full cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-50/60">
                  <input
                    type="checkbox"
                    value={p._id}
                    className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-indigo-600"
                    {...field('projectIds')}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900">{p.title}</span>
                    <span className="block text-xs text-slate-500">
                      {p.license.payWhatYouWant ? 'Pay what you want, from ' : ''}
                      {formatUsd(p.license.price ?? 0)}
                      {p.license.type === 'freemium' ? ' · freemium' : ''}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {projectsError && (
          <p id={fieldErrorId(idOf('projects'))} className="mt-1.5 text-sm text-red-600">
            {projectsError}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
        <Field id={idOf('price')} label="Bundle price (USD)" required error={priceError}>
          <Input
            {...fieldAria(idOf('price'), priceError)}
            {...field('price')}
            type="number"
            min={1}
            step={0.01}
            inputMode="decimal"
          />
        </Field>
        <dl
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-white px-4 py-3 text-sm ring-1 ring-slate-200 sm:mt-6 sm:max-w-xs"
          aria-live="polite"
        >
          <dt className="text-slate-600">Sum of list prices</dt>
          <dd className="text-right font-medium text-slate-900">{formatUsd(listTotal)}</dd>
          <dt className="text-slate-600">Buyers save</dt>
          <dd className="text-right font-medium text-emerald-700">
            {saving ? `${formatUsd(saving.amount)} (${saving.percent}%)` : '—'}
          </dd>
        </dl>
      </div>

      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {bundle ? 'Save bundle' : 'Create bundle'}
        </Button>
      </div>
    </form>
  );
}
