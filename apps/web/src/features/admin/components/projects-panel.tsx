import type { AdminProject } from '@codebazaar/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';

import { useAdminProjects, useProjectAction } from '../api/projects';
import { Pager } from './pager';
import { ReasonDialog } from './reason-dialog';
import { SearchForm } from './search-form';

type Pending = { project: AdminProject; kind: 'unpublish' | 'feature' | 'unfeature' };

/** Every project, drafts included: unpublish with a reason, feature on the home page. */
export function ProjectsPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const projects = useAdminProjects(search, page);
  const action = useProjectAction();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = (reason: string) => {
    if (!pending) return;
    action.mutate(
      {
        id: pending.project.id,
        action:
          pending.kind === 'unpublish'
            ? { kind: 'unpublish', reason }
            : { kind: 'feature', featured: pending.kind === 'feature', reason },
      },
      {
        onSuccess: () => {
          toast.success('Done');
          setPending(null);
        },
        onError: (err) => toast.error(errorMessage(err, 'The action failed')),
      },
    );
  };

  return (
    <div>
      <SearchForm
        label="Search projects"
        placeholder="Title or author"
        onSearch={(term) => {
          setSearch(term);
          setPage(1);
        }}
      />
      {projects.isPending ? (
        <Spinner className="mx-auto my-10" />
      ) : projects.isError ? (
        <Alert variant="error">{errorMessage(projects.error, 'Failed to load projects')}</Alert>
      ) : projects.data.projects.length === 0 ? (
        <EmptyState title="No projects found" />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {projects.data.projects.map((p) => (
            <li key={p.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {p.status === 'published' ? (
                    <Link to={paths.project(p.id)} className="truncate hover:text-indigo-700">
                      {p.title}
                    </Link>
                  ) : (
                    <span className="truncate">{p.title}</span>
                  )}
                  <Badge variant={p.status === 'published' ? 'success' : 'neutral'}>
                    {p.status === 'published' ? 'Published' : 'Draft'}
                  </Badge>
                  {p.featured && <Badge variant="purple">Featured</Badge>}
                </p>
                <p className="text-sm text-slate-600">
                  by {p.authorUsername} · {p.licenseType} · {p.views} views
                </p>
                {p.unpublishedReason && p.status === 'draft' && (
                  <p className="text-xs text-red-700">Unpublished: {p.unpublishedReason}</p>
                )}
                {p.hiddenBySuspension && (
                  <p className="text-xs text-amber-800">Hidden while its author is suspended</p>
                )}
              </div>
              {p.status === 'published' && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      setPending({ project: p, kind: p.featured ? 'unfeature' : 'feature' })
                    }
                  >
                    {p.featured ? 'Stop featuring' : 'Feature'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPending({ project: p, kind: 'unpublish' })}
                  >
                    Unpublish
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {projects.data && (
        <Pager page={page} totalPages={projects.data.pagination.totalPages} onPage={setPage} />
      )}
      {pending && (
        <ReasonDialog
          title={
            pending.kind === 'unpublish'
              ? `Unpublish ${pending.project.title}`
              : pending.kind === 'feature'
                ? `Feature ${pending.project.title} on the home page`
                : `Stop featuring ${pending.project.title}`
          }
          description={
            pending.kind === 'unpublish'
              ? 'The project leaves the marketplace; its author sees your reason on their dashboard.'
              : undefined
          }
          confirmLabel={
            pending.kind === 'unpublish'
              ? 'Unpublish'
              : pending.kind === 'feature'
                ? 'Feature'
                : 'Stop featuring'
          }
          danger={pending.kind === 'unpublish'}
          optional={pending.kind !== 'unpublish'}
          busy={action.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
