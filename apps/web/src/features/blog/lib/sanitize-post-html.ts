import {
  BLOG_HTML_ALLOWED_ATTRIBUTES,
  BLOG_HTML_ALLOWED_TAGS,
  BLOG_HTML_IMAGE_SCHEMES,
  BLOG_HTML_LINK_REL,
  BLOG_HTML_LINK_SCHEMES,
} from '@codebazaar/shared/rules';
import DOMPurify, { type Config } from 'dompurify';

/**
 * The browser twin of the server's sanitize-html options (apps/server/src/lib/content-html.ts),
 * built from the same allow-list in @codebazaar/shared. The editor preview shows this while the
 * server's own preview loads, or when it cannot be reached, so draft HTML is never rendered
 * unsanitized.
 */

/** URL attributes and the schemes each allows (relative URLs are kept, `//host` is not). */
const SCHEMES: Record<string, readonly string[]> = {
  href: BLOG_HTML_LINK_SCHEMES,
  cite: BLOG_HTML_LINK_SCHEMES,
  src: BLOG_HTML_IMAGE_SCHEMES,
};

/** Elements whose text is dropped along with them (sanitize-html's nonTextTags). */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'title',
  'xmp',
];

/** sanitize-html's test: a scheme outside the list, or a protocol-relative URL. */
function isNaughtyUrl(value: string, schemes: readonly string[]): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:");
  // the HTML parser has already turned NUL into U+FFFD.
  // eslint-disable-next-line no-control-regex -- control characters are what we strip
  const url = value.replace(/[\u0000-\u0020\uFFFD]+/g, '').replace(/<!--.*?-->/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(url);
  if (!match) return /^[/\\]{2}/.test(url);
  return !schemes.includes(match[1]!.toLowerCase());
}

const config: Config = {
  ALLOWED_TAGS: [...BLOG_HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(BLOG_HTML_ALLOWED_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  FORBID_CONTENTS: NON_TEXT_TAGS,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A private DOMPurify instance, so these hooks never reach other users of the library. */
function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = BLOG_HTML_ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const { name, value } of Array.from(node.attributes)) {
      const schemes = SCHEMES[name];
      if (!allowed.includes(name) || (schemes && isNaughtyUrl(value, schemes))) {
        node.removeAttribute(name);
      } else if (name === 'class') {
        // Only language-* classes (for code highlighting) survive.
        const kept = value.split(/\s+/).filter((c) => /^language-.*$/.test(c));
        if (kept.length > 0) node.setAttribute('class', kept.join(' '));
        else node.removeAttribute('class');
      }
    }
    if (tag === 'a') {
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      node.setAttribute('rel', BLOG_HTML_LINK_REL);
    }
    if (tag === 'img' && !node.getAttribute('src')) node.remove();
  });
  purifier = instance;
  return instance;
}

/** Blog content HTML reduced to the blog allow-list, safe for dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string): string {
  return getPurifier().sanitize(html, config).trim();
}
