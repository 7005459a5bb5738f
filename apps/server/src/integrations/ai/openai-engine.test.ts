import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai';
import type { AiEngine, IdeaPreferences } from './ai-engine';
import { createBuiltinEngine } from './builtin-engine';
import { createAiEngine } from './create-ai-engine';
import { createOpenAiEngine } from './openai-engine';

let fake: FakeOpenAi;
let engine: AiEngine;
const builtin = createBuiltinEngine();
const warnings: { operation: string; err: string }[] = [];
const log = {
  warn: (obj: unknown) => {
    warnings.push(obj as { operation: string; err: string });
  },
} as never;

const TIMEOUT_MS = 300;
const request = {
  projectName: 'Invoice Dashboard',
  description: 'Next.js app with Stripe billing',
  licenseType: 'free' as const,
  username: 'maya',
};
const prefs: IdeaPreferences = {
  skillLevel: 'intermediate',
  interests: ['web', 'api'],
  timeCommitment: '2-weeks',
  goals: ['income'],
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  engine = createOpenAiEngine({
    apiKey: 'test-key',
    baseURL: fake.baseURL,
    model: 'test-model',
    timeoutMs: TIMEOUT_MS,
    fallback: builtin,
    log,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  warnings.length = 0;
  fake.requests.length = 0;
});

const goodProject = {
  description:
    'Invoice Dashboard helps freelancers send invoices, collect card payments through Stripe and see who has paid, in a fast Next.js app.',
  tags: ['Next.js', 'stripe', 'Invoicing Tools', 'nextjs'],
  category: 'web',
  freeFeatures: ['Invoice PDFs', 'Client list'],
  paidFeatures: ['Recurring invoices'],
};

describe('OpenAI-compatible engine: generateProject', () => {
  it('asks the model for JSON and uses a valid answer, with our URLs and license rules', async () => {
    fake.script({ kind: 'json', body: goodProject });
    const res = await engine.generateProject(request);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
    expect(sent.body.messages[1]!.content).toContain('Invoice Dashboard');
    expect(res.description).toBe(goodProject.description);
    expect(res.tags).toEqual(['next.js', 'stripe', 'invoicing-tools', 'nextjs']);
    expect(res.category).toBe('web');
    expect(res.freeRepositoryUrl).toBe('https://github.com/maya/invoice-dashboard-free');
    expect(res.paidRepositoryUrl).toBe('https://github.com/maya/invoice-dashboard-premium');
    // A free license has no paid features, whatever the model wrote.
    expect(res.features).toEqual({
      freeFeatures: ['Invoice PDFs', 'Client list'],
      paidFeatures: [],
    });
    expect(warnings).toEqual([]);
  });

  it('falls back to the built-in engine when the answer is not JSON', async () => {
    fake.script({ kind: 'text', content: 'Sure! Here is your description: ...' });
    const res = await engine.generateProject(request);
    expect(res).toEqual(await builtin.generateProject(request));
    expect(warnings).toEqual([
      { operation: 'generateProject', err: 'The model did not return valid JSON' },
    ]);
  });

  it('falls back when the JSON does not match the schema', async () => {
    fake.script({ kind: 'json', body: { ...goodProject, category: 'spaceship' } });
    const res = await engine.generateProject(request);
    expect(res).toEqual(await builtin.generateProject(request));
    expect(warnings[0]!.err).toMatch(/did not match the schema/);
  });

  it('falls back when the model takes longer than the time-out', async () => {
    fake.script({
      kind: 'slow',
      delayMs: TIMEOUT_MS * 5,
      then: { kind: 'json', body: goodProject },
    });
    const started = Date.now();
    const res = await engine.generateProject(request);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    expect(res).toEqual(await builtin.generateProject(request));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.err).toMatch(/timed out/i);
  });

  it('falls back on a server error without retrying', async () => {
    fake.script({ kind: 'error', status: 500, message: 'upstream exploded' });
    const res = await engine.generateProject(request);
    expect(res).toEqual(await builtin.generateProject(request));
    expect(fake.requests).toHaveLength(1);
    expect(warnings[0]!.err).toMatch(/500/);
  });
});

