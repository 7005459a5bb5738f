import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { releasesAnswer, SHA_100, SHA_110, twoReleases } from '../testing';

import { ReleasesPanel } from './releases-panel';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PROJECT = 'p-1';
const LICENSE = '00000000-0000-4000-8000-00000000000a';

function setup(releases: Reply, opts: { download?: Reply; signedIn?: boolean } = {}) {
  const user = buildUser({ username: 'holder' });
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user } },
    [`GET /api/projects/${PROJECT}/releases`]: releases,
    [`GET /api/licenses/${LICENSE}/download`]: opts.download ?? {
      body: {
        url: '/api/downloads/t',
        expiresAt: '2026-03-02T10:05:00.000Z',
        remainingToday: 19,
        file: { version: '1.1.0', name: 'kit-1.1.0.zip', size: 14_540, sha256: SHA_110 },
      },
    },
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  renderRoutes([{ path: '/', element: <ReleasesPanel projectId={PROJECT} /> }], {
    user: opts.signedIn === false ? null : user,
  });
  return { ...fetch, assign };
}

/** The section once the releases are read. */
async function region() {
  await waitFor(() => expect(screen.queryByText('Loading releases…')).toBeNull());
  return within(await screen.findByRole('region', { name: 'Releases' }));
}

describe('the releases of a project page', () => {
  it('shows a visitor every version with its notes, files, sizes and checksums, and no download', async () => {
    setup({ body: releasesAnswer() }, { signedIn: false });
    const r = await region();
    const items = r.getAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'v1.1.0',
      'v1.0.0',
    ]);
    expect(within(items[0]!).getByText('Latest')).toBeInTheDocument();
    expect(within(items[0]!).getByText('builds')).toBeInTheDocument();
    expect(within(items[0]!).getByText('kit-1.1.0.zip')).toBeInTheDocument();
    expect(within(items[0]!).getByText('14.2 KB')).toBeInTheDocument();
    expect(within(items[0]!).getByText(SHA_110)).toBeInTheDocument();
    expect(within(items[1]!).getByText(SHA_100)).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('button', { name: 'Copy the SHA-256 of kit-1.0.0.zip' }),
    ).toBeInTheDocument();
    expect(r.queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(r.getByText('Buyers of a license download these files.')).toBeInTheDocument();
    expect(r.getByRole('link', { name: 'Changelog' })).toHaveAttribute(
      'href',
      `/project/${PROJECT}/changelog`,
    );
    expect(r.queryByRole('link', { name: 'Manage releases' })).toBeNull();
  });

  it('shows nothing to a visitor when there are no releases', async () => {
    const { calls } = setup({ body: releasesAnswer({ releases: [] }) }, { signedIn: false });
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/projects/${PROJECT}/releases`)).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Loading releases…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Releases' })).toBeNull();
  });

  it('lets an entitled holder download each release and opens the link', async () => {
    const { calls, assign } = setup({
      body: releasesAnswer({
        releases: twoReleases({ downloadable: [true, true], entitled: [true, true] }),
        licenseId: LICENSE,
        updatesUntil: '2027-01-10T10:00:00.000Z',
      }),
    });
    const r = await region();
    await userEvent.click(r.getByRole('button', { name: 'Download v1.0.0 (kit-1.0.0.zip)' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/downloads/t'));
    const call = calls.find((c) => c.path === `/api/licenses/${LICENSE}/download`)!;
    expect(call.query.get('release')).toBe('1.0.0');
    expect(call.query.get('format')).toBeNull();
    expect(call.headers.Accept).toBe('application/json');
    expect(r.getByRole('button', { name: 'Download v1.1.0 (kit-1.1.0.zip)' })).toBeEnabled();
    expect(r.getByText(/Up to 20 downloads a day/)).toBeInTheDocument();
    expect(r.queryByText(/Not in your updates/)).toBeNull();
  });

  it('tells a holder whose term ended before a release to renew, and downloads the earlier one', async () => {
    setup({
      body: releasesAnswer({
        releases: twoReleases({ downloadable: [false, true], entitled: [false, true] }),
        licenseId: LICENSE,
        updatesUntil: '2026-02-01T00:00:00.000Z',
      }),
    });
    const r = await region();
    const [newer, older] = r.getAllByRole('article');
    expect(within(newer!).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(newer).toHaveTextContent('Not in your updates: renew to download');
    expect(within(newer!).getByRole('link', { name: 'renew to download' })).toHaveAttribute(
      'href',
      `/checkout?renew=${LICENSE}`,
    );
    expect(
      within(older!).getByRole('button', { name: 'Download v1.0.0 (kit-1.0.0.zip)' }),
    ).toBeInTheDocument();
    expect(older).not.toHaveTextContent('Not in your updates');
  });

  it('says why a download was refused and opens nothing', async () => {
    const { assign } = setup(
      {
        body: releasesAnswer({
          releases: twoReleases({ downloadable: [true, true], entitled: [true, true] }),
          licenseId: LICENSE,
        }),
      },
      {
        download: {
          status: 429,
          body: { error: 'This license has reached its limit of downloads for today' },
        },
      },
    );
    const r = await region();
    const button = r.getByRole('button', { name: 'Download v1.1.0 (kit-1.1.0.zip)' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers the repository archives to a holder when GitHub is set up', async () => {
    const { calls } = setup({
      body: releasesAnswer({ releases: [], licenseId: LICENSE, archives: 'available' }),
    });
    const r = await region();
    expect(r.getByText('No releases yet.')).toBeInTheDocument();
    await userEvent.click(r.getByRole('button', { name: 'Download the latest code as tar.gz' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/licenses/${LICENSE}/download`)).toBe(true),
    );
    const call = calls.find((c) => c.path === `/api/licenses/${LICENSE}/download`)!;
    expect(call.query.get('format')).toBe('tar.gz');
    expect(call.query.get('release')).toBeNull();
  });

  it('without GitHub and without releases, tells a holder once why there is nothing', async () => {
    setup({
      body: releasesAnswer({
        releases: [],
        licenseId: LICENSE,
        archives: 'github_not_configured',
      }),
    });
    const r = await region();
    expect(
      r.getAllByText('Repository downloads need GitHub, which is not set up on this server.'),
    ).toHaveLength(1);
    expect(r.queryByRole('button')).toBeNull();
  });

  it('shows the author the releases they yanked and where to manage them, without downloads', async () => {
    const [newer, older] = twoReleases({ downloadable: [true, true], entitled: [null, null] });
    setup({
      body: releasesAnswer({ releases: [newer!, { ...older!, yanked: true }], canManage: true }),
    });
    const r = await region();
    const [, yanked] = r.getAllByRole('article');
    expect(within(yanked!).getByText('Yanked')).toBeInTheDocument();
    expect(r.getByRole('link', { name: 'Manage releases' })).toHaveAttribute(
      'href',
      `/edit-project/${PROJECT}#releases`,
    );
    // The author holds no license: their own copy comes straight from the project.
    expect(r.queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(r.getByRole('link', { name: 'Download v1.0.0 (kit-1.0.0.zip)' })).toHaveAttribute(
      'href',
      `/api/projects/${PROJECT}/releases/rel-100/download`,
    );
  });

  it('offers a retry when the releases cannot be loaded', async () => {
    setup({ status: 500, body: { error: 'Internal Server Error' } });
    const r = await region();
    expect(r.getByText(/Releases could not be loaded/)).toBeInTheDocument();
    expect(r.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
