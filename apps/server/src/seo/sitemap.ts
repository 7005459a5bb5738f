import type { FastifyInstance } from 'fastify';

import { createSitemapRepository } from './sitemap.repository';
import { escapeXml } from './xml';

/** The sitemap protocol allows 50,000 URLs per file; larger sites get a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
}

const latest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

const lastmodTag = (d: Date | null | undefined) =>
  d ? `<lastmod>${d.toISOString()}</lastmod>` : '';

export function renderUrlset(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${lastmodTag(u.lastmod)}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function renderSitemapIndex(files: SitemapUrl[]): string {
  const body = files
    .map((f) => `  <sitemap><loc>${escapeXml(f.loc)}</loc>${lastmodTag(f.lastmod)}</sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/**
 * GET /sitemap.xml: home, /find-projects, /blog, /tutorials, published blog posts,
 * published projects and the author pages of authors with published projects, each
 * with lastmod. Above `maxUrlsPerFile` URLs it becomes an index of /sitemaps/*.xml files.
 */
export default async function sitemap(
  app: FastifyInstance,
  opts: { maxUrlsPerFile?: number } = {},
) {
  const max = opts.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  const blog = app.blogRepository;
  const repo = createSitemapRepository(app.database.db);
  const base = app.config.publicUrl;

  /** Fixed pages and blog posts. */
  async function pageUrls(projectsLastmod: Date | null): Promise<SitemapUrl[]> {
    const posts = await blog.sitemapEntries();
    const postsLastmod = latest(...posts.map((p) => p.updatedAt));
    const tutorialsLastmod = latest(
      ...posts.filter((p) => p.category === 'tutorials').map((p) => p.updatedAt),
    );
    return [
      { loc: `${base}/`, lastmod: latest(projectsLastmod, postsLastmod) },
      { loc: `${base}/find-projects`, lastmod: projectsLastmod },
      { loc: `${base}/blog`, lastmod: postsLastmod },
      { loc: `${base}/tutorials`, lastmod: tutorialsLastmod },
      ...posts.map((p) => ({ loc: `${base}/blog/${p.slug}`, lastmod: p.updatedAt })),
    ];
  }

  const projectUrls = async (offset: number, limit: number) =>
    (await repo.projectEntries(offset, limit)).map((p) => ({
      loc: `${base}/project/${p.id}`,
      lastmod: p.updatedAt,
    }));
  const authorUrls = async (offset: number, limit: number) =>
    (await repo.authorEntries(offset, limit)).map((a) => ({
      // Author pages live at /author/{username} (their id URLs move there).
      loc: `${base}/author/${encodeURIComponent(a.username)}`,
      lastmod: a.updatedAt,
    }));

  const xmlHeaders = {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const stats = await repo.projectStats();
    const pages = await pageUrls(stats.lastmod);
    const total = pages.length + stats.projects + stats.authors;
    let xml: string;
    if (total <= max) {
      xml = renderUrlset([...pages, ...(await projectUrls(0, max)), ...(await authorUrls(0, max))]);
    } else {
      const files: SitemapUrl[] = [];
      for (let n = 1; n <= Math.ceil(pages.length / max); n += 1) {
        const chunk = pages.slice((n - 1) * max, n * max);
        files.push({
          loc: `${base}/sitemaps/pages-${n}.xml`,
          lastmod: latest(...chunk.map((p) => p.lastmod)),
        });
      }
      for (let n = 1; n <= Math.ceil(stats.projects / max); n += 1) {
        files.push({ loc: `${base}/sitemaps/projects-${n}.xml`, lastmod: stats.lastmod });
      }
      for (let n = 1; n <= Math.ceil(stats.authors / max); n += 1) {
        files.push({ loc: `${base}/sitemaps/authors-${n}.xml`, lastmod: stats.lastmod });
      }
      xml = renderSitemapIndex(files);
    }
    return reply.headers(xmlHeaders).send(xml);
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const m = /^(pages|projects|authors)-([1-9][0-9]{0,5})\.xml$/.exec(req.params.file);
      const offset = (Number(m?.[2] ?? '1') - 1) * max;
      let urls: SitemapUrl[] = [];
      if (m?.[1] === 'pages') {
        const pages = await pageUrls((await repo.projectStats()).lastmod);
        urls = pages.slice(offset, offset + max);
      } else if (m?.[1] === 'projects') {
        urls = await projectUrls(offset, max);
      } else if (m?.[1] === 'authors') {
        urls = await authorUrls(offset, max);
      }
      if (urls.length === 0) return reply.code(404).type('text/plain').send('Not found');
      return reply.headers(xmlHeaders).send(renderUrlset(urls));
    },
  );
}
