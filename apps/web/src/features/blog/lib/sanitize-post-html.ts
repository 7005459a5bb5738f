import DOMPurify, { type Config } from 'dompurify';

/**
 * The browser twin of the server's sanitize-html allow-list for blog content
 * (apps/server/src/modules/blog): the editor preview runs the draft through it so
 * the admin sees exactly what readers will get. Keep the two lists in step.
 */
export const POST_HTML_ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'em',
  'strong',
  'b',
  'i',
] as const;

/** Attributes allowed per tag; every other attribute is dropped. */
export const POST_HTML_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** URL schemes allowed per URL attribute; relative URLs are kept. */
export const POST_HTML_ALLOWED_SCHEMES: Record<string, readonly string[]> = {
  href: ['http', 'https', 'mailto'],
  src: ['http', 'https'],
};

/** True when a URL attribute value uses a scheme outside the allow-list (sanitize-html's test). */
function isNaughtyUrl(value: string, schemes: readonly string[]): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- control characters are what we strip
  const url = value.replace(/[\u0000-\u0020]+/g, '').replace(/<!--.*?-->/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(url);
  if (!match) return false; // relative or protocol-relative
  return !schemes.includes(match[1]!.toLowerCase());
}

const allAttributes = [...new Set(Object.values(POST_HTML_ALLOWED_ATTRIBUTES).flat())];

const config: Config = {
  ALLOWED_TAGS: [...POST_HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: allAttributes,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A private DOMPurify instance so our hooks never leak into other users of the library. */
function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = POST_HTML_ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const { name } of Array.from(node.attributes)) {
      if (!allowed.includes(name)) node.removeAttribute(name);
    }
    for (const [attr, schemes] of Object.entries(POST_HTML_ALLOWED_SCHEMES)) {
      const value = node.getAttribute(attr);
      if (value !== null && isNaughtyUrl(value, schemes)) node.removeAttribute(attr);
    }
    if (tag === 'a') {
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Blog content HTML reduced to the server's allow-list, ready for dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string): string {
  return getPurifier().sanitize(html, config);
}
