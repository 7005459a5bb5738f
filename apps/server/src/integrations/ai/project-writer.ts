import {
  defaultRepositoryUrls,
  type AiGenerateResponse,
  type LicenseType,
  type ProjectCategory,
} from '@codebazaar/shared';

import { pick, type ProjectDraftRequest } from './ai-engine';
import { termsIn, type Term } from './vocabulary';

/**
 * The built-in engine's project writer: tags, category, a description composed from what was
 * recognised in the title and notes, and feature lists that follow the license type.
 */

const MAX_TAGS = 8;
/** Domain terms that name the kind of project rather than what it is about. */
const FORM_TAGS = new Set([
  'game',
  'library',
  'api',
  'mobile-app',
  'desktop-app',
  'web-app',
  'developer-tool',
  'open-source',
  'starter-kit',
  'ui-kit',
]);
/** When scores tie, the more specific category wins. */
const CATEGORY_ORDER: ProjectCategory[] = [
  'game',
  'mobile',
  'desktop',
  'tool',
  'library',
  'api',
  'web',
  'other',
];

interface Analysis {
  title: string;
  notes: string;
  terms: Term[];
  category: ProjectCategory;
  stack: Term[];
  domains: Term[];
  has: (tag: string) => boolean;
  seed: string;
}

/** Scores categories: a term in the title counts twice, a word naming the kind thrice. */
export function inferCategory(titleTerms: Term[], noteTerms: Term[]): ProjectCategory {
  const score = new Map<ProjectCategory, number>();
  const add = (terms: Term[], weight: number) => {
    for (const t of terms) {
      if (!t.category) continue;
      const w = weight * (FORM_TAGS.has(t.tag) || t.tag === 'cli' ? 3 : 1);
      score.set(t.category, (score.get(t.category) ?? 0) + w);
    }
  };
  add(titleTerms, 2);
  add(noteTerms, 1);
  let best: ProjectCategory = 'other';
  let bestScore = 0;
  for (const c of CATEGORY_ORDER) {
    const s = score.get(c) ?? 0;
    if (s > bestScore) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

function analyse(req: ProjectDraftRequest): Analysis {
  const title = req.projectName.trim();
  const notes = req.description.trim();
  const titleTerms = termsIn(title);
  const noteTerms = termsIn(notes);
  const seen = new Set<string>();
  const terms = [...titleTerms, ...noteTerms].filter((t) =>
    seen.has(t.tag) ? false : (seen.add(t.tag), true),
  );
  const tags = new Set(terms.map((t) => t.tag));
  return {
    title,
    notes,
    terms,
    category: inferCategory(titleTerms, noteTerms),
    stack: terms.filter((t) => t.kind !== 'domain' && t.tag !== 'cli'),
    domains: terms.filter((t) => t.kind === 'domain' && !FORM_TAGS.has(t.tag)),
    has: (tag) => tags.has(tag),
    seed: `${title.toLowerCase()}|${notes.toLowerCase()}|${req.licenseType ?? ''}`,
  };
}

export const listText = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const article = (word: string) => (/^[aeiou]/i.test(word) && !/^u[sn]i/i.test(word) ? 'an' : 'a');

function noun(a: Analysis): string {
  if (a.has('ui-kit')) return 'component library';
  if (a.has('chrome-extension')) return 'browser extension';
  if (a.has('vscode')) return 'VS Code extension';
  if (a.has('discord')) return 'Discord bot';
  if (a.has('slack')) return 'Slack app';
  if (a.has('telegram')) return 'Telegram bot';
  if (a.has('cli')) return 'command-line tool';
  if (a.has('starter-kit')) return 'starter kit';
  if (a.has('api-client')) return 'API client';
  const nouns: Record<ProjectCategory, string[]> = {
    web: ['web app', 'web application'],
    mobile: ['mobile app', 'cross-platform mobile app'],
    desktop: ['desktop app', 'desktop application'],
    api: ['API', 'backend service'],
    library: ['library', 'reusable package'],
    tool: ['tool', 'developer tool', 'utility'],
    game: ['game', 'playable game'],
    other: ['project', 'codebase'],
  };
  return pick(nouns[a.category], `${a.seed}|noun`);
}

const AUDIENCE_BY_DOMAIN: Record<string, string[]> = {
  saas: [
    'founders who want to launch a subscription product quickly',
    'small teams shipping a SaaS',
  ],
  ecommerce: ['shop owners who sell online', 'agencies building stores for clients'],
  payments: ['businesses that bill customers online', 'developers adding billing to a product'],
  finance: ['freelancers and small businesses watching their money', 'anyone who keeps a budget'],
  education: ['teachers, students and course creators', 'people who learn online'],
  healthcare: ['people tracking their health and habits', 'coaches and their clients'],
  crm: ['sales teams and consultants', 'small businesses managing customers'],
  'project-management': ['teams that plan work together', 'freelancers juggling several clients'],
  productivity: ['people who want to organise their day', 'anyone building better habits'],
  chat: ['communities and support teams', 'teams that talk in real time'],
  analytics: ['product teams who decide with data', 'site owners who want to know their visitors'],
  blog: ['writers and content teams', 'developers who want their own publishing stack'],
  portfolio: ['developers and designers showing their work', 'freelancers looking for clients'],
  'machine-learning': [
    'data scientists and ML engineers',
    'developers adding predictions to a product',
  ],
  ai: ['teams adding AI features to their product', 'developers exploring language models'],
  devops: ['DevOps engineers and platform teams', 'developers who deploy their own services'],
  security: ['security-minded teams', 'developers who handle sensitive data'],
  scheduling: ['service businesses that take bookings', 'teams coordinating calendars'],
  'real-estate': ['agents and property managers', 'rental businesses'],
  travel: ['travellers and travel agencies', 'anyone planning trips'],
  food: ['restaurants and home cooks', 'food delivery businesses'],
  iot: ['makers and smart-home tinkerers', 'teams connecting devices'],
  crypto: ['web3 builders', 'crypto projects and their communities'],
  social: ['online communities', 'creators building an audience'],
};

const AUDIENCE_BY_CATEGORY: Record<ProjectCategory, string[]> = {
  web: ['teams that need it in the browser', 'developers who want a solid head start'],
  mobile: ['people on the go, on iOS and Android', 'teams that want one mobile codebase'],
  desktop: [
    'people who prefer a native app on their computer',
    'power users on Windows, macOS and Linux',
  ],
  api: [
    'backend developers integrating it into their systems',
    'teams that want a dependable service',
  ],
  library: [
    'developers who would rather not reinvent it',
    'teams that want a tested building block',
  ],
  tool: ['developers who like to automate the boring parts', 'teams that want a faster workflow'],
  game: ['players looking for something fun', 'indie developers studying how a game is built'],
  other: ['developers looking for a head start', 'anyone curious about how it works'],
};

function audience(a: Analysis): string {
  const byDomain = a.domains.map((d) => AUDIENCE_BY_DOMAIN[d.tag]).find(Boolean);
  return pick(byDomain ?? AUDIENCE_BY_CATEGORY[a.category], `${a.seed}|audience`);
}

/** The user's own first sentences, kept when they add something the vocabulary did not. */
function ownWords(notes: string): string | null {
  const sentences = notes.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]?/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).length > 320) break;
    out += s;
  }
  out = out.trim();
  if (out.split(' ').length < 5) return null;
  return /[.!?]$/.test(out) ? out : `${out}.`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function opening(a: Analysis): string {
  const n = noun(a);
  const topic =
    a.domains[0] && !n.toLowerCase().includes(a.domains[0].label.toLowerCase())
      ? `${a.domains[0].label} ${n}`
      : n;
  const np = `${article(topic)} ${topic}`;
  const main = a.stack.filter((t) => t.kind === 'language' || t.kind === 'framework').slice(0, 3);
  const stack = listText(main.map((t) => t.label));
  const variants = stack
    ? [
        `${a.title} is ${np} built with ${stack}.`,
        `Built with ${stack}, ${a.title} is ${np} you can run and extend.`,
        `${a.title} gives you ${np}, written in ${stack} and ready to build on.`,
        `Meet ${a.title}: ${np} on ${stack}.`,
      ]
    : [
        `${a.title} is ${np} with a clean, readable codebase.`,
        `${a.title} gives you ${np} that is ready to build on.`,
        `Meet ${a.title}: ${np} designed to be easy to run and extend.`,
      ];
  return pick(variants, `${a.seed}|opening`);
}

