import {
  activateKeyBodySchema,
  activateKeyResponseSchema,
  deactivateKeyBodySchema,
  deactivateKeyResponseSchema,
  licenseKeyActionResponseSchema,
  licenseKeySettingsResponseSchema,
  licenseKeySettingsSchema,
  licensePublicKeyResponseSchema,
  projectIdParamsSchema,
  sellerLicenseKeysResponseSchema,
  validateKeyBodySchema,
  validateKeyResponseSchema,
} from '@codebazaar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { textAnswer } from '../../lib/openapi-answers';
import { signedInUser } from '../../plugins/auth';

const tags = ['license-keys'];

/** Requests a minute from one IP to the public key routes (each key has its own limit too). */
const PUBLIC_PER_IP_PER_MINUTE = 120;
const perIp = {
  rateLimit: {
    max: PUBLIC_PER_IP_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `ip:${req.ip}`,
  },
};

/**
 * The public key routes are called by sellers' programs from anywhere (browsers included): any
 * origin may call them, without credentials. Only these routes carry the CORS headers.
 */
const openCors = async (_req: FastifyRequest, reply: FastifyReply) => {
  void reply.header('access-control-allow-origin', '*');
  void reply.header('access-control-allow-methods', 'POST, OPTIONS');
  void reply.header('access-control-allow-headers', 'content-type');
  void reply.header('access-control-max-age', '600');
};

const keyParamsSchema = z.object({
  id: z.string().min(1).max(100),
  licenseId: z.string().min(1).max(100),
});
const licenseParamsSchema = z.object({ id: z.string().min(1).max(100) });
const signingKeyParamsSchema = z.object({ keyId: z.string().min(1).max(100) });
const signingKeysResponseSchema = z.object({
  keys: z.array(
    licensePublicKeyResponseSchema.shape.current.extend({ revokedAt: z.string().nullable() }),
  ),
});

export default (async (app) => {
  const service = app.licenseKeys;

  // Public API for sellers' software (docs/license-keys.md).
  app.options(
    '/license-keys/:action',
    {
      schema: { hide: true, params: z.object({ action: z.string().max(100) }) },
      onRequest: openCors,
    },
    async (_req, reply) => reply.code(204).send(),
  );

  app.post(
    '/license-keys/validate',
    {
      onRequest: openCors,
      config: perIp,
      schema: {
        tags,
        summary: 'Check a license key (an unknown key is valid: false)',
        body: validateKeyBodySchema,
        response: { 200: validateKeyResponseSchema },
      },
    },
    async (req) => service.validate(req.body.key, req.body.projectId, req.body.instanceId),
  );

  app.post(
    '/license-keys/activate',
    {
      onRequest: openCors,
      config: perIp,
      schema: {
        tags,
        summary: 'Activate a license key on an instance (409 when its limit is reached)',
        body: activateKeyBodySchema,
        response: { 200: activateKeyResponseSchema },
      },
    },
    async (req) => service.activate(req.body.key, req.body.projectId, req.body.instanceName),
  );

  app.post(
    '/license-keys/deactivate',
    {
      onRequest: openCors,
      config: perIp,
      schema: {
        tags,
        summary: 'Free the place of an activated instance',
        body: deactivateKeyBodySchema,
        response: { 200: deactivateKeyResponseSchema },
      },
    },
    async (req) => service.deactivate(req.body.key, req.body.instanceId),
  );

  // The seller's key settings and keys.
  app.get(
    '/projects/:id/license-keys',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The project's key settings and its keys, masked (the author)",
        params: projectIdParamsSchema,
        response: { 200: sellerLicenseKeysResponseSchema },
      },
    },
    async (req) => service.getSettings(signedInUser(req), req.params.id),
  );

  app.put(
    '/projects/:id/license-keys',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Turn license keys on or off and set their terms (the author)',
        params: projectIdParamsSchema,
        body: licenseKeySettingsSchema,
        response: { 200: licenseKeySettingsResponseSchema },
      },
    },
    async (req) => service.putSettings(signedInUser(req), req.params.id, req.body),
  );

  app.post(
    '/projects/:id/license-keys/:licenseId/revoke',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Revoke one license key (the author)',
        params: keyParamsSchema,
        response: { 200: licenseKeyActionResponseSchema },
      },
    },
    async (req) => service.revoke(signedInUser(req), req.params.id, req.params.licenseId),
  );

  app.post(
    '/projects/:id/license-keys/:licenseId/reset-activations',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove every activation of a license key (the author)',
        params: keyParamsSchema,
        response: { 200: licenseKeyActionResponseSchema },
      },
    },
    async (req) => service.resetActivations(signedInUser(req), req.params.id, req.params.licenseId),
  );

  app.get(
    '/projects/:id/license-public-key',
    {
      schema: {
        tags,
        summary: "The public keys that verify the project's license certificates (PEM and JWK)",
        params: projectIdParamsSchema,
        response: { 200: licensePublicKeyResponseSchema },
      },
    },
    async (req) => service.publicKeys(req.params.id),
  );

  // The holder's offline certificate.
  app.get(
    '/licenses/:id/certificate',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The signed license certificate (the holder)',
        params: licenseParamsSchema,
        response: textAnswer('text/plain', 'The certificate (docs/license-certificates.md)'),
      },
    },
    async (req, reply) => {
      const text = await service.certificate(signedInUser(req), req.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="license-${req.params.id}.txt"`)
        .send(text);
    },
  );

  // The seller's signing keys.
  app.get(
    '/license-keys/signing-keys',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in seller's certificate signing keys",
        response: { 200: signingKeysResponseSchema },
      },
    },
    async (req) => service.signingKeys(signedInUser(req)),
  );

  app.post(
    '/license-keys/signing-keys/rotate',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Make a new current signing key (old certificates verify until revoked)',
        response: { 200: signingKeysResponseSchema },
      },
    },
    async (req) => service.rotateSigningKey(signedInUser(req)),
  );

  app.post(
    '/license-keys/signing-keys/:keyId/revoke',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Revoke an old signing key: its certificates no longer verify',
        params: signingKeyParamsSchema,
        response: { 200: signingKeysResponseSchema },
      },
    },
    async (req) => service.revokeSigningKey(signedInUser(req), req.params.keyId),
  );
}) satisfies FastifyPluginAsyncZod;
