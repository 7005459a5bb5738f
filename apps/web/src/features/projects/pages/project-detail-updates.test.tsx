import type { Project, ProjectDetailResponse, ViewerLicense } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildProject } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as ProjectDetailPage } from './project-detail-page';

beforeAll(() => configure({ asyncUtilTimeout: 8000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const viewer = buildUser({ username: 'jordan' });
const project: Project = buildProject({
  title: 'Starter Kit',
  license: { type: 'paid', price: 39 },
  repository: { freeUrl: null, paidUrl: null },
});
const ID = project._id;

const license = (updatesUntil: string | null): ViewerLicense => ({
  _id: 'lic-9',
  id: 'lic-9',
  kind: 'paid',
  isActive: true,
  purchaseDate: '2025-03-01T00:00:00.000Z',
  githubAccess: { repositoryFullName: null, accessGranted: true, invitationSent: true },
  updatesUntil,
});

function setup(detail: Omit<ProjectDetailResponse, 'project'>, signedIn = true) {
  const fetch = mockFetch({
    'GET /api/auth/profile': signedIn
      ? { body: { user: viewer } }
      : { status: 401, body: { error: 'Not signed in' } },
    'GET /api/github/status': { body: { configured: false, isConnected: false, username: null } },
    [`GET /api/projects/${ID}`]: { body: { project, ...detail } },
    [`GET /api/projects/${ID}/reviews`]: {
      body: {
        reviews: [],
        ownReview: null,
        rating: { average: null, count: 0 },
        pagination: { page: 1, limit: 10, total: 0, pages: 0 },
      },
    },
    [`GET /api/projects/${ID}/bundles`]: { body: { bundles: [] } },
  });
  renderRoutes([{ path: '/project/:id', element: <ProjectDetailPage /> }], {
    url: `/project/${ID}`,
    user: signedIn ? viewer : null,
  });
  return fetch;
}

describe('versions and updates on the project page', { timeout: 30_000 }, () => {
  it('shows the latest version with its changelog and the updates policy', async () => {
    const { calls } = setup(
      {
        userLicense: null,
        updates: {
          updatesMonths: 12,
          renewalPrice: 19,
          latest: { version: '1.2.0', publishedAt: '2026-01-05T10:00:00.000Z' },
        },
      },
      false,
    );
    await screen.findByRole('heading', { level: 1, name: 'Starter Kit' });
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header).toHaveTextContent('v1.2.0·Jan 5, 2026·Changelog');
    expect(within(header).getByRole('link', { name: 'Changelog' })).toHaveAttribute(
      'href',
      `/project/${ID}/changelog`,
    );
    expect(screen.getByTestId('updates-policy')).toHaveTextContent(
      'Includes 12 months of updates, then $19 to renew',
    );
    // A visitor: the releases load below the overview.
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/projects/${ID}/releases`)).toBe(true),
    );
  });

  it('loads no releases for a visitor when there are none, and says "Lifetime updates"', async () => {
    const { calls } = setup(
      { userLicense: null, updates: { updatesMonths: null, renewalPrice: null, latest: null } },
      false,
    );
    await screen.findByRole('heading', { level: 1, name: 'Starter Kit' });
    expect(screen.getByTestId('updates-policy')).toHaveTextContent('Lifetime updates');
    expect(screen.queryByRole('link', { name: 'Changelog' })).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/releases'))).toBe(false);
  });

  it("shows a holder's term, and once it has ended the way to renew", async () => {
    setup({
      userLicense: license('2026-01-10T10:00:00.000Z'),
      updates: { updatesMonths: 12, renewalPrice: 19, latest: null },
    });
    const term = await screen.findByTestId('updates-term');
    expect(term).toHaveTextContent('Updates ended on Jan 10, 2026');
    expect(within(term).getByRole('link', { name: 'Renew for $19' })).toHaveAttribute(
      'href',
      '/checkout?renew=lic-9',
    );
  });

  it('says until when a running term lasts, or that it is for life', async () => {
    setup({
      userLicense: license('2999-01-10T10:00:00.000Z'),
      updates: { updatesMonths: 12, renewalPrice: null, latest: null },
    });
    const term = await screen.findByTestId('updates-term');
    expect(term).toHaveTextContent('Updates until Jan 10, 2999');
    expect(within(term).queryByRole('link')).toBeNull();
  });

  it('says "Lifetime updates" to a holder for life', async () => {
    setup({
      userLicense: license(null),
      updates: { updatesMonths: null, renewalPrice: null, latest: null },
    });
    expect(await screen.findByTestId('updates-term')).toHaveTextContent('Lifetime updates');
  });
});
