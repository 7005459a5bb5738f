import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { DiscountCodes } from './discount-codes';

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () =>
  renderRoutes([{ path: '/seller', element: <DiscountCodes /> }], {
    url: '/seller',
    user: buildUser(),
  });

describe('the new discount code form', () => {
  it('says what is missing under the field, then what the request schema refuses', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/dashboard': pending,
      'GET /api/seller/discounts': { body: { discounts: [] } },
    });
    render();
    const form = await screen.findByRole('form', { name: 'New discount code' });
    const create = within(form).getByRole('button', { name: 'Create code' });
    await userEvent.click(create);
    const code = within(form).getByLabelText(/^Code/);
    expect(await within(form).findByText('Enter a code')).toBeVisible();
    expect(within(form).getByText('Enter an amount above 0')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(code, 'half off');
    await userEvent.type(within(form).getByLabelText(/^Amount/), '150');
    await userEvent.click(create);
    expect(
      await within(form).findByText('Use letters, digits, dashes and underscores only'),
    ).toBeVisible();
    expect(within(form).getByText(/A percent discount is at most 100/)).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the code as the request takes it and shows the server refusal below the form', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/dashboard': pending,
      'GET /api/seller/discounts': { body: { discounts: [] } },
      'POST /api/seller/discounts': { status: 409, body: { error: 'This code already exists' } },
    });
    render();
    const form = await screen.findByRole('form', { name: 'New discount code' });
    await userEvent.type(within(form).getByLabelText(/^Code/), ' LAUNCH20 ');
    await userEvent.type(within(form).getByLabelText(/^Amount/), '20');
    await userEvent.type(within(form).getByLabelText(/^Max uses/), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This code already exists');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      code: 'LAUNCH20',
      type: 'percent',
      amount: 20,
      projectIds: [],
      maxRedemptions: 5,
      endsAt: null,
    });
  });
});
