import type { ProjectForm } from '@codebazaar/shared';
import { joinCommaList, PROJECT_MESSAGES, type LicenseType } from '@codebazaar/shared/rules';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { useAiGenerateProject } from '../api/ai-generate';

export const AI_GENERATE_FAILED = 'Failed to generate AI content. Please try again.';

/** The fields whose AI text depends on the license type ("free to use", "open-source", features). */
const LICENSE_WORDED = [
  'description',
  'tags',
  'features.freeFeatures',
  'features.paidFeatures',
] as const;
type LicenseWorded = (typeof LICENSE_WORDED)[number];

/** What the last AI fill wrote, and for which license type. */
interface AiFill {
  licenseType: LicenseType;
  /** The author's own notes (the description before the fill), sent again on a regeneration. */
  notes: string;
  written: Partial<Record<LicenseWorded, string>>;
}

/**
 * The AI helper of the project form: fills description, tags, category, repository URLs and
 * features from the title. Filled fields drop their "required" errors. When the license type
 * changes after a fill, text written for the old type is regenerated for the new one if the
 * author has not touched it, or else flagged (`staleFor`) with an offer to regenerate.
 */
export function useAiFill(form: UseFormReturn<ProjectForm>) {
  const { getValues, setValue, setError, clearErrors } = form;
  const ai = useAiGenerateProject();
  const [error, setAiError] = useState<string | null>(null);
  const [fill, setFill] = useState<AiFill | null>(null);
  /** The license type the current AI text was written for, when it no longer matches. */
  const [staleFor, setStaleFor] = useState<LicenseType | null>(null);

  const run = (notes: string) => {
    setAiError(null);
    const projectName = getValues('title').trim();
    if (!projectName) {
      setError('title', { message: PROJECT_MESSAGES.titleRequiredForAi }, { shouldFocus: true });
      setAiError(PROJECT_MESSAGES.titleRequiredForAi);
      return;
    }
    clearErrors('title');
    const licenseType = getValues('licenseType');
    ai.mutate(
      { projectName, description: notes, licenseType },
      {
        onSuccess: (res) => {
          // Validating what is set clears the "required" error of a field the AI filled.
          const opts = { shouldDirty: true, shouldValidate: true } as const;
          const written: AiFill['written'] = {};
          const write = (name: LicenseWorded, value: string) => {
            // A list the AI leaves empty for this type clears its own earlier text only.
            if (!value && getValues(name) !== fill?.written[name]) return;
            setValue(name, value, opts);
            written[name] = value;
          };
          if (res.description) write('description', res.description);
          write('tags', joinCommaList(res.tags));
          write('features.freeFeatures', joinCommaList(res.features.freeFeatures));
          write('features.paidFeatures', joinCommaList(res.features.paidFeatures));
          if (!getValues('category')) setValue('category', res.category, opts);
          if (res.freeRepositoryUrl && !getValues('freeRepositoryUrl').trim())
            setValue('freeRepositoryUrl', res.freeRepositoryUrl, opts);
          if (res.paidRepositoryUrl && !getValues('paidRepositoryUrl').trim())
            setValue('paidRepositoryUrl', res.paidRepositoryUrl, opts);
          setFill({ licenseType, notes, written });
          setStaleFor(null);
        },
        onError: (err) => {
          console.error('AI generation failed', err);
          setAiError(AI_GENERATE_FAILED);
        },
      },
    );
  };

  /** Called after the author picks another license type. */
  const onLicenseTypeChange = (next: LicenseType) => {
    if (!fill || ai.isPending) return;
    if (next === fill.licenseType) {
      setStaleFor(null);
      return;
    }
    const untouched = LICENSE_WORDED.every(
      (name) => fill.written[name] === undefined || getValues(name) === fill.written[name],
    );
    if (untouched) run(fill.notes);
    else setStaleFor(fill.licenseType);
  };

  return {
    /** Generate from the title and the description as notes. */
    generate: () => run(getValues('description')),
    /** Write the AI text again for the current license type. */
    regenerate: () => run(fill?.notes ?? getValues('description')),
    dismissStale: () => setStaleFor(null),
    onLicenseTypeChange,
    pending: ai.isPending,
    error,
    staleFor,
  };
}
