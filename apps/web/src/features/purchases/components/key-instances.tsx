import type { KeyInstance } from '@codebazaar/shared';
import { ChevronDown, Laptop } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

import { useFreeKeyInstance, useKeyInstances } from '../api/key-instances';

/**
 * The machines a purchase's license key is activated on, and a way to free one
 * (docs/license-keys.md#the-holders-instances). Read only when the buyer opens it: the library
 * lists many licenses, most never looked at.
 */
export function KeyInstances({ licenseId, title }: { licenseId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [freeing, setFreeing] = useState<KeyInstance | null>(null);
  const query = useKeyInstances(licenseId, open);
  const free = useFreeKeyInstance(licenseId);
  const listId = `key-instances-${licenseId}`;

  const confirmFree = () => {
    if (!freeing) return;
    free.mutate(freeing.id, {
      onSuccess: () => {
        notify('success', `${freeing.name} was freed`);
        setFreeing(null);
      },
      onError: (err) => {
        notify('error', errorMessage(err, 'Could not free this machine. Try again.'));
        setFreeing(null);
      },
    });
  };

  return (
    <div className="mt-1.5 text-xs">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
      >
        Machines using this key
        <ChevronDown className={`size-3.5 ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open && (
        <section id={listId} aria-label={`Machines using the key of ${title}`} className="mt-1.5">
          {query.isPending && <p className="text-slate-500">Loading…</p>}
          {query.isError && (
            <p className="text-red-700">{errorMessage(query.error, 'Could not load machines.')}</p>
          )}
          {query.data && <InstanceList data={query.data} onFree={setFreeing} />}
        </section>
      )}
      {freeing && (
        <ConfirmDialog
          title={`Free ${freeing.name}?`}
          message="The program on that machine stops validating this key, and its place is free for another machine. It can be activated again later."
          confirmLabel="Free machine"
          danger
          busy={free.isPending}
          onConfirm={confirmFree}
          onCancel={() => setFreeing(null)}
        />
      )}
    </div>
  );
}

function InstanceList({
  data,
  onFree,
}: {
  data: { instances: KeyInstance[]; limit: number | null };
  onFree: (instance: KeyInstance) => void;
}) {
  const { instances, limit } = data;
  const used =
    limit === null
      ? `Activated on ${instances.length} machine${instances.length === 1 ? '' : 's'}`
      : `Activated on ${instances.length} of ${limit} machine${limit === 1 ? '' : 's'}`;
  return (
    <div className="space-y-1.5">
      <p className="text-slate-600">{used}</p>
      {instances.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded border border-slate-200">
          {instances.map((instance) => (
            <li key={instance.id} className="flex items-center gap-2 px-2 py-1.5">
              <Laptop className="size-3.5 shrink-0 text-slate-400" aria-hidden />
              <span className="min-w-0 flex-1 truncate text-slate-800">{instance.name}</span>
              <span className="text-slate-500">since {formatDate(instance.activatedAt)}</span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => onFree(instance)}
                aria-label={`Free ${instance.name}`}
              >
                Free
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
