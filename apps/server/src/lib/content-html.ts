import {
  BLOG_HTML_ALLOWED_ATTRIBUTES,
  BLOG_HTML_ALLOWED_TAGS,
  BLOG_HTML_IMAGE_SCHEMES,
  BLOG_HTML_LINK_REL,
  BLOG_HTML_LINK_SCHEMES,
} from '@codebazaar/shared';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(BLOG_HTML_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
  ),
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedSchemes: [...BLOG_HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...BLOG_HTML_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Text inside these is dropped, not kept as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'title', 'xmp'],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    // Every link gets a fixed rel; target may only open a new tab.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(target === '_blank' ? { target } : {}),
        rel: BLOG_HTML_LINK_REL,
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The only way content HTML (blog posts, legal pages) enters the database: an allow-list of harmless tags and
 * attributes, links limited to http(s)/mailto (and relative), images to http(s).
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
