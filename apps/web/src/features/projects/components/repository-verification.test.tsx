import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { RepositoryVerification } from './repository-verification';

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Harness() {
  const [url, setUrl] = useState('');
  return (
    <>
      <input aria-label="Repository URL" value={url} onChange={(e) => setUrl(e.target.value)} />
      <RepositoryVerification url={url} />
    </>
  );
}

const connected: Reply = { body: { configured: true, isConnected: true, username: 'maya-gh' } };
const verified = {
  body: {
    repository: {
      fullName: 'maya/invoice-kit',
      description: null,
      language: 'TypeScript',
      stars: 7,
      isPrivate: true,
      htmlUrl: 'https://github.com/maya/invoice-kit',
    },
  },
};

function setup(
  handlers: Record<string, Reply | (() => Reply)>,
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  const mock = mockFetch({ 'GET /api/auth/profile': pending, ...handlers });
  renderRoutes([{ path: '/', element: <Harness /> }], {
    user: signedIn ? buildUser() : null,
  });
  return mock;
}

const type = (text: string) =>
  userEvent.setup().type(screen.getByRole('textbox', { name: 'Repository URL' }), text);
const verifyCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/api/github/verify-repository');

describe('Repository URL verification', { timeout: 20_000 }, () => {
  it('verifies a GitHub URL once typing stops and shows the repository', async () => {
    const { calls } = setup({
      'GET /api/github/status': connected,
      'POST /api/github/verify-repository': verified,
    });
    await type('https://github.com/maya/invoice-kit');
    expect(await screen.findByText('Verifying repository...')).toBeInTheDocument();
    const box = await screen.findByText(/Verified:/);
    expect(box.closest('[role=status]')).toHaveTextContent(
      /maya\/invoice-kit.*TypeScript.*7.*Private/,
    );
    // Debounced: one call for the whole URL.
    expect(verifyCalls(calls)).toHaveLength(1);
    expect(verifyCalls(calls)[0]).toMatchObject({
      body: { repositoryUrl: 'https://github.com/maya/invoice-kit' },
    });
  });

  it("shows 'Verification failed' with the server error", async () => {
    setup({
      'GET /api/github/status': connected,
      'POST /api/github/verify-repository': {
        status: 404,
        body: { error: 'Repository not found, or your GitHub account cannot see it' },
      },
    });
    await type('https://github.com/maya/gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed: Repository not found, or your GitHub account cannot see it',
    );
  });

  it("falls back to 'Failed to verify repository'", async () => {
    setup({
      'GET /api/github/status': connected,
      'POST /api/github/verify-repository': { status: 502, body: { error: 'Bad gateway' } },
    });
    await type('https://github.com/maya/flaky');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify repository');
  });

  it('checks only URLs that contain the GitHub host (from the status when given)', async () => {
    const { calls } = setup({
      'GET /api/github/status': {
        body: {
          configured: true,
          isConnected: true,
          username: 'maya',
          webUrl: 'http://127.0.0.1:4999',
        },
      },
      'POST /api/github/verify-repository': verified,
    });
    await type('https://github.com/maya/invoice-kit');
    await new Promise((r) => setTimeout(r, 900));
    expect(verifyCalls(calls)).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Repository URL' }));
    await type('http://127.0.0.1:4999/maya/invoice-kit');
    expect(await screen.findByText(/Verified:/)).toBeInTheDocument();
  });

  for (const [name, status, signedIn] of [
    ['GitHub is not connected', { configured: true, isConnected: false, username: null }, true],
    ['GitHub is not configured', { configured: false, isConnected: false, username: null }, true],
    ['the visitor is signed out', { configured: true, isConnected: true, username: 'x' }, false],
  ] as const) {
    it(`shows nothing when ${name}`, async () => {
      const { calls } = setup(
        {
          'GET /api/github/status': { body: status },
          'POST /api/github/verify-repository': verified,
        },
        { signedIn },
      );
      await type('https://github.com/maya/invoice-kit');
      await new Promise((r) => setTimeout(r, 900));
      expect(verifyCalls(calls)).toHaveLength(0);
      expect(screen.queryByText(/Verif/)).toBeNull();
    });
  }

  it('shows nothing for other hosts', async () => {
    const { calls } = setup({
      'GET /api/github/status': connected,
      'POST /api/github/verify-repository': verified,
    });
    await type('https://gitlab.com/maya/invoice-kit');
    await new Promise((r) => setTimeout(r, 900));
    expect(verifyCalls(calls)).toHaveLength(0);
  });
});