function scopeSentence(a: Analysis): string | null {
  const more = a.domains.slice(1, 4).map((d) => d.label);
  if (more.length === 0) return null;
  return pick(
    [
      `It also covers ${listText(more)}.`,
      `Beyond the basics it handles ${listText(more)}.`,
      `${capitalise(listText(more))} ${more.length > 1 ? 'are' : 'is'} built in.`,
    ],
    `${a.seed}|scope`,
  );
}

function infrastructureSentence(a: Analysis): string | null {
  const dbs = a.stack.filter((t) => t.kind === 'database').map((t) => t.label);
  const platforms = a.stack.filter((t) => t.kind === 'platform').map((t) => t.label);
  const services = a.stack.filter((t) => t.kind === 'service').map((t) => t.label);
  const parts: string[] = [];
  if (dbs.length)
    parts.push(
      pick(
        [`stores its data in ${listText(dbs)}`, `keeps data in ${listText(dbs)}`],
        `${a.seed}|db`,
      ),
    );
  if (services.length) parts.push(`integrates with ${listText(services)}`);
  if (platforms.length) parts.push(`runs on ${listText(platforms)}`);
  if (parts.length === 0) return null;
  return `It ${listText(parts)}.`;
}

function licenseSentence(a: Analysis, license: LicenseType | undefined): string | null {
  switch (license) {
    case 'free':
      return pick(
        [
          'The full source is free to use, study and adapt.',
          'It is free: clone it, learn from it and build on it.',
          'Everything is free and open, with nothing held back.',
        ],
        `${a.seed}|license`,
      );
    case 'paid':
      return pick(
        [
          'A license gives you the complete source, ready for commercial use.',
          'Buy once and get the complete, production-ready source with commercial rights.',
          'The paid license includes the full source, commercial use and support.',
        ],
        `${a.seed}|license`,
      );
    case 'freemium':
      return pick(
        [
          'The core is free; the premium edition adds the advanced features and a commercial license.',
          'Start with the free edition and upgrade to premium when you need more.',
          'A free edition covers the essentials, and premium unlocks everything else.',
        ],
        `${a.seed}|license`,
      );
    case undefined:
      return null;
  }
}

