import { PageSpinner } from '@/components/ui/spinner';

import { Logo } from './logo';

/**
 * What shows while the first page's code loads: the navigation bar's frame with the logo, and a
 * spinner. index.html carries the same header as static markup, painted before any JavaScript
 * runs; keep the two in step (classes and height), or the page flickers on start.
 */
export function LoadingShell() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <Logo />
        </div>
      </header>
      <PageSpinner />
    </div>
  );
}
