import type { LicenseAccess } from '@codebazaar/shared';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { PurchaseAccess } from './purchase-access';

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = '00000000-0000-4000-8000-000000000001';
const access = (overrides: Partial<LicenseAccess>): LicenseAccess => ({
  state: 'invited',
  githubUsername: 'jordan-gh',
  repositoryFullName: 'maya/kit',
  invitedAt: '2025-02-03T10:00:00.000Z',
  acceptedAt: null,
  expiresAt: '2025-02-10T10:00:00.000Z',
  lastError: null,
  attempts: 0,
  nextAttemptAt: null,
  events: [],
  ...overrides,
});

function setup(handlers: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch({
    'GET /api/auth/profile': pending,
    'GET /api/github/status': {
      body: {
        configured: true,
        isConnected: true,
        username: 'jordan-gh',
        webUrl: 'https://github.example',
      },
    },
    ...handlers,
  });
  renderRoutes([{ path: '/dashboard', element: <PurchaseAccess licenseId={ID} title="Kit" /> }], {
    url: '/dashboard',
    user: buildUser(),
  });
  return mock;
}

describe("the buyer's next step for repository access", () => {
  it('links to the invitation on GitHub while it waits', async () => {
    setup({ [`GET /api/licenses/${ID}/access`]: { body: access({}) } });
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Accept the invitation on GitHub/ })).toHaveAttribute(
      'href',
      'https://github.example/maya/kit/invitations',
    );
  });

  it('asks to connect GitHub, without an error', async () => {
    setup({
      [`GET /api/licenses/${ID}/access`]: {
        body: access({ state: 'waiting_for_github', githubUsername: null }),
      },
    });
    expect(await screen.findByText('GitHub not connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect GitHub' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends an expired invitation again', async () => {
    const { calls } = setup({
      [`GET /api/licenses/${ID}/access`]: { body: access({ state: 'invitation_expired' }) },
      [`POST /api/licenses/${ID}/access/resend`]: {
        status: 202,
        body: access({ state: 'queued' }),
      },
    });
    expect(await screen.findByText('Invitation expired')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation to Kit again' }));
    expect(await screen.findByText('A new invitation is on its way.')).toBeInTheDocument();
    expect(screen.getByText('Invitation queued')).toBeInTheDocument();
    expect(calls.some((c) => c.path === `/api/licenses/${ID}/access/resend`)).toBe(true);
  });

  it('shows nothing for a license without a repository', async () => {
    const { calls } = setup({
      [`GET /api/licenses/${ID}/access`]: { body: access({ state: null }) },
    });
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/licenses/${ID}/access`)).toBe(true),
    );
    expect(screen.queryByText(/Invitation|GitHub/)).toBeNull();
  });
});
