import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** The demos that ship with Codebazaar (the seeded projects' live demos): apps/server/demos. */
export const DEMOS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../demos',
);

/**
 * A demo's own policy, replacing the app-wide one: its scripts and styles come from its files
 * only (no inline script), it reaches nothing else, and only Codebazaar's own pages (the sandbox
 * page) may frame it. The sandbox frame runs it in an opaque origin, so its files must be
 * loadable cross-origin (Cross-Origin-Resource-Policy), which suits public static files.
 */
export const DEMO_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Serves the demos at /demos/<folder>/ with the headers above; anything else there is a 404. */
const demoFiles: FastifyPluginAsync = async (app) => {
  await app.register(
    async (demos) => {
      demos.setNotFoundHandler((_req, reply) =>
        reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
      );
      await demos.register(fastifyStatic, {
        root: DEMOS_DIR,
        prefix: '/',
        decorateReply: false,
        redirect: true,
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('Content-Security-Policy', DEMO_CSP);
          res.setHeader('X-Frame-Options', 'SAMEORIGIN');
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
          res.setHeader('Cache-Control', 'public, max-age=3600');
        },
      });
    },
    { prefix: '/demos' },
  );
};

export default demoFiles;
