import {
  aiGenerateResponseSchema,
  aiSearchFiltersSchema,
  ideaGoalSchema,
  ideaInterestSchema,
  skillLevelSchema,
  timeCommitmentSchema,
  type IdeaInterest,
  type SkillLevel,
  type TimeCommitment,
} from '@codebazaar/shared';
import { describe, expect, it } from 'vitest';

import { IDEA_CATALOGUE } from './idea-catalogue';
import { IDEAS_PER_REQUEST, selectIdeas } from './idea-ranking';
import { writeProject } from './project-writer';
import { parseSearchQuery, relaxations, summarise, summariseRelaxed } from './search-parser';
import { spellingsOf, termsIn, TERMS, tokenize } from './vocabulary';

const tagsOf = (text: string, lenient = false) => termsIn(text, { lenient }).map((t) => t.tag);

describe('vocabulary', () => {
  it('has about 150 terms or more, with unique tags', () => {
    expect(TERMS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(TERMS.map((t) => t.tag)).size).toBe(TERMS.length);
  });

  it('maps spellings and synonyms to one tag', () => {
    expect(tagsOf('React, ReactJS and react.js')).toEqual(['react']);
    expect(tagsOf('Built on Next.js')).toEqual(['nextjs']);
    expect(tagsOf('postgres')).toEqual(['postgresql']);
    expect(tagsOf('PostgreSQL')).toEqual(['postgresql']);
    expect(tagsOf('Written in C# and C++ on .NET')).toEqual(['csharp', 'cpp', 'dotnet']);
    expect(tagsOf('node.js backend.')).toEqual(['nodejs', 'api']);
  });

  it('prefers the longest spelling', () => {
    expect(tagsOf('a React Native app')).toEqual(['react-native']);
    expect(tagsOf('Ruby on Rails shop')).toEqual(['rails', 'ecommerce']);
  });

  it('counts words that are also English only when written as the name', () => {
    expect(tagsOf('Ready to go and express yourself')).toEqual([]);
    expect(tagsOf('A Go service with Express')).toEqual(['golang', 'express']);
    expect(tagsOf('go cli', true)).toEqual(['golang', 'cli']);
  });

  it('tokenizes technology names with their punctuation', () => {
    expect(tokenize('Node.js, C# & C++. ci/cd').map((t) => t.lower)).toEqual([
      'node.js',
      'c#',
      'c++',
      'ci/cd',
    ]);
  });

  it('lists the stored spellings of a tag', () => {
    expect(spellingsOf('postgresql')).toEqual(
      expect.arrayContaining(['postgresql', 'postgres', 'pg']),
    );
    expect(spellingsOf('unknown-tag')).toEqual(['unknown-tag']);
  });
});

