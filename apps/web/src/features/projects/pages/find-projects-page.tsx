import type { Project } from '@codebazaar/shared';
import { useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PackageSearch, RefreshCw, Sparkles } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { errorMessage } from '@/lib/api-client';
import { useAiSearch } from '../api/ai-search';
import { FIND_PROJECTS_PAGE_SIZE, useProjects } from '../api/get-projects';
import { FindProjectsToolbar } from '../components/find-projects-toolbar';
import { Pagination } from '@/components/ui/pagination';
import { ProjectCard, ProjectCardSkeleton } from '../components/project-card';
import { SignupBanner } from '../components/signup-banner';
import { useProjectAction } from '../hooks/use-project-action';
import {
  hasAnyFilter,
  parseFindProjectsParams,
  changeFindProjectsState,
  projectsFilterOf,
  toFindProjectsParams,
  type FindProjectsState,
} from '../lib/find-projects-params';

export function Component() {
  useDocumentTitle('Find Projects');
  const { user, token } = useAuth();
  const onAction = useProjectAction();
  const [params, setParams] = useSearchParams();
  const state = parseFindProjectsParams(params);

  const ai = useAiSearch(state.search, state.ai);
  // An AI search failure falls back to the normal search (docs/product-rules.md#projects).
  const showAi = state.ai && !ai.isError;
  const list = useProjects(projectsFilterOf(state), !showAi);

  const update = (patch: Partial<FindProjectsState>) => {
    setParams(toFindProjectsParams(changeFindProjectsState(state, patch)));
  };
  const goToPage = (page: number) => {
    setParams(toFindProjectsParams({ ...state, page }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const clearFilters = () => setParams(new URLSearchParams());

  let body;
  if (showAi) {
    body = ai.isPending ? (
      <ResultsSkeleton />
    ) : (
      <>
        <Alert
          variant="info"
          title="AI search"
          className="mb-6"
          action={
            <Button variant="outline" size="sm" onClick={() => update({ search: state.search })}>
              Show regular results
            </Button>
          }
        >
          <span className="inline-flex items-start gap-1.5">
            <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
            {ai.data?.searchSummary}
          </span>
        </Alert>
        <Results
          projects={ai.data?.projects ?? []}
          onAction={onAction}
          onClear={clearFilters}
          filtered
        />
      </>
    );
  } else if (list.isPending) {
    body = <ResultsSkeleton />;
  } else if (list.isError) {
    body = (
      <Alert
        variant="error"
        title="Could not load projects"
        action={
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden />}
            loading={list.isFetching}
            onClick={() => void list.refetch()}
          >
            Try again
          </Button>
        }
      >
        {errorMessage(list.error, 'Failed to fetch projects. Please try again.')}
      </Alert>
    );
  } else {
    const { projects, pagination } = list.data;
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {pagination.total === 0
            ? ''
            : `${pagination.total} ${pagination.total === 1 ? 'project' : 'projects'} found` +
              (state.search ? ` for “${state.search}”` : '')}
        </p>
        <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <Results
            projects={projects}
            onAction={onAction}
            onClear={clearFilters}
            filtered={hasAnyFilter(state)}
          />
        </div>
        <Pagination
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPageChange={goToPage}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageHeader
        title="Find Projects"
        description="Browse ready-to-use code projects, run live demos and license the code you need."
      />
      <div className="space-y-6">
        {/* Unless a session is known: the page the server renders (signed out) carries the
            banner, so a visitor's page does not move down when it appears after hydration; a
            stored session hides it as soon as it is read, before the profile comes back. */}
        {!user && !token && <SignupBanner />}
        <FindProjectsToolbar
          state={state}
          onChange={update}
          aiRunning={state.ai && ai.isFetching}
        />
        <section aria-labelledby="results-heading" aria-busy={list.isFetching || ai.isFetching}>
          {/* The cards' titles are h3: this keeps the heading outline in order. */}
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          {body}
        </section>
      </div>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only" role="status">
        Loading projects
      </span>
      {Array.from({ length: Math.min(6, FIND_PROJECTS_PAGE_SIZE) }, (_, i) => (
        <ProjectCardSkeleton key={i} />
      ))}
    </div>
  );
}

interface ResultsProps {
  projects: Project[];
  onAction: ReturnType<typeof useProjectAction>;
  /** Clears search, category, sort and filters. */
  onClear: () => void;
  /** Whether a search or filter narrowed the results. */
  filtered: boolean;
}

function Results({ projects, onAction, onClear, filtered }: ResultsProps) {
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={PackageSearch}
        title="No projects found"
        description={
          filtered
            ? 'Try other words, another category or fewer filters.'
            : 'No projects have been published yet. Check back soon.'
        }
        action={
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project._id}>
          <ProjectCard project={project} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
