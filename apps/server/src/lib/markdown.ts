import { Marked } from 'marked';

import { sanitizeContentHtml } from './content-html';

/** GitHub-flavoured Markdown, without raw HTML passing through unsanitized (see below). */
const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown written by a user (release notes) as safe HTML: rendered with marked, then passed
 * through the same allow-list as blog posts and legal pages (lib/content-html.ts), so raw HTML,
 * scripts, event handlers and javascript: links in the Markdown never reach a page.
 */
export function renderMarkdown(markdown: string): string {
  if (markdown.trim() === '') return '';
  return sanitizeContentHtml(marked.parse(markdown, { async: false }));
}
