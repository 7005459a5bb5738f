import type { OrderDto } from '@codebazaar/shared';
import { Link, useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { BackLink } from '@/components/ui/back-link';
import { ChevronRight, RefreshCw, ShoppingBag } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useOrders } from '@/lib/queries/orders';
import { useDocumentTitle } from '@/lib/use-document-title';

import { orderItemsSummary } from '../components/order-status';
import { money } from '../components/receipt-sheet';

/** /orders?page=: the buyer's orders, newest first, a page at a time. */
export function Component() {
  useDocumentTitle('Your orders');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const orders = useOrders(page);
  const setPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next <= 1) nextParams.delete('page');
    else nextParams.set('page', String(next));
    setParams(nextParams);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackLink to={paths.dashboardPurchases}>Your library</BackLink>
      <PageHeader
        title="Your orders"
        description="Each checkout of your cart or of a bundle is one order: one payment, one receipt. Projects bought on their own are in your library, each with its own receipt."
        className="mb-6"
      />
      {orders.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading orders" />
        </div>
      ) : orders.isError ? (
        <Alert
          variant="error"
          title={errorMessage(orders.error, 'Your orders could not be loaded')}
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={orders.isFetching}
              onClick={() => void orders.refetch()}
            >
              Try again
            </Button>
          }
        />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          title="No orders yet"
          description="When you pay for projects, from your cart or as a bundle, each payment becomes an order here."
          action={<ButtonLink to={paths.findProjects}>Browse projects</ButtonLink>}
        />
      ) : (
        <>
          <Card>
            <ul className="divide-y divide-slate-100" aria-label="Orders">
              {orders.data.orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
          </Card>
          <Pagination
            page={orders.data.pagination.currentPage}
            totalPages={orders.data.pagination.totalPages}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}

function OrderRow({ order }: { order: OrderDto }) {
  const titles = order.items.map((i) => i.title).join(', ');
  return (
    <li>
      <Link
        to={paths.order(order.id)}
        className="flex items-center gap-3 px-5 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-6"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
            <p className="font-semibold text-slate-900">Order {order.number}</p>
            <p className="text-sm font-medium text-slate-900 tabular-nums">
              {money(order.total, order.currency)}
            </p>
          </div>
          <p className="mt-0.5 truncate text-sm text-slate-600">{titles}</p>
          <p className="mt-0.5 text-xs text-slate-500">
            {formatDate(order.paidAt)} · {orderItemsSummary(order)}
          </p>
        </div>
        <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
      </Link>
    </li>
  );
}
