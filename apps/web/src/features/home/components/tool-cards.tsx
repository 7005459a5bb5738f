import { Link } from 'react-router';

import { ArrowRight, BookOpen, Lightbulb } from '@/components/ui/icons';
import { paths } from '@/config/paths';

const tools = [
  {
    to: paths.ideaGenerator,
    Icon: Lightbulb,
    title: 'Project Idea Generator',
    text: 'Tell us your experience, interests and time, and get project ideas with market demand, pricing and the skills you need.',
    cta: 'Generate ideas',
    tint: 'bg-amber-50 text-amber-600',
  },
  {
    to: paths.tutorials,
    Icon: BookOpen,
    title: 'Step-by-step Tutorials',
    text: 'Learn to package, price and publish your projects, connect GitHub and get paid for your work.',
    cta: 'Start learning',
    tint: 'bg-emerald-50 text-emerald-600',
  },
] as const;

export function ToolCards() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="max-w-2xl">
        <h2 className="text-3xl font-bold tracking-tight text-slate-900">
          Free tools to get you going
        </h2>
        <p className="mt-3 text-slate-600">Not sure what to build next? Start here.</p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {tools.map(({ to, Icon, title, text, cta, tint }) => (
          <Link
            key={to}
            to={to}
            className="group flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <span className={`flex size-12 items-center justify-center rounded-xl ${tint}`}>
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{text}</p>
            <span className="mt-5 inline-flex items-center gap-1 font-medium text-indigo-600">
              {cta}
              <ArrowRight
                className="size-4 transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
