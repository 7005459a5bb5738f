import type { SellerLicenseKeysResponse } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildProject } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { LicenseKeysManager } from './license-keys-manager';

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const project = buildProject({ title: 'Desktop Tool', license: { type: 'freemium' } });
const keys: SellerLicenseKeysResponse = {
  settings: {
    enabled: true,
    activationLimit: 3,
    validityDays: null,
    freeClaims: true,
    certificateDays: 30,
  },
  keys: [
    {
      licenseId: '00000000-0000-4000-8000-000000000011',
      maskedKey: 'CB-•••••-•••••-•••••-•••••-•••••-AB12C',
      buyer: 'jordan',
      kind: 'free',
      status: 'active',
      issuedAt: '2026-02-03T10:00:00.000Z',
      expiresAt: null,
      activations: { used: 1, limit: 3 },
    },
  ],
};

describe("the seller's key manager", () => {
  it('saves whether free claims get keys and how long certificates last', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      [`GET /api/projects/${project._id}/license-keys`]: { body: keys },
      [`PUT /api/projects/${project._id}/license-keys`]: (call) => ({
        body: { settings: call.body },
      }),
    });
    renderRoutes([{ path: '/seller', element: <LicenseKeysManager projects={[project]} /> }], {
      url: '/seller',
      user: buildUser(),
    });
    const freeClaims = await screen.findByRole('checkbox', { name: /Free claims get a key too/ });
    expect(freeClaims).toBeChecked();
    const days = screen.getByLabelText('Certificates last (days)');
    expect(days).toHaveValue('30');
    const row = within(screen.getByTestId('seller-license-keys'))
      .getByText('jordan')
      .closest('tr')!;
    expect(row).toHaveTextContent('Free claim');

    await userEvent.click(freeClaims);
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save key settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      enabled: true,
      freeClaims: false,
      activationLimit: 3,
      validityDays: null,
      certificateDays: 14,
    });
  });

  it("shows the request schema's text under a field it refuses, and sends nothing", async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      [`GET /api/projects/${project._id}/license-keys`]: { body: keys },
    });
    renderRoutes([{ path: '/seller', element: <LicenseKeysManager projects={[project]} /> }], {
      url: '/seller',
      user: buildUser(),
    });
    const days = await screen.findByLabelText('Certificates last (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save key settings' }));
    const error = await screen.findByText('The certificate validity must be at most 365 days');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(days.getAttribute('aria-describedby')).toContain(error.id);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
