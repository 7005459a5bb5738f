import type { CreateCheckoutResponse, OrderDto, PurchasedLicense } from '@codebazaar/shared';
import { RELEASE_MESSAGES } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildProject } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch, type RecordedCall, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as CheckoutPage } from './checkout-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const buyer = buildUser({ username: 'buyer' });
const KIT = '10000000-0000-4000-8000-000000000001';
const LICENSE = '40000000-0000-4000-8000-000000000001';
const ORDER = '30000000-0000-4000-8000-000000000001';
const project = buildProject({
  _id: KIT,
  title: 'Starter Kit',
  license: { type: 'paid', price: 39 },
});

const purchase = (overrides: Partial<PurchasedLicense> = {}): PurchasedLicense => ({
  ...project,
  purchaseDate: '2025-01-10T10:00:00.000Z',
  licenseId: LICENSE,
  licenseKind: 'paid',
  amountPaid: 46.8,
  licenseStatus: 'active',
  refund: null,
  refundRequest: null,
  updates: {
    updatesUntil: '2026-01-10T10:00:00.000Z',
    latestEntitled: { version: '1.0.0', publishedAt: '2025-06-01T10:00:00.000Z' },
    latest: { version: '1.1.0', publishedAt: '2026-03-01T10:00:00.000Z' },
    releasesBehind: 1,
    renewalPrice: 19,
  },
  ...overrides,
});

const dashboard = (purchases: PurchasedLicense[]) => ({
  body: {
    publishedProjects: [],
    draftProjects: [],
    purchasedLicenses: purchases,
    sellerStats: null,
    recentActivity: [],
    missingScopes: [],
  },
});

const priced: CreateCheckoutResponse = {
  checkoutId: 'chk_1',
  paymentIntentId: 'tpi_1',
  clientSecret: 'tpi_1_secret',
  provider: 'test',
  publishableKey: null,
  lines: [
    {
      projectId: KIT,
      title: 'Starter Kit',
      listPrice: 19,
      discount: 0,
      price: 19,
      fee: 3.8,
      discountCode: null,
      renewalOf: LICENSE,
    },
  ],
  listPrice: 19,
  discount: 0,
  price: 19,
  fee: 3.8,
  tax: 0,
  total: 22.8,
  currency: 'USD',
};

const order: OrderDto = {
  id: ORDER,
  number: 'ORD-000007',
  items: [
    {
      projectId: KIT,
      title: 'Starter Kit',
      licenseId: LICENSE,
      total: 22.8,
      status: 'active',
      renewedUntil: '2027-01-10T10:00:00.000Z',
    },
  ],
  total: 22.8,
  currency: 'USD',
  paidAt: '2026-07-30T10:00:00.000Z',
  consentedAt: null,
  bundleId: null,
};

function setup(handlers: Record<string, Reply | ((call: RecordedCall) => Reply)> = {}) {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: buyer } },
    'GET /api/account/billing': { body: { country: 'US', vatId: null, taxCollected: false } },
    'GET /api/dashboard': dashboard([purchase()]),
    [`GET /api/projects/${KIT}`]: {
      body: {
        project,
        userLicense: null,
        updates: { updatesMonths: 12, renewalPrice: 19, latest: null },
      },
    },
    'POST /api/checkout': { body: priced },
    'POST /api/payments/test-processor/confirm': {
      body: { paymentIntentId: 'tpi_1', status: 'succeeded' },
    },
    'POST /api/checkout/chk_1/confirm': { body: { order } },
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/orders/:id', element: <p>Order page</p> },
    ],
    { url: `/checkout?renew=${LICENSE}`, user: buyer },
  );
  return { ...view, ...fetch };
}

describe('the checkout of a renewal of updates', { timeout: 30_000 }, () => {
  it('renews the license: its line, the server price, the test card, then the order', async () => {
    const { calls, router } = setup();
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Checkout details' }));
    const line = within(screen.getByRole('list', { name: 'Renewal' }));
    expect(line.getByText(/^Renew updates for/)).toHaveTextContent('Renew updates for Starter Kit');
    expect(line.getByRole('link', { name: 'Starter Kit' })).toHaveAttribute(
      'href',
      `/project/${KIT}`,
    );
    expect(line.getByText('Updates ended on Jan 10, 2026.')).toBeInTheDocument();
    expect(line.getByText('$19')).toBeInTheDocument();
    // The term counts from today when the old one has ended: a year from now.
    expect(await line.findByTestId('renewal-until')).toHaveTextContent(
      /^12 more months: updates until/,
    );
    expect(screen.getByRole('link', { name: 'Back to your library' })).toHaveAttribute(
      'href',
      '/dashboard?tab=purchases',
    );
    expect(calls.some((c) => c.path === '/api/cart')).toBe(false);

    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    const lines = within(await screen.findByRole('list', { name: 'Order lines' }));
    expect(lines.getByText('Renewal of updates')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/checkout')?.body).toEqual({
      items: [{ renewalOf: LICENSE }],
      billingCountry: 'US',
    });

    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $22.80' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER}`));
  });

  it('has nothing to renew for a license with lifetime updates', async () => {
    setup({
      'GET /api/dashboard': dashboard([
        purchase({
          updates: {
            updatesUntil: null,
            latestEntitled: null,
            latest: null,
            releasesBehind: 0,
            renewalPrice: null,
          },
        }),
      ]),
    });
    expect(
      await screen.findByRole('heading', { name: RELEASE_MESSAGES.renewalLifetime }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says so when the license is not the buyer’s', async () => {
    setup({ 'GET /api/dashboard': dashboard([]) });
    expect(
      await screen.findByRole('heading', { name: RELEASE_MESSAGES.renewalNotFound }),
    ).toBeInTheDocument();
  });
});
