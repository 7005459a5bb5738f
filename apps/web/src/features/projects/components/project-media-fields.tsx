import { MEDIA_MAX_SCREENSHOTS } from '@codebazaar/shared/rules';
import { useId, useRef } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from '@/components/ui/icons';
import { IMAGE_ACCEPT } from '@/lib/image-file-checks';

import type { MediaEditor, MediaItem } from '../hooks/use-media-editor';

/** A hidden file input opened by a button, so the button carries the words and the focus. */
function FilePicker({
  label,
  multiple,
  disabled,
  onFiles,
  variant = 'outline',
}: {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  variant?: 'outline' | 'secondary';
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // The same file can be chosen again after a failure.
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button
        size="sm"
        variant={variant}
        disabled={disabled}
        icon={<ImagePlus className="size-4" aria-hidden />}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}

function Thumbnail({ item, alt }: { item: MediaItem; alt: string }) {
  return (
    <img
      src={item.url}
      alt={alt}
      width={item.width ?? 640}
      height={item.height ?? 360}
      className="aspect-video h-auto w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
    />
  );
}

/**
 * The cover and up to six screenshots of a project (docs/product-rules.md#project-media): choose,
 * replace, remove and reorder with buttons, with the upload's progress and any problem in words.
 */
export function ProjectMediaFields({ editor }: { editor: MediaEditor }) {
  const ids = useId();
  const busy = editor.upload !== null || editor.working;
  const count = editor.screenshots.length;
  const full = count >= MEDIA_MAX_SCREENSHOTS;
  return (
    <Card>
      <CardContent className="space-y-5">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Images</h2>
          <p className="mt-1 text-sm text-slate-600">
            PNG, JPEG or WebP, up to 5 MB each. The cover shows on project cards and when the page
            is shared; screenshots show on the project page.
            {!editor.immediate && ' They are uploaded when you publish or save the draft.'}
          </p>
        </div>

        <section aria-labelledby={`${ids}-cover`} className="space-y-3">
          <h3 id={`${ids}-cover`} className="text-sm font-medium text-slate-800">
            Cover image
          </h3>
          {editor.cover ? (
            <div className="max-w-sm">
              <Thumbnail item={editor.cover} alt="Cover image" />
            </div>
          ) : (
            <p className="flex aspect-video max-w-sm items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 text-center text-sm text-slate-600">
              No cover yet. Cards show the text only.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <FilePicker
              label={editor.cover ? 'Replace cover' : 'Choose cover'}
              disabled={busy}
              onFiles={(files) => editor.setCover(files[0]!)}
            />
            {editor.cover && (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                icon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => editor.remove(editor.cover!)}
              >
                Remove cover
              </Button>
            )}
          </div>
        </section>

        <section aria-labelledby={`${ids}-shots`} className="space-y-3">
          <h3 id={`${ids}-shots`} className="text-sm font-medium text-slate-800">
            Screenshots{' '}
            <span className="font-normal text-slate-600">
              ({count} of {MEDIA_MAX_SCREENSHOTS})
            </span>
          </h3>
          {count > 0 && (
            <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {editor.screenshots.map((item, i) => (
                <li key={item.key} className="space-y-2">
                  <Thumbnail item={item} alt={`Screenshot ${i + 1}`} />
                  <div className="flex items-center gap-1">
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      disabled={busy || i === 0}
                      aria-label={`Move screenshot ${i + 1} earlier`}
                      onClick={() => editor.move(item, -1)}
                    >
                      <ArrowLeft className="size-4" aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      disabled={busy || i === count - 1}
                      aria-label={`Move screenshot ${i + 1} later`}
                      onClick={() => editor.move(item, 1)}
                    >
                      <ArrowRight className="size-4" aria-hidden />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="ml-auto"
                      disabled={busy}
                      icon={<Trash2 className="size-4" aria-hidden />}
                      aria-label={`Remove screenshot ${i + 1}`}
                      onClick={() => editor.remove(item)}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <FilePicker
            label="Add screenshots"
            multiple
            disabled={busy || full}
            onFiles={editor.addScreenshots}
          />
        </section>

        {editor.upload && (
          <div role="status" className="space-y-1 text-sm text-slate-700">
            <p>
              Uploading {editor.upload.kind === 'cover' ? 'the cover' : 'a screenshot'} (
              {editor.upload.name})… {Math.round(editor.upload.progress * 100)}%
            </p>
            <progress
              className="h-2 w-full max-w-sm overflow-hidden rounded accent-indigo-600"
              value={editor.upload.progress}
              max={1}
              aria-label="Upload progress"
            />
          </div>
        )}
        {editor.error && <Alert variant="error">{editor.error}</Alert>}
      </CardContent>
    </Card>
  );
}
