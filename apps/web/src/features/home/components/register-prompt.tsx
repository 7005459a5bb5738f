import { ButtonLink } from '@/components/ui/button';
import { ArrowRight } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export function RegisterPrompt() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="rounded-2xl bg-gradient-to-br from-indigo-600 to-indigo-800 px-6 py-12 text-center shadow-xl sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-white">
          Ready to share your first project?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-indigo-100">
          Create a free account in under a minute. Publish, demo and license your code today.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink
            to={paths.register}
            size="lg"
            variant="outline"
            className="border-transparent text-indigo-700"
          >
            Create your free account
            <ArrowRight className="size-5" aria-hidden />
          </ButtonLink>
          <ButtonLink
            to={paths.findProjects}
            size="lg"
            variant="ghost"
            className="text-white hover:bg-white/10"
          >
            Browse projects
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
