import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * True when a string anywhere in `value` (keys included) holds a NUL character. Walks with an
 * explicit stack: a body nested thousands of levels deep must not overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character: a query with one fails inside the database.
 * No field of this API has a use for it, so a request carrying one in its path or JSON body is
 * refused with 400 before any route sees it. Query strings are search terms and filters that
 * their routes validate or clean themselves (a search for "a\0b" still answers 200); the input
 * fuzzing test (security/fuzz.test.ts) holds every route to that.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (req, reply) => {
      if (containsNul(req.params) || containsNul(req.body)) {
        return reply.code(400).send({ error: NUL_MESSAGE });
      }
    });
  },
  { name: 'input-guard' },
);
