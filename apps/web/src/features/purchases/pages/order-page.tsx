import type { OrderDto, PurchasedLicense } from '@codebazaar/shared';
import { DELIVERY_CONSENT_TEXT, ORDER_MESSAGES } from '@codebazaar/shared';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FileText, PackageOpen, RefreshCw } from '@/components/ui/icons';
import { NotFound } from '@/components/ui/not-found';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDashboard } from '@/lib/queries/dashboard';
import { useOrder } from '@/lib/queries/orders';
import { useDocumentTitle } from '@/lib/use-document-title';

import { DownloadReceiptButton } from '../components/download-receipt-button';
import { OrderItemStatus } from '../components/order-status';
import { money } from '../components/receipt-sheet';
import { RefundRequestDialog } from '../components/refund-request-dialog';
import { RefundState } from '../components/refund-state';

/**
 * /orders/:id: one paid checkout (docs/product-rules.md#carts-orders-and-bundles): each line with
 * its license and status, the total, the consent to immediate delivery, and the receipt.
 */
export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  useDocumentTitle(order.data ? `Order ${order.data.number}` : 'Order');

  if (order.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading order" />
      </div>
    );
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <NotFound
          icon={PackageOpen}
          title={ORDER_MESSAGES.orderNotFound}
          description="There is no order of yours at this address."
        />
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert
          variant="error"
          title={errorMessage(order.error, 'The order could not be loaded')}
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={order.isFetching}
              onClick={() => void order.refetch()}
            >
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: OrderDto }) {
  // The library knows each license's refund window and request: a line offers a refund as the
  // library does. Until it loads, lines show no refund action.
  const library = useDashboard();
  const purchases = new Map<string, PurchasedLicense>(
    (library.data?.purchasedLicenses ?? []).map((p) => [p.licenseId, p]),
  );
  const [openedAt] = useState(() => new Date());
  // Arrived from the checkout that just paid it (not on a reload or a later visit).
  const justPaid = (useLocation().state as { paid?: boolean } | null)?.paid === true;
  const [refunding, setRefunding] = useState<{ licenseId: string; title: string } | null>(null);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackLink to={paths.orders}>Your orders</BackLink>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Order {order.number}
          </h1>
          <p className="mt-1 text-slate-600">Paid {formatDate(order.paidAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink
            to={paths.orderReceipt(order.id)}
            variant="outline"
            size="sm"
            icon={<FileText className="size-4" aria-hidden />}
          >
            Receipt
          </ButtonLink>
          <DownloadReceiptButton
            pdf={{ orderId: order.id }}
            aria-label={`Download the receipt of order ${order.number} as PDF`}
          />
        </div>
      </div>

      {justPaid && (
        <Alert variant="success" title="Payment received" className="mb-6">
          {order.items.every((i) => i.renewedUntil)
            ? 'Your updates are renewed.'
            : order.items.length === 1
              ? 'Your license is ready in your library.'
              : `Your ${order.items.length} licenses are ready in your library.`}{' '}
          We also emailed you this order.
        </Alert>
      )}

      <Card>
        <CardContent>
          <ul className="divide-y divide-slate-100" aria-label="Items">
            {order.items.map((item) => {
              const purchase = item.licenseId ? purchases.get(item.licenseId) : undefined;
              return (
                <li key={item.projectId} className="flex items-start justify-between gap-4 py-4">
                  <div className="min-w-0 space-y-1.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link
                        to={paths.project(item.projectId)}
                        className="font-semibold break-words text-slate-900 hover:text-indigo-700"
                      >
                        {item.title}
                      </Link>
                      <OrderItemStatus item={item} />
                    </div>
                    {item.renewedUntil && (
                      <p className="text-sm text-slate-600" data-testid="order-item-renewal">
                        Renewal of updates — until {formatDate(item.renewedUntil)}
                      </p>
                    )}
                    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
                      {item.licenseId && (
                        <Link
                          to={paths.dashboardPurchases}
                          className="font-medium text-indigo-700 hover:underline"
                          aria-label={`${item.title} in your library`}
                        >
                          View in your library
                        </Link>
                      )}
                      {purchase && (
                        <RefundState
                          purchase={purchase}
                          now={openedAt}
                          onRequest={() =>
                            setRefunding({ licenseId: purchase.licenseId, title: item.title })
                          }
                        />
                      )}
                    </div>
                  </div>
                  <p className="shrink-0 text-right text-sm font-medium text-slate-900 tabular-nums">
                    {money(item.total, order.currency)}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-4">
            <span className="text-base font-semibold text-slate-900">Total</span>
            <span className="text-base font-semibold text-slate-900 tabular-nums">
              {money(order.total, order.currency)}
            </span>
          </div>
        </CardContent>
      </Card>

      {order.consentedAt && (
        <p className="mt-4 text-sm text-slate-600" data-testid="order-consent">
          You agreed to immediate delivery on {formatDate(order.consentedAt)}:{' '}
          <q className="text-slate-700">{DELIVERY_CONSENT_TEXT}</q>
        </p>
      )}
      {order.bundleId && (
        <p className="mt-2 text-sm text-slate-600">
          Bought as a{' '}
          <Link
            to={paths.bundle(order.bundleId)}
            className="font-medium text-indigo-700 hover:underline"
          >
            bundle
          </Link>
          .
        </p>
      )}

      {refunding && (
        <RefundRequestDialog
          licenseId={refunding.licenseId}
          title={refunding.title}
          onClose={() => setRefunding(null)}
        />
      )}
    </div>
  );
}
