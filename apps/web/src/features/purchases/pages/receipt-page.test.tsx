import type { Receipt } from '@codebazaar/shared';
import { configure, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as ReceiptPage } from './receipt-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const user = buildUser({ username: 'buyer' });
const LICENSE = '30000000-0000-4000-8000-000000000001';

const receipt: Receipt = {
  licenseId: LICENSE,
  number: 'CB-000007',
  issuedAt: '2026-07-30T10:00:00.000Z',
  paidAt: '2026-07-30T10:00:00.000Z',
  seller: { name: 'Maya Chen' },
  sellerOfRecord: { name: 'Codebazaar Ltd', address: '1 Quay Street\nDublin', taxId: 'IE123' },
  buyer: { name: 'buyer', email: 'buyer@example.com' },
  billingCountry: null,
  billingCountryName: null,
  vatId: null,
  project: { id: 'p', title: 'Kit' },
  lines: [
    { kind: 'item', label: 'License: Kit', amount: 25, amountCents: 2500 },
    { kind: 'fee', label: 'Marketplace fee', amount: 5, amountCents: 500 },
    { kind: 'tax', label: 'No tax charged', amount: 0, amountCents: 0 },
  ],
  listPrice: 25,
  discount: 0,
  discountCode: null,
  price: 25,
  fee: 5,
  tax: 0,
  total: 30,
  currency: 'USD',
  listPriceCents: 2500,
  discountCents: 0,
  priceCents: 2500,
  feeCents: 500,
  taxCents: 0,
  totalCents: 3000,
  taxNote: 'No tax charged',
  cardLast4: '4242',
  paymentMethod: 'Test card ending in 4242',
  paymentReference: 'tpi_123',
  status: 'refunded',
  refundedAt: '2026-08-02T09:00:00.000Z',
};

describe('Receipt page', { timeout: 30_000 }, () => {
  it('shows the payment date and method, the seller of record, and the refund', async () => {
    mockFetch({
      'GET /api/auth/profile': { body: { user } },
      [`GET /api/licenses/${LICENSE}/receipt`]: { body: receipt },
    });
    renderRoutes([{ path: '/receipts/:id', element: <ReceiptPage /> }], {
      url: `/receipts/${LICENSE}`,
      user,
    });
    expect(await screen.findByRole('heading', { name: 'Receipt CB-000007' })).toBeInTheDocument();
    expect(screen.getByText('Paid Jul 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('Test card ending in 4242')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-seller-of-record')).toHaveTextContent('Codebazaar Ltd');
    expect(screen.getByText(/1 Quay Street/)).toBeInTheDocument();
    expect(screen.getByText('Tax ID: IE123')).toBeInTheDocument();
    expect(screen.getByText('Licensed by Maya Chen, through Codebazaar')).toBeInTheDocument();
    expect(screen.getByText('Refunded $30.00 on Aug 2, 2026')).toBeInTheDocument();
  });
});
