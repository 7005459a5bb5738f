import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

import { CheckCircle2 } from '@/components/ui/icons';

/** Redirect 2 seconds after creating a project (docs/product-rules.md#limits). */
export const SAVE_REDIRECT_MS = 2000;

export interface SaveSuccessProps {
  title: string;
  /** Where the page goes after 2 seconds. */
  to: string;
  /** What the destination is, e.g. "your project". */
  destination: string;
}

/** The success screen after a save, then the redirect. */
export function SaveSuccess({ title, to, destination }: SaveSuccessProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), SAVE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, to]);
  return (
    <section
      role="status"
      className="mx-auto flex max-w-lg flex-col items-center rounded-xl border border-emerald-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="size-8" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">Taking you to {destination}…</p>
      <Link
        to={to}
        replace
        className="mt-6 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        Go now
      </Link>
    </section>
  );
}
