/** Marketing figures (static, not data). */
const stats = [
  { value: '10K+', label: 'Projects shared' },
  { value: '25K+', label: 'Developers' },
  { value: '$1.2M', label: 'Earned by sellers' },
  { value: '99.9%', label: 'Sandbox uptime' },
] as const;

export function StatsBand() {
  return (
    <section aria-label="Marketplace in numbers" className="bg-indigo-600">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="text-center">
            <dd className="text-3xl font-extrabold text-white sm:text-4xl">{stat.value}</dd>
            <dt className="mt-1 text-sm font-medium text-indigo-100">{stat.label}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
