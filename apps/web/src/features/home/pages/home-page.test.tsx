import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildProject } from '@/testing/build-project';
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

const stats = { projects: 12, developers: 3, earnedBySellers: 40 };

function setup(home: Reply, user = null as ReturnType<typeof buildUser> | null) {
  mockFetch({
    'GET /api/auth/profile': user ? { body: { user } } : pending,
    'GET /api/home': home,
  });
  renderRoutes(routes, { user });
}

const homeWith = (
  featured: typeof mostViewed | null,
  counts = stats,
  featuredBy: 'admin' | 'views' = 'views',
) => ({ body: { featured, featuredBy: featured ? featuredBy : null, stats: counts } });

describe('Home page', { timeout: 20_000 }, () => {
  it('features the most viewed project of the catalogue, linking to its page', async () => {
    setup(homeWith(mostViewed), buildUser());
    const card = await screen.findByRole('link', { name: /Kanban Board Pro/ });
    expect(card).toHaveAttribute('href', `/project/${mostViewed._id}`);
    expect(within(card).getByText('$49')).toBeInTheDocument();
    expect(within(card).getByText(`by ${mostViewed.author.username}`)).toBeInTheDocument();
    expect(within(card).getByText('1.5K')).toBeInTheDocument();
    expect(screen.getByText('Most viewed on Codebazaar')).toBeInTheDocument();
    // Nothing invented: no mock product.
    expect(screen.queryByText('Rate Limiter Toolkit')).not.toBeInTheDocument();
    expect(screen.queryByText('Running')).not.toBeInTheDocument();
  });

  it('hides the price from visitors', async () => {
    setup(homeWith({ ...mostViewed, license: { ...mostViewed.license, price: null } }));
    const card = await screen.findByRole('link', { name: /Kanban Board Pro/ });
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('shows no product when the catalogue is empty or cannot be read', async () => {
    setup(homeWith(null));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Get started free/ });
    expect(screen.queryByText('Most viewed on Codebazaar')).not.toBeInTheDocument();
  });

  it('says when an admin featured the project', async () => {
    setup(homeWith(mostViewed, stats, 'admin'));
    await screen.findByRole('link', { name: /Kanban Board Pro/ });
    expect(screen.getByText('Featured on Codebazaar')).toBeInTheDocument();
    expect(screen.queryByText('Most viewed on Codebazaar')).not.toBeInTheDocument();
  });

  it('hides the statistics band while every count is too small to impress', async () => {
    setup(homeWith(mostViewed));
    await screen.findByRole('link', { name: /Kanban Board Pro/ });
    expect(
      screen.queryByRole('region', { name: 'Marketplace in numbers' }),
    ).not.toBeInTheDocument();
    // No fixed marketing figures.
    expect(screen.queryByText('10K+')).not.toBeInTheDocument();
  });

  it('shows each real count that is worth showing, and only those', async () => {
    setup(homeWith(mostViewed, { projects: 1234, developers: 7, earnedBySellers: 25_300.5 }));
    const band = await screen.findByRole('region', { name: 'Marketplace in numbers' });
    expect(within(band).getByText('1,234')).toBeInTheDocument();
    expect(within(band).getByText('Projects published')).toBeInTheDocument();
    expect(within(band).getByText('$25,300')).toBeInTheDocument();
    expect(within(band).getByText('Earned by sellers')).toBeInTheDocument();
    expect(within(band).queryByText('Developers selling')).not.toBeInTheDocument();
  });

  it('offers the dashboard and posting a project to signed-in users, by display name', async () => {
    setup(homeWith(null), buildUser({ profile: { displayName: 'Maya Chen', bio: null } }));
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
