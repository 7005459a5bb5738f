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

const CONFIGURED = {
  configured: true,
  isConnected: true,
  username: 'jordan-gh',
  webUrl: 'https://github.example',
};
const NOT_CONFIGURED = { configured: false, isConnected: false, username: null };

function setup(handlers: Parameters<typeof mockFetch>[0], github: object = CONFIGURED) {
  const mock = mockFetch({
    'GET /api/auth/profile': pending,
    'GET /api/github/status': { body: github },
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
    expect(await screen.findByText('Invitation Pending')).toBeInTheDocument();
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
    expect(await screen.findByText('GitHub Not Connected')).toBeInTheDocument();
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
    expect(await screen.findByText('Invitation Expired')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation to Kit again' }));
    expect(await screen.findByText('A new invitation is on its way.')).toBeInTheDocument();
    expect(screen.getByText('Invitation Queued')).toBeInTheDocument();
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

  it.each([
    ['queued', 'jordan-gh'],
    ['invited', 'jordan-gh'],
    ['waiting_for_github', null],
    ['failed', 'jordan-gh'],
    ['invitation_expired', 'jordan-gh'],
  ] as const)(
    'without GitHub on the server, a %s license says so once and offers nothing that cannot work',
    async (state, githubUsername) => {
      setup(
        {
          [`GET /api/licenses/${ID}/access`]: {
            body: access({ state, githubUsername, lastError: 'GitHub could not be reached.' }),
          },
        },
        NOT_CONFIGURED,
      );
      expect(await screen.findByText('GitHub Not Set Up')).toBeInTheDocument();
      // The label says it; each row of the library does not repeat a sentence.
      expect(screen.getAllByText(/GitHub/)).toHaveLength(1);
      expect(screen.queryByText(/queued|on its way|Invitation Pending/i)).toBeNull();
      expect(screen.queryByText('GitHub could not be reached.')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    },
  );

  it('without GitHub on the server, access granted earlier stays granted', async () => {
    setup(
      { [`GET /api/licenses/${ID}/access`]: { body: access({ state: 'active' }) } },
      NOT_CONFIGURED,
    );
    expect(await screen.findByText('Access Granted')).toBeInTheDocument();
    expect(screen.queryByText('GitHub Not Set Up')).toBeNull();
  });
});
