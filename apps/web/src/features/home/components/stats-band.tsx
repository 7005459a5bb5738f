/** Below this many published projects the count would not impress anyone: the band stays hidden. */
export const STATS_BAND_MIN_PROJECTS = 100;

const format = new Intl.NumberFormat('en-US');

/** How many projects are published, from the catalogue itself; nothing below the minimum. */
export function StatsBand({ projects }: { projects: number | undefined }) {
  if (projects === undefined || projects < STATS_BAND_MIN_PROJECTS) return null;
  return (
    <section aria-label="Marketplace in numbers" className="bg-indigo-600">
      <dl className="mx-auto flex max-w-7xl justify-center px-4 py-10 sm:px-6 lg:px-8">
        <div className="text-center">
          <dd className="text-3xl font-extrabold text-white sm:text-4xl">
            {format.format(projects)}
          </dd>
          <dt className="mt-1 text-sm font-medium text-indigo-100">Projects published</dt>
        </div>
      </dl>
    </section>
  );
}
