import { useState } from 'react';

import { Button, type ButtonProps } from '@/components/ui/button';
import { Download } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';

import { downloadReceiptPdf, type ReceiptPdf } from '../api/receipts';

/** Downloads the receipt's PDF; a failure is told in a toast. */
export function DownloadReceiptButton({
  pdf,
  label = 'Download PDF',
  ...props
}: { pdf: ReceiptPdf; label?: string } & Pick<ButtonProps, 'variant' | 'size' | 'aria-label'>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      icon={<Download className="size-4" aria-hidden />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadReceiptPdf(pdf)
          .catch((err: unknown) =>
            notify('error', errorMessage(err, 'The PDF could not be downloaded. Try again.')),
          )
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
