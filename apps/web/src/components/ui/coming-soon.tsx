import { Construction } from 'lucide-react';

/** Body of a route whose feature arrives in a later release (routes exist from day one). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <Construction className="mx-auto mb-4 size-10 text-indigo-500" aria-hidden />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">This page is coming in this release.</p>
    </section>
  );
}
