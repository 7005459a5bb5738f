import {
  draftsResponseSchema,
  errorResponseSchema,
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

import {
  cachedBody,
  PUBLIC_CACHE,
  sendCached,
  sendPublic,
  type CachedBody,
} from '../../lib/public-answer';
import { notModifiedAnswer } from '../../lib/openapi-answers';
import { TtlCache } from '../../lib/ttl-cache';
import { signedInUser, tokenCovers } from '../../plugins/auth';
import type { Viewer } from './projects.service';

export interface ProjectsRoutesOptions {
  /** How long anonymous list responses are reused; 0 disables the cache. */
  listCacheTtlMs?: number;
  /** How long anonymous project details are reused; 0 disables the cache. */
  detailCacheTtlMs?: number;
}

/**
 * Anonymous details kept at most. A detail is 2 to 4 kB: 10,000 of them are tens of MB, and more
 * than the projects a crawler or a wave of visitors reaches in the time to live.
 */
const DETAIL_CACHE_MAX = 10_000;

const viewerOf = (req: FastifyRequest): Viewer => ({ user: req.user, ip: req.ip });

const tags = ['projects'];

/**
 * The body of the publishing routes. projectInputSchema checks formats only; publishing also
 * needs a description and a category (validateProjectForPublish, docs/product-rules.md#projects),
 * so the OpenAPI document lists them as required. Validation itself is unchanged.
 */
const publishProjectBodySchema = projectInputSchema.meta({
  required: ['title', 'description', 'category'],
});

/** Publishing a paid project asks GitHub about its repository (github.service.ts). */
const paidRepositoryUnchecked = errorResponseSchema.describe(
  'GitHub could not be asked about the paid repository',
);

export default (async (app, opts: ProjectsRoutesOptions) => {
  // Anonymous list and detail responses, already serialized: identical for every visitor
  // (ADR 012). Every project write (here or on another instance) clears both before it answers.
  // 30 s like the details (it was 3 s): writes clear it anyway, and with hundreds of distinct
  // listing and search URLs a short life meant a page query for most of them every few seconds
  // (bench/README.md). At most 500 entries (TtlCache's default), oldest first out.
  const listCache = new TtlCache<CachedBody>(opts.listCacheTtlMs ?? 30_000);
  // Writes clear it; the time to live bounds what no write announces (the views counter, an
  // author's new display name).
  const detailCache = new TtlCache<CachedBody>(opts.detailCacheTtlMs ?? 30_000, DETAIL_CACHE_MAX);
  // Details as a signed-in reader without a license of the project sees them (with the price
  // details), serialized, and the author (who gets their own answer); null: not published.
  const memberDetailCache = new TtlCache<(CachedBody & { authorId: string }) | null>(
    opts.detailCacheTtlMs ?? 30_000,
    DETAIL_CACHE_MAX,
  );
  app.changes.subscribe('projects', () => {
    listCache.clear();
    detailCache.clear();
    memberDetailCache.clear();
  });
  const service = app.projects;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Published projects: search, filter, sort, one page',
        querystring: listProjectsQuerySchema,
        response: { 200: projectListResponseSchema, ...notModifiedAnswer },
      },
    },
    async (req, reply) => {
      if (req.user) return service.list(req.query, req.user);
      const key = JSON.stringify(req.query);
      let loaded = false;
      const entry = await listCache.load(key, async () => {
        loaded = true;
        return cachedBody(
          JSON.stringify(projectListResponseSchema.parse(await service.list(req.query, null))),
        );
      });
      app.metrics.cache('project_list', loaded ? 'miss' : 'hit');
      app.frontCache.offer(reply, entry);
      return sendPublic(req, reply, entry, PUBLIC_CACHE.LISTING);
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
        response: { 200: projectDetailResponseSchema, ...notModifiedAnswer },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      if (req.user) {
        const viewer = viewerOf(req);
        // A license holder's answer is their own (the license, maybe the paid repository); a
        // personal access token shows it only with licenses:read, else it reads as a member.
        if (tokenCovers(req, 'licenses:read') && (await service.mayHoldLicense(req.user.id, id))) {
          return service.get(id, viewer);
        }
        const entry = await memberDetailCache.load(id, async () => {
          const found = await service.memberDetail(id);
          if (!found) return null;
          const json = JSON.stringify(projectDetailResponseSchema.parse(found.detail));
          return { ...cachedBody(json), authorId: found.authorId };
        });
        // A draft, a missing project, or the author's own: the full read decides.
        if (!entry || entry.authorId === req.user.id) return service.get(id, viewer);
        service.countView(id, viewer);
        // No validator of a shared body: the auth plugin marks the answer `private, no-store`.
        return sendCached(req, reply, entry, 'application/json; charset=utf-8');
      }
      // A draft or a missing project throws here, and a failed load is never cached.
      let loaded = false;
      const entry = await detailCache.load(id, async () => {
        loaded = true;
        return cachedBody(
          JSON.stringify(projectDetailResponseSchema.parse(await service.publicDetail(id))),
        );
      });
      app.metrics.cache('project_detail', loaded ? 'miss' : 'hit');
      // A cached answer, and a 304, still count the visitor's view (ADR 008), from the front
      // cache too.
      service.countView(id, viewerOf(req));
      app.frontCache.offer(reply, entry, ({ ip }) => service.countView(id, { user: null, ip }));
      return sendPublic(req, reply, entry, PUBLIC_CACHE.REVALIDATE);
    },
  );

  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Publish a new project',
        body: publishProjectBodySchema,
        response: { 201: projectResponseSchema, 503: paidRepositoryUnchecked },
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
        body: publishProjectBodySchema,
        response: { 200: projectResponseSchema, 503: paidRepositoryUnchecked },
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
        response: { 200: projectResponseSchema, 503: paidRepositoryUnchecked },
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
