/**
 * Project media limits (docs/product-rules.md#project-media), zod-free so that pages checking a
 * file before its upload do not load the schemas.
 */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_MAX_SCREENSHOTS = 6;
/** The types an upload may have (checked on the server by the file's content). */
export const MEDIA_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
