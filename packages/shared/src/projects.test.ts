import { describe, expect, it } from 'vitest';

import {
  categoryLabel,
  computeFee,
  computeFeeCents,
  defaultRepositoryUrls,
  defaultSortOrder,
  emptyProjectForm,
  formatPriceInput,
  listProjectsQuerySchema,
  normalizeProjectInput,
  parseCommaList,
  parseFeatureList,
  parsePrice,
  parseProjectTags,
  priceRangeBoundsCents,
  PROJECT_MESSAGES,
  projectDraftFormSchema,
  projectFormSchema,
  projectFormToInput,
  projectInputSchema,
  projectToForm,
  updatedSince,
  validateProjectForPublish,
  type Project,
} from './projects';

describe('fee math', () => {
  it('adds the fee on top and pays the seller their price', () => {
    expect(computeFeeCents(2500)).toEqual({
      priceCents: 2500,
      feePct: 20,
      feeCents: 500,
      totalCents: 3000,
      sellerCents: 2500,
    });
  });

  it('rounds the customer total to whole cents and derives the fee from it', () => {
    // 999 × 1.2 = 1198.8 → 1199; fee 200.
    expect(computeFeeCents(999)).toMatchObject({
      totalCents: 1199,
      feeCents: 200,
      sellerCents: 999,
    });
    // 1 × 1.2 = 1.2 → 1; fee 0.
    expect(computeFeeCents(1)).toMatchObject({ totalCents: 1, feeCents: 0 });
    expect(computeFeeCents(3)).toMatchObject({ totalCents: 4, feeCents: 1 });
  });

  it('uses the project fee percent when given', () => {
    expect(computeFeeCents(1000, 10)).toMatchObject({ totalCents: 1100, feeCents: 100 });
    expect(computeFeeCents(1000, 0)).toMatchObject({ totalCents: 1000, feeCents: 0 });
  });

  it('treats negative prices as 0', () => {
    expect(computeFeeCents(-500)).toMatchObject({ priceCents: 0, totalCents: 0, feeCents: 0 });
  });

  it('gives the breakdown in dollars', () => {
    expect(computeFee(9.99)).toEqual({
      price: 9.99,
      feePct: 20,
      fee: 2,
      customerPays: 11.99,
      sellerReceives: 9.99,
    });
    expect(computeFee(25)).toMatchObject({ fee: 5, customerPays: 30 });
  });
});

describe('parsePrice', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['1.2.3', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{}, 0],
    ['25', 25],
    [' 9.99 ', 9.99],
    ['.5', 0.5],
    ['10.', 10],
    ['12.345', 12.35],
    [7, 7],
    [7.005, 7.01],
    ['-3', -3],
  ])('%j → %j', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it('shows 0 as blank', () => {
    expect(formatPriceInput(0)).toBe('');
    expect(formatPriceInput(null)).toBe('');
    expect(formatPriceInput(12.5)).toBe('12.5');
  });
});

describe('feature lists', () => {
  it('splits on commas and line breaks, trims, drops empties and keeps duplicates', () => {
    expect(parseFeatureList(' a, b ,, \r\n\n  \rc\nc,')).toEqual(['a', 'b', 'c', 'c']);
    expect(parseFeatureList('Source code, Docs')).toEqual(['Source code', 'Docs']);
    expect(parseFeatureList('')).toEqual([]);
    expect(parseFeatureList(null)).toEqual([]);
  });
});

describe('comma lists', () => {
  it('trims and drops empties', () => {
    expect(parseCommaList(' a, b ,, ,c,')).toEqual(['a', 'b', 'c']);
    expect(parseCommaList('')).toEqual([]);
    expect(parseCommaList(null)).toEqual([]);
  });

  it('keeps duplicate features but drops duplicate tags case-insensitively', () => {
    expect(parseCommaList('x, x')).toEqual(['x', 'x']);
    expect(parseProjectTags('React, react, Node ,REACT')).toEqual(['React', 'Node']);
  });
});

