import { Marked } from 'marked';

import { sanitizeContentHtml } from './content-html';

// GitHub-flavoured Markdown (tables, strikethrough, autolinks), as sellers write release notes on
// GitHub; a single line break stays in its paragraph, as on GitHub.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown (release notes) as HTML that is safe to put in a page, a feed or a mail: Marked
 * renders it, raw HTML included, and the content allow-list of the blog and legal pages
 * (content-html.ts) then drops whatever is not harmless (scripts, event handlers, javascript:
 * links, styles). Written out once here so every place that shows notes shows the same HTML.
 */
export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  return sanitizeContentHtml(markdown.parse(source, { async: false }));
}
