import { z } from 'zod';

import { MEDIA_MAX_SCREENSHOTS } from './rules/media';

/**
 * Project media (docs/product-rules.md#project-media): a cover and up to six screenshots per
 * project, each stored as WebP variants the server re-encoded from the uploaded file.
 */
export * from './rules/media';

export const mediaVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** One stored image: `card` for lists and thumbnails, `page` for the project page. */
export const mediaImageSchema = z.object({
  id: z.string(),
  card: mediaVariantSchema,
  page: mediaVariantSchema,
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

export const projectMediaSchema = z.object({
  cover: mediaImageSchema.nullable(),
  screenshots: z.array(mediaImageSchema),
});
export type ProjectMedia = z.infer<typeof projectMediaSchema>;

export const projectMediaResponseSchema = z.object({ media: projectMediaSchema });

export const projectMediaParamsSchema = z.object({
  id: z.string().max(100),
  mediaId: z.string().max(100),
});

/** PUT /api/projects/{id}/media/order: every screenshot's id, in the new order. */
export const mediaOrderInputSchema = z.object({
  ids: z.array(z.string().max(100)).max(MEDIA_MAX_SCREENSHOTS),
});
export type MediaOrderInput = z.infer<typeof mediaOrderInputSchema>;

export const mediaFileParamsSchema = z.object({ name: z.string().max(100) });

/** POST /api/blog/admin/images: where the stored image is, for a post's featured image. */
export const uploadedImageResponseSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageResponseSchema>;