describe('defaultRepositoryUrls', () => {
  it('builds github.com URLs from username and title', () => {
    expect(defaultRepositoryUrls('jane_doe', 'My Cool App!')).toEqual({
      freeUrl: 'https://github.com/jane-doe/my-cool-app-free',
      paidUrl: 'https://github.com/jane-doe/my-cool-app-premium',
    });
  });

  it('keeps letters, digits and single hyphens only', () => {
    expect(defaultRepositoryUrls('--a..b--', '  Hello -- World 2  ').freeUrl).toBe(
      'https://github.com/a-b/hello-world-2-free',
    );
  });

  it('falls back to developer and my-project', () => {
    expect(defaultRepositoryUrls('', '')).toEqual({
      freeUrl: 'https://github.com/developer/my-project-free',
      paidUrl: 'https://github.com/developer/my-project-premium',
    });
    expect(defaultRepositoryUrls(null, '日本語').paidUrl).toBe(
      'https://github.com/developer/my-project-premium',
    );
  });
});

describe('validateProjectForPublish', () => {
  const base = {
    title: 'T',
    description: 'D',
    category: 'web',
    licenseType: 'free' as const,
    freeRepoUrl: 'https://github.com/a/b',
    paidRepoUrl: null,
  };

  it('accepts a complete free project', () => {
    expect(validateProjectForPublish(base)).toEqual([]);
  });

  it('requires title, description and a valid category', () => {
    const issues = validateProjectForPublish({
      ...base,
      title: ' ',
      description: '',
      category: 'x',
    });
    expect(issues.map((i) => i.message)).toEqual([
      'Title is required',
      'Description is required',
      'Category is required',
    ]);
  });

  it('requires repository URLs by license type', () => {
    expect(validateProjectForPublish({ ...base, freeRepoUrl: '' })[0]?.field).toBe(
      'freeRepositoryUrl',
    );
    expect(
      validateProjectForPublish({ ...base, licenseType: 'paid', freeRepoUrl: null }).map(
        (i) => i.field,
      ),
    ).toEqual(['paidRepositoryUrl']);
    expect(
      validateProjectForPublish({ ...base, licenseType: 'freemium', freeRepoUrl: null }).map(
        (i) => i.field,
      ),
    ).toEqual(['freeRepositoryUrl', 'paidRepositoryUrl']);
  });
});

