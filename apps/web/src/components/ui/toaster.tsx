import { lazy, Suspense } from 'react';

// sonner loads in its own chunk, keeping the initial bundle small; it starts loading as soon
// as the layout renders, long before any page can raise a toast.
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Below the sticky 64 px header, so a toast never covers the account menu or navigation. */
const BELOW_HEADER = { top: 80 } as const;

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-right"
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER}
        richColors
        closeButton
      />
    </Suspense>
  );
}

/** Raises a toast from shell code without pulling sonner into the initial bundle. */
export function notify(kind: 'success' | 'error' | 'info', message: string) {
  void import('sonner').then(({ toast }) => toast[kind](message));
}
