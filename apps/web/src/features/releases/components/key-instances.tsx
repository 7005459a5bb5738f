import type { KeyInstance } from '@codebazaar/shared';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ChevronDown, Monitor, RefreshCw } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

import { useFreeInstance, useInstances } from '../api/instances';

/** A fingerprint shortened for a row: its start and end, the whole in the tooltip. */
export const shortFingerprint = (fingerprint: string) =>
  fingerprint.length > 16 ? `${fingerprint.slice(0, 8)}…${fingerprint.slice(-4)}` : fingerprint;

/**
 * Where the holder's license key is activated (docs/license-keys.md), behind a disclosure: each
 * instance's name, machine fingerprint and date, and "Free" to give its slot back (the program
 * there must activate again to run).
 */
export function KeyInstances({ licenseId, title }: { licenseId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Monitor className="size-3.5" aria-hidden />
        Instances
        <ChevronDown
          className={cn('size-3.5 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {open && (
        <div id={panelId} className="mt-2">
          <InstanceList licenseId={licenseId} title={title} />
        </div>
      )}
    </div>
  );
}

function InstanceList({ licenseId, title }: { licenseId: string; title: string }) {
  const query = useInstances(licenseId, true);
  const free = useFreeInstance(licenseId);
  const [freeing, setFreeing] = useState<KeyInstance | null>(null);

  if (query.isPending) {
    return (
      <p className="text-slate-500" role="status">
        Loading instances…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="text-slate-600" role="status">
        {errorMessage(query.error, 'The instances could not be loaded.')}{' '}
        <Button
          variant="ghost"
          size="sm"
          icon={<RefreshCw className="size-3.5" aria-hidden />}
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </p>
    );
  }
  const { instances, limit } = query.data;
  return (
    <div className="space-y-1.5">
      <p className="text-slate-600">
        {limit === null
          ? `${instances.length} ${instances.length === 1 ? 'instance' : 'instances'}, no limit`
          : `${instances.length} of ${limit} ${limit === 1 ? 'instance' : 'instances'} used`}
      </p>
      {instances.length === 0 ? (
        <p className="text-slate-500">Your key is not activated anywhere yet.</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label={`Instances of ${title}`}
        >
          {instances.map((instance) => (
            <li
              key={instance.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-800">{instance.name}</p>
                <p className="text-slate-500">
                  {instance.fingerprint && (
                    <>
                      <code className="font-mono" title={instance.fingerprint}>
                        {shortFingerprint(instance.fingerprint)}
                      </code>
                      {' · '}
                    </>
                  )}
                  Activated {formatDate(instance.activatedAt)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Free the instance ${instance.name}`}
                onClick={() => setFreeing(instance)}
              >
                Free
              </Button>
            </li>
          ))}
        </ul>
      )}
      {freeing && (
        <ConfirmDialog
          title={`Free ${freeing.name}?`}
          message="Its slot is given back. The program there stops validating until it is activated again."
          confirmLabel="Free instance"
          danger
          busy={free.isPending}
          onCancel={() => setFreeing(null)}
          onConfirm={() =>
            free.mutate(freeing.id, {
              onSuccess: () => {
                notify('success', `${freeing.name} freed`);
                setFreeing(null);
              },
              onError: (err) =>
                notify('error', errorMessage(err, 'The instance could not be freed. Try again.')),
            })
          }
        />
      )}
    </div>
  );
}
