import crypto from 'node:crypto';

import {
  blogAdminListResponseSchema,
  blogCategoriesResponseSchema,
  blogFeaturedResponseSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostDetailResponseSchema,
  blogPostSchema,
  blogPreviewInputSchema,
  blogPreviewResponseSchema,
  blogSlugParamsSchema,
  createBlogPostInputSchema,
  idParamsSchema,
  messageResponseSchema,
  updateBlogPostInputSchema,
} from '@codebazaar/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { signedInUser } from '../../plugins/auth';

/** Who is reading, for "one view per visitor per day": the account, else a hash of IP and browser. */
function visitorKey(req: FastifyRequest): string {
  if (req.user) return `u:${req.user.id}`;
  const agent = req.headers['user-agent'] ?? '';
  return `a:${crypto.createHash('sha256').update(`${req.ip}|${agent}`).digest('hex').slice(0, 32)}`;
}

/**
 * GET and DELETE /api/blog/{post} share one path, so they share its parameter's name: a reader
 * names the post by its slug, an admin deleting it by its id (the URLs are unchanged).
 */
const postBySlugParamsSchema = z.object({
  post: blogSlugParamsSchema.shape.slug.describe("The post's slug"),
});
const postByIdParamsSchema = z.object({
  post: idParamsSchema.shape.id.describe("The post's id"),
});

export default (async (app) => {
  const blog = app.blog;
  const admin = { onRequest: app.requireAdmin };
  const tags = ['blog'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Published blog posts, newest first',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema },
      },
    },
    async (req) => blog.list(req.query),
  );

  app.get(
    '/featured',
    {
      schema: {
        tags,
        summary: 'Featured blog posts',
        response: { 200: blogFeaturedResponseSchema },
      },
    },
    async () => blog.featured(),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Blog categories with post counts',
        response: { 200: blogCategoriesResponseSchema },
      },
    },
    async () => blog.categories(),
  );

  app.get(
    '/admin/posts',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every blog post, drafts included (admins)',
        response: { 200: blogAdminListResponseSchema },
      },
    },
    async () => blog.adminList(),
  );

  app.get(
    '/admin/posts/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'One blog post to edit (admins)',
        params: idParamsSchema,
        response: { 200: blogPostSchema },
      },
    },
    async (req) => blog.adminGet(req.params.id),
  );

  app.post(
    '/admin/posts',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create a blog post (admins)',
        body: createBlogPostInputSchema,
        response: { 201: blogPostSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await blog.create(signedInUser(req), req.body)),
  );

  app.put(
    '/admin/posts/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Update a blog post (admins)',
        params: idParamsSchema,
        body: updateBlogPostInputSchema,
        response: { 200: blogPostSchema },
      },
    },
    async (req) => blog.update(signedInUser(req), req.params.id, req.body),
  );

  app.post(
    '/admin/preview',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Render a blog post preview (admins)',
        body: blogPreviewInputSchema,
        response: { 200: blogPreviewResponseSchema },
      },
    },
    async (req) => blog.preview(req.body.content),
  );

  app.get(
    '/:post',
    {
      schema: {
        tags,
        summary: 'One published blog post by its slug',
        params: postBySlugParamsSchema,
        response: { 200: blogPostDetailResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return blog.read(req.params.post, visitorKey(req));
    },
  );

  app.delete(
    '/:post',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a blog post (admins)',
        params: postByIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => {
      await blog.remove(signedInUser(req), req.params.post);
      return { message: 'Post deleted' };
    },
  );
}) satisfies FastifyPluginAsyncZod;
