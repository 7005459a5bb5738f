import {
  authResponseSchema,
  changePasswordInputSchema,
  errorResponseSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  messageResponseSchema,
  profileResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updateProfileInputSchema,
  verifyEmailInputSchema,
  AUTH_MESSAGES,
} from '@codebazaar/shared';
import type { FastifyError, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';

import {
  PRIVATE_NO_STORE,
  SESSION_COOKIE,
  sessionCookieOptions,
  setSessionCookie as setCookie,
} from '../../plugins/auth';
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const bearer = [{ bearerAuth: [] }];

/** /api/auth: register, login, logout, profile, password change, verification and reset. */
export default (async (app) => {
  const service = createAuthService({
    repo: createAuthRepository(app.database.db),
    config: app.config,
    mailer: app.mailer,
    log: app.log,
  });
  const cookieOptions = sessionCookieOptions(app.config.publicUrl);

  const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    setCookie(reply, app.config.publicUrl, token, expiresAt);

  // Auth answers carry tokens and personal data: never cache them.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });

  // The forms show the server's text as is (docs/product-rules.md#texts): send a field's own
  // message, not "field: message". Everything else goes on to the app's error handler.
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const onField = first && first.instancePath !== '' && first.instancePath !== '/';
      return reply.code(400).send({ error: onField ? first.message : 'Invalid request body' });
    }
    const retryAfter = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (err.statusCode === 429 && typeof retryAfter === 'number') {
      reply.header('retry-after', String(retryAfter));
    }
    throw err;
  });

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        body: registerInputSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const grant = await service.register(req.body, req.ip);
      setSessionCookie(reply, grant.token, grant.expiresAt);
      return reply.code(201).send({ token: grant.token, user: grant.user });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: loginInputSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const grant = await service.login(req.body, req.ip);
      setSessionCookie(reply, grant.token, grant.expiresAt);
      return { token: grant.token, user: grant.user };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        response: { 200: messageResponseSchema, 403: errorResponseSchema },
      },
    },
    async (req, reply) => {
      // Another site's page could post here with the cookie: it must not sign the user out.
      if (req.crossSite && req.authVia !== 'bearer') {
        return reply.code(403).send({ error: AUTH_MESSAGES.crossSite });
      }
      await service.logout(req.sessionTokenHash);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { message: AUTH_MESSAGES.signedOut };
    },
  );

  app.get(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        security: bearer,
        response: { 200: profileResponseSchema, 401: errorResponseSchema },
      },
    },
    async (req) => ({ user: await service.getProfile(req.user!.id) }),
  );

  app.put(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        security: bearer,
        body: updateProfileInputSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (req) => ({ user: await service.updateProfile(req.user!.id, req.body) }),
  );

  app.post(
    '/change-password',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        security: bearer,
        body: changePasswordInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: await service.changePassword(req.user!.id, req.sessionTokenHash, req.body),
    }),
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        body: verifyEmailInputSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (req) => ({ message: await service.verifyEmail(req.body.token) }),
  );

  app.post(
    '/resend-verification',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        security: bearer,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (req) => ({ message: await service.resendVerification(req.user!.id) }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: forgotPasswordInputSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (req) => ({ message: await service.forgotPassword(req.body.email, req.ip) }),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        body: resetPasswordInputSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (req) => ({ message: await service.resetPassword(req.body, req.ip) }),
  );
}) satisfies FastifyPluginAsyncZod;
