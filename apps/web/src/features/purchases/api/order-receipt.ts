import type { ReceiptLine } from '@codebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/**
 * GET /api/orders/{id}/receipt: one receipt for the whole order, a line per item (with the
 * discount, fee and tax lines as on a license's receipt).
 *
 * packages/shared has no schema of it yet: this is the shape the page reads, the license
 * receipt's (receiptSchema) with the order in place of the license and project. Only `number`,
 * `paidAt`, `lines`, `total` and `currency` are required; the rest shows when present.
 */
export interface OrderReceipt {
  orderId: string;
  /** The receipt's number (CB-000042), in payment order like every receipt. */
  number: string;
  /** The order's number (ORD-000123). */
  orderNumber?: string;
  issuedAt?: string;
  paidAt: string;
  sellerOfRecord?: { name: string; address: string; taxId: string };
  buyer?: { name: string; email: string };
  billingCountryName?: string | null;
  vatId?: string | null;
  lines: ReceiptLine[];
  total: number;
  currency: string;
  taxNote?: string;
  paymentMethod?: string;
  paymentReference?: string;
  /** When the buyer consented to immediate delivery; null when not asked. */
  consentedAt?: string | null;
  /** paid; refunded when every line was; partly_refunded when some were. */
  status?: string;
}

export const getOrderReceiptQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.receipt(orderId),
    queryFn: ({ signal }) =>
      api<OrderReceipt>(`/orders/${encodeURIComponent(orderId)}/receipt`, { signal }),
    retry: false,
  });

export const useOrderReceipt = (orderId: string) => useQuery(getOrderReceiptQueryOptions(orderId));
