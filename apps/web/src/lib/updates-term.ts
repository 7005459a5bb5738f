import { updatesTermRuns, updatesTermText } from '@codebazaar/shared/rules';

import { formatDate } from './format-date';

/** A version as pages show it: `v1.2.0` (versions are stored without the v). */
export const versionLabel = (version: string) => `v${version}`;

export type UpdatesTermState = 'lifetime' | 'running' | 'ended';

/**
 * Where a license's term of updates stands at `now` (docs/product-rules.md#updates), in the words
 * the project page, the library and the checkout share: null is for life.
 */
export function updatesTerm(
  updatesUntil: string | null,
  now: number,
): { state: UpdatesTermState; text: string } {
  if (updatesUntil === null) return { state: 'lifetime', text: updatesTermText(null) };
  return updatesTermRuns(updatesUntil, now)
    ? { state: 'running', text: updatesTermText(updatesUntil) }
    : { state: 'ended', text: `Updates ended on ${formatDate(updatesUntil)}` };
}

/** A seller's policy as buyers read it: "Includes 12 months of updates" or "Lifetime updates". */
export const updatesPolicyText = (updatesMonths: number | null) =>
  updatesMonths === null
    ? 'Lifetime updates'
    : `Includes ${updatesMonths} ${updatesMonths === 1 ? 'month' : 'months'} of updates`;
