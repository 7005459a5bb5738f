import { LEGAL_PAGE_SLUGS, stripTags, type LegalPageSlug } from '@codebazaar/shared';
import type { FastifyInstance } from 'fastify';

import type { HeadTags } from './head';

/**
 * Server-rendered <head> of the legal and contact pages (/terms, /privacy, /refund-policy,
 * /contact): the page's own title, and its first words as the description.
 */
export default async function legalHead(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;

  app.addHeadRoute({
    match: (pathname) => {
      const slug = pathname.replace(/^\/|\/$/g, '');
      return (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug) ? { slug } : null;
    },
    render: async ({ slug }): Promise<HeadTags> => {
      const page = await app.legal.get(slug as LegalPageSlug);
      return {
        title: `${page.title} — Codebazaar`,
        description: stripTags(page.content),
        canonical: `${publicUrl}/${page.slug}`,
      };
    },
  });
}
