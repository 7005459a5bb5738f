import {
  activateKeyBodySchema,
  activateKeyResponseSchema,
  deactivateKeyBodySchema,
  deactivateKeyResponseSchema,
  instanceParamsSchema,
  keyInstancesResponseSchema,
  licenseKeyActionResponseSchema,
  licenseKeyErrorSchema,
  licenseKeySettingsInputSchema,
  licenseKeySettingsResponseSchema,
  licensePublicKeyResponseSchema,
  projectIdParamsSchema,
  sellerLicenseKeysResponseSchema,
  upgradeKeyBodySchema,
  upgradeKeyResponseSchema,
  validateKeyBodySchema,
  validateKeyResponseSchema,
} from '@codebazaar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { textAnswer } from '../../lib/openapi-answers';
import { signedInUser } from '../../plugins/auth';
import type { DocumentedRequest } from '../../plugins/openapi';
import { codeRefusals, publicKeyErrorHandler } from './license-key-errors';
import { upgradeKey } from './license-key-upgrade';

const tags = ['license-keys'];

/**
 * Requests a minute from one IP to validate, activate and deactivate together (each key has its
 * own limit too).
 */
const PUBLIC_PER_IP_PER_MINUTE = 120;
/** Revocation lists a minute from one IP (each is a query and a signature). */
const REVOCATIONS_PER_IP_PER_MINUTE = 60;
/** Seconds a revocation list may be cached by anyone (it is current for a day). */
const REVOCATIONS_MAX_AGE = 300;

/** The answers of the public key routes: the success, and `{ error, code }` refusals. */
const keyAnswers = <T>(ok: T) => ({
  200: ok,
  400: licenseKeyErrorSchema,
  403: licenseKeyErrorSchema,
  404: licenseKeyErrorSchema,
  409: licenseKeyErrorSchema,
  429: licenseKeyErrorSchema,
});

/** The CORS answer of the public key routes: any origin, POST only, JSON bodies, no cookies. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type',
  'Access-Control-Max-Age': '600',
} as const;

/**
 * The public key routes are called by sellers' programs from anywhere (browsers included): any
 * origin may call them, without credentials. Only these routes carry the CORS headers.
 */
const openCors = async (_req: FastifyRequest, reply: FastifyReply) => {
  void reply.headers(CORS);
};

/** The preflight's answer: the CORS headers (set by openCors), no body. */
const preflightAllowed = async (_req: FastifyRequest, reply: FastifyReply) =>
  reply.code(204).send();

/** What the document says of the CORS headers: on every answer of these routes, as set above. */
const CORS_DOCUMENTED: DocumentedRequest = {
  everyAnswerHeaders: {
    'Access-Control-Allow-Origin': {
      type: 'string',
      const: CORS['Access-Control-Allow-Origin'],
      description: 'Any origin may call (without credentials: cookies are not used here)',
      required: true,
    },
    'Access-Control-Allow-Methods': {
      type: 'string',
      const: CORS['Access-Control-Allow-Methods'],
      description: 'The methods a browser may send',
      required: true,
    },
    'Access-Control-Allow-Headers': {
      type: 'string',
      const: CORS['Access-Control-Allow-Headers'],
      description: 'The request headers a browser may send (a JSON body)',
      required: true,
    },
    'Access-Control-Max-Age': {
      type: 'integer',
      const: Number(CORS['Access-Control-Max-Age']),
      description: 'Seconds a browser may keep the preflight answer',
      required: true,
    },
  },
};

/** The public key routes a browser may call from another origin, after a preflight. */
const PUBLIC_ACTIONS = ['validate', 'activate', 'deactivate', 'upgrade'] as const;

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

/** GET /projects/{id}/license-revocations answers text (docs/license-certificates.md). */
const revocationListAnswer = {
  200: {
    description: 'The signed revocation list (docs/license-certificates.md#revocation-list)',
    content: {
      'text/plain': {
        schema: z
          .string()
          .regex(/^-----BEGIN CODEBAZAAR REVOCATIONS-----\nformat: codebazaar-revocations-v1\n/)
          .meta({
            description:
              'Signed lines (format, seller, signed, next-update, signing-key, then one ' +
              '"revoked: <license id> <ISO time>" line a license), a signature line, an END line',
            examples: [
              [
                '-----BEGIN CODEBAZAAR REVOCATIONS-----',
                'format: codebazaar-revocations-v1',
                'seller: 3f1c9c52-8a0e-4d7b-9a57-0c3f5d2b9e11',
                'signed: 2026-06-01T12:00:00.000Z',
                'next-update: 2026-06-02T12:00:00.000Z',
                'signing-key: 9b2d4e1a-5c6f-4a3b-8d7e-1f2a3b4c5d6e',
                'revoked: 6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d 2026-05-20T08:30:00.000Z',
                'signature: <base64url Ed25519 signature>',
                '-----END CODEBAZAAR REVOCATIONS-----',
                '',
              ].join('\n'),
            ],
          }),
      },
    },
  },
};

