import type { BundleDto } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExternalLink, Package, Pencil, Plus, RefreshCw, Trash2 } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDashboard } from '@/lib/queries/dashboard';

import { useDeleteBundle, useSellerBundles } from '../api/bundles';
import { bundleSaving } from '../lib/bundle-prices';
import { BundleForm, isBundleable } from './bundle-form';

/**
 * The seller dashboard's bundles (docs/product-rules.md#bundles): the list with what each
 * saves and whether it is on sale, a form to create or edit one, and delete with a confirmation.
 */
export function SellerBundles() {
  const bundles = useSellerBundles();
  const dashboard = useDashboard();
  const remove = useDeleteBundle();
  /** The bundle being edited, 'new' while creating one, null with no form open. */
  const [editing, setEditing] = useState<BundleDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BundleDto | null>(null);
  const projects = (dashboard.data?.publishedProjects ?? []).filter(isBundleable);

  return (
    <Card role="region" aria-labelledby="bundles-title">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="bundles-title">Bundles</CardTitle>
          <p className="text-sm text-slate-600">
            Sell 2 to 20 of your paid projects together for less than their sum. Buyers who own some
            of them pay only for the rest.
          </p>
        </div>
        {editing === null && (
          <Button
            size="sm"
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => setEditing('new')}
            disabled={dashboard.isPending}
          >
            New bundle
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-6">
        {editing !== null && (
          <BundleForm
            key={editing === 'new' ? 'new' : editing.id}
            bundle={editing === 'new' ? null : editing}
            projects={projects}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
        {bundles.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading bundles" />
          </div>
        ) : bundles.isError ? (
          <Alert
            variant="error"
            title={errorMessage(bundles.error, 'Failed to load bundles')}
            action={
              <Button
                variant="outline"
                size="sm"
                icon={<RefreshCw className="size-4" aria-hidden />}
                onClick={() => void bundles.refetch()}
              >
                Try again
              </Button>
            }
          />
        ) : bundles.data.bundles.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
            No bundles yet.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {bundles.data.bundles.map((b) => (
              <BundleRow
                key={b.id}
                bundle={b}
                onEdit={() => setEditing(b)}
                onDelete={() => setDeleting(b)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {deleting && (
        <ConfirmDialog
          title={`Delete the bundle ${deleting.title}?`}
          message="Its page goes away and nobody can buy it any more. Buyers keep the licenses they bought with it."
          confirmLabel="Delete bundle"
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting, {
              onSuccess: () => {
                notify('success', 'Bundle deleted');
                if (editing !== 'new' && editing?.id === deleting.id) setEditing(null);
                setDeleting(null);
              },
              onError: (err) => notify('error', errorMessage(err, 'Failed to delete the bundle')),
            })
          }
        />
      )}
    </Card>
  );
}

function BundleRow({
  bundle: b,
  onEdit,
  onDelete,
}: {
  bundle: BundleDto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const saving =
    b.price !== null && b.listPrice !== null ? bundleSaving(b.listPrice, b.price) : null;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Package className="size-4 shrink-0 text-indigo-600" aria-hidden />
          <Link
            to={paths.bundle(b.id)}
            className="font-semibold break-words text-slate-900 hover:text-indigo-700"
          >
            {b.title}
          </Link>
          {b.available ? (
            <Badge variant="success">On sale</Badge>
          ) : (
            <Badge variant="warning">Not available</Badge>
          )}
        </p>
        <p className="text-xs text-slate-600">
          {b.projects.length} projects ·{' '}
          {b.price !== null && (
            <span className="font-medium text-slate-900">{formatUsd(b.price)}</span>
          )}
          {b.listPrice !== null && (
            <>
              {' '}
              <s className="text-slate-500">{formatUsd(b.listPrice)}</s>
            </>
          )}
          {saving && saving.amount > 0 && ` · saves ${saving.percent}%`}
        </p>
        {!b.available && b.unavailableReason && (
          <p className="text-xs text-amber-800">
            {b.unavailableReason}. Edit it to put it back on sale.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-1">
        <Link
          to={paths.bundle(b.id)}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          aria-label={`View the bundle ${b.title}`}
        >
          <ExternalLink className="size-4" aria-hidden />
          View
        </Link>
        <Button
          variant="ghost"
          size="sm"
          icon={<Pencil className="size-4" aria-hidden />}
          onClick={onEdit}
          aria-label={`Edit the bundle ${b.title}`}
        >
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 className="size-4" aria-hidden />}
          onClick={onDelete}
          aria-label={`Delete the bundle ${b.title}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