function highlightsSentence(a: Analysis, core: string[]): string | null {
  const [first, second] = core.map((f) => f.charAt(0).toLowerCase() + f.slice(1));
  if (!first || !second) return null;
  return pick(
    [
      `It comes with ${first} and ${second}.`,
      `Highlights include ${first} and ${second}.`,
      `You get ${first}, plus ${second}.`,
    ],
    `${a.seed}|highlights`,
  );
}

function describe(a: Analysis, license: LicenseType | undefined): string {
  const audienceLine = pick(
    [
      `Made for ${audience(a)}.`,
      `A good fit for ${audience(a)}.`,
      `It is aimed at ${audience(a)}.`,
    ],
    `${a.seed}|audience-line`,
  );
  const own = ownWords(a.notes);
  // When the author's own words are kept, they already say what the project runs on.
  const middle = [
    scopeSentence(a),
    own ? null : infrastructureSentence(a),
    highlightsSentence(a, coreFeatures(a)),
  ].filter((s): s is string => !!s);
  // The order of the middle sentences varies too, so two similar inputs read differently.
  if (pick([0, 1], `${a.seed}|order`) === 1) middle.reverse();
  return [opening(a), own, ...middle, audienceLine, licenseSentence(a, license)]
    .filter((s): s is string => !!s)
    .join(' ');
}

const TERM_FEATURES: Record<string, string> = {
  dashboard: 'Interactive charts, tables and filters',
  saas: 'Teams, roles and subscription plans',
  ecommerce: 'Product catalogue, cart and checkout',
  payments: 'Checkout and recurring billing',
  stripe: 'Stripe checkout and webhook handling',
  authentication: 'Sign-up, sign-in and password reset',
  oauth: 'Single sign-on with OAuth providers',
  blog: 'Posts in Markdown with tags and RSS',
  chat: 'Real-time conversations',
  websocket: 'Live updates over WebSockets',
  analytics: 'Usage analytics and reports',
  crm: 'Contacts, deals and a sales pipeline',
  'project-management': 'Boards, tasks and due dates',
  productivity: 'Quick capture and daily overview',
  scheduling: 'Calendar view and bookings',
  notifications: 'Email and push notifications',
  search: 'Full-text search',
  i18n: 'Ready for translations',
  accessibility: 'Keyboard and screen-reader support',
  'offline-first': 'Works offline and syncs later',
  multiplayer: 'Online multiplayer',
  platformer: 'Handcrafted levels and scoring',
  roguelike: 'Procedurally generated levels',
  puzzle: 'Hand-made puzzles with hints',
  shooter: 'Weapons, enemies and boss fights',
  email: 'Transactional email templates',
  'file-sharing': 'File uploads with previews',
  maps: 'Interactive maps',
  'data-visualization': 'Charts that update with the data',
  'data-pipeline': 'Scheduled data collection and export',
  'machine-learning': 'Training and inference scripts',
  ai: 'AI-assisted features through a language model API',
  llm: 'Prompt templates for language models',
  'rate-limiting': 'Configurable limits per key',
  'api-client': 'Typed methods for every endpoint',
  testing: 'Automated test suite',
  automation: 'Scheduled and event-driven automations',
  typescript: 'TypeScript types throughout',
  docker: 'Docker setup for development and production',
  postgresql: 'PostgreSQL schema and migrations',
  mysql: 'MySQL schema and migrations',
  sqlite: 'Local SQLite storage',
  mongodb: 'MongoDB models and indexes',
  redis: 'Redis caching',
  tailwind: 'Responsive Tailwind styling',
  'react-native': 'iOS and Android from one codebase',
  flutter: 'iOS and Android from one codebase',
  'github-actions': 'CI workflow with GitHub Actions',
  rest: 'OpenAPI documentation',
  graphql: 'GraphQL schema and resolvers',
  kubernetes: 'Kubernetes manifests',
  pwa: 'Installable progressive web app',
  'ui-kit': 'Themeable, accessible components',
  cli: 'Helpful --help output and exit codes',
};

