/**
 * The site's legal and contact pages (docs/product-rules.md#legal-pages): a fixed set, each
 * at its own address, with a text an admin can edit.
 */
export const LEGAL_PAGE_SLUGS = ['terms', 'privacy', 'refund-policy', 'contact'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

/** The name of each page, as the footer and the admin editor list them. */
export const LEGAL_PAGE_LABELS: Readonly<Record<LegalPageSlug, string>> = {
  terms: 'Terms',
  privacy: 'Privacy',
  'refund-policy': 'Refund policy',
  contact: 'Contact',
};

export const LEGAL_TITLE_MAX_LENGTH = 120;
export const LEGAL_CONTENT_MAX_LENGTH = 100_000;

export const isLegalPageSlug = (value: string): value is LegalPageSlug =>
  (LEGAL_PAGE_SLUGS as readonly string[]).includes(value);
