import { finished } from 'node:stream/promises';

import fastifyMultipart from '@fastify/multipart';
import { httpErrors } from '@fastify/sensible';
import {
  createReleaseFieldsSchema,
  createReleaseJsonSchema,
  errorResponseSchema,
  projectIdParamsSchema,
  projectReleasesResponseSchema,
  RELEASE_MESSAGES as M,
  RELEASE_NOTES_MAX,
  releaseParamsSchema,
  releaseResponseSchema,
  syncReleasesResponseSchema,
} from '@codebazaar/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { checksumHeaders } from '../../lib/checksum-headers';
import { notModifiedAnswer, textAnswer } from '../../lib/openapi-answers';
import { cachedBody, PUBLIC_CACHE, sendPublic } from '../../lib/public-answer';
import { signedInUser } from '../../plugins/auth';
import type { DocumentedRequest } from '../../plugins/openapi';
import { perUserPerMinute } from '../../plugins/rate-limit';
import { asClientError, discardIncoming, receiveArchive, type IncomingFile } from './release-files';

const tags = ['releases'];

/** What POST /projects/{id}/releases reads: an upload (multipart) or a GitHub tag (JSON). */
const RELEASE_BODY: DocumentedRequest = {
  consumes: ['multipart/form-data', 'application/json'],
  body: {
    type: 'object',
    properties: {
      version: { type: 'string', description: 'A semantic version (a leading v is dropped)' },
      notes: { type: 'string', maxLength: RELEASE_NOTES_MAX, description: 'Markdown' },
      backdatedTo: {
        type: 'string',
        description: 'A moment in the past (date or date-time) the release counts from',
      },
      file: {
        type: 'string',
        format: 'binary',
        contentMediaType: 'application/octet-stream',
        description: 'multipart/form-data: the zip or tar.gz archive',
      },
      githubTag: {
        type: 'string',
        description: "application/json: a tag of the project's GitHub repository",
      },
    },
    required: ['version'],
  },
};

const githubAnswers = {
  429: errorResponseSchema.describe('GitHub is limiting requests: try again after Retry-After'),
  503: errorResponseSchema.describe('GitHub is not configured on this server'),
};

/** The first message of a failed parse, as a 400. */
function parsed<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw httpErrors.badRequest(result.error.issues[0]!.message);
  return result.data;
}

/**
 * Releases (docs/product-rules.md#releases): the author publishes by upload or GitHub tag, syncs
 * the GitHub releases and yanks; every visitor lists. An upload is streamed to a file while it is
 * hashed and counted, and refused as soon as it passes RELEASE_MAX_MB.
 */