describe('projectInputSchema', () => {
  it('needs only a title and fills the rest', () => {
    const parsed = projectInputSchema.parse({ title: '  Hello  ' });
    expect(parsed.title).toBe('Hello');
    expect(parsed.category).toBeNull();
    expect(parsed.license).toEqual({
      type: 'free',
      price: 0,
      features: { freeFeatures: [], paidFeatures: [] },
      payWhatYouWant: false,
      suggestedPrice: null,
      refundWindowDays: null,
    });
  });

  it('refuses paid and freemium prices under $1.00 with a clear message', () => {
    for (const type of ['paid', 'freemium'] as const) {
      for (const price of [0.01, 0.02, '0.5', 0.99]) {
        const res = projectInputSchema.safeParse({ title: 'x', license: { type, price } });
        expect(
          res.error?.issues.map((i) => i.message),
          `${type} ${price}`,
        ).toEqual([PROJECT_MESSAGES.priceTooLow]);
      }
      expect(
        projectInputSchema.safeParse({ title: 'x', license: { type, price: 1 } }).success,
      ).toBe(true);
    }
    expect(PROJECT_MESSAGES.priceTooLow).toBe('Price must be at least $1.00');
    // The price of a free license is ignored (stored as 0).
    expect(
      projectInputSchema.safeParse({ title: 'x', license: { type: 'free', price: 0.5 } }).success,
    ).toBe(true);
  });

  it('rejects a missing or blank title with the expected message', () => {
    expect(projectInputSchema.safeParse({}).error?.issues[0]?.message).toBe('Title is required');
    expect(projectInputSchema.safeParse({ title: '  ' }).error?.issues[0]?.message).toBe(
      'Title is required',
    );
  });

  it('parses the price and ignores the client-sent derivatives', () => {
    const parsed = projectInputSchema.parse({
      title: 'x',
      license: { type: 'paid', price: 'abc', sellerPrice: 1e9, sellerEarnings: 'x' },
    });
    const n = normalizeProjectInput(parsed, { username: 'u', applyDefaults: false });
    expect(n.priceCents).toBe(0);
    expect(projectInputSchema.safeParse({ title: 'x', license: { price: -1 } }).success).toBe(
      false,
    );
    expect(projectInputSchema.safeParse({ title: 'x', license: { price: 1e9 } }).success).toBe(
      false,
    );
  });

  it('accepts tags and features as arrays or comma text', () => {
    const parsed = projectInputSchema.parse({
      title: 'x',
      tags: [' a ', '', 'A', 'b'],
      license: {
        type: 'freemium',
        features: {
          freeFeatures: 'one, two ,,\r\n  three\n\n',
          paidFeatures: ['Exports to CSV, JSON and PDF', ' ', 'two\nlines'],
        },
      },
    });
    expect(parsed.tags).toEqual(['a', 'b']);
    // Text is split like the form's (commas, line breaks); an array entry stays one entry.
    expect(parsed.license.features).toEqual({
      freeFeatures: ['one', 'two', 'three'],
      paidFeatures: ['Exports to CSV, JSON and PDF', 'two lines'],
    });
    expect(projectInputSchema.parse({ title: 'x', tags: 'a, b' }).tags).toEqual(['a', 'b']);
  });

  it('rejects non-http URLs and unknown categories', () => {
    expect(
      projectInputSchema.safeParse({ title: 'x', demo: { url: 'javascript:alert(1)' } }).success,
    ).toBe(false);
    expect(
      projectInputSchema.safeParse({ title: 'x', repository: { freeUrl: 'not a url' } }).success,
    ).toBe(false);
    expect(projectInputSchema.safeParse({ title: 'x', category: 'cars' }).success).toBe(false);
    expect(projectInputSchema.safeParse({ title: 'x', category: '' }).data?.category).toBeNull();
  });

  it('rejects too many tags', () => {
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(projectInputSchema.safeParse({ title: 'x', tags }).success).toBe(false);
  });
});

describe('normalizeProjectInput', () => {
  it('charges 0 for a free license and applies default URLs the type needs', () => {
    const parsed = projectInputSchema.parse({
      title: 'Chat Bot',
      license: { type: 'free', price: 30 },
      demoUrl: 'https://demo.example.com',
    });
    const n = normalizeProjectInput(parsed, { username: 'sam', applyDefaults: true });
    expect(n.priceCents).toBe(0);
    expect(n.freeRepoUrl).toBe('https://github.com/sam/chat-bot-free');
    expect(n.paidRepoUrl).toBeNull();
    expect(n.demoUrl).toBe('https://demo.example.com');
  });

  it('keeps given URLs and stores paid prices in cents', () => {
    const parsed = projectInputSchema.parse({
      title: 'x',
      repository: { paidUrl: 'https://github.com/me/x' },
      license: { type: 'paid', price: '19.99' },
    });
    const n = normalizeProjectInput(parsed, { username: 'me', applyDefaults: true });
    expect(n.paidRepoUrl).toBe('https://github.com/me/x');
    expect(n.freeRepoUrl).toBeNull();
    expect(n.priceCents).toBe(1999);
  });

  it('does not invent URLs without applyDefaults', () => {
    const parsed = projectInputSchema.parse({ title: 'x', license: { type: 'freemium' } });
    const n = normalizeProjectInput(parsed, { username: 'me', applyDefaults: false });
    expect([n.freeRepoUrl, n.paidRepoUrl]).toEqual([null, null]);
  });
});

