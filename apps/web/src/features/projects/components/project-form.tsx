import { projectDraftFormSchema, projectFormSchema, type ProjectForm } from '@codebazaar/shared';
import {
  defaultRepositoryUrls,
  LICENSE_TYPES,
  parsePrice,
  PROJECT_CATEGORIES,
  showsFreeFeatures,
  showsPaidFeatures,
  showsPrice,
  needsFreeRepository,
  needsPaidRepository,
  type LicenseType,
} from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { FileText, Send, Sparkles } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import type { SaveMode } from '../api/save-project';
import { useAiFill } from '../hooks/use-ai-fill';

import { visibleFormValues } from '../lib/project-form-values';

import { FeeBreakdown } from './fee-breakdown';
import { SaleTermsFields } from './sale-terms-fields';
import { RepositoryVerification } from './repository-verification';

const licenseLabel = (type: LicenseType) =>
  LICENSE_TYPES.find((t) => t.value === type)?.label ?? type;

const LICENSE_HINTS: Record<LicenseType, string> = {
  free: 'Anyone can claim the code at no cost.',
  paid: 'Buyers pay your price plus the marketplace fee.',
  freemium: 'A free edition plus a paid premium edition.',
};

export interface ProjectFormProps {
  defaultValues: ProjectForm;
  /**
   * The signed-in author's username, for the default repository URLs
   * (docs/product-rules.md#projects).
   */
  username: string;
  /** Label of the publish button. */
  publishLabel: string;
  /** Whether Save as draft is offered (not for a project that is already published). */
  allowDraft: boolean;
  /** Saves the form; rejects with the error to show. */
  onSubmit: (mode: SaveMode, values: ProjectForm) => Promise<void>;
  /** The error of the last save, shown above the buttons. */
  submitError?: string | null;
  /** The cover and screenshot fields, shown after the project details. */
  media?: ReactNode;
}

/**
 * The project form (see docs/product-rules.md#projects): every field, the visibility rules per
 * license type, the fee breakdown, the AI helper, Save as draft (needs only a title), Publish and
 * Cancel.
 */