describe('project writer', () => {
  const base = { description: '', username: 'maya' };

  it('derives tags and category from recognised words', () => {
    const cases: [string, string, string][] = [
      ['Expense Splitter', 'React Native app with SQLite', 'mobile'],
      ['Pixel Quest', 'A platformer made with Godot', 'game'],
      ['Log Tail', 'A Rust CLI for log files', 'tool'],
      ['Weather API', 'FastAPI service with Redis caching', 'api'],
      ['Tiny Icons', 'component library for Vue', 'library'],
      ['Shop Starter', 'Next.js e-commerce storefront', 'web'],
      ['Notes Desktop', 'Electron note-taking app', 'desktop'],
      ['Something', 'no known words here at all', 'other'],
    ];
    for (const [projectName, description, category] of cases) {
      const res = writeProject({ ...base, projectName, description });
      expect(aiGenerateResponseSchema.parse(res)).toEqual(res);
      expect(res.category, projectName).toBe(category);
    }
    const res = writeProject({
      ...base,
      projectName: 'Shop Starter',
      description: 'Next.js e-commerce storefront with Stripe and PostgreSQL',
    });
    expect(res.tags).toEqual(['ecommerce', 'starter-kit', 'nextjs', 'stripe', 'postgresql']);
  });

  it('composes the description from what was recognised, not from a template', () => {
    const a = writeProject({
      ...base,
      projectName: 'Team Chat',
      description: 'Realtime chat with Vue and Redis',
    });
    const b = writeProject({
      ...base,
      projectName: 'Budget Buddy',
      description: 'Flutter budgeting app with SQLite',
    });
    const c = writeProject({
      ...base,
      projectName: 'Team Chat',
      description: 'Realtime chat with Vue and Redis',
      licenseType: 'paid',
    });
    expect(a.description).toMatch(/Vue/);
    expect(a.description).toMatch(/chat/i);
    expect(b.description).toMatch(/Flutter/);
    expect(b.description).toMatch(/budget|money|finance/i);
    expect(new Set([a.description, b.description, c.description]).size).toBe(3);
    // Strip the titles: what remains still differs, so it is not one template.
    const strip = (s: string, title: string) => s.split(title).join('');
    expect(strip(a.description, 'Team Chat')).not.toBe(strip(b.description, 'Budget Buddy'));
  });

  it('uses several sentence patterns, chosen deterministically', () => {
    const openings = new Set<string>();
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel']) {
      const res = writeProject({
        ...base,
        projectName: `${name} Board`,
        description: 'React dashboard',
      });
      openings.add(res.description.split(' ').slice(1, 3).join(' '));
      expect(
        writeProject({ ...base, projectName: `${name} Board`, description: 'React dashboard' }),
      ).toEqual(res);
    }
    expect(openings.size).toBeGreaterThanOrEqual(3);
  });

  it('keeps the author’s own sentences', () => {
    const res = writeProject({
      ...base,
      projectName: 'Plant Pal',
      description: 'Reminds you to water each plant on its own schedule.',
    });
    expect(res.description).toContain('Reminds you to water each plant on its own schedule.');
  });

  it('makes feature lists follow the license type', () => {
    const input = {
      ...base,
      projectName: 'Invoice Hub',
      description: 'Next.js invoicing with Stripe',
    };
    const free = writeProject({ ...input, licenseType: 'free' });
    const paid = writeProject({ ...input, licenseType: 'paid' });
    const freemium = writeProject({ ...input, licenseType: 'freemium' });
    expect(free.features.paidFeatures).toEqual([]);
    expect(free.features.freeFeatures[0]).toBe('Full source code');
    expect(free.tags).toContain('open-source');
    expect(paid.features.freeFeatures).toEqual([]);
    expect(paid.features.paidFeatures).toContain('Commercial use license');
    expect(freemium.features.freeFeatures.length).toBeGreaterThan(1);
    expect(freemium.features.paidFeatures.length).toBeGreaterThan(1);
    expect(freemium.features.freeFeatures).not.toEqual(freemium.features.paidFeatures);
    expect(free.description).not.toBe(paid.description);
  });

  it('builds repository URLs with the shared default rule', () => {
    const res = writeProject({
      projectName: 'My Cool App!',
      description: '',
      username: 'jane_doe',
    });
    expect(res.freeRepositoryUrl).toBe('https://github.com/jane-doe/my-cool-app-free');
    expect(res.paidRepositoryUrl).toBe('https://github.com/jane-doe/my-cool-app-premium');
    const anon = writeProject({ projectName: 'Thing', description: '', username: null });
    expect(anon.freeRepositoryUrl).toBe('https://github.com/developer/thing-free');
  });
});

