import { Link } from 'react-router';

import { Rocket } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** Shown to signed-out visitors on Find Projects. */
export function SignupBanner() {
  return (
    <section
      aria-label="Join Codebazaar"
      className="flex flex-col gap-4 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Rocket className="mt-0.5 size-6 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Join Codebazaar for free</p>
          <p className="text-sm text-indigo-100">
            Sign up to run live demos, claim free projects, license code and sell your own projects.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link
          to={paths.register}
          className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Get started
        </Link>
        <Link
          to={paths.login}
          className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Sign in
        </Link>
      </div>
    </section>
  );
}