describe('project form', () => {
  it('publishing needs title, description and category', () => {
    const messages = projectFormSchema
      .safeParse(emptyProjectForm)
      .error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      'Title is required',
      'Description is required',
      'Category is required',
    ]);
  });

  it('a draft needs only a title', () => {
    expect(projectDraftFormSchema.safeParse({ ...emptyProjectForm, title: 'x' }).success).toBe(
      true,
    );
    expect(projectDraftFormSchema.safeParse(emptyProjectForm).success).toBe(false);
  });

  it('checks URLs and negative prices', () => {
    const form = { ...emptyProjectForm, title: 'x', description: 'd', category: 'web' as const };
    expect(projectFormSchema.safeParse({ ...form, demoUrl: 'nope' }).success).toBe(false);
    expect(projectFormSchema.safeParse({ ...form, price: '-2' }).success).toBe(false);
    expect(projectFormSchema.safeParse({ ...form, price: 'abc' }).success).toBe(true);
  });

  it('starts the price of paid and freemium licenses at $1.00', () => {
    const form = {
      ...emptyProjectForm,
      title: 'x',
      description: 'd',
      category: 'web' as const,
      paidRepositoryUrl: 'https://github.com/me/pro',
    };
    for (const licenseType of ['paid', 'freemium'] as const) {
      for (const schema of [projectFormSchema, projectDraftFormSchema]) {
        const low = schema.safeParse({ ...form, licenseType, price: '0.99' });
        expect(low.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
          ['price', PROJECT_MESSAGES.priceTooLow],
        ]);
        expect(schema.safeParse({ ...form, licenseType, price: '1' }).success).toBe(true);
      }
    }
    // A free license has no price; blank stays "no price yet".
    expect(
      projectFormSchema.safeParse({ ...form, licenseType: 'free', price: '0.5' }).success,
    ).toBe(true);
    expect(projectFormSchema.safeParse({ ...form, licenseType: 'paid', price: '' }).success).toBe(
      true,
    );
  });

  it('needs the paid repository URL to publish a paid or freemium project, not for a draft', () => {
    const form = { ...emptyProjectForm, title: 'x', description: 'd', category: 'web' as const };
    for (const licenseType of ['paid', 'freemium'] as const) {
      const res = projectFormSchema.safeParse({ ...form, licenseType, price: '5' });
      expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['paidRepositoryUrl', PROJECT_MESSAGES.paidRepositoryRequired],
      ]);
      expect(projectDraftFormSchema.safeParse({ ...form, licenseType, price: '5' }).success).toBe(
        true,
      );
    }
    expect(projectFormSchema.safeParse({ ...form, licenseType: 'free' }).success).toBe(true);
  });

  it('turns form values into the request body with defaults', () => {
    const body = projectFormToInput(
      {
        ...emptyProjectForm,
        title: 'Task Board',
        description: ' d ',
        category: 'web',
        tags: 'react, , node',
        licenseType: 'freemium',
        price: '10',
        features: { freeFeatures: 'a, b', paidFeatures: 'Priority support\nBy mail,' },
      },
      'ann',
    );
    expect(body).toMatchObject({
      title: 'Task Board',
      description: 'd',
      tags: ['react', 'node'],
      repository: {
        freeUrl: 'https://github.com/ann/task-board-free',
        // Never made up: the seller names the repository buyers pay for.
        paidUrl: null,
      },
      license: {
        type: 'freemium',
        price: 10,
        sellerPrice: 10,
        sellerEarnings: 10,
        features: { freeFeatures: ['a', 'b'], paidFeatures: ['Priority support', 'By mail'] },
      },
    });
    // The server accepts what the form produces (as a draft; publishing needs the paid URL).
    expect(projectInputSchema.safeParse(body).success).toBe(true);
  });

  it('drops price and paid features of a free license', () => {
    const body = projectFormToInput({
      ...emptyProjectForm,
      title: 'x',
      licenseType: 'free',
      price: '99',
      features: { freeFeatures: 'a', paidFeatures: 'b' },
    });
    expect(body.license).toMatchObject({ price: 0, features: { paidFeatures: [] } });
    expect(body.repository).toEqual({ freeUrl: null, paidUrl: null });
  });

  it('loads a project back into the form', () => {
    const project = {
      title: 'T',
      description: 'D',
      category: 'api',
      tags: ['a', 'b'],
      license: {
        type: 'paid',
        price: 0,
        features: { freeFeatures: [], paidFeatures: ['x', 'y'] },
      },
      repository: { freeUrl: null, paidUrl: 'https://github.com/a/b' },
      demo: { url: null },
      demoUrl: null,
    } as unknown as Project;
    expect(projectToForm(project)).toEqual({
      title: 'T',
      description: 'D',
      category: 'api',
      tags: 'a, b',
      licenseType: 'paid',
      price: '',
      freeRepositoryUrl: '',
      paidRepositoryUrl: 'https://github.com/a/b',
      demoUrl: '',
      features: { freeFeatures: '', paidFeatures: 'x, y' },
    });
  });

  it('round-trips features: stored list → comma text → stored list', () => {
    const features = ['Exports to CSV', 'Support by mail', 'Updates', 'Updates'];
    const project = {
      title: 'T',
      description: 'D',
      category: 'api',
      tags: [],
      license: { type: 'paid', price: 5, features: { freeFeatures: [], paidFeatures: features } },
      repository: { freeUrl: null, paidUrl: 'https://github.com/a/b' },
      demo: { url: null },
      demoUrl: null,
    } as unknown as Project;
    const form = projectToForm(project);
    expect(form.features.paidFeatures).toBe('Exports to CSV, Support by mail, Updates, Updates');
    const body = projectFormToInput(form);
    expect(body.license.features.paidFeatures).toEqual(features);
    expect(projectInputSchema.parse(body).license.features.paidFeatures).toEqual(features);
    // Text sent to the API is read as the form reads it.
    expect(
      projectInputSchema.parse({
        title: 'T',
        license: { type: 'paid', features: { paidFeatures: form.features.paidFeatures } },
      }).license.features.paidFeatures,
    ).toEqual(features);
  });
});

