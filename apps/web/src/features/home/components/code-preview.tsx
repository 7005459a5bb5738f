import { Download, Eye, Star } from 'lucide-react';

/** A decorative project card showing what a listing looks like (not live data). */
export function CodePreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-lg lg:mx-0 lg:justify-self-end">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-indigo-100">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase">API</p>
            <p className="mt-1 text-lg font-bold text-slate-900">Rate Limiter Toolkit</p>
            <p className="mt-1 text-sm text-slate-600">
              Sliding-window limits for Node services, with Redis and in-memory stores.
            </p>
          </div>
          <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-sm font-semibold text-indigo-700">
            $29
          </span>
        </div>
        <div className="mt-4 overflow-hidden rounded-xl bg-slate-900 p-4 font-mono text-[13px] leading-6 text-slate-300">
          <p>
            <span className="text-pink-400">import</span> {'{ limiter }'}{' '}
            <span className="text-pink-400">from</span>{' '}
            <span className="text-emerald-300">&apos;rate-kit&apos;</span>;
          </p>
          <p>
            <span className="text-pink-400">const</span> limit ={' '}
            <span className="text-sky-300">limiter</span>({'{'} window:{' '}
            <span className="text-amber-300">60</span>, max:{' '}
            <span className="text-amber-300">100</span> {'}'});
          </p>
          <p>
            app.<span className="text-sky-300">use</span>(limit);{' '}
            <span className="text-slate-400">{'// done'}</span>
          </p>
        </div>
        <div className="mt-4 flex items-center justify-between text-sm text-slate-500">
          <div className="flex items-center gap-2">
            <span className="flex size-7 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white">
              M
            </span>
            maya_dev
          </div>
          <div className="flex gap-3">
            <span className="flex items-center gap-1">
              <Eye className="size-4" />
              1.2k
            </span>
            <span className="flex items-center gap-1">
              <Download className="size-4" />
              340
            </span>
            <span className="flex items-center gap-1">
              <Star className="size-4" />
              87
            </span>
          </div>
        </div>
      </div>
      <div className="absolute -bottom-12 right-6 hidden rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg sm:block">
        <p className="text-xs text-slate-500">Sandbox demo</p>
        <p className="flex items-center gap-2 text-sm font-semibold text-emerald-700">
          <span className="size-2 rounded-full bg-emerald-500" />
          Running
        </p>
      </div>
    </div>
  );
}
