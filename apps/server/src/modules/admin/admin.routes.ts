import {
  adminFeatureInputSchema,
  adminOverviewResponseSchema,
  adminProjectSchema,
  adminProjectsQuerySchema,
  adminProjectsResponseSchema,
  adminReasonInputSchema,
  adminRoleInputSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  idParamsSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['admin'];

/** Registered under /api/admin: every route is for admins only. */
export default (async (app) => {
  const service = app.admin;

  app.get(
    '/overview',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Sales, fees, refunds, new users and new projects per month for 12 months',
        response: { 200: adminOverviewResponseSchema },
      },
    },
    async () => service.overview(),
  );

  app.get(
    '/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Search users by name or email',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (req) => service.users(req.query.search, req.query.page, req.query.limit),
  );

  app.post(
    '/users/:id/suspend',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Suspend a user: no sign-in, sessions end, projects leave the public lists',
        params: idParamsSchema,
        body: adminReasonInputSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (req) => service.suspend(signedInUser(req), req.params.id, req.body.reason),
  );

  app.post(
    '/users/:id/unsuspend',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Lift a suspension: the projects it hid are published again',
        params: idParamsSchema,
        body: adminReasonInputSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (req) => service.unsuspend(signedInUser(req), req.params.id, req.body.reason),
  );

  app.put(
    '/users/:id/role',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Make a user an admin or remove the role (never from the last admin)',
        params: idParamsSchema,
        body: adminRoleInputSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (req) =>
      service.setRole(signedInUser(req), req.params.id, req.body.role, req.body.reason),
  );

  app.get(
    '/projects',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Search projects by title or author, drafts included',
        querystring: adminProjectsQuerySchema,
        response: { 200: adminProjectsResponseSchema },
      },
    },
    async (req) =>
      service.projects(req.query.search, req.query.status, req.query.page, req.query.limit),
  );

  app.post(
    '/projects/:id/unpublish',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Take a project off the marketplace; its author sees the reason',
        params: idParamsSchema,
        body: adminReasonInputSchema,
        response: { 200: adminProjectSchema },
      },
    },
    async (req) => service.unpublish(signedInUser(req), req.params.id, req.body.reason),
  );

  app.post(
    '/projects/:id/feature',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Feature a project on the home page, or stop featuring it',
        params: idParamsSchema,
        body: adminFeatureInputSchema,
        response: { 200: adminProjectSchema },
      },
    },
    async (req) =>
      service.feature(signedInUser(req), req.params.id, req.body.featured, req.body.reason),
  );

  app.get(
    '/audit-log',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Every admin and money action, newest first: who, what, to what, why and when; by group',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (req) => service.auditLog(req.query.group, req.query.page, req.query.limit),
  );
}) satisfies FastifyPluginAsyncZod;
