import {
  isOneOf,
  PRICE_RANGE_VALUES,
  PRICE_RANGES,
  PROJECT_SORT_BY_VALUES,
  RATING_FILTER_VALUES,
  UPDATED_WITHIN_VALUES,
  PROJECT_CATEGORIES,
  PROJECT_SORT_OPTIONS,
  RELEVANCE_SORT_OPTION,
  RATING_FILTER_OPTIONS,
  UPDATED_WITHIN_OPTIONS,
} from '@codebazaar/shared/rules';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Search, SlidersHorizontal, Sparkles } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

import { hasPanelFilters, type FindProjectsState } from '../lib/find-projects-params';

/** While searching, the best match leads the sorts. */
const SEARCH_SORT_OPTIONS = [RELEVANCE_SORT_OPTION, ...PROJECT_SORT_OPTIONS];

export interface FindProjectsToolbarProps {
  state: FindProjectsState;
  /** A change of search, category, sort or filters (the page goes back to 1). */
  onChange: (patch: Partial<FindProjectsState>) => void;
  /** Whether an AI search is running. */
  aiRunning: boolean;
}

/** Search box (Enter searches), AI search, category, sort and the filter panel. */
export function FindProjectsToolbar({ state, onChange, aiRunning }: FindProjectsToolbarProps) {
  // Open while filters are set, until the visitor toggles it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const panelOpen = toggled ?? hasPanelFilters(state);
  const ids = useId();
  const panelId = `${ids}-filters`;

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {/* Keyed by the URL's search so Back/Forward show the search of that page. */}
      <SearchForm
        key={state.search}
        initial={state.search}
        aiRunning={aiRunning}
        onSearch={(search, ai) => onChange({ search, ai })}
      />

      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-category`}>Category</Label>
          <Select
            id={`${ids}-category`}
            value={state.category}
            onChange={(e) => onChange({ category: e.target.value })}
          >
            <option value="">All Categories</option>
            {PROJECT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-sort`}>Sort by</Label>
          <Select
            id={`${ids}-sort`}
            value={state.sortBy}
            options={state.search ? SEARCH_SORT_OPTIONS : PROJECT_SORT_OPTIONS}
            onChange={(e) => {
              const sortBy = e.target.value;
              if (isOneOf(PROJECT_SORT_BY_VALUES, sortBy)) onChange({ sortBy });
            }}
          />
        </div>
        <Button
          variant={panelOpen ? 'secondary' : 'outline'}
          icon={<SlidersHorizontal className="size-4" aria-hidden />}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setToggled(!panelOpen)}
        >
          Filters
          {hasPanelFilters(state) && (
            <span className="ml-1 size-2 rounded-full bg-indigo-600" aria-label="(active)" />
          )}
        </Button>
      </div>

      {panelOpen && (
        <div
          id={panelId}
          className="mt-4 grid grid-cols-1 gap-3 border-t border-slate-100 pt-4 sm:grid-cols-3"
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-price`}>Price range</Label>
            <Select
              id={`${ids}-price`}
              value={state.priceRange}
              options={PRICE_RANGES}
              onChange={(e) => {
                const priceRange = e.target.value;
                if (isOneOf(PRICE_RANGE_VALUES, priceRange)) onChange({ priceRange });
              }}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-rating`}>Rating</Label>
            <Select
              id={`${ids}-rating`}
              value={state.rating}
              options={RATING_FILTER_OPTIONS}
              onChange={(e) => {
                const rating = e.target.value;
                if (isOneOf(RATING_FILTER_VALUES, rating)) onChange({ rating });
              }}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-updated`}>Updated</Label>
            <Select
              id={`${ids}-updated`}
              value={state.updated}
              options={UPDATED_WITHIN_OPTIONS}
              onChange={(e) => {
                const updated = e.target.value;
                if (isOneOf(UPDATED_WITHIN_VALUES, updated)) onChange({ updated });
              }}
            />
          </div>
        </div>
      )}
    </div>
  );
}

interface SearchFormProps {
  initial: string;
  aiRunning: boolean;
  onSearch: (search: string, ai: boolean) => void;
}

function SearchForm({ initial, aiRunning, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const inputId = useId();
  const query = text.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(query, false);
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        Search projects
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          id={inputId}
          type="search"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search projects, technologies, tags…"
          className="pl-9"
          enterKeyHint="search"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          Search
        </Button>
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          icon={<Sparkles className="size-4" aria-hidden />}
          loading={aiRunning}
          disabled={query === ''}
          onClick={() => onSearch(query, true)}
          title="Describe what you need in plain words"
        >
          AI Search
        </Button>
      </div>
    </form>
  );
}
