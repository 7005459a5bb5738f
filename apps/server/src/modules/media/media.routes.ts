import fastifyMultipart from '@fastify/multipart';
import { httpErrors } from '@fastify/sensible';
import {
  MEDIA_MAX_BYTES,
  mediaOrderInputSchema,
  projectIdParamsSchema,
  projectMediaParamsSchema,
  projectMediaResponseSchema,
  uploadedImageResponseSchema,
} from '@codebazaar/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';
import { MULTIPART_FILE } from '../../plugins/openapi';
import { perUserPerMinute } from '../../plugins/rate-limit';

export const FILE_TOO_LARGE = `The image must be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;
export const NO_FILE = 'Choose an image to upload (a multipart/form-data field named "file")';
export const BAD_UPLOAD = 'The upload could not be read';

/**
 * Image uploads (docs/product-rules.md#project-media): one file per request, read while it
 * streams in and refused as soon as it passes the size limit.
 */
export default (async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  const service = app.media;

  async function readImage(req: FastifyRequest): Promise<Buffer> {
    if (!req.isMultipart()) throw httpErrors.badRequest(NO_FILE);
    let bytes: Buffer;
    try {
      const file = await req.file();
      if (!file) throw httpErrors.badRequest(NO_FILE);
      bytes = await file.toBuffer();
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw httpErrors.badRequest(FILE_TOO_LARGE);
      }
      if ((err as { expose?: boolean }).expose) throw err;
      // Busboy's errors (a cut or malformed body, too many parts) are the client's.
      throw httpErrors.badRequest(BAD_UPLOAD);
    }
    if (bytes.length === 0) throw httpErrors.badRequest(NO_FILE);
    return bytes;
  }

  const tags = ['media'];
  const limited = { rateLimit: perUserPerMinute(30) };

  app.post(
    '/projects/:id/media/cover',
    {
      preHandler: app.requireUser,
      config: { ...limited, openapi: MULTIPART_FILE },
      schema: {
        tags,
        summary: "Upload or replace a project's cover (author or admin; PNG, JPEG or WebP, 5 MB)",
        params: projectIdParamsSchema,
        response: { 201: projectMediaResponseSchema },
      },
    },
    async (req, reply) => {
      const bytes = await readImage(req);
      const media = await service.uploadCover(signedInUser(req), req.params.id, bytes);
      return reply.code(201).send({ media });
    },
  );

  app.post(
    '/projects/:id/media/screenshots',
    {
      preHandler: app.requireUser,
      config: { ...limited, openapi: MULTIPART_FILE },
      schema: {
        tags,
        summary: 'Add a screenshot, at most 6 (author or admin; PNG, JPEG or WebP, 5 MB)',
        params: projectIdParamsSchema,
        response: { 201: projectMediaResponseSchema },
      },
    },
    async (req, reply) => {
      const bytes = await readImage(req);
      const media = await service.addScreenshot(signedInUser(req), req.params.id, bytes);
      return reply.code(201).send({ media });
    },
  );

  app.put(
    '/projects/:id/media/order',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Reorder the screenshots (author or admin)',
        params: projectIdParamsSchema,
        body: mediaOrderInputSchema,
        response: { 200: projectMediaResponseSchema },
      },
    },
    async (req) => ({
      media: await service.reorder(signedInUser(req), req.params.id, req.body.ids),
    }),
  );

  app.delete(
    '/projects/:id/media/:mediaId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove the cover or a screenshot (author or admin)',
        params: projectMediaParamsSchema,
        response: { 200: projectMediaResponseSchema },
      },
    },
    async (req) => ({
      media: await service.remove(signedInUser(req), req.params.id, req.params.mediaId),
    }),
  );

  app.post(
    '/blog/admin/images',
    {
      preHandler: app.requireAdmin,
      config: { ...limited, openapi: MULTIPART_FILE },
      schema: {
        tags,
        summary: "Upload a blog post's featured image (admin; PNG, JPEG or WebP, 5 MB)",
        response: { 201: uploadedImageResponseSchema },
      },
    },
    async (req, reply) => {
      const bytes = await readImage(req);
      return reply.code(201).send(await service.uploadBlogImage(bytes, app.config.publicUrl));
    },
  );
}) satisfies FastifyPluginAsyncZod;
