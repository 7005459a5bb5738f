import { type BlogCategoryCount } from '@codebazaar/shared';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

import { blogListHref } from '../lib/list-params';

export interface CategoryChipsProps {
  categories: BlogCategoryCount[];
  active?: string;
  /** Kept when switching category. */
  search?: string;
}

const chip = (active: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
    active
      ? 'bg-indigo-600 text-white shadow-sm'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-indigo-50 hover:text-indigo-700',
  );

/** 'All Posts' plus one chip per category with its count of published posts. */
export function CategoryChips({ categories, active, search }: CategoryChipsProps) {
  return (
    <nav aria-label="Blog categories">
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap sm:overflow-visible">
        <li>
          <Link
            to={blogListHref({ search })}
            className={chip(!active)}
            aria-current={!active ? 'page' : undefined}
          >
            All Posts
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.name}>
            <Link
              to={blogListHref({ category: c.name, search })}
              className={chip(active === c.name)}
              aria-current={active === c.name ? 'page' : undefined}
            >
              {c.displayName}{' '}
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs',
                  active === c.name ? 'bg-white/20' : 'bg-slate-100 text-slate-600',
                )}
              >
                {c.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
