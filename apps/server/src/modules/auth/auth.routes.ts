import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the auth module work: register, login, logout, profile, verify, reset.
export default (async () => {}) satisfies FastifyPluginAsyncZod;
