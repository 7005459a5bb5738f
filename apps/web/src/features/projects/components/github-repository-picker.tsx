import type { GitHubRepository } from '@codebazaar/shared';
import { GITHUB_MESSAGES } from '@codebazaar/shared/rules';
import { useMemo, useState } from 'react';

import { ConnectGitHub } from '@/components/github/connect-github';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FolderGit2, GitFork, Lock, RefreshCw, Search, Star } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useGitHubStatus } from '@/lib/github-api';

import { useGitHubRepositories } from '../api/get-github-repositories';

/** Import repository list (docs/product-rules.md#texts). */
export const REPOSITORIES_LOAD_FAILED =
  'Failed to load repositories. Please ensure your GitHub account is connected.';

export interface GitHubRepositoryPickerProps {
  onSelect: (repo: GitHubRepository) => void;
}

/**
 * Step 'select' of the import wizard (docs/product-rules.md#projects): connect GitHub if needed,
 * then the user's repositories they can administer, filtered by a local search, 50 at a time.
 */
export function GitHubRepositoryPicker({ onSelect }: GitHubRepositoryPickerProps) {
  const { availability } = useGitHubStatus();

  if (availability.state === 'loading') {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label="Checking your GitHub connection" />
      </div>
    );
  }
  if (availability.state === 'not-configured') {
    return <Alert variant="info">{GITHUB_MESSAGES.notConfigured}</Alert>;
  }
  if (!availability.isConnected) {
    return (
      <EmptyState
        icon={FolderGit2}
        title="Connect your GitHub account"
        description="Codebazaar lists your repositories once your GitHub account is connected. An authorization window opens; come back here when it closes."
        action={<ConnectGitHub />}
      />
    );
  }
  return <RepositoryList username={availability.username} onSelect={onSelect} />;
}

function matches(repo: GitHubRepository, term: string) {
  if (!term) return true;
  return [repo.name, repo.fullName, repo.description ?? '', repo.language ?? ''].some((v) =>
    v.toLowerCase().includes(term),
  );
}

function RepositoryList({
  username,
  onSelect,
}: {
  username: string | null;
  onSelect: (repo: GitHubRepository) => void;
}) {
  const query = useGitHubRepositories(true);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  // Only repositories the user has access to (docs/product-rules.md#projects).
  const repositories = useMemo(
    () => (query.data?.pages ?? []).flatMap((p) => p.repositories).filter((r) => r.hasAccess),
    [query.data],
  );
  const shown = repositories.filter((r) => matches(r, term));

  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label="Loading repositories" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert
        variant="error"
        action={
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        }
      >
        {REPOSITORIES_LOAD_FAILED}
      </Alert>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {username ? `Repositories of ${username}` : 'Your repositories'} you can administer.
        </p>
        <div className="relative sm:w-72">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search repositories"
            placeholder="Search repositories"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
      </div>

      {shown.length === 0 ? (
        <EmptyState
          icon={FolderGit2}
          title={term ? 'No repositories match your search' : 'No repositories found'}
          description={
            term
              ? 'Try another name, or clear the search.'
              : 'Only repositories you can administer can be imported, so buyers can be invited to them.'
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label="Repositories">
          {shown.map((repo) => (
            <li key={repo.id}>
              <RepositoryItem repo={repo} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}

      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}

function RepositoryItem({
  repo,
  onSelect,
}: {
  repo: GitHubRepository;
  onSelect: (repo: GitHubRepository) => void;
}) {
  const updated = new Date(repo.updatedAt);
  return (
    <button
      type="button"
      onClick={() => onSelect(repo)}
      className="flex w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-all text-slate-900">{repo.fullName}</span>
        {repo.isPrivate ? (
          <Badge variant="warning">
            <Lock className="size-3" aria-hidden />
            Private
          </Badge>
        ) : (
          <Badge variant="neutral">Public</Badge>
        )}
      </span>
      {repo.description && (
        <span className="line-clamp-2 text-sm text-slate-600">{repo.description}</span>
      )}
      <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
        {repo.language && <span className="font-medium text-slate-700">{repo.language}</span>}
        <span className="flex items-center gap-1">
          <Star className="size-3.5" aria-hidden />
          {repo.stars}
          <span className="sr-only">stars</span>
        </span>
        <span className="flex items-center gap-1">
          <GitFork className="size-3.5" aria-hidden />
          {repo.forks}
          <span className="sr-only">forks</span>
        </span>
        {!Number.isNaN(updated.getTime()) && <span>Updated {formatDate(updated)}</span>}
      </span>
    </button>
  );
}
