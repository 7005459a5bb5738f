import {
  createWebhookInputSchema,
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  updateWebhookInputSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';

const tags = ['webhooks'];
/** A session, or a personal access token with the `webhooks:write` scope (plugins/token-scopes.ts). */
const security = [{ bearerAuth: [] }];
/** Test events and redeliveries share one per-seller allowance a minute (webhooks.service.ts). */
const tooManySends = errorResponseSchema.describe(
  'The seller sent too many test events and redeliveries this minute; Retry-After says when to try again',
);

/** /api/seller/webhooks: a seller's webhook endpoints and their delivery log. */
export default (async (app) => {
  app.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        operationId: 'createWebhook',
        summary: 'Create a webhook endpoint; the answer holds its signing secret, shown this once',
        body: createWebhookInputSchema,
        response: { 201: webhookWithSecretSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await app.webhooks.create(signedInUser(req), req.body)),
  );

  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        operationId: 'listWebhooks',
        summary: 'Your webhook endpoints (without their secrets)',
        response: { 200: webhookListSchema },
      },
    },
    async (req) => app.webhooks.list(signedInUser(req)),
  );

  app.patch(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        operationId: 'updateWebhook',
        summary: 'Change a webhook endpoint: URL, events, description, switched on or off',
        params: idParamsSchema,
        body: updateWebhookInputSchema,
        response: { 200: webhookSchema },
      },
    },
    async (req) => app.webhooks.update(signedInUser(req), req.params.id, req.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook endpoint and its delivery log',
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => {
      await app.webhooks.remove(signedInUser(req), req.params.id);
      return { message: 'Webhook deleted' };
    },
  );

  app.post(
    '/:id/rotate-secret',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        operationId: 'rotateWebhookSecret',
        summary: 'Replace the signing secret of a webhook; the new one is shown this once',
        params: idParamsSchema,
        response: { 200: webhookWithSecretSchema },
      },
    },
    async (req) => app.webhooks.rotateSecret(signedInUser(req), req.params.id),
  );

  app.post(
    '/:id/test',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        operationId: 'sendWebhookTest',
        summary: 'Queue a signed webhook.test event to the endpoint (sent once)',
        params: idParamsSchema,
        response: { 202: webhookDeliverySchema, 429: tooManySends },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await app.webhooks.sendTest(signedInUser(req), req.params.id)),
  );

  app.get(
    '/:id/deliveries',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        operationId: 'listWebhookDeliveries',
        summary:
          'The latest deliveries of a webhook: event, status, response code, duration, attempts',
        params: idParamsSchema,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    async (req) => app.webhooks.deliveries(signedInUser(req), req.params.id),
  );

  app.post(
    '/:id/deliveries/:deliveryId/redeliver',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        operationId: 'redeliverWebhook',
        summary: 'Send a delivered or failed message again (same id and body, one attempt)',
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookDeliverySchema, 429: tooManySends },
      },
    },
    async (req, reply) =>
      reply
        .code(202)
        .send(
          await app.webhooks.redeliver(signedInUser(req), req.params.id, req.params.deliveryId),
        ),
  );
}) satisfies FastifyPluginAsyncZod;
