import type { PurchasedLicense } from '@codebazaar/shared';
import { insideRefundWindow } from '@codebazaar/shared/rules';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Undo2 } from '@/components/ui/icons';

/** A paid purchase's refund: its request's state, or the way to ask while the window is open. */
export function RefundState({
  purchase: p,
  now,
  onRequest,
}: {
  purchase: PurchasedLicense;
  now: Date;
  onRequest: () => void;
}) {
  if (p.licenseKind !== 'paid') return null;
  if (p.licenseStatus === 'suspended') {
    return <span>On hold while the payment dispute is open</span>;
  }
  if (p.refundRequest) {
    return p.refundRequest.status === 'declined' ? (
      <span title={p.refundRequest.message ?? undefined}>
        Refund declined{p.refundRequest.message ? `: ${p.refundRequest.message}` : ''}
      </span>
    ) : (
      <Badge variant="warning">Refund requested</Badge>
    );
  }
  if (!insideRefundWindow(new Date(p.purchaseDate), p.license.refundWindowDays, now)) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<Undo2 className="size-3.5" aria-hidden />}
      onClick={onRequest}
      aria-label={`Request a refund of ${p.title}`}
    >
      Request refund
    </Button>
  );
}
