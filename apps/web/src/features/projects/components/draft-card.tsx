import type { Project } from '@codebazaar/shared';
import { categoryLabel, formatUsd } from '@codebazaar/shared/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Clock, Pencil, Send, Trash2 } from '@/components/ui/icons';
import { paths } from '@/config/paths';

import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDeleteProject } from '../api/delete-project';
import { usePublishDraft } from '../api/publish-draft';

import { TagList } from './tag-list';

export const DELETE_DRAFT_CONFIRM =
  'Are you sure you want to delete this draft? This cannot be undone.';

/** One draft with Publish, Edit and Delete. */
export function DraftCard({ draft }: { draft: Project }) {
  const navigate = useNavigate();
  const publish = usePublishDraft();
  const remove = useDeleteProject();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const title = draft.title || 'Untitled draft';
  const busy = publish.isPending || remove.isPending;

  const onPublish = () => {
    setError(null);
    publish.mutate(draft._id, {
      onSuccess: (project) =>
        toast.success(`“${project.title}” is published`, {
          action: {
            label: 'View',
            onClick: () => void navigate(paths.project(project._id)),
          },
        }),
      onError: (err) => setError(errorMessage(err, 'Failed to publish draft')),
    });
  };
  const onDelete = () => {
    setError(null);
    remove.mutate(draft._id, {
      onSuccess: () => toast.success('Draft deleted'),
      onError: (err) => setError(errorMessage(err, 'Failed to delete draft')),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <article
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="warning">Draft</Badge>
            {draft.category && <Badge variant="neutral">{categoryLabel(draft.category)}</Badge>}
            <Badge variant={draft.license.type === 'free' ? 'success' : 'indigo'}>
              {draft.license.type === 'free'
                ? 'Free'
                : `${draft.license.type === 'paid' ? 'Paid' : 'Freemium'}${
                    draft.license.price ? ` · ${formatUsd(draft.license.price)}` : ''
                  }`}
            </Badge>
          </div>
          <h2 className="mt-2 text-lg font-semibold break-words text-slate-900">{title}</h2>
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">
            {draft.description || 'No description yet.'}
          </p>
          <TagList tags={draft.tags} max={5} className="mt-3" />
          <p className="mt-3 inline-flex items-center gap-1 text-xs text-slate-500">
            <Clock className="size-3.5" aria-hidden />
            Last updated <time dateTime={draft.updatedAt}>{formatDate(draft.updatedAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch">
          <Button
            size="sm"
            icon={<Send className="size-4" aria-hidden />}
            loading={publish.isPending}
            disabled={busy}
            onClick={onPublish}
            aria-label={`Publish ${title}`}
          >
            Publish
          </Button>
          <ButtonLink
            to={paths.editProject(draft._id)}
            variant="outline"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden />}
            aria-label={`Edit ${title}`}
          >
            Edit
          </ButtonLink>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-4 text-red-600" aria-hidden />}
            loading={remove.isPending}
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${title}`}
          >
            <span className="text-red-700">Delete</span>
          </Button>
        </div>
      </div>
      {error && (
        <Alert variant="error" className="mt-4">
          {error}
        </Alert>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this draft?"
          message={DELETE_DRAFT_CONFIRM}
          confirmLabel="Delete draft"
          danger
          busy={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        />
      )}
    </article>
  );
}
