import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildProject, listResponse } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch, pending, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as HomePage } from './home-page';

const routes = [{ path: '/', element: <HomePage /> }];

const mostViewed = buildProject({
  title: 'Kanban Board Pro',
  description: 'Drag-and-drop boards for small teams.',
  category: 'web',
  license: { type: 'paid', price: 49 },
  stats: { views: 1520, downloads: 31, stars: 12 },
});

function setup(projects: Reply, user = null as ReturnType<typeof buildUser> | null) {
  const { fetchMock } = mockFetch({
    'GET /api/auth/profile': user ? { body: { user } } : pending,
    'GET /api/projects': projects,
  });
  renderRoutes(routes, { user });
  const listQuery = () => {
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/projects');
    return Object.fromEntries(url?.searchParams ?? []);
  };
  return { listQuery };
}

const withTotal = (total: number) => {
  const body = listResponse([mostViewed]);
  return { body: { ...body, pagination: { ...body.pagination, total } } };
};

describe('Home page', { timeout: 20_000 }, () => {
  it('features the most viewed project of the catalogue, linking to its page', async () => {
    const { listQuery } = setup(withTotal(12), buildUser());
    const card = await screen.findByRole('link', { name: /Kanban Board Pro/ });
    expect(card).toHaveAttribute('href', `/project/${mostViewed._id}`);
    expect(within(card).getByText('$49')).toBeInTheDocument();
    expect(within(card).getByText(`by ${mostViewed.author.username}`)).toBeInTheDocument();
    expect(within(card).getByText('1.5K')).toBeInTheDocument();
    expect(screen.getByText('Most viewed on Codebazaar')).toBeInTheDocument();
    expect(listQuery()).toEqual({ sortBy: 'stats.views', sortOrder: 'desc', limit: '1' });
    // Nothing invented: no mock product.
    expect(screen.queryByText('Rate Limiter Toolkit')).not.toBeInTheDocument();
    expect(screen.queryByText('Running')).not.toBeInTheDocument();
  });

  it('hides the price from visitors', async () => {
    setup({
      body: listResponse([{ ...mostViewed, license: { ...mostViewed.license, price: null } }]),
    });
    const card = await screen.findByRole('link', { name: /Kanban Board Pro/ });
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('shows no product when the catalogue is empty or cannot be read', async () => {
    setup({ body: listResponse([]) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Get started free/ });
    expect(screen.queryByText('Most viewed on Codebazaar')).not.toBeInTheDocument();
  });

  it('counts published projects only when the number is worth showing', async () => {
    setup(withTotal(12));
    await screen.findByRole('link', { name: /Kanban Board Pro/ });
    expect(
      screen.queryByRole('region', { name: 'Marketplace in numbers' }),
    ).not.toBeInTheDocument();
    // No fixed marketing figures.
    expect(screen.queryByText('10K+')).not.toBeInTheDocument();
  });

  it('shows the real number of published projects from 100 on', async () => {
    setup(withTotal(1234));
    const band = await screen.findByRole('region', { name: 'Marketplace in numbers' });
    expect(within(band).getByText('1,234')).toBeInTheDocument();
    expect(within(band).getByText('Projects published')).toBeInTheDocument();
  });

  it('offers the dashboard and posting a project to signed-in users, by display name', async () => {
    setup(withTotal(1), buildUser({ profile: { displayName: 'Maya Chen', bio: null } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome back, Maya Chen/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Post a project' })).toHaveAttribute(
      'href',
      '/post-projects',
    );
    expect(document.querySelector('a[href="/upload"]')).toBeNull();
  });
});
