import type {
  CartResponse,
  CreateCheckoutResponse,
  OrderDto,
  PublicBundleResponse,
} from '@codebazaar/shared';
import { DELIVERY_CONSENT_TEXT, ORDER_MESSAGES } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { cartKeys, dashboardKeys, orderKeys, projectKeys } from '@/lib/query-keys';
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
const API = '10000000-0000-4000-8000-000000000002';
const BUNDLE = '20000000-0000-4000-8000-000000000001';
const CHECKOUT = 'chk_1';
const ORDER = '30000000-0000-4000-8000-000000000001';

const cartItem = (projectId: string, title: string, seller: string, price: number) => ({
  projectId,
  title,
  sellerName: seller,
  sellerId: `seller-${seller}`,
  thumbnailUrl: null,
  licenseType: 'paid' as const,
  price,
  payWhatYouWant: false,
  suggestedPrice: null,
  amount: null,
  currency: 'USD',
  available: true,
  unavailableReason: null,
  addedAt: '2026-07-30T10:00:00.000Z',
});

const cart: CartResponse = {
  items: [cartItem(KIT, 'Starter Kit', 'maya', 25), cartItem(API, 'API Toolkit', 'leo', 40)],
  count: 2,
  subtotal: 65,
  currency: 'USD',
};

const priced: CreateCheckoutResponse = {
  checkoutId: CHECKOUT,
  paymentIntentId: 'tpi_1',
  clientSecret: 'tpi_1_secret',
  provider: 'test',
  publishableKey: null,
  lines: [
    {
      projectId: KIT,
      title: 'Starter Kit',
      listPrice: 25,
      discount: 5,
      price: 20,
      fee: 4,
      discountCode: 'MAYA20',
    },
    {
      projectId: API,
      title: 'API Toolkit',
      listPrice: 40,
      discount: 0,
      price: 40,
      fee: 8,
      discountCode: null,
    },
  ],
  listPrice: 65,
  discount: 5,
  price: 60,
  fee: 12,
  tax: 0,
  total: 72,
  currency: 'USD',
};

const order: OrderDto = {
  id: ORDER,
  number: 'ORD-000001',
  items: [
    { projectId: KIT, title: 'Starter Kit', licenseId: 'lic-1', total: 24, status: 'active' },
    { projectId: API, title: 'API Toolkit', licenseId: 'lic-2', total: 48, status: 'active' },
  ],
  total: 72,
  currency: 'USD',
  paidAt: '2026-07-30T10:00:00.000Z',
  consentedAt: null,
  bundleId: null,
};

const routes = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/orders/:id', element: <p>Order page</p> },
];

function setup(
  handlers: Record<string, Reply | ((call: RecordedCall) => Reply)> = {},
  url = '/checkout',
) {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: buyer } },
    'GET /api/account/billing': { body: { country: null, vatId: null, taxCollected: false } },
    'GET /api/cart': { body: cart },
    'POST /api/checkout': { body: priced },
    'POST /api/payments/test-processor/confirm': {
      body: { paymentIntentId: 'tpi_1', status: 'succeeded' },
    },
    [`POST /api/checkout/${CHECKOUT}/confirm`]: { body: { order } },
    ...handlers,
  });
  const view = renderRoutes(routes, { url, user: buyer });
  return { ...view, ...fetch };
}

const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

const detailsForm = async () =>
  within(await screen.findByRole('form', { name: 'Checkout details' }));

