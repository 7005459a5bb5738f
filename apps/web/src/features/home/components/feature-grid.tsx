import { DollarSign, Share2, ShieldCheck, Users } from '@/components/ui/icons';

const features = [
  {
    Icon: Share2,
    title: 'Share projects',
    text: 'Publish projects straight from your repositories with descriptions, tags and features.',
  },
  {
    Icon: ShieldCheck,
    title: 'Secure sandbox',
    text: 'Anyone can run a live demo in an isolated sandbox before claiming or buying.',
  },
  {
    Icon: DollarSign,
    title: 'License & monetize',
    text: 'Give code away, sell licenses or go freemium. You keep the price you set.',
  },
  {
    Icon: Users,
    title: 'Community',
    text: 'Build a reputation, get discovered through your author page and learn from other developers.',
  },
] as const;

export function FeatureGrid() {
  return (
    <section className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">
            Everything you need to sell code
          </h2>
          <p className="mt-3 text-slate-600">
            From the first commit to the first sale, in one place.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex size-11 items-center justify-center rounded-lg bg-indigo-600 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
