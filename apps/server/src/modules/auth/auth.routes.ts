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
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { PRIVATE_NO_STORE, signedInUser } from '../../plugins/auth';
import { setsSessionCookie } from '../../plugins/openapi';
import {
  SESSION_COOKIE,
  sessionCookieOptions,
  setSessionCookie as setCookie,
} from '../../lib/session-tokens';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** /api/auth: register, login, logout, profile, password change, verification and reset. */
export default (async (app) => {
  const service = app.auth;
  const cookieOptions = sessionCookieOptions(app.config.publicUrl);

  const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    setCookie(reply, app.config.publicUrl, token, expiresAt);

  // Auth answers carry tokens and personal data: never cache them.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });

  app.post(
    '/register',
    {
      config: { openapi: setsSessionCookie(201) },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
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
      config: { openapi: setsSessionCookie(200) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
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
        summary: 'Sign out of this session',
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
        summary: "The signed-in user's profile",
        response: { 200: profileResponseSchema, 401: errorResponseSchema },
      },
    },
    async (req) => ({ user: await service.getProfile(signedInUser(req).id) }),
  );

  app.put(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "Update the signed-in user's profile",
        body: updateProfileInputSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (req) => ({ user: await service.updateProfile(signedInUser(req).id, req.body) }),
  );

  app.post(
    '/change-password',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change the password',
        body: changePasswordInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: await service.changePassword(signedInUser(req).id, req.sessionTokenHash, req.body),
    }),
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an email address with the mailed token',
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
        summary: 'Send the verification mail again',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (req) => ({ message: await service.resendVerification(signedInUser(req).id) }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
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
        summary: 'Set a new password with the mailed token',
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
