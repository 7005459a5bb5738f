import { Archive, Eye, PenLine, Save, Send } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import type { BlogPost } from '@codebazaar/shared';
import {
  BLOG_CATEGORIES,
  BLOG_EXCERPT_IDEAL_LENGTH,
  BLOG_META_DESCRIPTION_IDEAL_LENGTH,
  BLOG_META_TITLE_IDEAL_LENGTH,
  BLOG_REQUIRED_MESSAGE,
  BLOG_STATUSES,
  parseTags,
  readTime,
  slugify,
  type BlogStatus,
} from '@codebazaar/shared/rules';
import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldAria, fieldErrorId } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useBlocker } from '@/lib/navigation';
import { cn } from '@/lib/cn';

import { useSaveBlogPost } from '../api/admin-posts';
import {
  findInputProblems,
  toEditorValues,
  toPostInput,
  type EditorValues,
} from '../lib/editor-values';
import { BLOG_MESSAGES } from '../lib/messages';

import { BlogImageUpload } from './blog-image-upload';
import { Counted } from './char-counter';
import { EditorPreview } from './editor-preview';

export interface BlogEditorFormProps {
  /** The stored post when editing; absent for a new post. */
  post?: BlogPost;
}

type Mode = 'edit' | 'preview';

/** aria-describedby of a counted control: its error (if any) and its counter. */
const describedBy = (id: string, error: string | undefined) =>
  [error ? fieldErrorId(id) : null, `${id}-count`].filter(Boolean).join(' ');

