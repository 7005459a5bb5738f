import type { Receipt, ReceiptListResponse } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, apiFile } from '@/lib/api-client';
import { receiptKeys } from '@/lib/query-keys';

/** GET /api/account/receipts: every paid purchase with its receipt, newest first. */
export const getReceiptsQueryOptions = () =>
  queryOptions({
    queryKey: receiptKeys.list(),
    queryFn: ({ signal }) => api<ReceiptListResponse>('/account/receipts', { signal }),
    staleTime: 0,
  });

export const useReceipts = () => useQuery(getReceiptsQueryOptions());

/** GET /api/licenses/{id}/receipt: what the receipt page shows. */
export const getReceiptQueryOptions = (licenseId: string) =>
  queryOptions({
    queryKey: receiptKeys.detail(licenseId),
    queryFn: ({ signal }) =>
      api<Receipt>(`/licenses/${encodeURIComponent(licenseId)}/receipt`, { signal }),
    retry: false,
  });

export const useReceipt = (licenseId: string) => useQuery(getReceiptQueryOptions(licenseId));

/** The API path of a receipt's PDF: a license's, or an order's (one receipt for every line). */
export type ReceiptPdf = { licenseId: string } | { orderId: string };
const pdfPath = (pdf: ReceiptPdf) =>
  'orderId' in pdf
    ? `/orders/${encodeURIComponent(pdf.orderId)}/receipt.pdf`
    : `/licenses/${encodeURIComponent(pdf.licenseId)}/receipt.pdf`;

/** Downloads GET /api/licenses/{id}/receipt.pdf (or /api/orders/{id}/receipt.pdf) as a file. */
export async function downloadReceiptPdf(pdf: ReceiptPdf): Promise<void> {
  const { blob, filename } = await apiFile(pdfPath(pdf), 'receipt.pdf');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
