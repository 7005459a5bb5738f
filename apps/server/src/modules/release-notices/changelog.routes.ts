import { RELEASE_MESSAGES } from '@codebazaar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { HeadTags } from '../../seo/head';
import { buildChangelogHead, renderAtomFeed } from './changelog.page';
import { FEED_ENTRIES } from './release-notices.service';

const CHANGELOG_PAGE = /^\/project\/([^/]+)\/changelog\/?$/;

/** A short time in shared caches: a new release shows within minutes (docs/product-rules.md). */
const FEED_CACHE = 'public, max-age=300';

/**
 * The public changelog of a project: the page at /project/{id}/changelog (the app's page, with
 * the changelog rendered into its head and body by the server) and its Atom feed. Both are the
 * same for every reader and carry nothing personal. Registered after the spa plugin, which
 * decorates `addHeadRoute`.
 */
export default async function changelogRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = app.releaseNotices;
  const { publicUrl } = app.config;

  // A draft or unknown project gets the not-found page (render answers null).
  app.addHeadRoute({
    match: (pathname) => {
      const m = CHANGELOG_PAGE.exec(pathname);
      if (!m) return null;
      try {
        return { id: decodeURIComponent(m[1]!) };
      } catch {
        return { id: '' };
      }
    },
    render: async ({ id = '' }, req): Promise<HeadTags | null> => {
      try {
        const changelog = await service.changelog(id);
        return changelog ? buildChangelogHead(changelog, publicUrl) : null;
      } catch (err) {
        // A failing database must not turn a page view into a JSON 500: the plain shell.
        req.log.error({ err }, 'server-rendered changelog failed');
        return {
          title: 'Codebazaar — the marketplace for code',
          description: 'Code projects backed by GitHub repositories: free and licensed.',
          robots: 'noindex',
        };
      }
    },
  });

  app.get(
    '/project/:id/changelog.xml',
    { schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (req, reply) => {
      const changelog = await service.changelog(req.params.id, FEED_ENTRIES);
      if (!changelog) {
        return reply.code(404).send({ error: RELEASE_MESSAGES.projectNotFound });
      }
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(renderAtomFeed(changelog, publicUrl));
    },
  );
}
