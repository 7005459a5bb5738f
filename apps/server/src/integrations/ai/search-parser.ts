import {
  categoryLabel,
  formatUsd,
  MAX_PRICE,
  type AiSearchFilters,
  type LicenseType,
  type ProjectCategory,
  type ProjectSortBy,
  type SortOrder,
} from '@codebazaar/shared';

import { recognise, termByTag, tokenize, type Token } from './vocabulary';

/**
 * The built-in natural-language search parser: "python cli under $20" → technologies
 * [python], category tool, max price 20. What is not understood stays as text to match.
 */

const CHEAP_MAX = 20;

/** Words that name a category (singular and plural). */
const CATEGORY_WORDS = new Map<string, ProjectCategory>();
const categoryWords: [ProjectCategory, string][] = [
  ['web', 'web app|web apps|webapp|webapps|website|websites|web application|web applications|web'],
  ['mobile', 'mobile|mobile app|mobile apps|ios app|ios apps|android app|android apps'],
  ['desktop', 'desktop|desktop app|desktop apps'],
  ['api', 'api|apis|backend|backends|microservice|microservices|service|services'],
  [
    'library',
    'library|libraries|lib|libs|package|packages|component|components|sdk|sdks|module|modules',
  ],
  ['tool', 'tool|tools|cli|clis|utility|utilities|plugin|plugins|extension|extensions|bot|bots'],
  ['game', 'game|games'],
];
for (const [category, words] of categoryWords) {
  for (const w of words.split('|')) CATEGORY_WORDS.set(w, category);
}
const MAX_CATEGORY_WORDS = 2;

/** Sort phrases, longest first where they overlap. */
const SORTS: [string, ProjectSortBy, SortOrder][] = [
  ['most starred', 'stats.stars', 'desc'],
  ['top rated', 'stats.stars', 'desc'],
  ['best rated', 'stats.stars', 'desc'],
  ['highest rated', 'stats.stars', 'desc'],
  ['most stars', 'stats.stars', 'desc'],
  ['starred', 'stats.stars', 'desc'],
  ['most viewed', 'stats.views', 'desc'],
  ['most popular', 'stats.views', 'desc'],
  ['popular', 'stats.views', 'desc'],
  ['trending', 'stats.views', 'desc'],
  ['most downloaded', 'stats.downloads', 'desc'],
  ['most downloads', 'stats.downloads', 'desc'],
  ['newest', 'createdAt', 'desc'],
  ['latest', 'createdAt', 'desc'],
  ['most recent', 'createdAt', 'desc'],
  ['recent', 'createdAt', 'desc'],
  ['new', 'createdAt', 'desc'],
  ['oldest', 'createdAt', 'asc'],
  ['cheapest', 'license.price', 'asc'],
  ['lowest price', 'license.price', 'asc'],
  ['most expensive', 'license.price', 'desc'],
  ['priciest', 'license.price', 'desc'],
];

const LICENSE_WORDS: [string, LicenseType][] = [
  ['open source', 'free'],
  ['open-source', 'free'],
  ['opensource', 'free'],
  ['free', 'free'],
  ['gratis', 'free'],
  ['freemium', 'freemium'],
  ['paid', 'paid'],
  ['commercial', 'paid'],
  ['premium', 'paid'],
];

const CHEAP_WORDS = new Set([
  'cheap',
  'cheaper',
  'affordable',
  'budget',
  'inexpensive',
  'low-cost',
]);

/** Words that carry no meaning for the search. */
const FILLER = new Set(
  (
    'a an the for of to in on with and or by that which who what me my i we us our some any ' +
    'find show looking look want need get give search please project projects something ' +
    'things thing stuff code source built build using written made based about like ' +
    'is are be best good great top app apps application applications'
  ).split(' '),
);

