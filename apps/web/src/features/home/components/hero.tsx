import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { ArrowRight, LayoutDashboard, Play, Plus, Sparkles } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export interface HeroProps {
  signedIn: boolean;
  /** The name the welcome line greets a signed-in user with. */
  name?: string;
  /** Shown beside the text on wide screens (the featured project), if anything. */
  aside?: ReactNode;
}

export function Hero({ signedIn, name, aside }: HeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 left-1/2 size-[48rem] -translate-x-1/2 rounded-full bg-indigo-200/30 blur-3xl"
      />
      <div
        className={cn(
          'relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:px-8',
          Boolean(aside) && 'lg:grid-cols-2',
        )}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <Sparkles className="size-4" aria-hidden />
            The marketplace for developers&apos; code
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {signedIn ? (
              <>
                Welcome back{name ? `, ${name}` : ''}.{' '}
                <span className="text-indigo-600">Ship your next project.</span>
              </>
            ) : (
              <>
                Share, demo and <span className="text-indigo-600">license your code</span>
              </>
            )}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600">
            Publish projects backed by real repositories, let people try them in a secure sandbox,
            and give them away or sell licenses. Buyers get repository access automatically.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {signedIn ? (
              <>
                <ButtonLink
                  to={paths.dashboard}
                  size="lg"
                  icon={<LayoutDashboard className="size-5" aria-hidden />}
                >
                  Go to dashboard
                </ButtonLink>
                <ButtonLink
                  to={paths.postProjects}
                  size="lg"
                  variant="outline"
                  icon={<Plus className="size-5" aria-hidden />}
                >
                  Post a project
                </ButtonLink>
              </>
            ) : (
              <>
                <ButtonLink to={paths.register} size="lg">
                  Get started free
                  <ArrowRight className="size-5" aria-hidden />
                </ButtonLink>
                <ButtonLink to={paths.login} size="lg" variant="outline">
                  Sign in
                </ButtonLink>
              </>
            )}
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-slate-500">
            <Play className="size-4 text-indigo-500" aria-hidden />
            Try any project in the sandbox before you buy.
          </p>
        </div>
        {aside}
      </div>
    </section>
  );
}