describe('OpenAI-compatible engine: parseSearch', () => {
  it('uses the model only to parse, normalising technologies and price bounds', async () => {
    fake.script({
      kind: 'json',
      body: {
        text: 'dashboard',
        category: 'web',
        license: 'free',
        minPrice: 50,
        maxPrice: 10,
        technologies: ['React.js', 'Postgres', 'SomethingNew'],
        sortBy: 'createdAt',
        sortOrder: 'desc',
      },
    });
    const f = await engine.parseSearch('free react dashboard');
    expect(f).toEqual({
      text: 'dashboard',
      category: 'web',
      license: 'free',
      minPrice: 10,
      maxPrice: 50,
      technologies: ['react', 'postgresql', 'somethingnew'],
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('accepts omitted fields as no filter', async () => {
    fake.script({ kind: 'json', body: { text: 'chess' } });
    const f = await engine.parseSearch('chess');
    expect(f).toMatchObject({ text: 'chess', category: null, technologies: [], sortBy: null });
  });

  it.each([
    ['invalid JSON', { kind: 'text', content: '{"text": ' }],
    ['a wrong enumeration', { kind: 'json', body: { text: 'x', license: 'cheap' } }],
    ['a 500', { kind: 'error', status: 500 }],
    ['a time-out', { kind: 'slow', delayMs: TIMEOUT_MS * 5 }],
  ] as const)('falls back to the built-in parser on %s', async (_name, answer) => {
    fake.script(answer);
    const f = await engine.parseSearch('python cli under $20');
    expect(f).toEqual(await builtin.parseSearch('python cli under $20'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.operation).toBe('parseSearch');
  });
});

describe('OpenAI-compatible engine: generateIdeas', () => {
  it('lets the model rewrite the text of the catalogue picks and keeps everything else', async () => {
    const picks = await builtin.generateIdeas(prefs);
    fake.script({
      kind: 'json',
      body: {
        ideas: [
          {
            id: picks[0]!.id,
            title: 'A sharper title',
            description: 'Rewritten for an intermediate developer who wants income.',
            suggestedFeatures: ['One', 'Two'],
          },
          { id: 'not-a-candidate', title: 'Ignored', description: 'Ignored too.' },
        ],
      },
    });
    const ideas = await engine.generateIdeas(prefs);
    expect(ideas.map((i) => i.id)).toEqual(picks.map((p) => p.id));
    expect(ideas[0]).toEqual({
      ...picks[0],
      title: 'A sharper title',
      description: 'Rewritten for an intermediate developer who wants income.',
      suggestedFeatures: ['One', 'Two'],
    });
    expect(ideas.slice(1)).toEqual(picks.slice(1));
    const sent = JSON.parse(fake.requests[0]!.body.messages[1]!.content) as { ideas: unknown[] };
    expect(sent.ideas).toHaveLength(picks.length);
  });

  it.each([
    [
      'unknown ids only',
      { kind: 'json', body: { ideas: [{ id: 'x', title: 't', description: 'd' }] } },
    ],
    ['invalid JSON', { kind: 'text', content: 'no' }],
    ['a 500', { kind: 'error', status: 503 }],
    ['a time-out', { kind: 'slow', delayMs: TIMEOUT_MS * 5 }],
  ] as const)('keeps the catalogue text on %s', async (_name, answer) => {
    fake.script(answer);
    expect(await engine.generateIdeas(prefs)).toEqual(await builtin.generateIdeas(prefs));
    expect(warnings.map((w) => w.operation)).toEqual(['generateIdeas']);
  });
});

describe('createAiEngine', () => {
  const base = { AI_BASE_URL: undefined, AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 10_000 };
  it('is the built-in engine without AI_API_KEY and the OpenAI engine with it', () => {
    expect(createAiEngine({ ...base, AI_API_KEY: undefined }, log).name).toBe('builtin');
    expect(createAiEngine({ ...base, AI_API_KEY: 'k' }, log).name).toBe('openai');
  });
});
