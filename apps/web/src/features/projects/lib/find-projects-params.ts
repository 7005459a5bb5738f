import {
  oneOf,
  PRICE_RANGE_VALUES,
  PROJECT_CATEGORY_VALUES,
  PROJECT_SORT_BY_VALUES,
  RATING_FILTER_VALUES,
  UPDATED_WITHIN_VALUES,
} from '@codebazaar/shared/rules';

import type { ProjectsFilter } from '../api/get-projects';

/** Find Projects state kept in the URL so a result page can be shared and Back works. */
export interface FindProjectsState extends ProjectsFilter {
  /** Results come from the AI search (POST /projects/ai-search) for `search`. */
  ai: boolean;
}

export const defaultFindProjectsState: FindProjectsState = {
  search: '',
  category: '',
  sortBy: 'createdAt',
  priceRange: 'any',
  updated: 'any',
  rating: 'any',
  page: 1,
  ai: false,
};

const MAX_SEARCH_LENGTH = 200;

/** Reads the state from the query string; unknown or malformed values fall back to defaults. */
export function parseFindProjectsParams(params: URLSearchParams): FindProjectsState {
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number(params.get('page'));
  return {
    search,
    category: oneOf(PROJECT_CATEGORY_VALUES, params.get('category'), ''),
    sortBy: oneOf(PROJECT_SORT_BY_VALUES, params.get('sortBy'), defaultFindProjectsState.sortBy),
    priceRange: oneOf(PRICE_RANGE_VALUES, params.get('priceRange'), 'any'),
    updated: oneOf(UPDATED_WITHIN_VALUES, params.get('updated'), 'any'),
    rating: oneOf(RATING_FILTER_VALUES, params.get('rating'), 'any'),
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1,
    ai: params.get('ai') === '1' && search !== '',
  };
}

/** The query string of a state, leaving out every default so URLs stay short. */
export function toFindProjectsParams(state: FindProjectsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.ai && state.search) params.set('ai', '1');
  if (state.category) params.set('category', state.category);
  if (state.sortBy !== defaultFindProjectsState.sortBy) params.set('sortBy', state.sortBy);
  if (state.priceRange !== 'any') params.set('priceRange', state.priceRange);
  if (state.updated !== 'any') params.set('updated', state.updated);
  if (state.rating !== 'any') params.set('rating', state.rating);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Whether any filter of the filter panel is set (the panel then opens by itself). */
export const hasPanelFilters = (state: FindProjectsState) =>
  state.priceRange !== 'any' || state.updated !== 'any' || state.rating !== 'any';

/** Whether anything narrows the results (Clear filters is then useful). */
export const hasAnyFilter = (state: FindProjectsState) =>
  state.search !== '' || state.category !== '' || hasPanelFilters(state);
