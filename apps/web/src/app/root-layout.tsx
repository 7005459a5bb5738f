import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

import { Navbar } from '@/components/layouts/navbar';
import { PageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';

import { useNavigationPending } from '@/lib/navigation';

// Below the fold on every page: it loads after the page's own code, outside the initial bundle.
const Footer = lazy(() =>
  import('@/components/layouts/footer').then((m) => ({ default: m.Footer })),
);

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-100" aria-hidden>
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-indigo-600" />
    </div>
  );
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Toaster />
    </div>
  );
}
