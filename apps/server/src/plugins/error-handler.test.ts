import { GITHUB_MESSAGES, loginInputSchema } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { OAuthFlowError } from '../modules/github/github.service';
import errorHandler, { TOO_MANY_REQUESTS } from './error-handler';

let app: FastifyInstance;

/** Throws `make()` from a GET route. */
const failing = (url: string, make: () => unknown) =>
  app.get(url, async () => {
    throw make();
  });

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ok = async () => ({ ok: true });

  typed.post('/login', { schema: { body: loginInputSchema } }, ok);
  typed.post(
    '/project',
    {
      schema: {
        body: z.object({
          title: z.string().min(3),
          tags: z.array(z.string().max(5, 'Tag is too long')).optional(),
          license: z
            .object({ type: z.enum(['free', 'paid']), price: z.number() })
            .refine((v) => v.type === 'free' || v.price >= 1, {
              path: ['price'],
              message: 'Price must be at least $1.00',
            })
            .optional(),
        }),
      },
    },
    ok,
  );
  typed.post(
    '/password',
    {
      schema: {
        body: z
          .object({ password: z.string(), confirm: z.string() })
          .refine((v) => v.password === v.confirm, 'Passwords do not match'),
      },
    },
    ok,
  );
  typed.get(
    '/licenses/:id',
    {
      schema: {
        params: z.object({ id: z.uuid('Invalid license id') }),
        querystring: z.object({ page: z.coerce.number().int().optional() }),
      },
    },
    ok,
  );

  failing('/busy', () =>
    httpErrors.createError(429, 'Slow down', { headers: { 'retry-after': '42' } }),
  );
  failing('/rate-limited', () =>
    Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 }),
  );
  failing('/crash', () => new Error('connection to db:5432 refused (password secret)'));
  failing('/upstream', () => httpErrors.badGateway('Stripe said: invalid key sk_live_x'));
  failing('/not-configured', () =>
    httpErrors.createError(503, 'Payments are not configured', { expose: true }),
  );
  failing('/library-error', () =>
    Object.assign(new Error('upstream refused'), {
      statusCode: 500,
      headers: { 'set-cookie': 'upstream=1' },
    }),
  );
  failing('/not-found', () => httpErrors.notFound('Project not found'));
  failing('/oauth', () => new OAuthFlowError(GITHUB_MESSAGES.alreadyLinked, 409));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

describe('validation errors: one wording for every route', () => {
  it('sends a message of our schemas on a top-level field as is', async () => {
    for (const body of [{ password: 'x' }, { email: '', password: 'x' }]) {
      const res = await post('/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Email is required' });
    }
    const params = await app.inject({ url: '/licenses/42' });
    expect(params.statusCode).toBe(400);
    expect(params.json()).toEqual({ error: 'Invalid license id' });
  });

  it('prefixes a message of our schemas on a nested value with its path', async () => {
    const price = await post('/project', { title: 'Board', license: { type: 'paid', price: 0.5 } });
    expect(price.json()).toEqual({ error: 'license.price: Price must be at least $1.00' });
    const tag = await post('/project', { title: 'Board', tags: ['ok', 'far too long'] });
    expect(tag.json()).toEqual({ error: 'tags.1: Tag is too long' });
  });

  it("prefixes zod's own wording with the field", async () => {
    const type = await post('/project', { title: 42 });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({
      error: 'title: Invalid input: expected string, received number',
    });
    const short = await post('/project', { title: 'ab' });
    expect(short.json()).toEqual({
      error: 'title: Too small: expected string to have >=3 characters',
    });
    const option = await post('/project', { title: 'Board', license: { type: 'gift', price: 1 } });
    expect(option.json()).toEqual({
      error: 'license.type: Invalid option: expected one of "free"|"paid"',
    });
    const query = await app.inject({
      url: '/licenses/0b6f1f8e-4a4e-4c55-9d7e-2f1f6b8c9a10?page=1.5',
    });
    expect(query.json()).toEqual({ error: 'page: Invalid input: expected int, received number' });
  });

  it('names the body when it fails as a whole, unless our schema says why', async () => {
    for (const payload of ['[]', '"text"', 'null']) {
      const res = await app.inject({
        method: 'POST',
        url: '/project',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid request body' });
    }
    const mismatch = await post('/password', { password: 'a', confirm: 'b' });
    expect(mismatch.json()).toEqual({ error: 'Passwords do not match' });
  });

  it("keeps Fastify's own 400 texts (malformed JSON)", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/project',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/JSON/);
  });
});

describe('errors made for the client', () => {
  it('sends the headers an error carries (Retry-After) with its text', async () => {
    const res = await app.inject({ url: '/busy' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({ error: 'Slow down' });
  });

  it('gives a 429 raised without a text of ours the one rate-limit text', async () => {
    const res = await app.inject({ url: '/rate-limited' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: TOO_MANY_REQUESTS });
    expect(TOO_MANY_REQUESTS).toBe('Too many attempts. Please try again later.');
  });

  it('sends 4xx http errors and OAuth flow errors with their texts', async () => {
    const missing = await app.inject({ url: '/not-found' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Project not found' });
    const oauth = await app.inject({ url: '/oauth' });
    expect(oauth.statusCode).toBe(409);
    expect(oauth.json()).toEqual({ error: GITHUB_MESSAGES.alreadyLinked });
  });
});

describe('server errors', () => {
  it('hide their details unless exposed on purpose', async () => {
    const crash = await app.inject({ url: '/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ error: 'Internal server error' });
    const upstream = await app.inject({ url: '/upstream' });
    expect(upstream.statusCode).toBe(502);
    expect(upstream.json()).toEqual({ error: 'Internal server error' });
    const exposed = await app.inject({ url: '/not-configured' });
    expect(exposed.statusCode).toBe(503);
    expect(exposed.json()).toEqual({ error: 'Payments are not configured' });
  });

  it('never send the headers of an error that was not made for the client', async () => {
    const res = await app.inject({ url: '/library-error' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual({ error: 'Internal server error' });
  });
});
