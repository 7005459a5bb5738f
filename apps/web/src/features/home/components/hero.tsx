import { ArrowRight, LayoutDashboard, Play, Sparkles, Upload } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { CodePreview } from './code-preview';

export function Hero({ signedIn, username }: { signedIn: boolean; username?: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 left-1/2 size-[48rem] -translate-x-1/2 rounded-full bg-indigo-200/30 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <Sparkles className="size-4" aria-hidden />
            The marketplace for developers&apos; code
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {signedIn ? (
              <>
                Welcome back{username ? `, ${username}` : ''}.{' '}
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
                  Go to Dashboard
                </ButtonLink>
                <ButtonLink
                  to={paths.upload}
                  size="lg"
                  variant="outline"
                  icon={<Upload className="size-5" aria-hidden />}
                >
                  Upload Project
                </ButtonLink>
              </>
            ) : (
              <>
                <ButtonLink to={paths.register} size="lg">
                  Get Started Free
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
        <CodePreview />
      </div>
    </section>
  );
}
