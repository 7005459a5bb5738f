import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { CodeDownloadsPanel } from './code-downloads-panel';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const PROJECT = 'p-1';
const LICENSE = 'l-1';
const user = buildUser({ username: 'holder' });

function setup(
  releases: object,
  download: object = {
    status: 200,
    body: { url: '/api/downloads/t', expiresAt: '', remainingToday: 19 },
  },
  githubConfigured = true,
) {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user } },
    'GET /api/github/status': {
      body: { configured: githubConfigured, isConnected: false, username: null },
    },
    [`GET /api/projects/${PROJECT}/releases`]: releases,
    [`GET /api/licenses/${LICENSE}/download`]: download,
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  renderRoutes(
    [{ path: '/', element: <CodeDownloadsPanel projectId={PROJECT} licenseId={LICENSE} /> }],
    {
      user,
    },
  );
  return { ...fetch, assign };
}

afterEach(() => vi.unstubAllGlobals());

describe('CodeDownloadsPanel', () => {
  it('lists releases and opens the link of the chosen version and format', async () => {
    const { calls, assign } = setup({
      body: {
        licenseId: LICENSE,
        releases: [
          { tag: 'v2.0.0', name: 'Big one', publishedAt: '2026-02-01T00:00:00Z', notes: 'New API' },
        ],
        archives: 'available',
      },
    });
    expect(await screen.findByText('v2.0.0')).toBeInTheDocument();
    expect(screen.getByText('Big one')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Download release v2.0.0 as tar.gz' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/downloads/t'));
    const call = calls.find((c) => c.path === `/api/licenses/${LICENSE}/download`)!;
    expect(call.headers.Accept).toBe('application/json');
  });

  it('says when there are no releases, and opens nothing when a download is refused', async () => {
    const { assign, calls } = setup(
      { body: { licenseId: LICENSE, releases: [], archives: 'available' } },
      { status: 429, body: { error: 'This license has reached its limit of downloads for today' } },
    );
    expect(await screen.findByText('No releases yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download the latest code as zip' }));
    // The refusal is told in a toast; the buttons come back and nothing is opened.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download the latest code as zip' })).toBeEnabled(),
    );
    expect(calls.some((c) => c.path === `/api/licenses/${LICENSE}/download`)).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers a retry when the releases cannot be loaded', async () => {
    setup({ status: 502, body: { error: 'GitHub is not answering: try again in a few minutes' } });
    expect(await screen.findByText(/Releases could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('without GitHub on the server, offers no zip or tar.gz and says why once', async () => {
    const { calls } = setup(
      { body: { licenseId: LICENSE, releases: [], archives: 'github_not_configured' } },
      undefined,
      false,
    );
    expect(
      await screen.findAllByText(
        'Repository downloads need GitHub, which is not set up on this server.',
      ),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/projects/${PROJECT}/releases`)).toBe(true),
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/No releases yet|downloads a day/)).toBeNull();
  });

  it('reads the releases answer too: no archives when the server says GitHub is missing', async () => {
    setup({ body: { licenseId: LICENSE, releases: [], archives: 'github_not_configured' } });
    expect(
      await screen.findByText(
        'Repository downloads need GitHub, which is not set up on this server.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });
});
