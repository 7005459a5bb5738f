import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Every error leaves as `{ error }`; 5xx details stay in the log. */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? 'Invalid request';
      return reply.code(400).send({ error: field ? `${field}: ${message}` : message });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    // A 5xx made on purpose with a message for the client (`expose`, e.g. a service that is not
    // configured) keeps its message; any other 5xx is a failure whose details stay in the log.
    if (status >= 500 && (err as { expose?: boolean }).expose === true) {
      return reply.code(status).send({ error: err.message });
    }
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(status).send({ error: 'Internal server error' });
    }
    if (status === 429)
      return reply.code(429).send({ error: 'Too many attempts. Please try again later.' });
    return reply.code(status).send({ error: err.message || 'Request failed' });
  });
});
