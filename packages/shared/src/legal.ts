import { z } from 'zod';

import { LEGAL_CONTENT_MAX_LENGTH, LEGAL_PAGE_SLUGS, LEGAL_TITLE_MAX_LENGTH } from './rules/legal';

export * from './rules/legal';

/** GET/PUT /api/legal/:slug; an unknown slug is a 404 of the service, not a bad request. */
export const legalPageParamsSchema = z.object({ slug: z.string().max(60) });

/** PUT /api/legal/:slug: the whole page; the content is HTML, sanitized like a blog post. */
export const updateLegalPageInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(LEGAL_TITLE_MAX_LENGTH, 'Title is too long'),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(LEGAL_CONTENT_MAX_LENGTH, 'Content is too long'),
});
export type UpdateLegalPageInput = z.infer<typeof updateLegalPageInputSchema>;

/** A page as readers get it; `content` is sanitized HTML, safe to render as is. */
export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGE_SLUGS),
  title: z.string(),
  content: z.string(),
  /** When the text last changed (the date the default was written until an admin edits it). */
  updatedAt: z.string(),
  /** False while the page still shows its default text. */
  edited: z.boolean(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;
