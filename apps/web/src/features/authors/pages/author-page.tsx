import type { PublicUser } from '@codebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowLeft, FolderOpen, RefreshCw, UserX } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCanonicalUrl } from '@/lib/use-canonical-url';
import { useDocumentTitle } from '@/lib/use-document-title';

import { errorMessage } from '@/lib/api-client';
import { getAuthorQueryOptions, useAuthor } from '../api/get-author';
import { useAuthorProjects } from '../api/get-author-projects';
import { AuthorHeader } from '../components/author-header';
import { AuthorProjectCard } from '../components/author-project-card';
import { AuthorStatsCard, CountListCard } from '../components/author-sidebar';

/**
 * /author/{username}: an author's public profile and published projects. The page is asked for
 * by username or by id (the API takes both); any address but the canonical username moves there.
 */
export function Component() {
  const { id: ref = '' } = useParams();
  const author = useAuthor(ref);
  useCanonicalUrl(author.data ? paths.author(author.data.username) : null);
  useDocumentTitle(
    author.data
      ? (author.data.profile.displayName ?? author.data.username)
      : author.isError
        ? 'Author'
        : null,
  );

  if (author.isPending) return <PageSpinner label="Loading author" />;
  if (author.isError) {
    const notFound = author.error instanceof ApiError && author.error.status === 404;
    if (notFound) {
      return (
        <div className="mx-auto max-w-xl px-4 py-20">
          <EmptyState
            titleAs="h1"
            icon={UserX}
            title="Author not found"
            description="This profile does not exist or has been removed."
            action={<ButtonLink to={paths.findProjects}>Browse projects</ButtonLink>}
          />
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Alert
          variant="error"
          title="Failed to load author profile"
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={author.isFetching}
              onClick={() => void author.refetch()}
            >
              Try again
            </Button>
          }
        >
          {errorMessage(author.error, 'Please check your connection and try again.')}
        </Alert>
      </div>
    );
  }

  if (author.data.username !== ref) return <MoveToUsername author={author.data} />;

  const { stats } = author.data;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <ButtonLink
        to={paths.findProjects}
        variant="ghost"
        size="sm"
        className="-ml-3"
        icon={<ArrowLeft className="size-4" aria-hidden />}
      >
        Browse projects
      </ButtonLink>
      <AuthorHeader author={author.data} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <aside className="space-y-6" aria-label="About this author">
          <AuthorStatsCard stats={stats} />
          <CountListCard
            title="Specializations"
            items={stats.topCategories.map((c) => ({
              key: c.category,
              label: c.label,
              count: c.count,
            }))}
            empty="No published projects yet."
          />
          <CountListCard
            title="Technologies"
            items={stats.topTags.map((t) => ({ key: t.tag, label: t.tag, count: t.count }))}
            empty="No technologies listed yet."
          />
        </aside>
        <section className="lg:col-span-2" aria-labelledby="author-projects">
          <h2 id="author-projects" className="mb-4 text-xl font-semibold text-slate-900">
            Projects{' '}
            <span className="text-base font-normal text-slate-500">({stats.projectsCount})</span>
          </h2>
          <AuthorProjects id={author.data.id} />
        </section>
      </div>
    </div>
  );
}

/** Replaces an id (or another letter case) in the address with the canonical username. */
function MoveToUsername({ author }: { author: PublicUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    // The profile is already here: the canonical address shows it without asking again.
    queryClient.setQueryData(getAuthorQueryOptions(author.username).queryKey, author);
    void navigate({ pathname: paths.author(author.username), search, hash }, { replace: true });
  }, [queryClient, navigate, author, search, hash]);
  return <PageSpinner label="Loading author" />;
}

function AuthorProjects({ id }: { id: string }) {
  const projects = useAuthorProjects(id);
  if (projects.isPending) return <PageSpinner label="Loading projects" />;
  if (projects.isError) {
    return (
      <Alert
        variant="error"
        title="Failed to load projects"
        action={
          <Button variant="outline" size="sm" onClick={() => void projects.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(projects.error, 'Please check your connection and try again.')}
      </Alert>
    );
  }
  const list = projects.data.pages.flatMap((p) => p.projects);
  if (list.length === 0) {
    return (
      <EmptyState
        icon={FolderOpen}
        title="No projects yet"
        description="This developer hasn't published any projects."
      />
    );
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2">
        {list.map((project) => (
          <li key={project._id}>
            <AuthorProjectCard project={project} />
          </li>
        ))}
      </ul>
      {projects.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            loading={projects.isFetchingNextPage}
            onClick={() => void projects.fetchNextPage()}
          >
            Load more projects
          </Button>
        </div>
      )}
    </>
  );
}
