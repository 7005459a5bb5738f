import type { KeyInstancesResponse, PurchasedLicense } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildProject } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch, type RecordedCall, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { LicenseUpdates } from './license-updates';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PROJECT = '10000000-0000-4000-8000-0000000000aa';
const LICENSE = '00000000-0000-4000-8000-0000000000bb';
const buyer = buildUser({ username: 'jordan' });

const purchase = (overrides: Partial<PurchasedLicense> = {}): PurchasedLicense => ({
  ...buildProject({ _id: PROJECT, title: 'Kit', license: { type: 'paid', price: 39 } }),
  purchaseDate: '2025-01-10T10:00:00.000Z',
  licenseId: LICENSE,
  licenseKind: 'paid',
  amountPaid: 46.8,
  licenseStatus: 'active',
  refund: null,
  refundRequest: null,
  licenseKey: null,
  updates: {
    updatesUntil: '2026-01-10T10:00:00.000Z',
    latestEntitled: { version: '1.1.0', publishedAt: '2025-06-01T10:00:00.000Z' },
    latest: { version: '1.3.0', publishedAt: '2026-03-01T10:00:00.000Z' },
    releasesBehind: 2,
    renewalPrice: 19,
  },
  ...overrides,
});

const instances: KeyInstancesResponse = {
  instances: [
    {
      id: 'i-1',
      name: 'Build server',
      fingerprint: '0f9e8d7c6b5a49382716aabbccddeeff',
      activatedAt: '2025-02-01T10:00:00.000Z',
    },
    { id: 'i-2', name: 'Laptop', fingerprint: null, activatedAt: '2025-03-01T10:00:00.000Z' },
  ],
  limit: 3,
};

function setup(
  p: PurchasedLicense,
  handlers: Record<string, Reply | ((c: RecordedCall) => Reply)> = {},
) {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: buyer } },
    [`GET /api/projects/${PROJECT}/release-mails`]: { body: { subscribed: true } },
    [`PUT /api/projects/${PROJECT}/release-mails`]: (call) => ({ body: call.body }),
    [`GET /api/licenses/${LICENSE}/download`]: {
      body: { url: '/api/downloads/t', expiresAt: '', remainingToday: 19, file: null },
    },
    [`GET /api/licenses/${LICENSE}/instances`]: { body: instances },
    ...handlers,
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  renderRoutes([{ path: '/dashboard', element: <LicenseUpdates purchase={p} /> }], {
    url: '/dashboard',
    user: buyer,
  });
  return { ...fetch, assign };
}

const row = async () => within(await screen.findByRole('group', { name: 'Updates of Kit' }));

describe("a license's updates in the library", () => {
  it('shows the latest entitled version, how far behind it is, the ended term and the renewal', async () => {
    const { calls, assign } = setup(purchase());
    const r = await row();
    expect(r.getByText('v1.1.0')).toBeInTheDocument();
    expect(r.getByText(/latest is v1\.3\.0/)).toBeInTheDocument();
    expect(r.getByText('2 releases behind')).toBeInTheDocument();
    expect(r.getByTestId('license-updates-term')).toHaveTextContent(
      'Updates ended on Jan 10, 2026',
    );
    expect(r.getByRole('link', { name: 'Renew updates for Kit' })).toHaveAttribute(
      'href',
      `/checkout?renew=${LICENSE}`,
    );
    expect(r.getByRole('link', { name: 'Renew updates for Kit' })).toHaveTextContent(
      'Renew for $19',
    );

    await userEvent.click(r.getByRole('button', { name: 'Download v1.1.0' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/downloads/t'));
    expect(
      calls.find((c) => c.path === `/api/licenses/${LICENSE}/download`)?.query.get('release'),
    ).toBe('1.1.0');
    // No key: no instances.
    expect(r.queryByRole('button', { name: /Instances/ })).toBeNull();
  });

  it('says "Lifetime updates" and offers no renewal for a license for life', async () => {
    setup(
      purchase({
        updates: {
          updatesUntil: null,
          latestEntitled: { version: '1.3.0', publishedAt: '2026-03-01T10:00:00.000Z' },
          latest: { version: '1.3.0', publishedAt: '2026-03-01T10:00:00.000Z' },
          releasesBehind: 0,
          renewalPrice: null,
        },
      }),
    );
    const r = await row();
    expect(r.getByTestId('license-updates-term')).toHaveTextContent('Lifetime updates');
    expect(r.getByText(/\(latest\)/)).toBeInTheDocument();
    expect(r.queryByText(/behind/)).toBeNull();
    expect(r.queryByRole('link', { name: /Renew/ })).toBeNull();
  });

  it('says until when a running term lasts', async () => {
    setup(
      purchase({
        updates: {
          updatesUntil: '2999-01-10T10:00:00.000Z',
          latestEntitled: null,
          latest: null,
          releasesBehind: 0,
          renewalPrice: 19,
        },
      }),
    );
    const r = await row();
    expect(r.getByText('No releases yet')).toBeInTheDocument();
    expect(r.getByTestId('license-updates-term')).toHaveTextContent('Updates until Jan 10, 2999');
    expect(r.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('turns the release mails off and on', async () => {
    const { calls } = setup(purchase());
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Email me new releases of Kit' });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    await waitFor(() => expect(box).toBeEnabled());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { subscribed: false },
    ]);
  });

  it('puts the mail setting back when the server refuses it', async () => {
    setup(purchase(), {
      [`PUT /api/projects/${PROJECT}/release-mails`]: { status: 500, body: { error: 'boom' } },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Email me new releases of Kit' });
    await user.click(box);
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });

  it('lists the instances of a key and frees one after a confirmation', async () => {
    let listed = instances;
    const { calls } = setup(purchase({ licenseKey: 'CB-KEY-1' }), {
      [`GET /api/licenses/${LICENSE}/instances`]: () => ({ body: listed }),
      [`DELETE /api/licenses/${LICENSE}/instances/i-1`]: () => {
        listed = { ...instances, instances: instances.instances.slice(1) };
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    const r = await row();
    const toggle = r.getByRole('button', { name: 'Instances' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls.some((c) => c.path.endsWith('/instances'))).toBe(false);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(await screen.findByRole('list', { name: 'Instances of Kit' }));
    expect(screen.getByText('2 of 3 instances used')).toBeInTheDocument();
    expect(list.getByText('Build server')).toBeInTheDocument();
    expect(list.getByText('0f9e8d7c…eeff')).toHaveAttribute(
      'title',
      '0f9e8d7c6b5a49382716aabbccddeeff',
    );
    expect(list.getByText(/Activated Feb 1, 2025/)).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Free the instance Build server' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Free Build server?' }));
    await user.click(dialog.getByRole('button', { name: 'Free instance' }));
    await waitFor(() => expect(screen.queryByText('Build server')).toBeNull());
    expect(screen.getByText('1 of 3 instances used')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows nothing for a refunded license', async () => {
    setup(
      purchase({
        licenseStatus: 'refunded',
        refund: { amount: 46.8, refundedAt: '2025-02-01T10:00:00.000Z', via: 'refund' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('group')).toBeNull());
  });
});
