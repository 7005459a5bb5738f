import type { HomeResponse } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';

/**
 * Below these a figure would not impress anyone: it stays hidden, and the band with it when no
 * figure is left. Nothing is ever made up.
 */
export const STATS_BAND_MIN = { projects: 100, developers: 25, earnedBySellers: 1000 } as const;

const format = new Intl.NumberFormat('en-US');

/**
 * Published projects, developers and what sellers earned on sales that stand (not what was paid
 * out): real counts, or nothing.
 */
export function StatsBand({ stats }: { stats: HomeResponse['stats'] | undefined }) {
  if (!stats) return null;
  const figures = [
    stats.projects >= STATS_BAND_MIN.projects && {
      label: 'Projects published',
      value: format.format(stats.projects),
    },
    stats.developers >= STATS_BAND_MIN.developers && {
      label: 'Developers selling',
      value: format.format(stats.developers),
    },
    stats.earnedBySellers >= STATS_BAND_MIN.earnedBySellers && {
      label: 'Earned by sellers',
      value: formatUsd(Math.floor(stats.earnedBySellers)),
    },
  ].filter((f): f is { label: string; value: string } => Boolean(f));
  if (figures.length === 0) return null;
  return (
    <section aria-label="Marketplace in numbers" className="bg-indigo-600">
      <dl className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:auto-cols-fr sm:grid-flow-col sm:px-6 lg:px-8">
        {figures.map((f) => (
          <div key={f.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm font-medium text-indigo-100">{f.label}</dt>
            <dd className="text-3xl font-extrabold text-white sm:text-4xl">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
