import { formatDate } from './dates';

/** The largest release file by default (RELEASE_MAX_MB on the server). */
export const RELEASE_MAX_MB_DEFAULT = 100;
/** Longest notes of a release (Markdown). */
export const RELEASE_NOTES_MAX = 20_000;
/** Terms a seller may choose for updates, in months (null: for life). */
export const UPDATES_MONTHS_MAX = 120;
/** Days before a term of updates ends on which its holder is reminded. */
export const UPDATES_REMINDER_DAYS = [14, 1] as const;

/** A semantic version (2.0.0, 1.4.0-beta.2, 1.0.0+build.5), without a leading v. */
export const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** A version as the seller or a tag wrote it, without the leading v (`v1.2.0` → `1.2.0`). */
export const normalizeVersion = (v: string): string => v.trim().replace(/^v(?=\d)/i, '');

export const isSemver = (v: string): boolean => SEMVER.test(v);

/**
 * Orders two semantic versions as semver does (build metadata ignored; a pre-release is below
 * its release; pre-release identifiers compared numerically or by ASCII). Negative when a < b.
 */
export function compareVersions(a: string, b: string): number {
  const pa = SEMVER.exec(a);
  const pb = SEMVER.exec(b);
  if (!pa || !pb) throw new Error(`not a semantic version: ${pa ? b : a}`);
  for (let i = 1; i <= 3; i++) {
    const d = Number(pa[i]) - Number(pb[i]);
    if (d !== 0) return Math.sign(d);
  }
  const preA = pa[4]?.split('.') ?? null;
  const preB = pb[4]?.split('.') ?? null;
  if (!preA || !preB) return preA ? -1 : preB ? 1 : 0;
  for (let i = 0; i < Math.max(preA.length, preB.length); i++) {
    const x = preA[i];
    const y = preB[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const nx = /^\d+$/.test(x);
    const ny = /^\d+$/.test(y);
    if (nx && ny) {
      const d = Number(x) - Number(y);
      if (d !== 0) return Math.sign(d);
    } else if (nx !== ny) {
      return nx ? -1 : 1;
    } else if (x !== y) {
      return x < y ? -1 : 1;
    }
  }
  return 0;
}

/** When a release counts for entitlement: its backdated date when it has one. */
export const releaseEntitlementDate = (r: {
  publishedAt: Date | string;
  backdatedTo: Date | string | null;
}): Date => new Date(r.backdatedTo ?? r.publishedAt);

/**
 * Whether a license whose updates run until `updatesUntil` (null: for life) is entitled to the
 * release: it is when the release counts from a moment not after the end of the term.
 */
export const isEntitledToRelease = (
  updatesUntil: Date | string | null,
  release: { publishedAt: Date | string; backdatedTo: Date | string | null },
): boolean =>
  updatesUntil === null ||
  releaseEntitlementDate(release).getTime() <= new Date(updatesUntil).getTime();

/** Whether a term of updates still runs at `now` (null: for life). */
export const updatesTermRuns = (updatesUntil: Date | string | null, now: Date | number): boolean =>
  updatesUntil === null || new Date(updatesUntil).getTime() > new Date(now).getTime();

/** The end of a term of `months` from `from` (calendar months, UTC; the 31st falls back). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** A renewal extends the term from the later of now and the current end. */
export const renewedUntil = (current: Date | null, now: Date, months: number): Date =>
  addMonths(current && current.getTime() > now.getTime() ? current : now, months);

/**
 * What a receipt says of a license's term of updates: "Updates until Nov 27, 2027", or
 * "Lifetime updates" (null: for life).
 */
export const updatesTermText = (updatesUntil: Date | string | null): string =>
  updatesUntil === null ? 'Lifetime updates' : `Updates until ${formatDate(updatesUntil)}`;

/** What an order's receipt says of a renewal line: "Renewal of updates until Nov 27, 2028". */
export const renewalTermText = (renewedUntil: Date | string): string =>
  `Renewal of updates until ${formatDate(renewedUntil)}`;

/** The price of a renewal of updates, cents: the project's renewal price, else its price. */
export const renewalPriceCentsOf = (project: {
  priceCents: number;
  renewalPriceCents: number | null;
}): number => project.renewalPriceCents ?? project.priceCents;

/** A pre-release (1.4.0-beta.1): listed, but never offered as the latest. */
export const isPrerelease = (version: string): boolean => /^[^+]*-/.test(version);

/**
 * The latest of some releases, wherever one is shown or offered: the highest version that is not
 * a pre-release, or the highest pre-release when there is nothing else.
 */
export function latestRelease<T extends { version: string }>(rows: readonly T[]): T | null {
  const byVersion = [...rows].sort((a, b) => compareVersions(b.version, a.version));
  return byVersion.find((r) => !isPrerelease(r.version)) ?? byVersion[0] ?? null;
}

/**
 * A file size as people read it, the same on every page, mail and feed: 912 B, 14.2 KB, 3.4 MB,
 * 1.1 GB (powers of 1,024; whole numbers from 100 up).
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/**
 * Where a term of updates stands against a project's releases (not yanked): the latest release,
 * the latest the term reaches, and how many it does not reach (0 for life). One rule for the
 * library, the upgrade check of a key and the releases' own reads.
 */
export function updatesStanding<
  T extends { version: string; publishedAt: Date | string; backdatedTo: Date | string | null },
>(
  releases: readonly T[],
  updatesUntil: Date | string | null,
): { latest: T | null; latestEntitled: T | null; behind: number } {
  const entitled = releases.filter((r) => isEntitledToRelease(updatesUntil, r));
  return {
    latest: latestRelease(releases),
    latestEntitled: latestRelease(entitled),
    behind: releases.length - entitled.length,
  };
}
