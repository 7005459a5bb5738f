import { cn } from '@/lib/cn';

/** Typography for a legal page's HTML (headings, paragraphs, lists, links). */
const proseClasses = cn(
  'min-w-0 text-base leading-7 break-words text-slate-700',
  '[&>*+*]:mt-4 [&>*:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-indigo-600 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-indigo-800',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
);

/** A legal page's body; the server sanitized it with the blog's allow-list. */
export function LegalContent({ html }: { html: string }) {
  return <div className={proseClasses} dangerouslySetInnerHTML={{ __html: html }} />;
}
