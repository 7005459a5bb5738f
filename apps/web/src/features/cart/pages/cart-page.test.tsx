import { CART_MESSAGES, type CartItem, type CartResponse } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as CartPage } from './cart-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => vi.unstubAllGlobals());

const user = buildUser({ username: 'buyer' });
const P1 = '10000000-0000-4000-8000-000000000001';
const P2 = '10000000-0000-4000-8000-000000000002';
const P3 = '10000000-0000-4000-8000-000000000003';

const item = (projectId: string, extra: Partial<CartItem> = {}): CartItem => ({
  projectId,
  title: `Project ${projectId.slice(-1)}`,
  sellerName: 'Maya Chen',
  sellerId: 'seller-1',
  thumbnailUrl: null,
  licenseType: 'paid',
  price: 25,
  payWhatYouWant: false,
  suggestedPrice: null,
  amount: null,
  currency: 'USD',
  available: true,
  unavailableReason: null,
  addedAt: '2030-01-01T00:00:00.000Z',
  ...extra,
});

const cartOf = (items: CartItem[], subtotal: number): CartResponse => ({
  items,
  count: items.length,
  subtotal,
  currency: 'USD',
});

const full = cartOf(
  [
    item(P1, { title: 'Invoice Kit', thumbnailUrl: '/media/kit.webp' }),
    item(P2, {
      title: 'Chart Studio',
      sellerName: 'Leo Park',
      sellerId: 'seller-2',
      payWhatYouWant: true,
      price: 5,
      amount: 8,
    }),
    item(P3, {
      title: 'Old Widget',
      available: false,
      unavailableReason: CART_MESSAGES.unpublished,
      price: 12,
    }),
  ],
  33,
);

const renderCart = () =>
  renderRoutes([{ path: '/cart', element: <CartPage /> }], { url: '/cart', user });

describe('Cart page', { timeout: 30_000 }, () => {
  it('lists the items by seller with prices, marks what cannot be bought, and sums the rest', async () => {
    mockFetch({ 'GET /api/auth/profile': pending, 'GET /api/cart': { body: full } });
    renderCart();
    const maya = await screen.findByRole('region', { name: 'From Maya Chen' });
    expect(within(maya).getByRole('link', { name: 'Invoice Kit' })).toHaveAttribute(
      'href',
      `/project/${P1}`,
    );
    expect(within(maya).getByRole('link', { name: 'Old Widget' })).toBeInTheDocument();
    expect(within(maya).getByText(CART_MESSAGES.unpublished)).toBeInTheDocument();
    const leo = screen.getByRole('region', { name: 'From Leo Park' });
    expect(within(leo).getByRole('textbox', { name: /Your price for Chart Studio/ })).toHaveValue(
      '8',
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(within(summary).getByText('$33')).toBeInTheDocument();
    expect(within(summary).getByText(/1 item cannot be bought now/)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Check out' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByText(/3 projects from 2 sellers/)).toBeInTheDocument();
  });

  it('removes an item and shows the cart the server answers', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/cart': { body: full },
      [`DELETE /api/cart/items/${P1}`]: { body: cartOf(full.items.slice(1), 8) },
    });
    renderCart();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Invoice Kit from your cart' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Invoice Kit' })).not.toBeInTheDocument(),
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/cart/items/${P1}`)).toBe(
      true,
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(await within(summary).findByText('$8')).toBeInTheDocument();
    expect(within(summary).getByText('Subtotal (1 item)')).toBeInTheDocument();
  });

  it('checks a pay-what-you-want amount before sending it, and sends a good one', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/cart': { body: full },
      [`PUT /api/cart/items/${P2}`]: {
        body: cartOf(
          full.items.map((i) => (i.projectId === P2 ? { ...i, amount: 12.5 } : i)),
          37.5,
        ),
      },
    });
    renderCart();
    const input = await screen.findByRole('textbox', { name: /Your price for Chart Studio/ });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter at least $5')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: 12.5 });
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('$37.50')).toBeInTheDocument();
  });

  it("shows the server's refusal of an amount under its field", async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/cart': { body: full },
      [`PUT /api/cart/items/${P2}`]: {
        status: 400,
        body: { error: 'The amount is below the minimum price' },
      },
    });
    renderCart();
    const input = await screen.findByRole('textbox', { name: /Your price for Chart Studio/ });
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The amount is below the minimum price')).toBeInTheDocument();
  });

  it('offers Find Projects when the cart is empty', async () => {
    mockFetch({ 'GET /api/auth/profile': pending, 'GET /api/cart': { body: cartOf([], 0) } });
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Projects' })).toHaveAttribute(
      'href',
      '/find-projects',
    );
  });

  it('says when the cart cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/cart': () =>
        fail ? { status: 500, body: { error: 'Internal server error' } } : { body: full },
    });
    renderCart();
    expect(await screen.findByText('Failed to load your cart')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Invoice Kit' })).toBeInTheDocument();
  });

  it('shows a spinner while the cart loads', async () => {
    mockFetch({ 'GET /api/auth/profile': pending, 'GET /api/cart': pending });
    renderCart();
    expect(await screen.findByText('Loading your cart')).toBeInTheDocument();
  });
});
