import {
  oneOf,
  PRICE_RANGE_VALUES,
  PROJECT_CATEGORY_VALUES,
  PROJECT_SORT_BY_VALUES,
  RATING_FILTER_VALUES,
  UPDATED_WITHIN_VALUES,
  type ProjectSortBy,
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

/** The sort when the URL names none: the best match while searching, else the newest first. */
export const defaultSortFor = (search: string): ProjectSortBy =>
  search ? 'relevance' : 'createdAt';

/** Reads the state from the query string; unknown or malformed values fall back to defaults. */
export function parseFindProjectsParams(params: URLSearchParams): FindProjectsState {
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number(params.get('page'));
  const sortBy = oneOf(PROJECT_SORT_BY_VALUES, params.get('sortBy'), defaultSortFor(search));
  return {
    search,
    category: oneOf(PROJECT_CATEGORY_VALUES, params.get('category'), ''),
    // The best match needs something to match.
    sortBy: sortBy === 'relevance' && !search ? 'createdAt' : sortBy,
    priceRange: oneOf(PRICE_RANGE_VALUES, params.get('priceRange'), 'any'),
    updated: oneOf(UPDATED_WITHIN_VALUES, params.get('updated'), 'any'),
    rating: oneOf(RATING_FILTER_VALUES, params.get('rating'), 'any'),
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1,
    ai: params.get('ai') === '1' && search !== '',
  };
}

/**
 * What the result list reads for a state (all of it but the AI switch): the same filter, under
 * the same query key, wherever it is asked for (the page, and the server before it renders it).
 */
export const projectsFilterOf = ({ ai: _ai, ...filter }: FindProjectsState): ProjectsFilter =>
  filter;

/** The query string of a state, leaving out every default so URLs stay short. */
export function toFindProjectsParams(state: FindProjectsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.ai && state.search) params.set('ai', '1');
  if (state.category) params.set('category', state.category);
  if (state.sortBy !== defaultSortFor(state.search)) params.set('sortBy', state.sortBy);
  if (state.priceRange !== 'any') params.set('priceRange', state.priceRange);
  if (state.updated !== 'any') params.set('updated', state.updated);
  if (state.rating !== 'any') params.set('rating', state.rating);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The state after a change of the controls: AI results are left and the page goes back to 1. A
 * new search term brings its default sort along (the best match, or the newest once cleared),
 * unless the visitor had chosen another sort.
 */
export function changeFindProjectsState(
  state: FindProjectsState,
  patch: Partial<FindProjectsState>,
): FindProjectsState {
  const next = { ...state, ai: false, page: 1, ...patch };
  const searchChanged = patch.search !== undefined && patch.search !== state.search;
  if (
    searchChanged &&
    patch.sortBy === undefined &&
    state.sortBy === defaultSortFor(state.search)
  ) {
    next.sortBy = defaultSortFor(next.search);
  }
  return next;
}

/** Whether any filter of the filter panel is set (the panel then opens by itself). */
export const hasPanelFilters = (state: FindProjectsState) =>
  state.priceRange !== 'any' || state.updated !== 'any' || state.rating !== 'any';

/** Whether anything narrows the results (Clear filters is then useful). */
export const hasAnyFilter = (state: FindProjectsState) =>
  state.search !== '' || state.category !== '' || hasPanelFilters(state);
