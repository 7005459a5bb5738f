import {
  createReleaseFieldsSchema,
  createReleaseJsonSchema,
  RELEASE_MAX_MB_DEFAULT,
  RELEASE_MESSAGES,
  RELEASE_NOTES_MAX,
} from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Upload } from '@/components/ui/icons';
import { Input, controlClasses } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { checkedBy } from '@/lib/checked-by';
import { versionLabel } from '@/lib/updates-term';

import { usePublishRelease, type PublishReleaseInput } from '../api/releases';

/** The archives a release file may be (the server checks the content too). */
export const RELEASE_FILE_ACCEPT = '.zip,.tar.gz,.tgz,application/zip,application/gzip';
const ARCHIVE_NAME = /\.(zip|tar\.gz|tgz)$/i;

export interface PublishFormValues {
  version: string;
  notes: string;
  /** YYYY-MM-DD from a date input, or ''. */
  backdatedTo: string;
  source: 'upload' | 'tag';
  file: FileList | null;
  githubTag: string;
}

const EMPTY: PublishFormValues = {
  version: '',
  notes: '',
  backdatedTo: '',
  source: 'upload',
  file: null,
  githubTag: '',
};

/** Today as a date input writes it (UTC, like the server's dates). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The form turned into the request, then checked by the request's own schema (the server's
 * texts): the fields of an upload, or the JSON of a GitHub tag. What only the form can say (a
 * blank version, no file chosen, a file that is no archive, a date ahead) comes first.
 */
export const publishFormSchema = z
  .object({
    version: z.string(),
    notes: z.string(),
    backdatedTo: z.string(),
    source: z.enum(['upload', 'tag']),
    file: z.custom<FileList | null>(),
    githubTag: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof PublishFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.version.trim()) issue('version', 'Enter a version, such as 1.0.0');
    if (v.source === 'upload') {
      const file = v.file?.[0];
      if (!file) issue('file', 'Choose a zip or tar.gz file');
      else if (!ARCHIVE_NAME.test(file.name)) issue('file', RELEASE_MESSAGES.notAnArchive);
      else if (file.size === 0) issue('file', `“${file.name}” is empty`);
    } else if (!v.githubTag.trim()) {
      issue('githubTag', 'Enter the tag, such as v1.2.0');
    }
    if (v.backdatedTo && v.backdatedTo > today()) {
      issue('backdatedTo', RELEASE_MESSAGES.backdatedInvalid);
    }
  })
  .transform((v): PublishReleaseInput => {
    const fields = {
      version: v.version.trim(),
      notes: v.notes,
      ...(v.backdatedTo ? { backdatedTo: v.backdatedTo } : {}),
    };
    return v.source === 'upload'
      ? { ...fields, file: v.file![0]! }
      : { ...fields, githubTag: v.githubTag.trim() };
  })
  .superRefine((input, ctx) =>
    checkedBy(input.file ? createReleaseFieldsSchema : createReleaseJsonSchema)(input, ctx),
  );

/** Which field a refusal of the server belongs under; others show above the button. */
function fieldOfMessage(message: string): Path<PublishFormValues> | null {
  switch (message) {
    case RELEASE_MESSAGES.versionInvalid:
    case RELEASE_MESSAGES.versionTaken:
      return 'version';
    case RELEASE_MESSAGES.notesTooLong:
      return 'notes';
    case RELEASE_MESSAGES.backdatedInvalid:
      return 'backdatedTo';
    case RELEASE_MESSAGES.noFile:
    case RELEASE_MESSAGES.notAnArchive:
    case RELEASE_MESSAGES.badUpload:
      return 'file';
    case RELEASE_MESSAGES.githubTagNotFound:
      return 'githubTag';
    default:
      return message.startsWith('The release file must be at most') ? 'file' : null;
  }
}

/**
 * Publishing a release (docs/product-rules.md#releases): a semantic version, Markdown notes, an
 * optional date it counts from (a fix meant for older terms), and its file: an archive uploaded
 * with progress, or a tag of the project's GitHub repository when it has one.
 */
