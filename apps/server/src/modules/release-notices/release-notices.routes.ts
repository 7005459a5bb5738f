import {
  errorResponseSchema,
  projectIdParamsSchema,
  RELEASE_MESSAGES,
  releaseMailsInputSchema,
  releaseMailsSchema,
  releaseUnsubscribeQuerySchema,
  releaseUnsubscribeResponseSchema,
} from '@codebazaar/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { signedInUser } from '../../plugins/auth';
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe.page';

// The routes of code downloads and releases share one tag of the document.
const tags = ['downloads'];

const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** How mail providers send the one-click POST (RFC 8058 §3.1): its body is not read. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Whether a browser asked (the page's button), rather than a mail provider's one-click POST. */
const wantsPage = (accept: string | undefined) => !!accept && accept.includes('text/html');

const sendPage = (reply: FastifyReply, status: number, page: UnsubscribePage) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .send(renderUnsubscribePage(page));

export default (async (app) => {
  const service = app.releaseNotices;

  app.get(
    '/projects/:id/release-mails',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Whether the signed-in holder gets mails about new releases of a project',
        params: projectIdParamsSchema,
        response: { 200: releaseMailsSchema },
      },
    },
    async (req) => service.mailSubscription(signedInUser(req), req.params.id),
  );

  app.put(
    '/projects/:id/release-mails',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Turn mails about new releases of a project on or off (holders of a license)',
        params: projectIdParamsSchema,
        body: releaseMailsInputSchema,
        response: { 200: releaseMailsSchema },
      },
    },
    async (req) =>
      service.setMailSubscription(signedInUser(req), req.params.id, req.body.subscribed),
  );

  // The unsubscribe link of release mails: no session, the signed token alone says whose choice
  // it is. A scope of its own, so the form bodies it accepts are accepted nowhere else.
  await app.register(async (scope) => {
    for (const type of FORM_TYPES) {
      if (scope.hasContentTypeParser(type)) scope.removeContentTypeParser(type);
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
        done(null, body),
      );
    }
    const typed = scope.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/releases/unsubscribe',
      {
        schema: {
          tags,
          summary:
            "The page of a release mail's unsubscribe link: a button that stops the project's release mails",
          querystring: releaseUnsubscribeQuerySchema,
          response: {
            200: htmlPage('A page with the button that unsubscribes'),
            // A query that is not one token (`token` given twice) is refused before the page.
            400: {
              description: `A page saying: ${RELEASE_MESSAGES.unsubscribeInvalid}; { error } for a malformed query`,
              content: {
                'text/html': { schema: z.string() },
                'application/json': { schema: errorResponseSchema },
              },
            },
          } as Record<number, unknown>,
        },
      },
      async (req, reply) => {
        const link = await service.unsubscribeLink(req.query.token);
        if (!link.valid) return sendPage(reply, 400, { state: 'invalid' });
        return sendPage(reply, 200, {
          state: 'confirm',
          token: req.query.token ?? '',
          projectTitle: link.projectTitle,
        });
      },
    );

    typed.post(
      '/releases/unsubscribe',
      {
        schema: {
          tags,
          summary:
            'One-click unsubscribe (RFC 8058) from release mails of a project: no session, the link’s token says whose',
          querystring: releaseUnsubscribeQuerySchema,
          response: {
            200: {
              description:
                'Unsubscribed (again is fine); a page when the browser asks for HTML (the button)',
              content: {
                'application/json': { schema: releaseUnsubscribeResponseSchema },
                'text/html': { schema: z.string() },
              },
            },
            400: errorResponseSchema.describe(RELEASE_MESSAGES.unsubscribeInvalid),
          } as Record<number, unknown>,
        },
        config: {
          openapi: {
            consumes: FORM_TYPES,
            body: {
              type: 'object',
              properties: {
                'List-Unsubscribe': {
                  type: 'string',
                  enum: ['One-Click'],
                  description: 'What List-Unsubscribe-Post names; not required',
                },
              },
            },
          },
        },
      },
      async (req, reply) => {
        const done = await service.unsubscribe(req.query.token);
        void reply.header('cache-control', 'no-store');
        if (!wantsPage(req.headers.accept)) return reply.send(done);
        const link = await service.unsubscribeLink(req.query.token);
        return sendPage(reply, 200, {
          state: 'done',
          projectTitle: link.valid ? link.projectTitle : null,
        });
      },
    );
  });
}) satisfies FastifyPluginAsyncZod;
