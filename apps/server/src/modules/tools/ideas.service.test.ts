import crypto from 'node:crypto';

import { ideaSchema } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { licenses, projects } from '../../db/schema';
import type { AiEngine, IdeaProposal } from '../../integrations/ai/ai-engine';
import { createBuiltinEngine } from '../../integrations/ai/builtin-engine';
import { createIdeasRepository } from './ideas.repository';
import { createIdeasService, estimatePrice, skillTags, trendingScore } from './ideas.service';

let ctx: TestContext;
let author: TestUser;
let buyer: TestUser;
const DAY = 86_400_000;

interface Seed {
  category: string;
  tags?: string[];
  licenseType?: 'free' | 'paid' | 'freemium';
  priceCents?: number;
  views?: number;
  status?: 'draft' | 'published';
}

async function seed(s: Seed): Promise<string> {
  const [row] = await ctx.database.db
    .insert(projects)
    .values({
      authorId: author.id,
      title: `Project ${crypto.randomBytes(4).toString('hex')}`,
      category: s.category,
      tags: s.tags ?? [],
      licenseType: s.licenseType ?? 'free',
      priceCents: s.priceCents ?? 0,
      views: s.views ?? 0,
      status: s.status ?? 'published',
      publishedAt: s.status === 'draft' ? null : new Date(),
    })
    .returning({ id: projects.id });
  return row!.id;
}

async function sell(projectId: string, daysAgo: number, status: 'active' | 'refunded' = 'active') {
  const someone = await createUser(ctx);
  await ctx.database.db.insert(licenses).values({
    projectId,
    buyerId: someone.id,
    kind: 'paid',
    paymentReference: `ref_${crypto.randomBytes(6).toString('hex')}`,
    status,
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
}

const proposal = (
  p: Partial<IdeaProposal> & Pick<IdeaProposal, 'id' | 'category'>,
): IdeaProposal => ({
  title: `Idea ${p.id}`,
  description: 'An idea used by the tests.',
  difficulty: 'beginner',
  timeCommitment: '1-week',
  marketDemand: 'high',
  basePrice: { min: 9, max: 19 },
  requiredSkills: [],
  suggestedFeatures: ['One', 'Two', 'Three'],
  monetizationTips: ['Sell it'],
  ...p,
});

/** An engine that proposes exactly these ideas, so the figures can be checked by hand. */
const fixedEngine = (ideas: IdeaProposal[]): AiEngine => ({
  ...createBuiltinEngine(),
  generateIdeas: async () => ideas,
});

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUser(ctx);
  buyer = await createUser(ctx);
  // web: 8 published (6 paid at $10…$60), tags in several spellings and cases.
  const webPaid: string[] = [];
  for (const [i, dollars] of [10, 20, 30, 40, 50, 60].entries()) {
    webPaid.push(
      await seed({
        category: 'web',
        tags: i === 0 ? ['React', 'charts'] : i === 1 ? ['node.js'] : ['vue'],
        licenseType: i % 2 ? 'freemium' : 'paid',
        priceCents: dollars * 100,
        views: 100,
      }),
    );
  }
  await seed({ category: 'web', tags: ['reactjs'], views: 100 });
  await seed({ category: 'web', tags: ['svelte'], views: 100 });
  // Not similar: a draft with react, and react in another category.
  await seed({ category: 'web', tags: ['react'], status: 'draft', views: 5000 });
  await seed({ category: 'library', tags: ['react'], views: 0 });
  // game: 2 projects, few prices, lots of recent sales.
  const game = await seed({
    category: 'game',
    tags: ['godot'],
    licenseType: 'paid',
    priceCents: 1500,
    views: 100,
  });
  await seed({ category: 'game', tags: ['unity'], views: 100 });
  for (let i = 0; i < 3; i += 1) await sell(game, 2);
  await sell(game, 45); // too old to count
  await sell(game, 1, 'refunded'); // refunded: does not count
  await sell(webPaid[0]!, 3);
  // api: 55 projects with graphql → Medium competition.
  for (let i = 0; i < 55; i += 1) await seed({ category: 'api', tags: ['GraphQL'] });
  void buyer;
});
afterAll(async () => {
  await ctx?.close();
});

describe('skillTags', () => {
  it('turns a skill into the spellings a tag may have', () => {
    expect(skillTags('Node.js')).toEqual(expect.arrayContaining(['nodejs', 'node.js', 'node']));
    expect(skillTags('React Native')).toEqual(expect.arrayContaining(['react-native']));
    expect(skillTags('Canvas API wizardry')).toEqual(expect.arrayContaining(['api']));
    expect(skillTags('Quantum Knitting')).toEqual(['quantum-knitting']);
  });
});

describe('estimatePrice', () => {
  it('uses the interquartile range of real prices from five prices on, else the catalogue', () => {
    const base = { min: 9, max: 19 };
    expect(estimatePrice(base, undefined)).toEqual(base);
    expect(estimatePrice(base, { category: 'web', count: 4, p25: 1000, p75: 9000 })).toEqual(base);
    expect(estimatePrice(base, { category: 'web', count: 5, p25: 1240, p75: 4730 })).toEqual({
      min: 12,
      max: 45,
    });
    expect(estimatePrice(base, { category: 'web', count: 9, p25: 40, p75: 40 })).toEqual({
      min: 1,
      max: 1,
    });
  });
});

