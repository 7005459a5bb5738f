import { parseTags, readTime as computeReadTime } from '@codebazaar/shared/rules';
import { useMemo } from 'react';

import { Info } from '@/components/ui/icons';

import { useBlogPreview } from '../api/admin-posts';
import { type EditorValues } from '../lib/editor-values';
import { sanitizePostHtml } from '../lib/sanitize-post-html';

import { PostContent } from './post-content';
import { PostHeader } from './post-header';
import { PostTags } from './post-tags';

/**
 * The post as readers will see it. The content comes from the server's preview (its
 * own sanitizer); until that answers, or if it cannot, the same allow-list is applied
 * in the browser, so draft HTML is never shown unsanitized.
 */
export function EditorPreview({
  values,
  publishedAt,
}: {
  values: EditorValues;
  publishedAt: string | null;
}) {
  const server = useBlogPreview(values.content, true);
  const local = useMemo(() => sanitizePostHtml(values.content), [values.content]);
  const html = server.data?.content ?? local;
  const minutes = server.data?.readTime ?? computeReadTime(local);
  const title = values.title.trim() || 'Untitled post';
  return (
    <article
      aria-label="Preview"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      {server.isError && (
        <p className="mb-6 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          The server preview is unavailable; this preview was cleaned in your browser with the same
          rules.
        </p>
      )}
      <PostHeader
        title={title}
        excerpt={values.excerpt.trim()}
        category={values.category}
        date={publishedAt ?? new Date().toISOString()}
        readTime={minutes}
        featuredImage={
          values.imageUrl.trim()
            ? { url: values.imageUrl.trim(), alt: values.imageAlt.trim() }
            : null
        }
        linkCategory={false}
      />
      {html ? (
        <PostContent html={html} className="mt-8" />
      ) : (
        <p className="mt-8 text-slate-500 italic">Nothing to preview yet: write some content.</p>
      )}
      <div className="mt-10">
        <PostTags tags={parseTags(values.tags)} linked={false} />
      </div>
    </article>
  );
}
