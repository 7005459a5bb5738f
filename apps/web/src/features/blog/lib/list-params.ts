import { paths } from '@/config/paths';

export interface BlogListParams {
  page: number;
  category?: string;
  search?: string;
}

/** Reads page, category and search from the /blog query string (bad pages become 1). */
export function readListParams(params: URLSearchParams): BlogListParams {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const category = params.get('category')?.trim() || undefined;
  const search = params.get('search')?.trim() || undefined;
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    category: category === 'all' ? undefined : category,
    search,
  };
}

/** The query string for a list state: page 1 and empty values are left out. */
export function listSearch({ page, category, search }: Partial<BlogListParams>): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  if (page && page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** A /blog link for a list state, e.g. the posts of a category or a tag search. */
export const blogListHref = (state: Partial<BlogListParams>, base: string = paths.blog) =>
  `${base}${listSearch(state)}`;
