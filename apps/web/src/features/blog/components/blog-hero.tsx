import { type ReactNode } from 'react';

export interface BlogHeroProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** Extra content under the subtitle, e.g. the search form. */
  children?: ReactNode;
}

/** The indigo band at the top of the blog and tutorials pages. */
export function BlogHero({ title, subtitle, children }: BlogHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.15),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-base text-indigo-100 sm:text-lg">{subtitle}</p>
        {children && <div className="mx-auto mt-8 max-w-xl">{children}</div>}
      </div>
    </section>
  );
}