const MONEY = String.raw`\$?\s*(\d+(?:\.\d{1,2})?)\s*(?:\$|usd|dollars?|bucks)?`;
const PRICE_PATTERNS: [RegExp, (m: RegExpMatchArray) => { min?: number; max?: number }][] = [
  [
    new RegExp(String.raw`\bbetween\s+${MONEY}\s+(?:and|to|-)\s+${MONEY}`, 'i'),
    (m) => ({ min: +m[1]!, max: +m[2]! }),
  ],
  [
    new RegExp(String.raw`\bfrom\s+${MONEY}\s+(?:to|-)\s+${MONEY}`, 'i'),
    (m) => ({ min: +m[1]!, max: +m[2]! }),
  ],
  [
    /\$\s*(\d+(?:\.\d{1,2})?)\s*(?:-|to)\s*\$?\s*(\d+(?:\.\d{1,2})?)/i,
    (m) => ({ min: +m[1]!, max: +m[2]! }),
  ],
  [
    new RegExp(
      String.raw`\b(?:under|below|less than|cheaper than|at most|up to|max(?:imum)?|no more than)\s+${MONEY}`,
      'i',
    ),
    (m) => ({ max: +m[1]! }),
  ],
  [/<=?\s*\$?\s*(\d+(?:\.\d{1,2})?)/, (m) => ({ max: +m[1]! })],
  [
    new RegExp(
      String.raw`\b(?:over|above|more than|at least|min(?:imum)?|from|starting at)\s+${MONEY}`,
      'i',
    ),
    (m) => ({ min: +m[1]! }),
  ],
  [/>=?\s*\$?\s*(\d+(?:\.\d{1,2})?)/, (m) => ({ min: +m[1]! })],
  [/\$\s*(\d+(?:\.\d{1,2})?)\s+or\s+less\b/i, (m) => ({ max: +m[1]! })],
  [/\$\s*(\d+(?:\.\d{1,2})?)\s+or\s+more\b/i, (m) => ({ min: +m[1]! })],
];

const clampPrice = (n: number | null): number | null =>
  n === null || !Number.isFinite(n) ? null : Math.min(MAX_PRICE, Math.max(0, n));

/** Removes the phrase at tokens [from, to] and returns what it matched. */
function takePhrase(tokens: Token[], phrases: string[]): { phrase: string; at: number } | null {
  for (let i = 0; i < tokens.length; i += 1) {
    for (const phrase of phrases) {
      const words = phrase.split(' ');
      if (words.every((w, k) => tokens[i + k]?.lower === w)) {
        tokens.splice(i, words.length);
        return { phrase, at: i };
      }
    }
  }
  return null;
}

