import { cn } from '@/lib/cn';

/**
 * Typography for post HTML (headings, lists, links, code, quotes, tables, images),
 * written as Tailwind selectors so the feature needs no extra CSS plugin.
 */
export const proseClasses = cn(
  'min-w-0 text-base leading-7 break-words text-slate-700 sm:text-lg sm:leading-8',
  '[&>*+*]:mt-5 [&>*:first-child]:mt-0',
  '[&_h1]:mt-12 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-slate-900',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_h5]:mt-6 [&_h5]:font-semibold [&_h5]:text-slate-900 [&_h6]:mt-6 [&_h6]:font-semibold',
  '[&_a]:font-medium [&_a]:text-indigo-600 [&_a]:underline [&_a]:decoration-indigo-300 [&_a]:underline-offset-2 [&_a:hover]:text-indigo-800',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-indigo-400',
  '[&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-400 [&_blockquote]:bg-indigo-50/60 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
  '[&_code]:rounded-md [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-800',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[1em] [&_pre_code]:text-inherit',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_caption]:mb-2 [&_caption]:text-slate-500',
);

export interface PostContentProps {
  /** Sanitized HTML: from the server for readers, from sanitizePostHtml in the preview. */
  html: string;
  className?: string;
}

/** The body of a post, rendered as readers see it. */
export function PostContent({ html, className }: PostContentProps) {
  return (
    <div
      className={cn(proseClasses, className)}
      // The HTML is sanitized with the blog allow-list before it gets here.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