describe('trendingScore', () => {
  const activity = [
    { category: 'web', projects: 8, views: 800, sales: 1 },
    { category: 'game', projects: 2, views: 200, sales: 3 },
  ];
  it('is 50 for average activity per project and higher for busier categories', () => {
    // web: share ½(0.8 + 0.25) = 0.525 over supply 0.8 → r 0.65625 → 40
    expect(trendingScore('web', activity, 'high')).toBe(40);
    // game: share ½(0.2 + 0.75) = 0.475 over supply 0.2 → r 2.375 → 70
    expect(trendingScore('game', activity, 'high')).toBe(70);
    expect(
      trendingScore('web', [{ category: 'web', projects: 3, views: 9, sales: 2 }], 'low'),
    ).toBe(50);
  });
  it('is 0 for a category without projects and the demand baseline without any activity', () => {
    expect(trendingScore('desktop', activity, 'high')).toBe(0);
    expect(
      trendingScore('web', [{ category: 'web', projects: 3, views: 0, sales: 0 }], 'very-high'),
    ).toBe(80);
    expect(trendingScore('web', [], 'low')).toBe(25);
  });
});

describe('ideas service against the database', () => {
  it('adds real similar counts, competition, prices and trending scores', async () => {
    const service = createIdeasService(
      fixedEngine([
        proposal({ id: 'w', category: 'web', requiredSkills: ['React', 'Node.js', 'Charts'] }),
        proposal({
          id: 'g',
          category: 'game',
          requiredSkills: ['Godot'],
          basePrice: { min: 5, max: 12 },
        }),
        proposal({ id: 'a', category: 'api', requiredSkills: ['GraphQL'] }),
        proposal({
          id: 'd',
          category: 'desktop',
          requiredSkills: ['Electron'],
          marketDemand: 'low',
        }),
      ]),
      createIdeasRepository(ctx.database.db),
      { activityTtlMs: 0 },
    );
    const ideas = await service.generate({
      skillLevel: 'beginner',
      interests: [],
      timeCommitment: '1-week',
      goals: [],
    });
    for (const idea of ideas) expect(ideaSchema.parse(idea)).toEqual(idea);
    const [w, g, a, d] = ideas;
    // React (any case), reactjs and node.js among the published web projects: 3.
    expect(w!.similarProjectsCount).toBe(3);
    expect(w!.competitionLevel).toBe('Low');
    // Web has 6 prices $10…$60: quartiles $22.50 and $47.50 → $25 to $50 (nearest $5).
    expect(w!.estimatedPrice).toEqual({ min: 25, max: 50 });
    expect(g!.similarProjectsCount).toBe(1);
    // One game price only: the catalogue's range.
    expect(g!.estimatedPrice).toEqual({ min: 5, max: 12 });
    expect(a!.similarProjectsCount).toBe(55);
    expect(a!.competitionLevel).toBe('Medium');
    expect(d!.similarProjectsCount).toBe(0);
    expect(d!.trendingScore).toBe(0);
    // Views: web 800, game 200, library 0, api 0 (of 1000); sales (30 days, active): game 3,
    // web 1 (of 4); projects: web 8, game 2, library 1, api 55 (of 66).
    // game: ½(0.2 + 0.75) / (2/66) = 15.675 → 94; web: ½(0.8 + 0.25) / (8/66) = 4.33 → 81.
    expect(g!.trendingScore).toBe(94);
    expect(w!.trendingScore).toBe(81);
    expect(w!.estimatedTime).toBe('1 week');
  });

  it('leaves out ideas in areas the developer did not choose, whatever the engine proposes', async () => {
    const service = createIdeasService(
      fixedEngine([
        proposal({ id: 'a-web-app', category: 'web' }),
        proposal({ id: 'a-mobile-app', category: 'mobile' }),
        proposal({ id: 'a-game', category: 'game' }),
        proposal({ id: 'a-cli', category: 'tool' }),
        proposal({ id: 'a-library', category: 'library' }),
      ]),
      createIdeasRepository(ctx.database.db),
    );
    const ideas = await service.generate({
      skillLevel: 'beginner',
      interests: ['web', 'tool'],
      timeCommitment: '1-week',
      goals: [],
    });
    expect(ideas.map((i) => i.id)).toEqual(['a-web-app', 'a-cli', 'a-library']);
    // No interests chosen: every idea is welcome.
    const all = await service.generate({
      skillLevel: 'beginner',
      interests: [],
      timeCommitment: '1-week',
      goals: [],
    });
    expect(all).toHaveLength(5);
  });

  it('keeps the built-in engine within Web apps and Developer tools at every level and time', async () => {
    const service = createIdeasService(
      createBuiltinEngine(),
      createIdeasRepository(ctx.database.db),
    );
    for (const skillLevel of ['beginner', 'intermediate', 'advanced'] as const) {
      for (const timeCommitment of ['weekend', '1-week', '2-weeks', '1-month'] as const) {
        for (const goals of [[], ['fun'], ['income']] as const) {
          const ideas = await service.generate({
            skillLevel,
            interests: ['web', 'tool'],
            timeCommitment,
            goals: [...goals],
          });
          expect(ideas.length).toBeGreaterThan(0);
          for (const idea of ideas) expect(['mobile', 'game']).not.toContain(idea.category);
        }
      }
    }
  });

  it('runs the built-in engine end to end with six ideas', async () => {
    const service = createIdeasService(
      createBuiltinEngine(),
      createIdeasRepository(ctx.database.db),
    );
    const ideas = await service.generate({
      skillLevel: 'intermediate',
      interests: ['web', 'web'],
      timeCommitment: '2-weeks',
      goals: ['income'],
    });
    expect(ideas).toHaveLength(6);
    for (const idea of ideas) expect(ideaSchema.parse(idea)).toEqual(idea);
  });
});
