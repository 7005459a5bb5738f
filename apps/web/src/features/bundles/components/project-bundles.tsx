import { formatUsd } from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { Card, CardContent } from '@/components/ui/card';
import { Package } from '@/components/ui/icons';
import { paths } from '@/config/paths';

import { useProjectBundles } from '../api/bundles';

/**
 * "Also in bundles" on a project page: the available bundles that hold the project, with their
 * price (signed in) and a link. Nothing while loading, on an error, or without bundles.
 */
export function ProjectBundles({ projectId }: { projectId: string }) {
  const query = useProjectBundles(projectId);
  const bundles = query.data?.bundles ?? [];
  if (bundles.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="project-bundles-title">
      <CardContent className="space-y-3">
        <h2 id="project-bundles-title" className="text-sm font-medium text-slate-500">
          Also in bundles
        </h2>
        <ul className="space-y-2">
          {bundles.map((b) => (
            <li key={b.id}>
              <Link
                to={paths.bundle(b.id)}
                className="group flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Package className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-slate-900 group-hover:text-indigo-700">
                    {b.title}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {b.projectCount} projects
                    {b.price !== null ? (
                      <>
                        {' · '}
                        <span className="font-semibold text-slate-900">{formatUsd(b.price)}</span>
                        {b.listPrice !== null && (
                          <>
                            {' '}
                            <s>{formatUsd(b.listPrice)}</s>
                          </>
                        )}
                      </>
                    ) : (
                      ' · sign in to see the price'
                    )}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