describe('Checkout of several lines', { timeout: 30_000 }, () => {
  it('asks buyers billed in the EU, EEA or UK to consent to immediate delivery, and requires it', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const form = await detailsForm();
    const country = form.getByLabelText('Billing country');

    await user.selectOptions(country, 'US');
    expect(form.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(DELIVERY_CONSENT_TEXT)).toBeNull();

    for (const code of ['DE', 'NO', 'GB']) {
      await user.selectOptions(country, code);
      expect(form.getByRole('checkbox', { name: DELIVERY_CONSENT_TEXT })).toBeInTheDocument();
    }

    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(await form.findByText(ORDER_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: DELIVERY_CONSENT_TEXT })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts(calls, '/api/checkout')).toHaveLength(0);

    await user.click(form.getByRole('checkbox', { name: DELIVERY_CONSENT_TEXT }));
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('list', { name: 'Order lines' });
    expect(posts(calls, '/api/checkout')[0]?.body).toEqual({
      billingCountry: 'GB',
      consentToImmediateDelivery: true,
    });
  });

  it('shows the server refusal of a missing consent under the checkbox', async () => {
    setup({
      'POST /api/checkout': { status: 400, body: { error: ORDER_MESSAGES.consentRequired } },
    });
    const user = userEvent.setup();
    const form = await detailsForm();
    await user.selectOptions(form.getByLabelText('Billing country'), 'FR');
    await user.click(form.getByRole('checkbox', { name: DELIVERY_CONSENT_TEXT }));
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(await form.findByText(ORDER_MESSAGES.consentRequired)).toBeInTheDocument();
  });

  it('pays for the cart: codes, priced lines, the test card, the order, then its page', async () => {
    const { calls, router, queryClient } = setup();
    const user = userEvent.setup();
    const form = await detailsForm();
    // The summary before paying lists the cart.
    const items = within(screen.getByRole('list', { name: 'Items in your cart' }));
    expect(items.getByRole('link', { name: 'Starter Kit' })).toHaveAttribute(
      'href',
      `/project/${KIT}`,
    );
    expect(items.getByText('by leo')).toBeInTheDocument();
    expect(screen.getByText('$65')).toBeInTheDocument();

    // Enter adds a code to the list (it does not continue); a second code, removed again.
    await user.type(form.getByLabelText('Discount codes'), 'MAYA20{Enter}');
    await user.type(form.getByLabelText('Discount codes'), 'LEO5');
    await user.click(form.getByRole('button', { name: 'Add' }));
    const codes = within(form.getByRole('list', { name: 'Discount codes added' }));
    expect(codes.getByText('MAYA20')).toBeInTheDocument();
    await user.click(codes.getByRole('button', { name: 'Remove code LEO5' }));
    expect(codes.queryByText('LEO5')).toBeNull();
    expect(posts(calls, '/api/checkout')).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    const lines = within(await screen.findByRole('list', { name: 'Order lines' }));
    // The cart: no items and no bundle in the body.
    expect(posts(calls, '/api/checkout')[0]?.body).toEqual({ discountCodes: ['MAYA20'] });
    expect(lines.getByText('Starter Kit')).toBeInTheDocument();
    expect(lines.getByText('Discount (MAYA20)')).toBeInTheDocument();
    expect(lines.getByText('−$5')).toBeInTheDocument();
    expect(lines.getByText('API Toolkit')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Order totals')).getByText('$72')).toBeInTheDocument();

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $72' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER}`));
    expect(screen.getByText('Order page')).toBeInTheDocument();
    expect(posts(calls, '/api/payments/test-processor/confirm')[0]?.body).toEqual({
      paymentIntentId: 'tpi_1',
      cardNumber: '4242 4242 4242 4242',
    });
    expect(posts(calls, `/api/checkout/${CHECKOUT}/confirm`)).toHaveLength(1);
    // "In cart" and "You own this" read these again.
    for (const queryKey of [cartKeys.all, dashboardKeys.all, projectKeys.all]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
    // The order page starts from the confirmed order.
    expect(queryClient.getQueryData(orderKeys.detail(ORDER))).toEqual(order);
  });

  it('shows a 409 refusal by name and keeps the form', async () => {
    const { calls } = setup({
      'POST /api/checkout': {
        status: 409,
        body: { error: ORDER_MESSAGES.alreadyHeld('Starter Kit') },
      },
    });
    const user = userEvent.setup();
    const form = await detailsForm();
    await user.type(form.getByLabelText('Discount codes'), 'MAYA20{Enter}');
    await user.selectOptions(form.getByLabelText('Billing country'), 'US');
    await user.type(form.getByLabelText('VAT ID (optional)'), 'US123');
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'You already have a license for Starter Kit',
    );
    expect(form.getByRole('link', { name: 'Review your cart' })).toHaveAttribute('href', '/cart');
    expect(posts(calls, '/api/checkout')).toHaveLength(1);
    expect(form.getByText('MAYA20')).toBeInTheDocument();
    expect(form.getByLabelText('Billing country')).toHaveValue('US');
    expect(form.getByLabelText('VAT ID (optional)')).toHaveValue('US123');
    expect(form.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('goes back from the priced order to the details with what was typed, and prices again', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const form = await detailsForm();
    await user.type(form.getByLabelText('Discount codes'), 'MAYA20{Enter}');
    await user.selectOptions(form.getByLabelText('Billing country'), 'US');
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    // The priced order takes the focus, so keyboard users start there.
    await waitFor(() => expect(screen.getByText('Your order')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Change details' }));

    const again = await detailsForm();
    expect(again.getByText('MAYA20')).toBeInTheDocument();
    expect(again.getByLabelText('Billing country')).toHaveValue('US');
    await user.click(again.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('list', { name: 'Order lines' });
    expect(posts(calls, '/api/checkout').map((c) => c.body)).toEqual([
      { discountCodes: ['MAYA20'], billingCountry: 'US' },
      { discountCodes: ['MAYA20'], billingCountry: 'US' },
    ]);
  });

  it('a declined card keeps the buyer on the payment step with the reason', async () => {
    const { calls } = setup({
      'POST /api/payments/test-processor/confirm': {
        status: 402,
        body: { error: 'Your card was declined.' },
      },
    });
    const user = userEvent.setup();
    await user.click((await detailsForm()).getByRole('button', { name: 'Continue to payment' }));
    await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $72' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(posts(calls, `/api/checkout/${CHECKOUT}/confirm`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay $72' })).toBeEnabled();
  });

  it('pays for a bundle: its projects, the ones held left out, and bundleId in the body', async () => {
    const bundle: PublicBundleResponse = {
      bundle: {
        id: BUNDLE,
        title: 'Full-stack pack',
        description: '',
        sellerId: 'seller-maya',
        sellerName: 'maya',
        sellerUsername: 'maya',
        available: true,
        unavailableReason: null,
        price: 50,
        listPrice: 65,
        currency: 'USD',
        projects: [
          {
            id: KIT,
            title: 'Starter Kit',
            shortDescription: '',
            thumbnailUrl: null,
            licenseType: 'paid',
            payWhatYouWant: false,
            available: true,
            listPrice: 25,
            bundleShare: 19.23,
          },
          {
            id: API,
            title: 'API Toolkit',
            shortDescription: '',
            thumbnailUrl: null,
            licenseType: 'paid',
            payWhatYouWant: false,
            available: true,
            listPrice: 40,
            bundleShare: 30.77,
          },
        ],
        createdAt: '2026-07-01T10:00:00.000Z',
        updatedAt: '2026-07-01T10:00:00.000Z',
      },
      forViewer: { heldProjectIds: [KIT], price: 30.77 },
    };
    const { calls } = setup(
      { [`GET /api/bundles/${BUNDLE}`]: { body: bundle } },
      `/checkout?bundle=${BUNDLE}`,
    );
    const user = userEvent.setup();
    const form = await detailsForm();
    expect(screen.getByText('Bundle: Full-stack pack')).toBeInTheDocument();
    expect(screen.getByText('You own this')).toBeInTheDocument();
    expect(screen.getByText('$30.77')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('list', { name: 'Order lines' });
    expect(posts(calls, '/api/checkout')[0]?.body).toEqual({ bundleId: BUNDLE });
    expect(calls.some((c) => c.path === '/api/cart')).toBe(false);
  });

  it('says so when the cart is empty', async () => {
    setup({ 'GET /api/cart': { body: { items: [], count: 0, subtotal: 0, currency: 'USD' } } });
    expect(
      await screen.findByRole('heading', { name: ORDER_MESSAGES.nothingToBuy }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse projects' })).toHaveAttribute(
      'href',
      '/find-projects',
    );
  });
});
