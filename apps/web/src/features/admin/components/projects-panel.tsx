import type { AdminProject } from '@codebazaar/shared';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useAdminProjects, useProjectAction } from '../api/projects';
import { AdminList, useReasonedAction } from './admin-list';
import { ReasonDialog } from './reason-dialog';

type Pending = { project: AdminProject; kind: 'unpublish' | 'feature' | 'unfeature' };

/** Every project, drafts included: unpublish with a reason, feature on the home page. */
export function ProjectsPanel() {
  const action = useReasonedAction(useProjectAction(), (p: Pending, reason) => ({
    id: p.project.id,
    action:
      p.kind === 'unpublish'
        ? ({ kind: 'unpublish', reason } as const)
        : ({ kind: 'feature', featured: p.kind === 'feature', reason } as const),
  }));
  const pending = action.pending;

  return (
    <>
      <AdminList
        label="Search projects"
        placeholder="Title or author"
        failedText="Failed to load projects"
        emptyTitle="No projects found"
        useItems={useAdminProjects}
        itemsOf={(data) => data.projects}
        renderItem={(p) => (
          <>
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
                    action.ask({ project: p, kind: p.featured ? 'unfeature' : 'feature' })
                  }
                >
                  {p.featured ? 'Stop featuring' : 'Feature'}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => action.ask({ project: p, kind: 'unpublish' })}
                >
                  Unpublish
                </Button>
              </div>
            )}
          </>
        )}
      />
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
          busy={action.busy}
          onConfirm={action.confirm}
          onCancel={action.cancel}
        />
      )}
    </>
  );
}
