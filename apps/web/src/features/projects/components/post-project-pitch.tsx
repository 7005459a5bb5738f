import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { GitHubIcon } from '@/components/ui/github-icon';
import { Code2, DollarSign, Play, ShieldCheck } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useGitHubStatus } from '@/lib/github-api';

const POINTS = [
  {
    Icon: Code2,
    title: 'Share your code',
    text: 'Publish projects backed by your repositories, free or for a price.',
  },
  {
    Icon: Play,
    title: 'Live demos',
    text: 'Buyers try your project in a secure sandbox before they decide.',
  },
  {
    Icon: DollarSign,
    title: 'Earn what you set',
    text: 'You receive your full price; the marketplace fee is added for the customer.',
  },
  {
    Icon: ShieldCheck,
    title: 'Automatic access',
    text: 'Buyers get read access to your private repository automatically.',
  },
];

/** What signed-out visitors see on /post-projects. */
export function PostProjectPitch() {
  const githubReady = useGitHubStatus().availability.state === 'ready';
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Sell and share your code projects
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
        Join Codebazaar to post your projects, reach developers who need them and earn from your
        work.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.register} size="lg">
          Create a free account
        </ButtonLink>
        <ButtonLink
          to={paths.login}
          state={{ from: { pathname: paths.postProjects } }}
          variant="outline"
          size="lg"
        >
          Sign in
        </ButtonLink>
      </div>
      {/* Only a server with a GitHub app can import: elsewhere the offer would not hold. */}
      {githubReady && (
        <p className="mt-6 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <GitHubIcon className="size-4" />
          Your code is on GitHub?
          <Link
            to={paths.login}
            state={{ from: { pathname: paths.postProjects } }}
            className="font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            Sign in with GitHub to import a repository
          </Link>
        </p>
      )}
      <ul className="mt-12 grid gap-4 text-left sm:grid-cols-2">
        {POINTS.map(({ Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
