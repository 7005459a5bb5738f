import type { FastifyInstance } from 'fastify';

/** Signed-in and admin screens, and the API, have nothing for a search engine. */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/dashboard',
  '/seller-dashboard',
  '/edit-project/',
  '/upload',
  '/profile',
  '/drafts',
  '/github-access',
  '/cart',
  '/auth/',
  '/login',
  '/register',
  '/cart',
  '/checkout',
  '/orders',
  '/receipts/',
];

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /robots.txt pointing crawlers at the sitemap. */
export default async function robots(app: FastifyInstance) {
  const body = renderRobots(app.config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(body),
  );
}