/** Parses a query into search filters. Pure and deterministic. */
export function parseSearchQuery(query: string): AiSearchFilters {
  let rest = query.replace(/\s+/g, ' ').trim();
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  for (const [re, read] of PRICE_PATTERNS) {
    const m = rest.match(re);
    if (!m) continue;
    const b = read(m);
    if (b.min !== undefined && minPrice === null) minPrice = b.min;
    if (b.max !== undefined && maxPrice === null) maxPrice = b.max;
    rest = rest.replace(m[0], ' ');
  }

  const tokens = tokenize(rest);
  let sortBy: ProjectSortBy | null = null;
  let sortOrder: SortOrder | null = null;
  const sortHit = takePhrase(
    tokens,
    SORTS.map(([p]) => p),
  );
  if (sortHit) {
    const [, by, order] = SORTS.find(([p]) => p === sortHit.phrase)!;
    sortBy = by;
    sortOrder = order;
  }

  let license: LicenseType | null = null;
  const licenseHit = takePhrase(
    tokens,
    LICENSE_WORDS.map(([p]) => p),
  );
  if (licenseHit) license = LICENSE_WORDS.find(([p]) => p === licenseHit.phrase)![1];

  const cheap = tokens.findIndex((t) => CHEAP_WORDS.has(t.lower));
  if (cheap >= 0) {
    tokens.splice(cheap, 1);
    if (maxPrice === null && license !== 'free') maxPrice = CHEAP_MAX;
    if (!sortBy) {
      sortBy = 'license.price';
      sortOrder = 'asc';
    }
  }

  // Technologies first ("react native" is a technology before "native" could be anything).
  const technologies: string[] = [];
  let category: ProjectCategory | null = null;
  const kept: Token[] = [];
  const found = recognise(tokens, { lenient: true });
  let next = 0;
  for (const r of found) {
    kept.push(...tokens.slice(next, r.from));
    next = r.to + 1;
    // "cli" / "command line" names a category (below), not a technology or words to match.
    if (r.term.tag === 'cli') continue;
    // Domains ("dashboard") stay words to match.
    const isTech = r.term.kind !== 'domain';
    if (isTech && technologies.length < 6) {
      if (!technologies.includes(r.term.tag)) technologies.push(r.term.tag);
    } else {
      kept.push(...tokens.slice(r.from, r.to + 1));
    }
  }
  kept.push(...tokens.slice(next));
  // A platform or service that implies a kind of project ("ios" → mobile, "rest" → api).
  const implied = found.find(
    (r) => (r.term.kind === 'platform' || r.term.kind === 'service') && r.term.category,
  )?.term.category;

  // Category words ("games", "mobile apps", "cli") among what is left.
  const textTokens: Token[] = [];
  for (let i = 0; i < kept.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_CATEGORY_WORDS, kept.length - i); n >= 1; n -= 1) {
      const phrase = kept
        .slice(i, i + n)
        .map((t) => t.lower)
        .join(' ');
      const c = CATEGORY_WORDS.get(phrase);
      if (c) {
        // "mobile" wins over a later generic "apps" ("mobile apps" → mobile).
        category = category ?? c;
        matched = n;
        break;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    textTokens.push(kept[i]!);
    i += 1;
  }

  const text = textTokens
    .map((t) => t.lower.replace(/[^\p{L}\p{N}.#+-]/gu, ''))
    .filter((w) => w && !FILLER.has(w) && !/^\d+$/.test(w))
    .slice(0, 6)
    .join(' ');

  category ??= implied ?? null;
  let min = clampPrice(minPrice);
  let max = clampPrice(maxPrice);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    text,
    category,
    license,
    minPrice: min,
    maxPrice: max,
    technologies,
    sortBy,
    sortOrder,
  };
}

const SORT_TEXT: Record<string, string> = {
  'createdAt:desc': 'newest first',
  'createdAt:asc': 'oldest first',
  'stats.views:desc': 'most viewed first',
  'stats.views:asc': 'least viewed first',
  'stats.downloads:desc': 'most downloaded first',
  'stats.downloads:asc': 'least downloaded first',
  'stats.stars:desc': 'most starred first',
  'stats.stars:asc': 'least starred first',
  'license.price:asc': 'cheapest first',
  'license.price:desc': 'most expensive first',
  'relevance:desc': 'best matches first',
  'relevance:asc': 'best matches first',
};

/**
 * Looser versions of the filters, tried in order when nothing matches: first without the
 * license and price bounds, then also without the category, then also without the words
 * (technologies stay). Each differs from the one before.
 */
export function relaxations(f: AiSearchFilters): AiSearchFilters[] {
  const steps: AiSearchFilters[] = [];
  let current = f;
  const add = (next: AiSearchFilters) => {
    if (JSON.stringify(next) !== JSON.stringify(current)) steps.push(next);
    current = next;
  };
  add({ ...current, license: null, minPrice: null, maxPrice: null });
  add({ ...current, category: null });
  if (current.technologies.length > 0) add({ ...current, text: '' });
  return steps;
}

/** " priced $10 to $50", " priced up to $20", " priced from $5", or '' without a bound. */
function priceText(f: Pick<AiSearchFilters, 'minPrice' | 'maxPrice'>): string {
  if (f.minPrice !== null && f.maxPrice !== null)
    return ` priced ${formatUsd(f.minPrice)} to ${formatUsd(f.maxPrice)}`;
  if (f.maxPrice !== null) return ` priced up to ${formatUsd(f.maxPrice)}`;
  if (f.minPrice !== null) return ` priced from ${formatUsd(f.minPrice)}`;
  return '';
}

/**
 * The summary of a relaxed search: still one sentence. Given the filters that were asked for,
 * it names the license and price bound that found nothing, so nobody takes the results for
 * projects within that bound.
 */
export function summariseRelaxed(f: AiSearchFilters, asked?: AiSearchFilters): string {
  const license = asked?.license && !f.license ? ` among ${asked.license} projects` : '';
  const price = asked && priceText(asked) && !priceText(f) ? priceText(asked) : '';
  return `No exact matches${license}${price}, so ${summarise(f).replace(/^Showing/, 'showing')}`;
}

/** One sentence that says how a query was understood. */
export function summarise(f: AiSearchFilters): string {
  const parts = [`Showing ${f.license ? `${f.license} ` : ''}projects`];
  if (f.category) parts.push(` in ${categoryLabel(f.category)}`);
  if (f.text) parts.push(` matching "${f.text}"`);
  if (f.technologies.length) {
    const labels = f.technologies.map((t) => termByTag(t)?.label ?? t);
    parts.push(
      ` with ${labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0]}`,
    );
  }
  parts.push(priceText(f));
  const sortBy = f.sortBy ?? (f.text || f.technologies.length ? 'relevance' : 'createdAt');
  const order = f.sortOrder ?? (sortBy === 'license.price' ? 'asc' : 'desc');
  parts.push(`, ${SORT_TEXT[`${sortBy}:${order}`]}.`);
  return parts.join('');
}