describe('listing options', () => {
  it('sorts price ascending and everything else descending by default', () => {
    expect(defaultSortOrder('license.price')).toBe('asc');
    expect(defaultSortOrder('stats.views')).toBe('desc');
  });

  it('parses the list query', () => {
    expect(listProjectsQuerySchema.parse({})).toMatchObject({
      page: 1,
      limit: 20,
      priceRange: 'any',
      updated: 'any',
    });
    expect(listProjectsQuerySchema.parse({ category: 'all' }).category).toBeUndefined();
    expect(listProjectsQuerySchema.parse({ search: '  ' }).search).toBeUndefined();
    expect(listProjectsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(listProjectsQuerySchema.safeParse({ sortBy: 'title' }).success).toBe(false);
    expect(listProjectsQuerySchema.safeParse({ status: 'draft' }).success).toBe(false);
    expect(listProjectsQuerySchema.safeParse({ author: 'nope' }).success).toBe(false);
  });

  it('maps price ranges to cent bounds', () => {
    expect(priceRangeBoundsCents('any')).toBeNull();
    expect(priceRangeBoundsCents('free')).toEqual({ minExclusive: null, maxInclusive: 0 });
    expect(priceRangeBoundsCents('0-10')).toEqual({ minExclusive: 0, maxInclusive: 1000 });
    expect(priceRangeBoundsCents('50+')).toEqual({ minExclusive: 5000, maxInclusive: null });
  });

  it('maps updated filters to a start date', () => {
    const now = new Date('2025-03-10T00:00:00Z');
    expect(updatedSince('any', now)).toBeNull();
    expect(updatedSince('week', now)?.toISOString()).toBe('2025-03-03T00:00:00.000Z');
  });

  it('labels categories', () => {
    expect(categoryLabel('api')).toBe('APIs');
    expect(categoryLabel('zzz')).toBe('zzz');
  });
});