export default (async (app) => {
  const service = app.releases;
  const maxMb = app.config.RELEASE_MAX_MB;
  await app.register(fastifyMultipart, {
    limits: {
      // The release's own meter refuses one byte past the limit; busboy stops there as well.
      fileSize: Math.floor(maxMb * 1024 * 1024) + 1,
      files: 1,
      fields: 6,
      parts: 8,
      // Notes are up to RELEASE_NOTES_MAX characters, of up to 4 bytes each.
      fieldSize: RELEASE_NOTES_MAX * 4,
    },
  });

  /** The fields and the file of a multipart upload; the file is removed when reading fails. */
  async function readUpload(
    req: FastifyRequest,
  ): Promise<{ fields: Record<string, string>; incoming: IncomingFile | null }> {
    const fields: Record<string, string> = {};
    let incoming: IncomingFile | null = null;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') {
            await finished(part.file.resume());
            continue;
          }
          incoming = await receiveArchive(part.file, service.incomingDir, maxMb);
        } else {
          if (part.valueTruncated) {
            throw httpErrors.badRequest(part.fieldname === 'notes' ? M.notesTooLong : M.badUpload);
          }
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (err) {
      if (incoming) await discardIncoming(incoming);
      const refused = asClientError(err);
      if ((refused as { expose?: boolean }).expose) throw refused;
      // Busboy's errors (a cut or malformed body, too many parts or files) are the client's.
      throw httpErrors.badRequest(M.badUpload);
    }
    return { fields, incoming };
  }

  app.get(
    '/projects/:id/releases',
    {
      schema: {
        tags,
        summary:
          "The project's releases, newest first, and what the viewer may download (every visitor)",
        params: projectIdParamsSchema,
        response: { 200: projectReleasesResponseSchema, ...notModifiedAnswer },
      },
    },
    async (req, reply) => {
      const answer = await service.listFor(req.user, req.params.id);
      // A signed-in answer is the viewer's own: the auth plugin makes it `private, no-store`.
      if (req.user) return answer;
      const body = cachedBody(JSON.stringify(projectReleasesResponseSchema.parse(answer)));
      return sendPublic(req, reply, body, PUBLIC_CACHE.REVALIDATE);
    },
  );

  app.post(
    '/projects/:id/releases',
    {
      preHandler: app.requireUser,
      config: { rateLimit: perUserPerMinute(30), openapi: RELEASE_BODY },
      schema: {
        tags,
        summary:
          'Publish a release (author): upload a zip or tar.gz (multipart), or name a GitHub tag (JSON)',
        params: projectIdParamsSchema,
        response: {
          201: releaseResponseSchema,
          409: errorResponseSchema.describe(M.versionTaken),
          ...githubAnswers,
        },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      const { id } = req.params;
      if (!req.isMultipart()) {
        const body = req.body as Record<string, unknown> | null | undefined;
        if (!body || typeof body !== 'object' || body.githubTag === undefined) {
          throw httpErrors.badRequest(M.noFile);
        }
        const fields = parsed(createReleaseJsonSchema, body);
        return reply.code(201).send(await service.publishTag(user, id, fields));
      }
      // Nothing of a non-author's upload is read or stored.
      await service.assertAuthor(user, id);
      const { fields, incoming } = await readUpload(req);
      if (!incoming) throw httpErrors.badRequest(M.noFile);
      let values: z.infer<typeof createReleaseFieldsSchema>;
      try {
        values = parsed(createReleaseFieldsSchema, fields);
      } catch (err) {
        await discardIncoming(incoming);
        throw err;
      }
      return reply.code(201).send(await service.publishUpload(user, id, values, incoming));
    },
  );

  app.post(
    '/projects/:id/releases/sync',
    {
      preHandler: app.requireUser,
      config: { rateLimit: perUserPerMinute(6) },
      schema: {
        tags,
        summary: "Add the repository's new GitHub releases now (author)",
        params: projectIdParamsSchema,
        response: { 200: syncReleasesResponseSchema, ...githubAnswers },
      },
    },
    async (req) => service.syncNow(signedInUser(req), req.params.id),
  );

  app.delete(
    '/projects/:id/releases/:releaseId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Yank a release (author): gone from lists and new downloads, kept in history',
        params: releaseParamsSchema,
        response: { 200: releaseResponseSchema },
      },
    },
    async (req) => service.yank(signedInUser(req), req.params.id, req.params.releaseId),
  );

  app.get(
    '/projects/:id/releases/:releaseId/download',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The file of one of the author's own releases (author; yanked ones too)",
        params: releaseParamsSchema,
        response: textAnswer(['application/zip', 'application/gzip'], 'The release file'),
      },
    },
    async (req, reply) => {
      const file = await service.authorFile(signedInUser(req), req.params.id, req.params.releaseId);
      const stored = await service.open(file);
      if (!stored) throw httpErrors.notFound(M.releaseNotFound);
      return reply
        .type(file.format === 'zip' ? 'application/zip' : 'application/gzip')
        .headers({
          'content-disposition': `attachment; filename="${file.name}"`,
          'content-length': String(stored.size),
          ...checksumHeaders(file.sha256),
        })
        .send(stored.stream);
    },
  );
}) satisfies FastifyPluginAsyncZod;
