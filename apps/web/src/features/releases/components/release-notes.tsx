import { cn } from '@/lib/cn';

/** Typography for the notes' HTML (paragraphs, lists, links, code, quotes), compact. */
const notesClasses = cn(
  'min-w-0 text-sm leading-6 break-words text-slate-700',
  '[&>*+*]:mt-3 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_h1]:text-slate-900 [&_h2]:text-slate-900 [&_h3]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:mt-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-xs [&_pre]:text-slate-100',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_th]:border [&_th]:border-slate-200 [&_th]:px-2',
  '[&_img]:h-auto [&_img]:max-w-full',
);

/** A release's notes as the server rendered them from the author's Markdown. */
export function ReleaseNotes({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(notesClasses, className)}
      // notesHtml is sanitized by the server before it is stored (docs/product-rules.md#releases).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