export function ProjectFormView({
  defaultValues,
  username,
  publishLabel,
  allowDraft,
  onSubmit,
  submitError,
  media,
}: ProjectFormProps) {
  const navigate = useNavigate();
  const ids = useId();
  const fid = (name: string) => `${ids}-${name}`;
  // Publish checks the full rules; a draft needs only a title (docs/product-rules.md#projects).
  const modeRef = useRef<SaveMode>('publish');
  const resolver: Resolver<ProjectForm> = (values, context, options) =>
    zodResolver(modeRef.current === 'draft' ? projectDraftFormSchema : projectFormSchema)(
      visibleFormValues(values),
      context,
      options,
    );
  const form = useForm<ProjectForm>({ defaultValues, resolver, mode: 'onSubmit' });
  const {
    register,
    control,
    clearErrors,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [pending, setPending] = useState<SaveMode | null>(null);

  const licenseType = useWatch({ control, name: 'licenseType' });
  const price = parsePrice(useWatch({ control, name: 'price' }));
  const title = useWatch({ control, name: 'title' });
  const freeRepositoryUrl = useWatch({ control, name: 'freeRepositoryUrl' });
  const paidRepositoryUrl = useWatch({ control, name: 'paidRepositoryUrl' });
  const defaults = defaultRepositoryUrls(username, title);

  const ai = useAiFill(form);
  const licenseField = register('licenseType');

  const submit = (mode: SaveMode) => {
    modeRef.current = mode;
    clearErrors();
    void handleSubmit(async (values) => {
      setPending(mode);
      try {
        await onSubmit(mode, values);
      } finally {
        setPending(null);
      }
    })();
  };

  const busy = isSubmitting || pending !== null;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit('publish');
      }}
      className="space-y-6"
    >
      <Card>
        <CardContent className="space-y-5">
          <h2 className="text-lg font-semibold text-slate-900">Project details</h2>
          <Field id={fid('title')} label="Title" required error={errors.title?.message}>
            <Input
              {...fieldAria(fid('title'), errors.title?.message)}
              {...register('title')}
              maxLength={200}
              placeholder="e.g. SaaS Analytics Dashboard"
              autoComplete="off"
            />
          </Field>

          <Field
            id={fid('description')}
            label="Description"
            required
            error={errors.description?.message}
            hint="What it does, who it is for and how it is built."
          >
            <Textarea
              {...fieldAria(fid('description'), errors.description?.message, true)}
              {...register('description')}
              rows={8}
              placeholder="Describe your project…"
            />
          </Field>

          <div className="flex flex-col gap-3 rounded-lg border border-indigo-100 bg-indigo-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm text-indigo-900">
              <p className="font-medium">Need a head start?</p>
              <p className="text-indigo-800/80">
                Generate a description, tags, repository URLs and features from the title.
              </p>
            </div>
            <Button
              variant="secondary"
              icon={<Sparkles className="size-4" aria-hidden />}
              loading={ai.pending}
              onClick={ai.generate}
            >
              {ai.pending ? 'Generating…' : 'Generate with AI'}
            </Button>
          </div>
          {ai.error && <Alert variant="error">{ai.error}</Alert>}

          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={fid('category')} label="Category" required error={errors.category?.message}>
              <Select
                {...fieldAria(fid('category'), errors.category?.message)}
                {...register('category')}
              >
                <option value="">Select a category</option>
                {PROJECT_CATEGORIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id={fid('tags')}
              label="Tags"
              error={errors.tags?.message}
              hint="Comma-separated, e.g. react, typescript, dashboard"
            >
              <Input
                {...fieldAria(fid('tags'), errors.tags?.message, true)}
                {...register('tags')}
                placeholder="react, typescript, dashboard"
              />
            </Field>
          </div>

          <Field
            id={fid('demoUrl')}
            label="Demo URL"
            error={errors.demoUrl?.message}
            hint="Optional. A public page where the project runs; shown in the demo sandbox."
          >
            <Input
              {...fieldAria(fid('demoUrl'), errors.demoUrl?.message, true)}
              {...register('demoUrl')}
              type="url"
              inputMode="url"
              placeholder="https://demo.example.com"
            />
          </Field>
        </CardContent>
      </Card>

      {media}

      <Card>
        <CardContent className="space-y-5">
          <h2 className="text-lg font-semibold text-slate-900">License and pricing</h2>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">License type</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {LICENSE_TYPES.map((t) => (
                <label
                  key={t.value}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                    licenseType === t.value
                      ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500'
                      : 'border-slate-200 hover:border-slate-300',
                  )}
                >
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    <input
                      type="radio"
                      value={t.value}
                      {...licenseField}
                      onChange={(e) => {
                        void licenseField.onChange(e);
                        ai.onLicenseTypeChange(e.target.value as LicenseType);
                      }}
                      aria-label={t.label}
                      aria-describedby={fid(`license-${t.value}`)}
                      className="size-4 accent-indigo-600"
                    />
                    {t.label}
                  </span>
                  <span id={fid(`license-${t.value}`)} className="mt-1 text-xs text-slate-600">
                    {LICENSE_HINTS[t.value]}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {ai.staleFor && (
            <Alert
              variant="info"
              title={`The AI text was written for a ${licenseLabel(ai.staleFor)} license`}
              action={
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    icon={<Sparkles className="size-4" aria-hidden />}
                    loading={ai.pending}
                    onClick={ai.regenerate}
                  >
                    Regenerate for {licenseLabel(licenseType)}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={ai.dismissStale}>
                    Keep my text
                  </Button>
                </div>
              }
            >
              You edited it since, so it was not replaced. Check the description, tags and features
              still match the license you chose.
            </Alert>
          )}

          {showsPrice(licenseType) && (
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                id={fid('price')}
                label="Price (USD)"
                error={errors.price?.message}
                hint="Your price. The marketplace fee is added on top for the customer."
              >
                <div className="relative">
                  <span
                    className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500"
                    aria-hidden
                  >
                    $
                  </span>
                  <Input
                    {...fieldAria(fid('price'), errors.price?.message, true)}
                    {...register('price')}
                    type="number"
                    min={0}
                    step={0.01}
                    inputMode="decimal"
                    placeholder="0.00"
                    className="pl-7"
                  />
                </div>
              </Field>
              <FeeBreakdown price={price} audience="seller" className="self-start" />
              <SaleTermsFields form={form} idOf={fid} />
            </div>
          )}

          {needsFreeRepository(licenseType) && (
            <Field
              id={fid('freeRepositoryUrl')}
              label="Free repository URL"
              error={errors.freeRepositoryUrl?.message}
              hint="Required for free and freemium projects. Left blank, the address shown is used."
            >
              <Input
                {...fieldAria(fid('freeRepositoryUrl'), errors.freeRepositoryUrl?.message, true)}
                {...register('freeRepositoryUrl')}
                type="url"
                inputMode="url"
                placeholder={defaults.freeUrl}
              />
              <RepositoryVerification url={freeRepositoryUrl} />
            </Field>
          )}
          {needsPaidRepository(licenseType) && (
            <Field
              id={fid('paidRepositoryUrl')}
              label="Paid repository URL"
              error={errors.paidRepositoryUrl?.message}
              hint="Required to publish a paid or freemium project: buyers are invited to this repository, and only they see it."
            >
              <Input
                {...fieldAria(fid('paidRepositoryUrl'), errors.paidRepositoryUrl?.message, true)}
                {...register('paidRepositoryUrl')}
                type="url"
                inputMode="url"
                placeholder="https://github.com/you/your-paid-repository"
              />
              <RepositoryVerification url={paidRepositoryUrl} />
            </Field>
          )}

          {showsFreeFeatures(licenseType) && (
            <Field
              id={fid('freeFeatures')}
              label="Free features"
              error={errors.features?.freeFeatures?.message}
              hint="Separate features with commas."
            >
              <Textarea
                {...fieldAria(fid('freeFeatures'), errors.features?.freeFeatures?.message, true)}
                {...register('features.freeFeatures')}
                rows={3}
                placeholder="Source code, Basic documentation"
              />
            </Field>
          )}
          {showsPaidFeatures(licenseType) && (
            <Field
              id={fid('paidFeatures')}
              label="Paid features"
              error={errors.features?.paidFeatures?.message}
              hint="Separate features with commas."
            >
              <Textarea
                {...fieldAria(fid('paidFeatures'), errors.features?.paidFeatures?.message, true)}
                {...register('features.paidFeatures')}
                rows={3}
                placeholder="Commercial license, Priority support"
              />
            </Field>
          )}
        </CardContent>
      </Card>

      {submitError && <Alert variant="error">{submitError}</Alert>}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={() => void navigate(paths.findProjects)} disabled={busy}>
          Cancel
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {allowDraft && (
            <Button
              variant="outline"
              icon={<FileText className="size-4" aria-hidden />}
              loading={pending === 'draft'}
              disabled={busy}
              onClick={() => submit('draft')}
            >
              Save as draft
            </Button>
          )}
          <Button
            type="submit"
            icon={<Send className="size-4" aria-hidden />}
            loading={pending === 'publish'}
            disabled={busy}
          >
            {publishLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