describe('search parser', () => {
  const empty = {
    text: '',
    category: null,
    license: null,
    minPrice: null,
    maxPrice: null,
    technologies: [],
    sortBy: null,
    sortOrder: null,
  };

  it.each([
    ['free react dashboard', { text: 'dashboard', license: 'free', technologies: ['react'] }],
    ['python cli under $20', { category: 'tool', maxPrice: 20, technologies: ['python'] }],
    ['most starred game', { category: 'game', sortBy: 'stats.stars', sortOrder: 'desc' }],
    ['apis for payments', { text: 'payments', category: 'api' }],
    [
      'cheap vue components',
      {
        category: 'library',
        maxPrice: 20,
        technologies: ['vue'],
        sortBy: 'license.price',
        sortOrder: 'asc',
      },
    ],
    [
      'paid mobile apps between $10 and $50',
      { category: 'mobile', license: 'paid', minPrice: 10, maxPrice: 50 },
    ],
    ['newest libraries', { category: 'library', sortBy: 'createdAt', sortOrder: 'desc' }],
    [
      'Freemium Flutter apps over $15',
      { license: 'freemium', minPrice: 15, technologies: ['flutter'] },
    ],
    [
      'postgres backups from $50 to $10',
      { text: 'backups', minPrice: 10, maxPrice: 50, technologies: ['postgresql'] },
    ],
    ['open source go tools', { category: 'tool', license: 'free', technologies: ['golang'] }],
    [
      'most downloaded chrome extensions',
      {
        category: 'tool',
        sortBy: 'stats.downloads',
        sortOrder: 'desc',
        technologies: ['chrome-extension'],
      },
    ],
    ['chess', { text: 'chess' }],
    ['rust command line tools', { category: 'tool', technologies: ['rust'] }],
  ])('parses "%s"', (query, expected) => {
    const parsed = parseSearchQuery(query);
    expect(aiSearchFiltersSchema.parse(parsed)).toEqual(parsed);
    expect(parsed).toEqual({ ...empty, ...expected });
  });

  it('summarises how the query was understood in one sentence', () => {
    expect(
      summarise({
        ...empty,
        text: 'dashboard',
        license: 'free',
        category: 'web',
        technologies: ['react'],
        sortBy: 'createdAt',
        sortOrder: 'desc',
      }),
    ).toBe('Showing free projects in Web Apps matching "dashboard" with React, newest first.');
    expect(summarise(parseSearchQuery('paid mobile apps between $10 and $50'))).toBe(
      'Showing paid projects in Mobile Apps priced $10 to $50, newest first.',
    );
    expect(summarise(parseSearchQuery('python cli under $20'))).toBe(
      'Showing projects in Tools with Python priced up to $20, best matches first.',
    );
    expect(summarise(parseSearchQuery('most starred game'))).toBe(
      'Showing projects in Games, most starred first.',
    );
    expect(summarise(parseSearchQuery('rest api with node.js and postgres'))).toMatch(
      /with REST, Node\.js and PostgreSQL/,
    );
  });
});

describe('search relaxation', () => {
  it('drops license and price, then category, then words, keeping technologies', () => {
    const f = parseSearchQuery('free python cli dashboard under $20');
    expect(
      relaxations(f).map((r) => [r.license, r.maxPrice, r.category, r.text, r.technologies]),
    ).toEqual([
      [null, null, 'tool', 'dashboard', ['python']],
      [null, null, null, 'dashboard', ['python']],
      [null, null, null, '', ['python']],
    ]);
    expect(relaxations(parseSearchQuery('chess'))).toEqual([]);
    expect(summariseRelaxed(relaxations(f)[2]!)).toBe(
      'No exact matches, so showing projects with Python, best matches first.',
    );
  });

  it('names the price bound it dropped', () => {
    const f = parseSearchQuery('python cli dashboard under $20');
    expect(summarise(f)).toContain('priced up to $20');
    expect(summariseRelaxed(relaxations(f)[0]!, f)).toBe(
      'No exact matches priced up to $20, so showing projects in Tools matching "dashboard" with Python, best matches first.',
    );
    const cheap = parseSearchQuery('cheap react dashboard');
    expect(summarise(cheap)).toMatch(/priced up to \$\d+/);
  });
});