const UNSAVED_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/** Every field of the blog editor, the Edit/Preview toggle, Save draft and Publish. */
export function BlogEditorForm({ post }: BlogEditorFormProps) {
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  const [mode, setMode] = useState<Mode>('edit');
  const [formError, setFormError] = useState<string | null>(null);
  const [savingAs, setSavingAs] = useState<BlogStatus | null>(null);
  // A new post's slug follows its title until someone edits the slug by hand.
  const slugEdited = useRef(Boolean(post));
  // Set just before leaving on purpose after a save, so the unsaved-changes guard stays quiet.
  const leaving = useRef(false);

  const {
    register,
    control,
    getValues,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isDirty },
  } = useForm<EditorValues>({ defaultValues: toEditorValues(post) });
  const values = useWatch({ control }) as EditorValues;

  const saving = save.isPending;
  const missingRequired = !values.title.trim() || !values.content.trim();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const submit = (status: BlogStatus) => {
    const current = getValues();
    clearErrors();
    if (!current.title.trim() || !current.content.trim()) {
      setFormError(BLOG_REQUIRED_MESSAGE);
      return;
    }
    const input = toPostInput(current, status);
    const problems = findInputProblems(input);
    if (problems.length > 0) {
      for (const p of problems) setError(p.field, { message: p.message });
      setFormError(problems[0]!.message);
      setMode('edit');
      return;
    }
    setFormError(null);
    setSavingAs(status);
    save.mutate(post ? { id: post._id, input } : { input }, {
      onSuccess: (saved) => {
        if (status === 'draft') {
          toast.success('Draft saved');
          if (post) {
            reset(toEditorValues(saved));
          } else {
            // A new post moves to its edit page (docs/product-rules.md#blog).
            leaving.current = true;
            void navigate(paths.adminBlogEdit(saved._id), { replace: true });
          }
          return;
        }
        toast.success(status === 'published' ? 'Post published' : 'Post archived');
        leaving.current = true;
        void navigate(paths.adminBlog);
      },
      onError: (err) => setFormError(errorMessage(err, BLOG_MESSAGES.saveFailed)),
      onSettled: () => setSavingAs(null),
    });
  };

  const titleField = register('title');
  const slugField = register('slug');
  const onTitleChange = (e: ChangeEvent<HTMLInputElement>) => {
    void titleField.onChange(e);
    if (!slugEdited.current) setValue('slug', slugify(e.target.value), { shouldDirty: true });
  };
  const onSlugChange = (e: ChangeEvent<HTMLInputElement>) => {
    void slugField.onChange(e);
    // Clearing the slug hands it back to the title.
    slugEdited.current = e.target.value.trim() !== '';
  };
  const onSlugBlur = (e: FocusEvent<HTMLInputElement>) => {
    void slugField.onBlur(e);
    if (e.target.value.trim()) setValue('slug', slugify(e.target.value), { shouldDirty: true });
  };

  const tags = parseTags(values.tags);
  const metaTitlePlaceholder = values.title.trim() || 'Defaults to the title';
  const metaDescriptionPlaceholder =
    values.excerpt.trim().slice(0, BLOG_META_DESCRIPTION_IDEAL_LENGTH) ||
    'Defaults to the first 160 characters of the excerpt';

  return (
    <>
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title="Leave this page?"
          message={UNSAVED_MESSAGE}
          confirmLabel="Leave page"
          cancelLabel="Keep editing"
          danger
          onConfirm={blocker.proceed}
          onCancel={blocker.reset}
        />
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit('draft');
        }}
        noValidate
        className="space-y-6"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div
            role="group"
            aria-label="Editor mode"
            className="inline-flex self-start rounded-lg bg-slate-100 p-1"
          >
            {(['edit', 'preview'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
                className={cn(
                  'inline-flex items-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-indigo-600',
                  mode === m
                    ? 'bg-white text-slate-900 shadow-sm'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {m === 'edit' ? (
                  <PenLine className="size-4" aria-hidden />
                ) : (
                  <Eye className="size-4" aria-hidden />
                )}
                {m === 'edit' ? 'Edit' : 'Preview'}
              </button>
            ))}
          </div>
          <div className="flex flex-wrap gap-3">
            {values.status === 'archived' && (
              <Button
                variant="outline"
                icon={<Archive className="size-4" aria-hidden />}
                onClick={() => submit('archived')}
                loading={savingAs === 'archived'}
                disabled={saving}
              >
                Save as Archived
              </Button>
            )}
            <Button
              type="submit"
              variant="outline"
              icon={<Save className="size-4" aria-hidden />}
              loading={savingAs === 'draft'}
              disabled={saving}
            >
              Save draft
            </Button>
            <Button
              icon={<Send className="size-4" aria-hidden />}
              onClick={() => submit('published')}
              loading={savingAs === 'published'}
              disabled={missingRequired || saving}
              title={missingRequired ? BLOG_REQUIRED_MESSAGE : undefined}
            >
              Publish
            </Button>
          </div>
        </div>

        {formError && <Alert variant="error">{formError}</Alert>}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            {mode === 'preview' ? (
              <EditorPreview values={values} publishedAt={post?.publishedAt ?? null} />
            ) : (
              <Card>
                <CardContent className="space-y-5">
                  <Field id="post-title" label="Title" required error={errors.title?.message}>
                    <Input
                      {...fieldAria('post-title', errors.title?.message)}
                      {...titleField}
                      onChange={onTitleChange}
                      placeholder="A clear, specific title"
                      className="text-base"
                    />
                  </Field>
                  <Field
                    id="post-slug"
                    label="URL slug"
                    error={errors.slug?.message}
                    hint={`/blog/${values.slug || 'derived-from-the-title'}`}
                  >
                    <Input
                      {...fieldAria('post-slug', errors.slug?.message, true)}
                      {...slugField}
                      onChange={onSlugChange}
                      onBlur={onSlugBlur}
                      placeholder="derived-from-the-title"
                      autoCapitalize="none"
                      spellCheck={false}
                    />
                  </Field>
                  <Counted
                    id="post-excerpt-count"
                    length={values.excerpt.length}
                    ideal={BLOG_EXCERPT_IDEAL_LENGTH}
                  >
                    <Field
                      id="post-excerpt"
                      label="Excerpt"
                      required
                      error={errors.excerpt?.message}
                    >
                      <Textarea
                        {...fieldAria('post-excerpt', errors.excerpt?.message)}
                        aria-describedby={describedBy('post-excerpt', errors.excerpt?.message)}
                        {...register('excerpt')}
                        rows={3}
                        placeholder="A one or two sentence summary shown on cards and in search results"
                      />
                    </Field>
                  </Counted>
                  <Field
                    id="post-content"
                    label="Content (HTML)"
                    required
                    error={errors.content?.message}
                    hint={
                      <>
                        Headings, paragraphs, lists, links, images, code, quotes and tables are
                        kept; anything else is removed when saved. About {readTime(values.content)}{' '}
                        min read.
                      </>
                    }
                  >
                    <Textarea
                      {...fieldAria('post-content', errors.content?.message, true)}
                      {...register('content')}
                      rows={22}
                      spellCheck={false}
                      placeholder="<h2>Introduction</h2>&#10;<p>Start writing…</p>"
                      className="font-mono text-[13px] leading-6"
                    />
                  </Field>
                </CardContent>
              </Card>
            )}
          </div>

          <div className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Publishing</CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <Field id="post-status" label="Status">
                  <Select
                    {...fieldAria('post-status')}
                    {...register('status')}
                    options={BLOG_STATUSES}
                  />
                </Field>
                <Field id="post-category" label="Category" error={errors.category?.message}>
                  <Select
                    {...fieldAria('post-category', errors.category?.message)}
                    {...register('category')}
                    options={BLOG_CATEGORIES}
                  />
                </Field>
                <label className="flex items-start gap-3 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    {...register('featured')}
                    className="mt-0.5 size-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-500"
                  />
                  <span>
                    <span className="font-medium">Featured post</span>
                    <span className="block text-xs text-slate-500">
                      Shown in Featured Posts on the blog.
                    </span>
                  </span>
                </label>
                <Field
                  id="post-tags"
                  label="Tags"
                  error={errors.tags?.message}
                  hint={
                    tags.length > 0
                      ? `${tags.length} ${tags.length === 1 ? 'tag' : 'tags'}: ${tags.join(', ')}`
                      : 'Comma-separated, e.g. react, testing, career'
                  }
                >
                  <Input
                    {...fieldAria('post-tags', errors.tags?.message, true)}
                    {...register('tags')}
                    placeholder="react, testing, career"
                  />
                </Field>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle className="text-base">Featured image</CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <Field id="post-image-url" label="Image URL" error={errors.imageUrl?.message}>
                  <Input
                    {...fieldAria('post-image-url', errors.imageUrl?.message)}
                    {...register('imageUrl')}
                    type="url"
                    inputMode="url"
                    placeholder="https://…"
                  />
                </Field>
                <BlogImageUpload
                  onUploaded={(image) => {
                    setValue('imageUrl', image.url, { shouldDirty: true });
                    clearErrors('imageUrl');
                  }}
                />
                <Field
                  id="post-image-alt"
                  label="Alt text"
                  error={errors.imageAlt?.message}
                  hint="Describe the image for people who cannot see it."
                >
                  <Input
                    {...fieldAria('post-image-alt', errors.imageAlt?.message, true)}
                    {...register('imageAlt')}
                  />
                </Field>
                {/^https?:\/\/\S+$/i.test(values.imageUrl.trim()) && (
                  <img
                    src={values.imageUrl.trim()}
                    alt={values.imageAlt || 'Featured image preview'}
                    className="aspect-[2/1] w-full rounded-lg border border-slate-200 bg-slate-50 object-cover"
                  />
                )}
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle className="text-base">SEO</CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <Counted
                  id="post-meta-title-count"
                  length={values.metaTitle.length}
                  ideal={BLOG_META_TITLE_IDEAL_LENGTH}
                >
                  <Field id="post-meta-title" label="Meta title" error={errors.metaTitle?.message}>
                    <Input
                      {...fieldAria('post-meta-title', errors.metaTitle?.message)}
                      aria-describedby={describedBy('post-meta-title', errors.metaTitle?.message)}
                      {...register('metaTitle')}
                      placeholder={metaTitlePlaceholder}
                    />
                  </Field>
                </Counted>
                <Counted
                  id="post-meta-description-count"
                  length={values.metaDescription.length}
                  ideal={BLOG_META_DESCRIPTION_IDEAL_LENGTH}
                >
                  <Field
                    id="post-meta-description"
                    label="Meta description"
                    error={errors.metaDescription?.message}
                  >
                    <Textarea
                      {...fieldAria('post-meta-description', errors.metaDescription?.message)}
                      aria-describedby={describedBy(
                        'post-meta-description',
                        errors.metaDescription?.message,
                      )}
                      {...register('metaDescription')}
                      rows={3}
                      placeholder={metaDescriptionPlaceholder}
                    />
                  </Field>
                </Counted>
                <Field
                  id="post-focus-keyword"
                  label="Focus keyword"
                  error={errors.focusKeyword?.message}
                >
                  <Input
                    {...fieldAria('post-focus-keyword', errors.focusKeyword?.message)}
                    {...register('focusKeyword')}
                  />
                </Field>
                <Field
                  id="post-canonical-url"
                  label="Canonical URL"
                  error={errors.canonicalUrl?.message}
                  hint="Only when the article was first published elsewhere."
                >
                  <Input
                    {...fieldAria('post-canonical-url', errors.canonicalUrl?.message, true)}
                    {...register('canonicalUrl')}
                    type="url"
                    inputMode="url"
                    placeholder="https://…"
                  />
                </Field>
              </CardContent>
            </Card>
          </div>
        </div>
      </form>
    </>
  );
}
