import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RefreshCw } from '@/components/ui/icons';
import { NotFound } from '@/components/ui/not-found';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * The states of a receipt page before its receipt is there (a license's or an order's): a
 * spinner, "Receipt not found" for a 404, an error with "Try again"; else the receipt itself.
 */
export function ReceiptLoading<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (receipt: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading receipt" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <NotFound
          title="Receipt not found"
          description={errorMessage(query.error, 'There is no receipt at this address.')}
        />
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert
          variant="error"
          title={errorMessage(query.error, 'The receipt could not be loaded')}
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
        />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
