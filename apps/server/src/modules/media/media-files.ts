import { httpErrors } from '@fastify/sensible';
import { mediaFileParamsSchema } from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { textAnswer } from '../../lib/openapi-answers';
import { MEDIA_NAME } from '../../integrations/media/media-storage';

/** Served images: only ever an image type, never sniffed, and nothing in them may run. */
const MEDIA_HEADERS = {
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // Names are made from the content and never reused (modules/media/media.service.ts).
  'cache-control': 'public, max-age=31536000, immutable',
};

/** GET /media/{name}: the stored images, the same for every reader (outside /api, like /demos). */
export default (async (app) => {
  app.get(
    '/media/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored image (WebP; cached for good)',
        params: mediaFileParamsSchema,
        response: textAnswer('image/webp', 'The image'),
      },
    },
    async (req, reply) => {
      const { name } = req.params;
      const body = MEDIA_NAME.test(name) ? await app.media.file(name) : null;
      if (!body) throw httpErrors.notFound('Image not found');
      return reply.headers(MEDIA_HEADERS).send(body);
    },
  );
}) satisfies FastifyPluginAsyncZod;
