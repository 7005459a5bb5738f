import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { textAnswer } from '../../lib/openapi-answers';
import { FRAME_WATCH_JS, renderSandboxPage } from './sandbox.page';

// The id is checked by the service, not by the schema: a malformed id gets the 404 page,
// not a JSON 400 (this URL is opened in a browser tab).
const paramsSchema = z.object({ id: z.string() });

const htmlPage = { 'text/html': { schema: z.string() } };

export default (async (app) => {
  const service = app.sandbox;

  // The sandbox page's only script (sandbox.page.ts): an external file, as its policy requires.
  app.get('/frame-watch.js', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(FRAME_WATCH_JS),
  );

  app.get(
    '/run/:id',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'HTML page that runs a published project’s demo in a sandboxed iframe',
        params: paramsSchema,
        response: {
          ...textAnswer('text/html', 'The page that frames the demo'),
          // No published project with a demo: a page that says so (sandbox.page.ts).
          404: { description: 'A page saying there is no demo', content: htmlPage },
        } as Record<number, unknown>,
      },
    },
    async (req, reply) => {
      const { status, html, csp } = renderSandboxPage(await service.getDemoPage(req.params.id));
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', csp)
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(html);
    },
  );
}) satisfies FastifyPluginAsyncZod;
