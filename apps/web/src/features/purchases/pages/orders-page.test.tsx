import { buildPagination, type OrderDto, type OrdersResponse } from '@codebazaar/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as OrdersPage } from './orders-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const buyer = buildUser({ username: 'buyer' });

const buildOrder = (n: number, items: [string, string][]): OrderDto => ({
  id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  number: `ORD-${String(n).padStart(6, '0')}`,
  items: items.map(([title, status], i) => ({
    projectId: `10000000-0000-4000-8000-${String(n * 10 + i).padStart(12, '0')}`,
    title,
    licenseId: `lic-${n}-${i}`,
    total: 24,
    status,
  })),
  total: 24 * items.length,
  currency: 'USD',
  paidAt: `2026-07-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
  consentedAt: null,
  bundleId: null,
});

const pageOf = (orders: OrderDto[], page: number, totalPages: number): OrdersResponse => ({
  orders,
  pagination: buildPagination(page, 2, totalPages * 2),
});

function setup(answer: (page: number) => OrdersResponse, url = '/orders') {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: buyer } },
    'GET /api/orders': (call) => ({ body: answer(Number(call.query.get('page') ?? '1')) }),
  });
  const view = renderRoutes([{ path: '/orders', element: <OrdersPage /> }], { url, user: buyer });
  return { ...fetch, ...view };
}

describe('Orders page', { timeout: 30_000 }, () => {
  it('says there are no orders yet', async () => {
    setup(() => pageOf([], 1, 0));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse projects' })).toHaveAttribute(
      'href',
      '/find-projects',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('lists the orders with their lines and total, a page at a time', async () => {
    const first = [
      buildOrder(2, [
        ['Starter Kit', 'active'],
        ['API Toolkit', 'refunded'],
      ]),
      buildOrder(1, [['Old Tool', 'active']]),
    ];
    const second = [buildOrder(0, [['First Buy', 'active']])];
    const { calls, router } = setup((page) =>
      page === 1 ? pageOf(first, 1, 2) : pageOf(second, 2, 2),
    );
    const list = within(await screen.findByRole('list', { name: 'Orders' }));
    const link = list.getByRole('link', { name: /Order ORD-000002/ });
    expect(link).toHaveAttribute('href', `/orders/${first[0]!.id}`);
    expect(link).toHaveTextContent('Starter Kit, API Toolkit');
    expect(link).toHaveTextContent('$48.00');
    expect(link).toHaveTextContent('Jul 12, 2026 · 2 projects, 1 refunded');
    expect(list.getByRole('link', { name: /Order ORD-000001/ })).toHaveTextContent('1 project');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await within(screen.getByRole('list', { name: 'Orders' })).findByRole('link', {
        name: /Order ORD-000000/,
      }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.filter((c) => c.path === '/api/orders').map((c) => c.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });
});