const CATEGORY_FEATURES: Record<ProjectCategory, string[]> = {
  web: ['Responsive layout for phones and desktops', 'Environment-based configuration'],
  mobile: ['Native navigation and gestures', 'Light and dark themes'],
  desktop: ['Installers for Windows, macOS and Linux', 'Auto-update support'],
  api: ['Request validation with clear errors', 'Health check endpoint'],
  library: ['Documented public API', 'Usage examples'],
  tool: ['Config file support', 'Clear error messages'],
  game: ['Keyboard and gamepad controls', 'Sound effects and music'],
  other: ['Step-by-step setup guide', 'Clean, commented code'],
};

const PREMIUM_BY_CATEGORY: Record<ProjectCategory, string[]> = {
  web: ['Admin panel', 'White-label theming'],
  mobile: ['In-app purchases setup', 'Push notification service'],
  desktop: ['Code-signing scripts', 'Plugin system'],
  api: ['Rate limiting and API keys', 'Deployment templates'],
  library: ['Advanced configuration options', 'Framework integrations'],
  tool: ['Team configuration sharing', 'CI integration'],
  game: ['Extra levels and assets', 'Level editor'],
  other: ['Extended examples', 'Advanced modules'],
};

function coreFeatures(a: Analysis): string[] {
  return [
    ...a.terms.map((t) => TERM_FEATURES[t.tag]).filter((f): f is string => !!f),
    ...CATEGORY_FEATURES[a.category],
  ].filter((f, i, all) => all.indexOf(f) === i);
}

function features(a: Analysis, license: LicenseType | undefined): AiGenerateResponse['features'] {
  const core = coreFeatures(a);
  const premium = PREMIUM_BY_CATEGORY[a.category];
  switch (license) {
    case 'free':
      return {
        freeFeatures: ['Full source code', ...core.slice(0, 5), 'Setup guide in the README'],
        paidFeatures: [],
      };
    case 'paid':
      return {
        freeFeatures: [],
        paidFeatures: [
          'Complete source code',
          ...core.slice(0, 5),
          ...premium,
          'Commercial use license',
          'Priority support and 12 months of updates',
        ],
      };
    case 'freemium':
    case undefined: {
      // Freemium (or not chosen yet): the essentials are free, the rest is premium.
      const split = Math.min(3, Math.ceil(core.length / 2));
      return {
        freeFeatures: ['Source code of the core', ...core.slice(0, split), 'Personal use license'],
        paidFeatures: [
          ...core.slice(split, split + 3),
          ...premium,
          'Commercial use license',
          'Priority support',
        ],
      };
    }
  }
}

function tagsOf(a: Analysis, license: LicenseType | undefined): string[] {
  const tags = a.terms.map((t) => t.tag).filter((t) => t !== 'open-source');
  if (license === 'free' || a.has('open-source')) tags.push('open-source');
  if (tags.length === 0)
    tags.push(
      {
        web: 'web-app',
        mobile: 'mobile-app',
        desktop: 'desktop-app',
        api: 'api',
        library: 'library',
        tool: 'developer-tool',
        game: 'game',
        other: 'project',
      }[a.category],
    );
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

/** POST /projects/ai-generate with the built-in engine. */
export function writeProject(req: ProjectDraftRequest): AiGenerateResponse {
  const a = analyse(req);
  const urls = defaultRepositoryUrls(req.username ?? 'developer', a.title);
  return {
    description: describe(a, req.licenseType),
    tags: tagsOf(a, req.licenseType),
    category: a.category,
    freeRepositoryUrl: urls.freeUrl,
    paidRepositoryUrl: urls.paidUrl,
    features: features(a, req.licenseType),
  };
}
