import { generateIdeasResponseSchema, type IdeaInterest } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { IDEA_CATALOGUE } from '../../integrations/ai/idea-catalogue';

let ctx: TestContext;
let user: TestUser;
let ipCounter = 0;
const freshIp = () => `10.7.0.${(ipCounter += 1)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const ideas = (payload: unknown, opts: { user?: TestUser; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/tools/generate-ideas',
    payload: payload as object,
    headers: opts.user?.headers,
    remoteAddress: opts.ip ?? freshIp(),
  });

const interestsOf = (id: string): IdeaInterest[] =>
  IDEA_CATALOGUE.find((c) => c.id === id)?.interests ?? [];

describe('POST /api/tools/generate-ideas', () => {
  it('answers visitors with six ideas using the default choices (beginner, 1 week)', async () => {
    const res = await ideas({});
    expect(res.statusCode, res.body).toBe(200);
    const body = generateIdeasResponseSchema.parse(res.json());
    expect(body.ideas).toHaveLength(6);
    expect(body.ideas.slice(0, 3).every((i) => i.difficulty === 'beginner')).toBe(true);
    for (const idea of body.ideas) {
      // An empty marketplace: nothing similar, low competition, the catalogue's prices.
      expect(idea.similarProjectsCount).toBe(0);
      expect(idea.competitionLevel).toBe('Low');
      const entry = IDEA_CATALOGUE.find((c) => c.id === idea.id)!;
      expect(idea.estimatedPrice).toEqual(entry.price);
      expect(idea.trendingScore).toBeGreaterThanOrEqual(0);
      expect(idea.trendingScore).toBeLessThanOrEqual(100);
    }
  });

  it('follows the request for signed-in users too', async () => {
    const res = await ideas(
      {
        skillLevel: 'advanced',
        interests: ['game', 'ai'],
        timeCommitment: '1-month',
        goals: ['fun'],
      },
      { user },
    );
    expect(res.statusCode).toBe(200);
    const body = generateIdeasResponseSchema.parse(res.json());
    for (const interest of ['game', 'ai'] as const)
      expect(
        body.ideas.some((i) => interestsOf(i.id).includes(interest)),
        interest,
      ).toBe(true);
    expect(body.ideas.some((i) => i.difficulty === 'advanced')).toBe(true);
  });

  it.each([
    ['an unknown skill level', { skillLevel: 'guru' }, 'skillLevel'],
    ['an unknown interest', { interests: ['web', 'cooking'] }, 'interests'],
    ['an unknown time', { timeCommitment: '1-year' }, 'timeCommitment'],
    ['an unknown goal', { goals: ['fame'] }, 'goals'],
    ['interests that are not a list', { interests: 'web' }, 'interests'],
    ['too many goals', { goals: Array(7).fill('fun') }, 'goals'],
  ])('answers 400 for %s', async (_name, payload, field) => {
    const res = await ideas(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
  });

  it('is rate-limited to 10 a minute per IP', async () => {
    const ip = '10.6.0.1';
    for (let i = 0; i < 10; i += 1) expect((await ideas({}, { ip })).statusCode).toBe(200);
    const limited = await ideas({}, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String) });
    expect((await ideas({})).statusCode).toBe(200);
  });
});
