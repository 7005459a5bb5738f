import {
  downloadLinkResponseSchema,
  downloadQuerySchema,
  errorResponseSchema,
} from '@codebazaar/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { checksumHeaders } from '../../lib/checksum-headers';
import { textAnswer } from '../../lib/openapi-answers';
import { signedInUser } from '../../plugins/auth';
import type { ArchiveHeaders } from './downloads.service';

const tags = ['downloads'];
/**
 * Code comes from GitHub: 503 when this server has no GitHub or the seller's account cannot be
 * reached, 429 (with Retry-After) when GitHub limits the requests.
 */
const githubAnswers = {
  429: errorResponseSchema.describe('GitHub is limiting requests: try again after Retry-After'),
  503: errorResponseSchema.describe(
    'GitHub is not configured on this server, or cannot be reached',
  ),
};
const licenseParamsSchema = z.object({ id: z.string().min(1).max(100) });
const tokenParamsSchema = z.object({ token: z.string().min(1).max(300) });

/** Whether the caller asked for JSON rather than to be redirected (the web app does). */
const wantsJson = (accept: string | undefined) =>
  !!accept && accept.includes('application/json') && !accept.includes('text/html');

export default (async (app) => {
  const service = app.downloads;

  app.get(
    '/licenses/:id/download',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Download the code of a license (a release, by default the latest it is entitled to): a redirect to a five-minute link (JSON with Accept: application/json)',
        operationId: 'downloadLicenseCode',
        params: licenseParamsSchema,
        querystring: downloadQuerySchema,
        response: {
          200: downloadLinkResponseSchema,
          302: z.null().describe('Location: the download link'),
          ...githubAnswers,
        },
      },
    },
    async (req, reply) => {
      const link = await service.requestLink(signedInUser(req), req.params.id, req.query);
      void reply.header('cache-control', 'private, no-store');
      if (wantsJson(req.headers.accept)) return link;
      return reply.redirect(link.url, 302);
    },
  );

  /**
   * The headers of an archive; a release file's also say its length and SHA-256
   * (docs/license-keys.md#downloads), so a download tool can check the bytes.
   */
  const archiveHeaders = (reply: FastifyReply, archive: ArchiveHeaders) => {
    void reply
      .type(archive.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${archive.fileName}"`);
    if (archive.contentLength !== null) {
      void reply.header('content-length', String(archive.contentLength));
    }
    if (archive.sha256) void reply.headers(checksumHeaders(archive.sha256));
    return reply;
  };

  app.get(
    '/downloads/:token',
    {
      // HEAD is its own route below: the one Fastify would derive from this GET uses the link.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary:
          'Stream the archive of a download link (once, within five minutes); HEAD answers its headers without using it',
        operationId: 'serveDownload',
        params: tokenParamsSchema,
        response: {
          ...textAnswer(['application/zip', 'application/gzip'], 'The archive'),
          // Typed loosely like textAnswer: the handler sends a stream.
          ...(githubAnswers as Record<number, unknown>),
        },
      },
    },
    async (req, reply) => {
      const archive = await service.serve(req.params.token);
      return archiveHeaders(reply, archive).send(archive.stream);
    },
  );

  app.head(
    '/downloads/:token',
    {
      schema: {
        tags,
        summary: 'The headers of a download link, without using it or asking GitHub',
        operationId: 'describeDownload',
        params: tokenParamsSchema,
      },
    },
    async (req, reply) => {
      return archiveHeaders(reply, await service.describe(req.params.token)).send();
    },
  );
}) satisfies FastifyPluginAsyncZod;