export function PublishReleaseForm({
  projectId,
  canUseTag,
}: {
  projectId: string;
  /** The project has a GitHub repository on a server with GitHub: a tag may be the file. */
  canUseTag: boolean;
}) {
  const publish = usePublishRelease(projectId);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PublishFormValues, unknown, PublishReleaseInput>({
    resolver: zodResolver(publishFormSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const source = useWatch({ control, name: 'source' });

  const onSubmit = async (input: PublishReleaseInput) => {
    setProgress(input.file ? 0 : null);
    try {
      const { release } = await publish.mutateAsync({ input, onProgress: setProgress });
      // Clears the file input too (a reset without values resets the form element).
      reset();
      notify('success', `${versionLabel(release.version)} published`);
    } catch (err) {
      const message = errorMessage(err, 'The release could not be published. Try again.');
      setError(fieldOfMessage(message) ?? 'root', { message });
    } finally {
      setProgress(null);
    }
  };

  const e = {
    version: errors.version?.message,
    notes: errors.notes?.message,
    backdatedTo: errors.backdatedTo?.message,
    file: errors.file?.message,
    githubTag: errors.githubTag?.message,
  };
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <form
      noValidate
      aria-label="Publish a release"
      className="space-y-4"
      onSubmit={(ev) => void handleSubmit(onSubmit)(ev)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="release-version"
          label="Version"
          error={e.version}
          hint="A semantic version, such as 1.2.0."
          required
        >
          <Input
            {...fieldAria('release-version', e.version, true)}
            autoComplete="off"
            spellCheck={false}
            placeholder="1.0.0"
            {...register('version')}
            disabled={isSubmitting}
          />
        </Field>
        <Field
          id="release-backdated"
          label="Counts from (optional)"
          error={e.backdatedTo}
          hint="A past date, for a fix meant to reach licenses whose updates ended."
        >
          <Input
            {...fieldAria('release-backdated', e.backdatedTo, true)}
            type="date"
            max={today()}
            {...register('backdatedTo')}
            disabled={isSubmitting}
          />
        </Field>
      </div>
      <Field
        id="release-notes"
        label="Release notes"
        error={e.notes}
        hint="Markdown: headings, lists, links and code. Buyers read them in the changelog and the mail."
      >
        <Textarea
          {...fieldAria('release-notes', e.notes, true)}
          rows={5}
          maxLength={RELEASE_NOTES_MAX}
          {...register('notes')}
          disabled={isSubmitting}
        />
      </Field>

      {canUseTag && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">File</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <label className="inline-flex items-center gap-2">
              <input
                type="radio"
                value="upload"
                className="size-4 text-indigo-600"
                {...register('source')}
                disabled={isSubmitting}
              />
              Upload an archive
            </label>
            <label className="inline-flex items-center gap-2">
              <input
                type="radio"
                value="tag"
                className="size-4 text-indigo-600"
                {...register('source')}
                disabled={isSubmitting}
              />
              From a GitHub tag
            </label>
          </div>
        </fieldset>
      )}
      {source === 'upload' ? (
        <Field
          id="release-file"
          label="Release file"
          error={e.file}
          hint={`A .zip or .tar.gz of at most ${RELEASE_MAX_MB_DEFAULT} MB. Buyers see its size and SHA-256.`}
          required
        >
          <input
            {...fieldAria('release-file', e.file, true)}
            type="file"
            accept={RELEASE_FILE_ACCEPT}
            className={controlClasses(
              Boolean(e.file),
              'file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-700',
            )}
            {...register('file')}
            disabled={isSubmitting}
          />
        </Field>
      ) : (
        <Field
          id="release-tag"
          label="GitHub tag"
          error={e.githubTag}
          hint="A tag of the project's repository; its archive becomes the release file."
          required
        >
          <Input
            {...fieldAria('release-tag', e.githubTag, true)}
            autoComplete="off"
            spellCheck={false}
            placeholder="v1.0.0"
            {...register('githubTag')}
            disabled={isSubmitting}
          />
        </Field>
      )}

      {percent !== null && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-2 bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-slate-500" aria-live="polite">
            {percent < 100 ? `Uploading… ${percent}%` : 'Checking the file…'}
          </p>
        </div>
      )}
      {errors.root?.message && <Alert variant="error" title={errors.root.message} />}
      <Button type="submit" loading={isSubmitting} icon={<Upload className="size-4" aria-hidden />}>
        {isSubmitting
          ? source === 'tag'
            ? 'Fetching the tag…'
            : 'Publishing…'
          : 'Publish release'}
      </Button>
    </form>
  );
}
