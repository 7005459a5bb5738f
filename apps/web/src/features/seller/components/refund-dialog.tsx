import type { SellerSale } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';

import { useRefundSale } from '../api/payments-account';
import { SELLER_MESSAGES } from '../lib/seller-messages';

/** Confirms a refund of one sale; the sale's _id is its license id. */
export function RefundDialog({ sale, onClose }: { sale: SellerSale; onClose: () => void }) {
  const refund = useRefundSale();
  const onRefund = () =>
    refund.mutate(sale._id, {
      onSuccess: () => {
        notify('success', SELLER_MESSAGES.refunded);
        onClose();
      },
    });
  return (
    <Dialog title="Refund this sale?" onClose={onClose} busy={refund.isPending}>
      <div className="space-y-4 text-sm text-slate-700">
        <p>
          <strong className="font-semibold text-slate-900">{sale.licensee.username}</strong> gets{' '}
          <strong className="font-semibold text-slate-900">{formatUsd(sale.total)}</strong> back for{' '}
          <strong className="font-semibold text-slate-900">{sale.project.title}</strong>. Their
          license ends and their repository access is removed. This cannot be undone.
        </p>
        {refund.isError && (
          <Alert variant="error">{errorMessage(refund.error, SELLER_MESSAGES.refundFailed)}</Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={refund.isPending} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={onRefund} loading={refund.isPending}>
            Refund {formatUsd(sale.total)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
