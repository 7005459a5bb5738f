import type { OrderDto } from '@codebazaar/shared';
import { DELIVERY_CONSENT_TEXT, ORDER_MESSAGES } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildProject } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as OrderPage } from './order-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const buyer = buildUser({ username: 'buyer' });
const ORDER = '30000000-0000-4000-8000-000000000001';
const KIT = '10000000-0000-4000-8000-000000000001';
const API = '10000000-0000-4000-8000-000000000002';
const OLD = '10000000-0000-4000-8000-000000000003';

const order: OrderDto = {
  id: ORDER,
  number: 'ORD-000042',
  items: [
    { projectId: KIT, title: 'Starter Kit', licenseId: 'lic-1', total: 28.8, status: 'active' },
    { projectId: API, title: 'API Toolkit', licenseId: 'lic-2', total: 57.6, status: 'refunded' },
    { projectId: OLD, title: 'Old Tool', licenseId: null, total: 12, status: 'refused' },
  ],
  total: 98.4,
  currency: 'USD',
  paidAt: '2026-07-30T10:00:00.000Z',
  consentedAt: '2026-07-30T09:59:00.000Z',
  bundleId: null,
};

/** The library's record of the order's first license, inside its refund window. */
const purchase = {
  ...buildProject({ _id: KIT, title: 'Starter Kit', license: { type: 'paid', price: 24 } }),
  purchaseDate: new Date().toISOString(),
  licenseId: 'lic-1',
  licenseKind: 'paid' as const,
  amountPaid: 28.8,
  licenseStatus: 'active' as const,
  refund: null,
  refundRequest: null,
};

function setup(handlers: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: buyer } },
    [`GET /api/orders/${ORDER}`]: { body: { order } },
    'GET /api/dashboard': {
      body: {
        publishedProjects: [],
        draftProjects: [],
        purchasedLicenses: [purchase],
        sellerStats: null,
        recentActivity: [],
      },
    },
    ...handlers,
  });
  renderRoutes([{ path: '/orders/:id', element: <OrderPage /> }], {
    url: `/orders/${ORDER}`,
    user: buyer,
  });
  return fetch;
}

describe('Order page', { timeout: 30_000 }, () => {
  it('shows the order, its lines with their status and links, the consent and the receipt', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Order ORD-000042' })).toBeInTheDocument();
    expect(screen.getByText('Paid Jul 30, 2026')).toBeInTheDocument();

    const items = within(screen.getByRole('list', { name: 'Items' }));
    const [kit, api, old] = items.getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(kit).getByRole('link', { name: 'Starter Kit' })).toHaveAttribute(
      'href',
      `/project/${KIT}`,
    );
    expect(within(kit).getByText('Active')).toBeInTheDocument();
    expect(within(kit).getByText('$28.80')).toBeInTheDocument();
    expect(within(kit).getByRole('link', { name: 'Starter Kit in your library' })).toHaveAttribute(
      'href',
      '/dashboard?tab=purchases',
    );
    expect(within(api).getByText('Refunded')).toBeInTheDocument();
    expect(within(old).getByText('Not delivered, refunded')).toBeInTheDocument();
    expect(within(old).queryByRole('link', { name: /in your library/ })).toBeNull();
    expect(screen.getByText('$98.40')).toBeInTheDocument();

    expect(screen.getByTestId('order-consent')).toHaveTextContent(
      `You agreed to immediate delivery on Jul 30, 2026: ${DELIVERY_CONSENT_TEXT}`,
    );
    expect(screen.getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      `/orders/${ORDER}/receipt`,
    );
    expect(
      screen.getByRole('button', { name: 'Download the receipt of order ORD-000042 as PDF' }),
    ).toBeInTheDocument();
  });

  it('asks the seller to refund one line, like the library does', async () => {
    const { calls } = setup({
      'POST /api/licenses/lic-1/refund-request': {
        status: 201,
        body: { message: 'Your refund request was sent to the seller.' },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Request a refund of Starter Kit' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Not what I needed');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const request = calls.find(
      (c: RecordedCall) => c.method === 'POST' && c.path === '/api/licenses/lic-1/refund-request',
    );
    expect(request?.body).toEqual({ reason: 'Not what I needed' });
    // Only the active line inside its window offers it.
    expect(screen.getAllByRole('button', { name: /Request a refund/ })).toHaveLength(1);
  });

  it('shows until when a renewal line extends the updates', async () => {
    setup({
      [`GET /api/orders/${ORDER}`]: {
        body: {
          order: {
            ...order,
            items: [{ ...order.items[0]!, renewedUntil: '2027-07-30T10:00:00.000Z' }],
          },
        },
      },
    });
    expect(await screen.findByTestId('order-item-renewal')).toHaveTextContent(
      'Renewal of updates — until Jul 30, 2027',
    );
  });

  it('says the order was not found', async () => {
    setup({
      [`GET /api/orders/${ORDER}`]: { status: 404, body: { error: ORDER_MESSAGES.orderNotFound } },
    });
    expect(
      await screen.findByRole('heading', { name: ORDER_MESSAGES.orderNotFound }),
    ).toBeInTheDocument();
  });
});
