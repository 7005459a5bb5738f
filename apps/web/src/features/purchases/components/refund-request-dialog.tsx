import { refundRequestInputSchema } from '@codebazaar/shared';
import { useState } from 'react';

import { MessageDialog } from '@/components/ui/message-dialog';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';

import { useRequestRefund } from '../api/refund-request';

/** Asks the seller to refund one license (a purchase of the library, a line of an order). */
export function RefundRequestDialog({
  licenseId,
  title,
  onClose,
}: {
  licenseId: string;
  title: string;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const request = useRequestRefund();
  return (
    <MessageDialog
      title={`Request a refund of ${title}?`}
      description="The seller reads your reason and approves or declines the refund."
      label="Reason"
      schema={refundRequestInputSchema}
      name="reason"
      confirmLabel="Send request"
      busy={request.isPending}
      error={error}
      onCancel={onClose}
      onConfirm={(reason) =>
        request.mutate(
          { licenseId, reason },
          {
            onSuccess: (res) => {
              notify('success', res.message);
              onClose();
            },
            onError: (err) => setError(errorMessage(err, 'Failed to request a refund')),
          },
        )
      }
    />
  );
}
