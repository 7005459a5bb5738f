import type { OrderReceipt } from '@codebazaar/shared';
import { DELIVERY_CONSENT_TEXT } from '@codebazaar/shared';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as OrderReceiptPage, licensedBy } from './order-receipt-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => vi.unstubAllGlobals());

const user = buildUser({ username: 'buyer' });
const ORDER = '30000000-0000-4000-8000-000000000001';

const item = (
  title: string,
  sellerName: string,
  extra: Partial<OrderReceipt['items'][0]> = {},
) => ({
  projectId: `p-${title}`,
  title,
  sellerName,
  licenseId: `l-${title}`,
  receiptNumber: 'CB-000001',
  total: 30,
  status: 'paid' as const,
  refundedAt: null,
  ...extra,
});

const receipt: OrderReceipt = {
  orderId: ORDER,
  number: 'ORD-000042',
  orderNumber: 'ORD-000042',
  issuedAt: '2026-07-30T10:00:00.000Z',
  paidAt: '2026-07-30T10:00:00.000Z',
  sellerOfRecord: { name: 'Codebazaar Ltd', address: '1 Quay Street\nDublin', taxId: 'IE123' },
  buyer: { name: 'buyer', email: 'buyer@example.com' },
  billingCountry: 'DE',
  billingCountryName: 'Germany',
  vatId: null,
  items: [
    item('Starter Kit', 'Maya Chen'),
    item('Invoice Kit', 'Maya Chen', { status: 'refunded', refundedAt: '2026-08-01T10:00:00Z' }),
    item('Chart Studio', 'Leo Park'),
  ],
  lines: [
    { kind: 'item', label: 'Starter Kit (receipt CB-000001)', amount: 25, amountCents: 2500 },
    { kind: 'item', label: 'Invoice Kit (receipt CB-000002)', amount: 25, amountCents: 2500 },
    { kind: 'item', label: 'Chart Studio (receipt CB-000003)', amount: 25, amountCents: 2500 },
    { kind: 'fee', label: 'Marketplace fees', amount: 15, amountCents: 1500 },
    { kind: 'tax', label: 'No tax charged', amount: 0, amountCents: 0 },
  ],
  total: 90,
  refunded: 30,
  currency: 'USD',
  taxNote: 'No tax charged',
  paymentMethod: 'Test card ending in 4242',
  paymentReference: 'tpi_123',
  consentedAt: '2026-07-30T09:59:00.000Z',
  consentText: DELIVERY_CONSENT_TEXT,
  status: 'partly_refunded',
};

describe('Order receipt page', { timeout: 30_000 }, () => {
  it('shows a line per item, the total, who licenses what, the refund and the consent', async () => {
    mockFetch({
      'GET /api/auth/profile': { body: { user } },
      [`GET /api/orders/${ORDER}/receipt`]: { body: receipt },
    });
    renderRoutes([{ path: '/orders/:id/receipt', element: <OrderReceiptPage /> }], {
      url: `/orders/${ORDER}/receipt`,
      user,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receipt ORD-000042' }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Receipt lines' });
    expect(within(table).getAllByRole('row', { name: /\(receipt CB-/ })).toHaveLength(3);
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('$90.00');
    expect(screen.getByText('Partly refunded')).toBeVisible();
    expect(screen.getByText('Refunded $30.00')).toBeVisible();
    expect(
      screen.getByText(
        'Licensed through Codebazaar by Maya Chen (Starter Kit, Invoice Kit); Leo Park (Chart Studio)',
      ),
    ).toBeVisible();
    expect(screen.getByText(/^Agreed on .*I want the code delivered now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order ORD-000042' })).toHaveAttribute(
      'href',
      `/orders/${ORDER}`,
    );
  });

  it('names the one seller of a single-seller order', () => {
    expect(licensedBy([item('Starter Kit', 'Maya Chen'), item('Invoice Kit', 'Maya Chen')])).toBe(
      'Licensed by Maya Chen, through Codebazaar',
    );
    expect(licensedBy([])).toBeNull();
  });
});
