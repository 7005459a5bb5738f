import type { CartResponse } from '@codebazaar/shared';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildProject } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { AddToCartButton } from './add-to-cart-button';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => vi.unstubAllGlobals());

const buyer = buildUser({ username: 'buyer' });
const empty: CartResponse = { items: [], count: 0, subtotal: 0, currency: 'USD' };
const paid = buildProject({ title: 'Invoice Kit', license: { type: 'paid', price: 25 } });

const withItem = (projectId: string): CartResponse => ({
  items: [
    {
      projectId,
      title: 'Invoice Kit',
      sellerName: 'Maya',
      sellerId: paid.author.id,
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
    },
  ],
  count: 1,
  subtotal: 25,
  currency: 'USD',
});

const render = (element: React.ReactNode, user = buyer) =>
  renderRoutes([{ path: '/', element }], { user });

describe('AddToCartButton', { timeout: 30_000 }, () => {
  it('adds the project, then links to the cart with the focus kept on it', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/cart': { body: empty },
      [`PUT /api/cart/items/${paid._id}`]: { body: withItem(paid._id) },
    });
    render(<AddToCartButton project={paid} />);
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const link = await screen.findByRole('link', { name: 'In cart: view your cart' });
    expect(link).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(link).toHaveFocus());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({});
  });

  it('says "In cart" for a project already there, named where several are listed', async () => {
    mockFetch({ 'GET /api/auth/profile': pending, 'GET /api/cart': { body: withItem(paid._id) } });
    render(<AddToCartButton project={paid} named />);
    expect(await screen.findByRole('link', { name: 'In cart: Invoice Kit' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('shows nothing for a free project, the seller, a held license or a visitor', async () => {
    mockFetch({ 'GET /api/auth/profile': pending, 'GET /api/cart': { body: empty } });
    const free = buildProject({ license: { type: 'free' } });
    const seller = buildUser({ id: paid.author.id });
    const cases = [
      render(<AddToCartButton project={free} />),
      render(<AddToCartButton project={paid} />, seller),
      render(<AddToCartButton project={paid} held />),
    ];
    for (const view of cases) {
      expect(view.container).toBeEmptyDOMElement();
      view.unmount();
    }
    localStorage.clear();
    const visitor = renderRoutes([{ path: '/', element: <AddToCartButton project={paid} /> }]);
    expect(visitor.container).toBeEmptyDOMElement();
  });
});
