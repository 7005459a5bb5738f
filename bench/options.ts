/** What the load benchmarks share: command-line number checks and the search terms they use. */

/** A `--name` option's value as a number; exits with status 2 when it is not (positive). */
export function positive(name: string, value: string | undefined, allowZero = false): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number`);
    process.exit(2);
  }
  return n;
}

/** Realistic searches, one with a typo ("dashbord"). */
export const SEARCH_TERMS = [
  'dashboard',
  'dashbord',
  'rate limiter',
  'react component library',
  'invoice api',
  'offline-first habit tracker',
  'godot game',
  'kanban',
];

/** The sorts each category listing is read in by the load benchmarks (with pages 1–5). */
export const LISTING_SORTS = [
  'sortBy=createdAt&sortOrder=desc',
  'sortBy=stats.views&sortOrder=desc',
  'sortBy=stats.downloads&sortOrder=desc',
  'sortBy=stats.stars&sortOrder=desc',
  'sortBy=license.price&sortOrder=asc',
];
