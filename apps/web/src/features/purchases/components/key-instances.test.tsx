import { RELEASE_MESSAGES, type KeyInstancesResponse } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/components/ui/toaster';
import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { KeyInstances } from './key-instances';

// Toasts are not rendered here: what the component tells the buyer is read from notify's calls.
vi.mock('@/components/ui/toaster', () => ({ notify: vi.fn() }));

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = '00000000-0000-4000-8000-000000000001';
const LAPTOP = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'work laptop',
  fingerprint: 'fp-1',
  activatedAt: '2026-03-01T10:00:00.000Z',
};
const SERVER = {
  id: '00000000-0000-4000-8000-00000000000b',
  name: 'build server',
  fingerprint: null,
  activatedAt: '2026-04-01T10:00:00.000Z',
};
const listed = (instances: KeyInstancesResponse['instances'], limit: number | null = 2) => ({
  body: { instances, limit } satisfies KeyInstancesResponse,
});

function setup(handlers: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch({ 'GET /api/auth/profile': pending, ...handlers });
  renderRoutes([{ path: '/dashboard', element: <KeyInstances licenseId={ID} title="Kit" /> }], {
    url: '/dashboard',
    user: buildUser(),
  });
  return mock;
}

const open = () => userEvent.click(screen.getByRole('button', { name: 'Machines using this key' }));

describe("the holder's machines", { timeout: 20_000 }, () => {
  it('reads the machines only when opened, with the limit', async () => {
    const { calls } = setup({
      [`GET /api/licenses/${ID}/instances`]: listed([LAPTOP, SERVER]),
    });
    expect(calls.some((c) => c.path.endsWith('/instances'))).toBe(false);
    await open();
    const list = await screen.findByRole('region', { name: 'Machines using the key of Kit' });
    expect(within(list).getByText('Activated on 2 of 2 machines')).toBeInTheDocument();
    expect(within(list).getByText('work laptop')).toBeInTheDocument();
    expect(within(list).getByText('build server')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Machines using this key' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says how many machines an unlimited key is on', async () => {
    setup({ [`GET /api/licenses/${ID}/instances`]: listed([], null) });
    await open();
    expect(await screen.findByText('Activated on 0 machines')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Free/ })).toBeNull();
  });

  it('frees a machine after asking, and shows the ones left', async () => {
    const { calls } = setup({
      [`GET /api/licenses/${ID}/instances`]: listed([LAPTOP, SERVER]),
      [`DELETE /api/licenses/${ID}/instances/${LAPTOP.id}`]: listed([SERVER]),
      [`GET /api/licenses/${ID}/access`]: pending,
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Free work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free work laptop?' });
    // Cancel first: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Free work laptop' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Free machine' }),
    );
    expect(await screen.findByText('Activated on 1 of 2 machines')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'work laptop was freed');
    expect(screen.queryByRole('button', { name: 'Free work laptop' })).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/licenses/${ID}/instances/${LAPTOP.id}`,
    ]);
  });

  it('says so when the machine was freed elsewhere', async () => {
    setup({
      [`GET /api/licenses/${ID}/instances`]: listed([LAPTOP]),
      [`DELETE /api/licenses/${ID}/instances/${LAPTOP.id}`]: {
        status: 404,
        body: { error: RELEASE_MESSAGES.instanceNotFound },
      },
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Free work laptop' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Free machine' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', RELEASE_MESSAGES.instanceNotFound),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
