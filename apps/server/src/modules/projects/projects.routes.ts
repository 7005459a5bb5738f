import {
  draftsResponseSchema,
  listProjectsQuerySchema,
  messageResponseSchema,
  projectDetailResponseSchema,
  projectIdParamsSchema,
  projectInputSchema,
  projectListResponseSchema,
  projectResponseSchema,
} from '@codebazaar/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { TtlCache } from '../../lib/ttl-cache';
import { signedInUser } from '../../plugins/auth';
import type { Viewer } from './projects.service';

export interface ProjectsRoutesOptions {
  /** How long anonymous list responses are reused; 0 disables the cache. */
  listCacheTtlMs?: number;
}

const viewerOf = (req: FastifyRequest): Viewer => ({ user: req.user, ip: req.ip });

const tags = ['projects'];

export default (async (app, opts: ProjectsRoutesOptions) => {
  // Anonymous list responses, already serialized: identical for every visitor.
  const listCache = new TtlCache<string>(opts.listCacheTtlMs ?? 3_000);
  // Every project write (here or on another instance) clears it before the write answers.
  app.changes.subscribe('projects', () => listCache.clear());
  const service = app.projects;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Published projects: search, filter, sort, one page',
        querystring: listProjectsQuerySchema,
        response: { 200: projectListResponseSchema },
      },
    },
    async (req, reply) => {
      if (req.user) return service.list(req.query, req.user);
      const key = JSON.stringify(req.query);
      const body = await listCache.load(key, async () =>
        JSON.stringify(projectListResponseSchema.parse(await service.list(req.query, null))),
      );
      // A JSON string is sent as it is: the cached body skips validation and serialization.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/drafts',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in author's drafts",
        response: { 200: draftsResponseSchema },
      },
    },
    async (req) => ({ drafts: await service.drafts(signedInUser(req)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: "One project and the viewer's license",
        params: projectIdParamsSchema,
        response: { 200: projectDetailResponseSchema },
      },
    },
    async (req) => service.get(req.params.id, viewerOf(req)),
  );

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Publish a new project',
        body: projectInputSchema,
        response: { 201: projectResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ project: await service.create(signedInUser(req), req.body, 'published') }),
  );

  app.post(
    '/draft',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Save a new project as a draft (needs only a title)',
        body: projectInputSchema,
        response: { 201: projectResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ project: await service.create(signedInUser(req), req.body, 'draft') }),
  );

  app.put(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Save and publish a project (author only)',
        params: projectIdParamsSchema,
        body: projectInputSchema,
        response: { 200: projectResponseSchema },
      },
    },
    async (req) => ({
      project: await service.update(signedInUser(req), req.params.id, req.body, 'published'),
    }),
  );

  app.put(
    '/:id/draft',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Save a project as a draft (author only)',
        params: projectIdParamsSchema,
        body: projectInputSchema,
        response: { 200: projectResponseSchema },
      },
    },
    async (req) => ({
      project: await service.update(signedInUser(req), req.params.id, req.body, 'draft'),
    }),
  );

  app.post(
    '/:id/publish',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Publish a draft after checking every rule (author only)',
        params: projectIdParamsSchema,
        response: { 200: projectResponseSchema },
      },
    },
    async (req) => ({ project: await service.publish(signedInUser(req), req.params.id) }),
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a project (author only; not once licenses exist)',
        params: projectIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => {
      await service.remove(signedInUser(req), req.params.id);
      return { message: 'Project deleted' };
    },
  );
}) satisfies FastifyPluginAsyncZod<ProjectsRoutesOptions>;
