import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createBlogRepository, type BlogRepository } from './blog.repository';
import { createBlogService, type BlogService } from './blog.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Blog posts: public reads, views and the admin editor (modules/blog). */
    blog: BlogService;
    /** Published posts as the page heads, the RSS feed and the sitemap read them (seo/). */
    blogRepository: BlogRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const repo = createBlogRepository(app.database.db);
    app.decorate('blogRepository', repo);
    app.decorate(
      'blog',
      // Cached page heads of posts (seo/blog-head.ts) follow every write, on every instance.
      createBlogService(repo, {
        onChange: () => app.changes.publish('blog'),
        // Read at call time: the admin module, which keeps the audit log, is registered later.
        audit: (event) => app.admin.record(event),
      }),
    );
  },
  { name: 'blog-module', dependencies: ['changes'] },
);
