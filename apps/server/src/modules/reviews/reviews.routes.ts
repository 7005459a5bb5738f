import {
  listReviewsQuerySchema,
  projectIdParamsSchema,
  reviewInputSchema,
  reviewListResponseSchema,
  reviewResponseSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['reviews'];

/** Registered under /api/projects: /:id/reviews does not overlap the project routes. */
export default (async (app) => {
  const service = app.reviews;

  app.get(
    '/:id/reviews',
    {
      schema: {
        tags,
        summary: "A project's reviews, newest first, with its average rating",
        params: projectIdParamsSchema,
        querystring: listReviewsQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (req) => service.list(req.params.id, req.user, req.query.page, req.query.limit),
  );

  app.put(
    '/:id/reviews',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Rate a project 1-5 with an optional review, or edit it (active license holders)',
        params: projectIdParamsSchema,
        body: reviewInputSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (req) => service.upsert(signedInUser(req), req.params.id, req.body),
  );
}) satisfies FastifyPluginAsyncZod;
