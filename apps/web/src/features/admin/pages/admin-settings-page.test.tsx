import { SETTINGS_MESSAGES, type MarketplaceSettings } from '@codebazaar/shared';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as SettingsPage } from './admin-settings-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const admin = buildUser({ username: 'root', role: 'admin' });
const defaults: MarketplaceSettings = {
  sellerOfRecord: { name: 'Codebazaar', address: '', taxId: '' },
  updatedAt: null,
};

function setup(put: (call: RecordedCall) => { status?: number; body?: unknown }) {
  const mocked = mockFetch({
    'GET /api/auth/profile': { body: { user: admin } },
    'GET /api/admin/settings': { body: defaults },
    'PUT /api/admin/settings': put,
  });
  renderRoutes([{ path: '/admin/settings', element: <SettingsPage /> }], {
    url: '/admin/settings',
    user: admin,
  });
  return mocked;
}

describe('Admin settings page', { timeout: 30_000 }, () => {
  it('says what is missing, and saves the seller of record with the keyboard', async () => {
    const u = userEvent.setup();
    const { calls } = setup((call) => ({
      body: {
        sellerOfRecord: (call.body as MarketplaceSettings).sellerOfRecord,
        updatedAt: '2026-11-27T12:00:00.000Z',
      },
    }));
    const name = await screen.findByLabelText(/Legal name/);
    expect(name).toHaveValue('Codebazaar');
    expect(screen.getByText(SETTINGS_MESSAGES.addressMissing)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.taxIdMissing)).toBeInTheDocument();

    await u.clear(name);
    await u.type(name, 'Codebazaar Ltd');
    await u.type(screen.getByLabelText(/Address/), '1 Quay Street{enter}Dublin');
    await u.type(screen.getByLabelText(/Tax id/), 'IE1234567T{enter}');

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      sellerOfRecord: {
        name: 'Codebazaar Ltd',
        address: '1 Quay Street\nDublin',
        taxId: 'IE1234567T',
      },
    });
    expect(screen.queryByText(SETTINGS_MESSAGES.addressMissing)).not.toBeInTheDocument();
    expect(screen.getByText(/Last saved/)).toBeInTheDocument();
  });

  it('refuses an empty name beside the field, and shows a server error', async () => {
    const u = userEvent.setup();
    const { calls } = setup(() => ({ status: 400, body: { error: 'The server said no' } }));
    const name = await screen.findByLabelText(/Legal name/);
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.type(name, 'Someone');
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The server said no')).toBeInTheDocument();
  });
});
