import { categoryLabel } from '@codebazaar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { TtlCache } from '../lib/ttl-cache';
import type { HeadTags } from './head';
import {
  createHeadRepository,
  type HeadAuthorRow,
  type HeadProjectRow,
} from './project-head.repository';

/**
 * Server-rendered <head> of /project/:id and /author/:id (title, description, canonical,
 * Open Graph, Twitter card, JSON-LD) so crawlers and link previews need no JavaScript.
 * Registered after the spa plugin, which decorates `addHeadRoute`.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The shared picture of a project without a cover (apps/web/public). */
export const DEFAULT_PROJECT_IMAGE = '/og-default.png';

/** An image URL as link previews need it: absolute. */
const absolute = (url: string, publicUrl: string) => (url.startsWith('/') ? publicUrl + url : url);

/** Structured data lists up to 10 features (docs/product-rules.md#seo). */
const MAX_FEATURES = 10;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Tag (lower case) → the language's usual name, for `programmingLanguage`. */
const LANGUAGES = new Map<string, string>(
  Object.entries({
    javascript: 'JavaScript',
    js: 'JavaScript',
    typescript: 'TypeScript',
    ts: 'TypeScript',
    python: 'Python',
    go: 'Go',
    golang: 'Go',
    rust: 'Rust',
    java: 'Java',
    kotlin: 'Kotlin',
    swift: 'Swift',
    'objective-c': 'Objective-C',
    'c#': 'C#',
    csharp: 'C#',
    'c++': 'C++',
    cpp: 'C++',
    c: 'C',
    ruby: 'Ruby',
    php: 'PHP',
    dart: 'Dart',
    elixir: 'Elixir',
    erlang: 'Erlang',
    scala: 'Scala',
    haskell: 'Haskell',
    clojure: 'Clojure',
    'f#': 'F#',
    ocaml: 'OCaml',
    lua: 'Lua',
    r: 'R',
    julia: 'Julia',
    perl: 'Perl',
    shell: 'Shell',
    bash: 'Shell',
    powershell: 'PowerShell',
    sql: 'SQL',
    html: 'HTML',
    css: 'CSS',
    zig: 'Zig',
    nim: 'Nim',
    solidity: 'Solidity',
    gdscript: 'GDScript',
  }),
);

function matchIdParam(prefix: string) {
  const pattern = new RegExp(`^/${prefix}/([^/]+)/?$`);
  return (pathname: string): Record<string, string> | null => {
    const m = pattern.exec(pathname);
    if (!m) return null;
    try {
      return { id: decodeURIComponent(m[1]!) };
    } catch {
      return { id: '' };
    }
  };
}

const isHttpUrl = (value: string | null | undefined): value is string => {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const unique = <T>(items: T[]) => [...new Set(items)];

export function programmingLanguages(
  p: Pick<HeadProjectRow, 'tags' | 'techStack' | 'sourceRepository'>,
) {
  const candidates = [p.sourceRepository?.language ?? '', ...p.tags, ...p.techStack];
  return unique(
    candidates
      .map((t) => LANGUAGES.get(t.trim().toLowerCase()))
      .filter((name): name is string => name !== undefined),
  );
}

/** The free license: its price (0) is public. */
function freeOffer(currency: string, url: string, validUntil: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    name: 'Free license',
    price: (0).toFixed(2),
    priceCurrency: currency,
    availability: 'https://schema.org/InStock',
    priceValidUntil: validUntil,
    url,
  };
}

/**
 * The paid license, without its price: signed-out readers are asked to sign in to see prices,
 * and this head is what crawlers and every other signed-out reader get. It is the same for all
 * readers (whoever asks, with or without a session), so it never carries the price.
 */
function commercialOffer(url: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    name: 'Commercial license',
    availability: 'https://schema.org/InStock',
    url,
  };
}

