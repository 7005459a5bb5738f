import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { projects } from '../../db/schema';
import { createBuiltinEngine } from '../../integrations/ai/builtin-engine';

/** The whole app configured with AI_API_KEY, talking to the fake OpenAI-compatible server. */
let fake: FakeOpenAi;
let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  ctx = await createTestApp({
    AI_API_KEY: 'sk-test',
    AI_BASE_URL: fake.baseURL,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '300',
  });
  user = await createUser(ctx, { username: 'kim' });
  for (const [title, category, stars] of [
    ['Star Blaster', 'game', 50],
    ['Pixel Runner', 'game', 5],
    ['Chess Trainer', 'web', 1],
  ] as const) {
    await ctx.database.db.insert(projects).values({
      authorId: user.id,
      title,
      category,
      tags: ['godot'],
      stars,
      status: 'published',
      publishedAt: new Date(),
    });
  }
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const post = (url: string, payload: object, u?: TestUser) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: u?.headers });

describe('AI routes with an OpenAI-compatible engine', () => {
  it('uses the model to parse the query and our search to answer', async () => {
    expect(ctx.app.aiEngine.name).toBe('openai');
    fake.script({
      kind: 'json',
      body: {
        text: '',
        category: 'game',
        technologies: [],
        sortBy: 'stats.stars',
        sortOrder: 'asc',
      },
    });
    const res = await post('/api/projects/ai-search', {
      query: 'something to play, least starred first',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().projects.map((p: { title: string }) => p.title)).toEqual([
      'Pixel Runner',
      'Star Blaster',
    ]);
    expect(res.json().searchSummary).toBe('Showing projects in Games, least starred first.');
    expect(fake.requests.at(-1)!.body.model).toBe('fake-model');
  });

  it('falls back to the built-in parser when the model fails', async () => {
    fake.script({ kind: 'error', status: 500 });
    const res = await post('/api/projects/ai-search', { query: 'most starred game' });
    expect(res.statusCode).toBe(200);
    expect(res.json().projects.map((p: { title: string }) => p.title)).toEqual([
      'Star Blaster',
      'Pixel Runner',
    ]);
  });

  it('generates a listing with the model, URLs from our rule', async () => {
    fake.script({
      kind: 'json',
      body: {
        description:
          'A chess trainer that serves daily puzzles and tracks your rating as you improve.',
        tags: ['chess', 'puzzles'],
        category: 'game',
        freeFeatures: ['Daily puzzle'],
        paidFeatures: ['Opening explorer'],
      },
    });
    const res = await post(
      '/api/projects/ai-generate',
      { projectName: 'Chess Trainer', description: '' },
      user,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      category: 'game',
      tags: ['chess', 'puzzles'],
      freeRepositoryUrl: 'https://github.com/kim/chess-trainer-free',
      features: { freeFeatures: ['Daily puzzle'], paidFeatures: ['Opening explorer'] },
    });
  });

  it('keeps the marketplace figures ours when the model rewrites ideas', async () => {
    const request = {
      skillLevel: 'beginner',
      interests: ['game'],
      timeCommitment: '2-weeks',
      goals: ['fun'],
    } as const;
    const picks = await createBuiltinEngine().generateIdeas({
      ...request,
      interests: ['game'],
      goals: ['fun'],
    });
    const godot = picks.find((p) => p.requiredSkills.includes('Godot'))!;
    fake.script({
      kind: 'json',
      body: {
        ideas: [
          {
            id: godot.id,
            title: 'Your First Godot Platformer',
            description: 'A short, friendly platformer to learn Godot in two weeks.',
            // Figures the model has no say in:
            similarProjectsCount: 9999,
            trendingScore: 100,
          },
        ],
      },
    });
    const res = await post('/api/tools/generate-ideas', request);
    expect(res.statusCode, res.body).toBe(200);
    const idea = (
      res.json().ideas as {
        id: string;
        title: string;
        similarProjectsCount: number;
        competitionLevel: string;
      }[]
    ).find((i) => i.id === godot.id)!;
    expect(idea.title).toBe('Your First Godot Platformer');
    // The two published games tagged godot.
    expect(idea.similarProjectsCount).toBe(2);
    expect(idea.competitionLevel).toBe('Low');
  });
});
