import { marketBuyers } from './buyers';
import { seedPurchases, type SeedPurchase } from './licenses';
import type { SeedProject } from './types';

/**
 * The demo marketplace's activity besides the hand-written purchases: claims and purchases by
 * the other buyers (up to each project's `downloads`), reviews by license holders and counted
 * page views. Generated from fixed seeds, so every start seeds the same history. The counters of
 * a project (downloads, views, rating) are then counted from these rows, never written by hand.
 */
export interface SeedReview {
  /** Key of the reviewer: always a holder of a license of the project. */
  buyer: string;
  repo: string;
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
  /** Days ago; after the reviewer's purchase. */
  daysAgo: number;
}

/** One counted view: a visitor on a day (views count once per visitor and day). */
export interface SeedView {
  repo: string;
  visitor: string;
  daysAgo: number;
}

export interface SeedActivity {
  purchases: SeedPurchase[];
  reviews: SeedReview[];
  views: SeedView[];
}

/** A small deterministic generator (mulberry32) seeded from a string. */
function random(seedText: string): () => number {
  let h = 2_166_136_261;
  for (let i = 0; i < seedText.length; i++) h = Math.imul(h ^ seedText.charCodeAt(i), 16_777_619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)]!;

const REVIEW_TEXTS: Record<SeedReview['rating'], string[]> = {
  5: [
    'Exactly what the description promises. I had it running in an afternoon.',
    'Clean, well-tested code. Saved me at least a week of work.',
    'The README alone is worth it: every decision is explained.',
    'Using it in production for a couple of months now without a single issue.',
    'Small, focused and easy to read. I learned a lot from the code.',
    'Great value. The author answered my question within a day.',
  ],
  4: [
    'Solid foundation. I had to adjust a few defaults for my setup.',
    'Does what it says; the docs could use a few more examples.',
    'Good code quality. Updating the dependencies took a little work.',
    'Very useful, though a couple of features I wanted are missing.',
    'Worked on the first try. I would like more tests around the edge cases.',
  ],
  3: [
    'A useful starting point, but expect to rewrite parts of it.',
    'Decent, but the setup instructions skip a few steps.',
    'Does the job. The code style is not quite my taste.',
  ],
  2: [
    'Took a fair amount of fixing before it ran on my machine.',
    'Less complete than the feature list suggests.',
  ],
  1: ['Did not work with the current versions of its dependencies.'],
};

function rating(r: () => number): SeedReview['rating'] {
  const x = r();
  if (x < 0.5) return 5;
  if (x < 0.83) return 4;
  if (x < 0.94) return 3;
  if (x < 0.98) return 2;
  return 1;
}

export function buildSeedActivity(projects: SeedProject[]): SeedActivity {
  const purchases = [...seedPurchases];
  for (const p of projects) {
    if (p.draft) continue;
    const r = random(`licenses:${p.repo}`);
    const owners = new Set(purchases.filter((s) => s.repo === p.repo).map((s) => s.buyer));
    const candidates = marketBuyers
      .filter((b) => b.key !== p.author && !owners.has(b.key))
      .filter((b) => Math.min(p.daysAgo, b.joinedDaysAgo) >= 2)
      .map((b) => ({ b, order: r() }))
      .sort((x, y) => x.order - y.order);
    for (const { b } of candidates.slice(0, Math.max(0, p.downloads - owners.size))) {
      // Strictly after the project was created and after the buyer joined.
      const latest = Math.min(p.daysAgo, b.joinedDaysAgo) - 1;
      purchases.push({ buyer: b.key, repo: p.repo, daysAgo: 1 + Math.floor(r() * latest) });
    }
  }

  const reviews: SeedReview[] = [];
  for (const s of purchases) {
    const r = random(`review:${s.buyer}/${s.repo}`);
    if (s.daysAgo < 2 || r() >= 0.45) continue;
    const stars = rating(r);
    const daysAgo = s.daysAgo - 1 - Math.floor(r() * Math.min(20, s.daysAgo - 1));
    const body = r() < 0.15 ? '' : pick(REVIEW_TEXTS[stars], r);
    reviews.push({ buyer: s.buyer, repo: s.repo, rating: stars, body, daysAgo });
  }

  const views: SeedView[] = [];
  for (const p of projects) {
    if (p.draft) continue;
    const r = random(`views:${p.repo}`);
    // Most visitors look without claiming or buying: about one in ten to one in thirty do.
    const count = 10 + Math.round(p.downloads * (10 + r() * 20));
    for (let i = 0; i < count; i++) {
      views.push({ repo: p.repo, visitor: `a:demo-${i}`, daysAgo: Math.floor(r() * p.daysAgo) });
    }
  }
  return { purchases, reviews, views };
}
