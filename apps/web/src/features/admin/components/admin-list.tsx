import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

import { Pager } from './pager';
import { SearchForm } from './search-form';

interface Page {
  pagination: { totalPages: number };
}

/**
 * A searchable, paged admin list (users, projects): the search form, the loading, error and
 * empty states, one row per item, and the pager. The panel owns the query, made from the
 * `search` and `page` it is given.
 */
export function AdminList<T extends { id: string }, D extends Page>({
  label,
  placeholder,
  failedText,
  emptyTitle,
  useItems,
  itemsOf,
  renderItem,
}: {
  label: string;
  placeholder: string;
  failedText: string;
  emptyTitle: string;
  useItems: (search: string, page: number) => UseQueryResult<D>;
  itemsOf: (data: D) => T[];
  renderItem: (item: T) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useItems(search, page);
  const items = query.data ? itemsOf(query.data) : [];

  return (
    <div>
      <SearchForm
        label={label}
        placeholder={placeholder}
        onSearch={(term) => {
          setSearch(term);
          setPage(1);
        }}
      />
      {query.isPending ? (
        <Spinner className="mx-auto my-10" />
      ) : query.isError ? (
        <Alert variant="error">{errorMessage(query.error, failedText)}</Alert>
      ) : items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {query.data && (
        <Pager page={page} totalPages={query.data.pagination.totalPages} onPage={setPage} />
      )}
    </div>
  );
}

/**
 * An admin action that waits for a reason: `ask` opens the reason dialog for it, `confirm` runs
 * the mutation with the reason, says "Done" and closes, or keeps the dialog open on failure.
 */
export function useReasonedAction<P, V>(
  mutation: UseMutationResult<unknown, Error, V>,
  toVariables: (pending: P, reason: string) => V,
) {
  const [pending, setPending] = useState<P | null>(null);
  const confirm = (reason: string) => {
    if (!pending) return;
    mutation.mutate(toVariables(pending, reason), {
      onSuccess: () => {
        toast.success('Done');
        setPending(null);
      },
      onError: (err) => toast.error(errorMessage(err, 'The action failed')),
    });
  };
  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    busy: mutation.isPending,
  };
}
