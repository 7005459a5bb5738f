import type { BlogCategoryCount } from '@codebazaar/shared';
import { BLOG_SIDEBAR_CATEGORIES } from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

import { blogListHref } from '../lib/list-params';

export interface CategoriesSidebarProps {
  categories: BlogCategoryCount[];
  active?: string;
}

/** The first six categories with their counts (docs/product-rules.md#blog). */
export function CategoriesSidebar({ categories, active }: CategoriesSidebarProps) {
  const shown = categories.slice(0, BLOG_SIDEBAR_CATEGORIES);
  return (
    <section
      aria-labelledby="sidebar-categories-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="sidebar-categories-title" className="text-lg font-semibold text-slate-900">
        Categories
      </h2>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No categories yet.</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {shown.map((c) => (
            <li key={c.name}>
              <Link
                to={blogListHref({ category: c.name })}
                aria-current={active === c.name ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-between rounded-lg px-3 py-2 text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-indigo-600',
                  active === c.name
                    ? 'bg-indigo-50 font-medium text-indigo-700'
                    : 'text-slate-700 hover:bg-slate-50 hover:text-indigo-700',
                )}
              >
                <span>{c.displayName}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                  {c.count}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
