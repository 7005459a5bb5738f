import { escapeHtml } from '../lib/html';

export interface HeadTags {
  title: string;
  description: string;
  canonical?: string;
  robots?: string;
  /** Open Graph type: website, article, product… */
  ogType?: string;
  image?: string;
  /** Extra Open Graph / article properties, e.g. { 'article:published_time': '…' } */
  extraMeta?: Record<string, string>;
  jsonLd?: Record<string, unknown>;
  /** Other versions of the page (`<link rel="alternate">`), e.g. its Atom feed. */
  alternates?: { type: string; href: string; title: string }[];
  /**
   * The page's content as HTML, put inside the app's root element for crawlers and readers
   * without JavaScript; the app replaces it when it starts. Its maker escapes and sanitizes it.
   */
  body?: string;
}

/**
 * Meta descriptions are cut at 160 characters (157 plus an ellipsis) (docs/product-rules.md#seo).
 */
export function truncateDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

export function renderHeadTags(head: HeadTags): string {
  const description = truncateDescription(head.description);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}" />`,
    `<meta property="og:site_name" content="Codebazaar" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  ];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  }
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  if (head.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(head.image)}" />`);
  }
  for (const [property, content] of Object.entries(head.extraMeta ?? {})) {
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  }
  for (const alt of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" type="${escapeHtml(alt.type)}" title="${escapeHtml(alt.title)}" href="${escapeHtml(alt.href)}" />`,
    );
  }
  if (head.jsonLd) {
    // JSON inside <script> must not be able to close the tag.
    const json = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}
