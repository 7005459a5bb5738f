import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildProject } from '@/testing/build-project';
import { mockFetch, pending, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { releasesAnswer, SHA_100, SHA_110 } from '../testing';

import { Component as ChangelogPage } from './changelog-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const project = buildProject({ title: 'Starter Kit', license: { type: 'paid', price: 39 } });
const ID = project._id;

function setup(
  releases: Reply | (() => Promise<never>),
  detail: Reply = { body: { project, userLicense: null } },
) {
  const fetch = mockFetch({
    'GET /api/auth/profile': { status: 401, body: { error: 'Not signed in' } },
    [`GET /api/projects/${ID}`]: detail,
    [`GET /api/projects/${ID}/releases`]: releases,
  });
  renderRoutes([{ path: '/project/:id/changelog', Component: ChangelogPage }], {
    url: `/project/${ID}/changelog`,
  });
  return fetch;
}

describe('the changelog page', () => {
  it('lists every release newest first with notes, files and checksums, and links the feed', async () => {
    setup({ body: releasesAnswer() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Starter Kit' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Starter Kit: changelog/);
    expect(screen.getByRole('link', { name: 'Back to Starter Kit' })).toHaveAttribute(
      'href',
      `/project/${ID}`,
    );
    expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute(
      'href',
      `/project/${ID}/changelog.xml`,
    );
    const entries = within(screen.getByRole('list', { name: 'Releases' })).getAllByRole('article');
    expect(entries.map((e) => within(e).getByRole('heading').textContent)).toEqual([
      'v1.1.0',
      'v1.0.0',
    ]);
    expect(within(entries[0]!).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('builds').tagName).toBe('STRONG');
    expect(within(entries[0]!).getByText(SHA_110)).toBeInTheDocument();
    expect(within(entries[1]!).getByText('First release')).toBeInTheDocument();
    expect(within(entries[1]!).getByText(SHA_100)).toBeInTheDocument();
    expect(within(entries[1]!).getByText('2.0 KB')).toBeInTheDocument();
    // Reading, not downloading.
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('says "No releases yet" for a project without releases', async () => {
    setup({ body: releasesAnswer({ releases: [] }) });
    expect(await screen.findByRole('heading', { name: 'No releases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atom feed' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    setup(pending);
    expect(await screen.findByText('Loading changelog')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says when the project does not exist', async () => {
    setup(
      { status: 404, body: { error: 'Project not found' } },
      { status: 404, body: { error: 'Project not found' } },
    );
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  });

  it('offers a retry when the releases cannot be loaded', async () => {
    setup({ status: 500, body: { error: 'Internal Server Error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The changelog could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