export default (async (app) => {
  const service = app.licenseKeys;

  /*
   * One counter per IP for the three routes. A route's `config.rateLimit` gets a store of its
   * own, keyed by its method and URL (plugins/rate-limit.ts; the Redis store does the same, and
   * a `groupId` only adds to the key within it), so each route would count apart. One limiter,
   * made once and run by the three routes' hooks, has one store and one count on every store.
   */
  const perIpLimit = app.rateLimit({
    max: PUBLIC_PER_IP_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `license-keys:ip:${req.ip}`,
  });
  const publicKeyRoute = {
    onRequest: [openCors, perIpLimit],
    config: { openapi: CORS_DOCUMENTED },
    errorHandler: publicKeyErrorHandler(app.errorHandler),
    preSerialization: codeRefusals,
  };

  // Public API for sellers' software (docs/license-keys.md).
  for (const action of PUBLIC_ACTIONS) {
    app.options(
      `/license-keys/${action}`,
      {
        onRequest: openCors,
        config: { openapi: CORS_DOCUMENTED },
        schema: {
          tags,
          summary: `The CORS preflight of POST /api/license-keys/${action}: any origin may call it`,
          response: {
            204: z.null().describe('Allowed: the Access-Control-* headers say how; no body'),
          },
        },
      },
      preflightAllowed,
    );
  }

  app.post(
    '/license-keys/validate',
    {
      ...publicKeyRoute,
      schema: {
        tags,
        summary: 'Check a license key (an unknown key is valid: false, code NOT_FOUND)',
        body: validateKeyBodySchema,
        response: keyAnswers(validateKeyResponseSchema),
      },
    },
    async (req) => service.validate(req.body.key, req.body.projectId, req.body.instanceId),
  );

  // A program's check for updates (docs/license-keys.md#upgrade): releases and download links
  // come from the releases and downloads modules.
  app.post(
    '/license-keys/upgrade',
    {
      ...publicKeyRoute,
      schema: {
        tags,
        summary:
          'Check a license key for a newer version: the latest release, the latest the license is entitled to, and a link to it',
        body: upgradeKeyBodySchema,
        response: keyAnswers(upgradeKeyResponseSchema),
      },
    },
    async (req) =>
      upgradeKey(
        {
          validate: (key, projectId) => service.validate(key, projectId),
          releases: app.releases,
          releaseLink: (licenseId, version) => app.downloads.releaseLink(licenseId, version),
          publicUrl: app.config.publicUrl,
        },
        req.body,
      ),
  );

  app.post(
    '/license-keys/activate',
    {
      ...publicKeyRoute,
      schema: {
        tags,
        summary:
          'Activate a license key on an instance (409 when its limit is reached; the same fingerprint is the same instance)',
        body: activateKeyBodySchema,
        response: keyAnswers(activateKeyResponseSchema),
      },
    },
    async (req) =>
      service.activate(
        req.body.key,
        req.body.projectId,
        req.body.instanceName,
        req.body.fingerprint,
      ),
  );

  app.post(
    '/license-keys/deactivate',
    {
      ...publicKeyRoute,
      schema: {
        tags,
        summary: 'Free the place of an activated instance',
        body: deactivateKeyBodySchema,
        response: keyAnswers(deactivateKeyResponseSchema),
      },
    },
    async (req) => service.deactivate(req.body.key, req.body.projectId, req.body.instanceId),
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
        body: licenseKeySettingsInputSchema,
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

  app.get(
    '/projects/:id/license-revocations',
    {
      config: {
        rateLimit: {
          max: REVOCATIONS_PER_IP_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => `ip:${req.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          "The signed list of the author's licenses whose keys no longer validate (besides expiry)",
        params: projectIdParamsSchema,
        response: revocationListAnswer,
      },
    },
    async (req, reply) => {
      const text = await service.revocationList(req.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', `public, max-age=${REVOCATIONS_MAX_AGE}`)
        .send(text);
    },
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

  // The holder's instances: where their key is activated.
  app.get(
    '/licenses/:id/instances',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Where the license's key is activated, and its limit (the holder)",
        params: licenseParamsSchema,
        response: { 200: keyInstancesResponseSchema },
      },
    },
    async (req) => service.instances(signedInUser(req), req.params.id),
  );

  app.delete(
    '/licenses/:id/instances/:instanceId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Free one instance of the license's key (the holder); answers the ones left",
        params: instanceParamsSchema,
        response: { 200: keyInstancesResponseSchema },
      },
    },
    async (req) => service.freeInstance(signedInUser(req), req.params.id, req.params.instanceId),
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