export function buildProjectHead(p: HeadProjectRow, publicUrl: string, now = new Date()): HeadTags {
  const url = `${publicUrl}/project/${p.id}`;
  const licenseUrl = `${url}?tab=license`;
  const authorName = p.authorDisplayName?.trim() || p.authorUsername;
  const category = p.category ? categoryLabel(p.category) : '';
  const description =
    p.description.trim() ||
    `${p.title}${category ? `, a ${category.toLowerCase()} project` : ''} by ${authorName} on Codebazaar.`;
  const currency = p.currency || 'USD';
  const validUntil = isoDate(new Date(now.getTime() + YEAR_MS));

  const features = unique(
    [
      ...(p.licenseType === 'paid' ? [] : p.freeFeatures),
      ...(p.licenseType === 'free' ? [] : p.paidFeatures),
    ]
      .map((f) => f.trim())
      .filter(Boolean),
  ).slice(0, MAX_FEATURES);

  const offers =
    p.licenseType === 'free'
      ? freeOffer(currency, licenseUrl, validUntil)
      : p.licenseType === 'paid'
        ? commercialOffer(licenseUrl)
        : [freeOffer(currency, licenseUrl, validUntil), commercialOffer(licenseUrl)];

  const languages = programmingLanguages(p);
  // Link previews show the cover's page size; without a cover, the default picture.
  const cover = p.media.cover?.page;
  const image = absolute(cover?.url ?? DEFAULT_PROJECT_IMAGE, publicUrl);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    '@id': url,
    name: p.title,
    description: p.description.trim() || description,
    url,
    author: {
      '@type': 'Person',
      name: authorName,
      alternateName: p.authorUsername,
      url: `${publicUrl}${authorPath(p.authorUsername)}`,
    },
    ...(category ? { applicationCategory: category } : {}),
    ...(languages.length ? { programmingLanguage: languages } : {}),
    ...(p.tags.length ? { keywords: p.tags.join(', ') } : {}),
    ...(features.length ? { featureList: features } : {}),
    // Only the public (free) repository; the paid one is for license holders alone.
    ...(p.licenseType !== 'paid' && isHttpUrl(p.freeRepoUrl)
      ? { codeRepository: p.freeRepoUrl }
      : {}),
    dateCreated: p.createdAt.toISOString(),
    datePublished: (p.publishedAt ?? p.createdAt).toISOString(),
    dateModified: p.updatedAt.toISOString(),
    ...(cover ? { image } : {}),
    offers,
  };

  return {
    title: `${p.title} — Codebazaar`,
    description,
    canonical: url,
    ogType: 'product',
    image,
    // Only a free project's price (0) is public; a paid price stays out of the head.
    extraMeta: {
      ...(cover
        ? { 'og:image:width': String(cover.width), 'og:image:height': String(cover.height) }
        : {}),
      ...(p.licenseType === 'free'
        ? { 'product:price:amount': '0.00', 'product:price:currency': currency }
        : {}),
    },
    jsonLd,
  };
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Where an author's page lives: /author/{username} (docs/product-rules.md#screens-and-routes). */
export const authorPath = (username: string) => `/author/${encodeURIComponent(username)}`;

export function buildAuthorHead(a: HeadAuthorRow, publicUrl: string): HeadTags {
  const url = `${publicUrl}${authorPath(a.username)}`;
  const displayName = a.displayName?.trim();
  const name = displayName || a.username;
  const since = a.createdAt.toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const count = `${a.projectsCount} published project${a.projectsCount === 1 ? '' : 's'}`;
  const areas = a.topCategories.slice(0, 3).map(categoryLabel);
  const summary = `${name} on Codebazaar: ${count}${areas.length ? ` in ${joinWords(areas)}` : ''}. Member since ${since}.`;
  const image = isHttpUrl(a.profileImage) ? a.profileImage : undefined;
  const sameAs = [
    ...(a.githubUsername ? [`https://github.com/${encodeURIComponent(a.githubUsername)}`] : []),
    ...(isHttpUrl(a.website) ? [a.website] : []),
  ];

  return {
    title:
      displayName && displayName !== a.username
        ? `${displayName} (${a.username}) — Codebazaar`
        : `${a.username} — Codebazaar`,
    description: a.bio?.trim() || summary,
    canonical: url,
    ogType: 'profile',
    image,
    extraMeta: { 'profile:username': a.username },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      '@id': url,
      url,
      name: `${name} — Codebazaar`,
      dateCreated: a.createdAt.toISOString(),
      mainEntity: {
        '@type': 'Person',
        '@id': `${url}#person`,
        name,
        alternateName: a.username,
        identifier: a.id,
        url,
        ...(a.bio?.trim() ? { description: a.bio.trim() } : {}),
        ...(image ? { image } : {}),
        ...(sameAs.length ? { sameAs } : {}),
        agentInteractionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/WriteAction',
          userInteractionCount: a.projectsCount,
        },
      },
    },
  };
}

/** A failing database must not turn a page view into a JSON 500: serve the plain shell. */
async function safely<T>(
  req: FastifyRequest,
  fallback: HeadTags,
  load: () => Promise<T | null>,
): Promise<T | HeadTags | null> {
  try {
    return await load();
  } catch (err) {
    req.log.error({ err }, 'server-rendered head failed');
    return fallback;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    if (!app.hasDecorator('addHeadRoute')) {
      throw new Error('project-head must be registered after the spa plugin');
    }
    const repo = createHeadRepository(app.database.db);
    // The head of a published project, by id (null: no such published project). Project writes
    // (here or on another instance) clear it before they answer (ADR 012).
    const projectHeads = new TtlCache<HeadTags | null>(30_000, 10_000);
    app.changes.subscribe('projects', () => projectHeads.clear());
    const { publicUrl } = app.config;
    const fallback: HeadTags = {
      title: 'Codebazaar — the marketplace for code',
      description: 'Code projects backed by GitHub repositories: free and licensed.',
      robots: 'noindex',
    };

    app.addHeadRoute({
      match: matchIdParam('project'),
      render: ({ id = '' }, req) =>
        safely(req, fallback, async () => {
          if (!UUID.test(id)) return null;
          return projectHeads.load(id.toLowerCase(), async () => {
            const project = await repo.findPublishedProject(id);
            return project ? buildProjectHead(project, publicUrl) : null;
          });
        }),
    });

    // /author/{username} is the page; /author/{id} and another letter case of the username
    // move there (301).
    app.addHeadRoute({
      match: matchIdParam('author'),
      render: ({ id: ref = '' }, req) =>
        safely(req, fallback, async () => {
          if (!ref) return null;
          const author = await repo.findAuthor(UUID.test(ref) ? { id: ref } : { username: ref });
          if (!author) return null;
          if (author.username !== ref) return { redirect: authorPath(author.username) };
          return buildAuthorHead(author, publicUrl);
        }),
    });
  },
  { name: 'project-head' },
);