describe('idea catalogue and selection', () => {
  it('has at least 60 ideas with unique ids and complete fields', () => {
    expect(IDEA_CATALOGUE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(IDEA_CATALOGUE.map((i) => i.id)).size).toBe(IDEA_CATALOGUE.length);
    for (const idea of IDEA_CATALOGUE) {
      expect(idea.interests.length, idea.id).toBeGreaterThan(0);
      for (const i of idea.interests) expect(ideaInterestSchema.options, idea.id).toContain(i);
      for (const g of idea.goals) expect(ideaGoalSchema.options, idea.id).toContain(g);
      expect(idea.skills.length, idea.id).toBeGreaterThan(0);
      expect(idea.features.length, idea.id).toBeGreaterThanOrEqual(3);
      expect(idea.monetization.length, idea.id).toBeGreaterThan(0);
      expect(idea.price.min, idea.id).toBeLessThan(idea.price.max);
      expect(idea.description.length, idea.id).toBeGreaterThan(60);
    }
  });

  it('covers every interest at every level, and every time budget and goal', () => {
    for (const interest of ideaInterestSchema.options)
      for (const level of skillLevelSchema.options)
        expect(
          IDEA_CATALOGUE.some((i) => i.interests.includes(interest) && i.difficulty === level),
          `${interest}/${level}`,
        ).toBe(true);
    for (const time of timeCommitmentSchema.options)
      expect(
        IDEA_CATALOGUE.some((i) => i.time === time),
        time,
      ).toBe(true);
    for (const goal of ideaGoalSchema.options)
      expect(
        IDEA_CATALOGUE.some((i) => i.goals.includes(goal)),
        goal,
      ).toBe(true);
  });

  it('returns six distinct ideas that respect interests and level for every combination', () => {
    for (const interest of ideaInterestSchema.options) {
      for (const skillLevel of skillLevelSchema.options) {
        const ideas = selectIdeas({
          skillLevel,
          interests: [interest],
          timeCommitment: '1-week',
          goals: [],
        });
        expect(ideas).toHaveLength(IDEAS_PER_REQUEST);
        expect(new Set(ideas.map((i) => i.id)).size).toBe(IDEAS_PER_REQUEST);
        const fits = ideas.filter((i) =>
          IDEA_CATALOGUE.find((c) => c.id === i.id)!.interests.includes(interest),
        );
        expect(fits.length, `${interest}/${skillLevel}`).toBeGreaterThanOrEqual(4);
        const levels: SkillLevel[] = ['beginner', 'intermediate', 'advanced'];
        const at = levels.indexOf(skillLevel);
        expect(
          ideas.some((i) => i.difficulty === skillLevel),
          `${interest}/${skillLevel}`,
        ).toBe(true);
        // The best three never ask for more experience than the developer has.
        expect(ideas.slice(0, 3).every((i) => levels.indexOf(i.difficulty) <= at)).toBe(true);
      }
    }
  });

  it('covers each chosen interest and fits the time', () => {
    const interests: IdeaInterest[] = ['game', 'data', 'design'];
    const ideas = selectIdeas({
      skillLevel: 'intermediate',
      interests,
      timeCommitment: '2-weeks',
      goals: [],
    });
    for (const interest of interests)
      expect(
        ideas.some((i) => IDEA_CATALOGUE.find((c) => c.id === i.id)!.interests.includes(interest)),
        interest,
      ).toBe(true);
    const order: TimeCommitment[] = ['weekend', '1-week', '2-weeks', '1-month'];
    expect(ideas.every((i) => order.indexOf(i.timeCommitment) <= order.indexOf('2-weeks'))).toBe(
      true,
    );
    const weekend = selectIdeas({
      skillLevel: 'beginner',
      interests: [],
      timeCommitment: 'weekend',
      goals: [],
    });
    expect(weekend.filter((i) => i.timeCommitment === 'weekend').length).toBeGreaterThanOrEqual(5);
  });

  it('follows goals: income → demand, opensource → libraries and tools, learn → beginner', () => {
    const level: SkillLevel = 'intermediate';
    const demandScore = { low: 0, medium: 1, high: 2, 'very-high': 3 };
    const avgDemand = (goals: ('income' | 'fun')[]) => {
      const ideas = selectIdeas({
        skillLevel: level,
        interests: [],
        timeCommitment: '1-month',
        goals,
      });
      return ideas.reduce((s, i) => s + demandScore[i.marketDemand], 0) / ideas.length;
    };
    expect(avgDemand(['income'])).toBeGreaterThan(avgDemand(['fun']));
    expect(avgDemand(['income'])).toBeGreaterThanOrEqual(2);
    const oss = selectIdeas({
      skillLevel: level,
      interests: [],
      timeCommitment: '2-weeks',
      goals: ['opensource'],
    });
    expect(
      oss.filter((i) => i.category === 'library' || i.category === 'tool').length,
    ).toBeGreaterThanOrEqual(3);
    const learn = selectIdeas({
      skillLevel: 'intermediate',
      interests: ['web'],
      timeCommitment: '1-week',
      goals: ['learn'],
    });
    expect(learn.some((i) => i.difficulty === 'beginner')).toBe(true);
    const fun = selectIdeas({
      skillLevel: 'beginner',
      interests: [],
      timeCommitment: '1-week',
      goals: ['fun'],
    });
    expect(fun.filter((i) => i.category === 'game').length).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic for one request', () => {
    const req = {
      skillLevel: 'advanced' as const,
      interests: ['ai' as const],
      timeCommitment: '1-month' as const,
      goals: ['income' as const],
    };
    expect(selectIdeas(req)).toEqual(selectIdeas(req));
  });
});
