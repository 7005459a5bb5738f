import { BUNDLE_MESSAGES } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { bundleKeys } from '@/lib/query-keys';
import { buildUser } from '@/testing/factories';
import { mockFetch, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { ProjectBundles } from '../components/project-bundles';
import { buildBundle, buildBundleProject } from '../testing';
import { Component as BundlePage } from './bundle-page';

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const buyer = buildUser({ username: 'jordan' });

function render(reply: Reply, user: ReturnType<typeof buildUser> | null = buyer, id = 'b-1') {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user } },
    [`GET /api/bundles/${id}`]: reply,
  });
  const view = renderRoutes(
    [
      { path: '/bundle/:id', element: <BundlePage /> },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { url: `/bundle/${id}`, user },
  );
  return { ...fetch, ...view };
}

describe('the bundle page', () => {
  it('shows a visitor the projects without amounts, and a sign-in that comes back here', async () => {
    const bundle = buildBundle({
      price: null,
      listPrice: null,
      projects: [
        buildBundleProject({ title: 'Auth kit', listPrice: null, bundleShare: null }),
        buildBundleProject({ title: 'Billing kit', listPrice: null, bundleShare: null }),
      ],
    });
    const { router } = render({ body: { bundle, forViewer: null } }, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'SaaS starter' })).toBeVisible();
    expect(screen.getByText('Everything a SaaS needs')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Maya Chen' })).toHaveAttribute(
      'href',
      '/author/maya-chen',
    );
    expect(screen.getByRole('link', { name: 'Auth kit' })).toHaveAttribute(
      'href',
      `/project/${bundle.projects[0]!.id}`,
    );
    expect(screen.getAllByText('Premium')).toHaveLength(2);
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buy bundle' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to view price' }));
    expect(await screen.findByText('Sign-in page')).toBeVisible();
    expect(router.state.location.state).toMatchObject({ from: { pathname: `/bundle/b-1` } });
  });

  it('shows a buyer each price, the list total struck through, the saving and Buy bundle', async () => {
    const bundle = buildBundle();
    render({ body: { bundle, forViewer: { heldProjectIds: [], price: 45 } } });
    const panel = await screen.findByRole('complementary', { name: 'Bundle price' });
    expect(within(panel).getByText('$45')).toBeVisible();
    expect(within(panel).getByText('$60').closest('s')).not.toBeNull();
    expect(within(panel).getByText('You save $15 (25%)')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Buy bundle' })).toHaveAttribute(
      'href',
      `/checkout?bundle=${bundle.id}`,
    );
    const items = within(screen.getByRole('region', { name: 'What is inside' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Auth kit',
      'Billing kit',
      'Admin kit',
    ]);
    expect(items[0]).toHaveTextContent('$10');
    expect(screen.queryByText('You own this')).toBeNull();
    expect(screen.queryByText('Complete the bundle')).toBeNull();
  });

  it('offers a buyer who owns some of it the rest at its price, marking what they own', async () => {
    const bundle = buildBundle();
    const owned = bundle.projects[1]!;
    render({ body: { bundle, forViewer: { heldProjectIds: [owned.id], price: 30 } } });
    const panel = await screen.findByRole('complementary', { name: 'Bundle price' });
    const complete = within(panel).getByRole('heading', { name: 'Complete the bundle' });
    expect(complete.parentElement).toHaveTextContent('$30');
    expect(complete.parentElement).toHaveTextContent('You already own 1 of these projects');
    expect(within(panel).getByRole('link', { name: 'Buy bundle' })).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('You own this');
    expect(items[0]).not.toHaveTextContent('You own this');
  });

  it('tells a buyer who owns everything, with nothing to buy', async () => {
    const bundle = buildBundle();
    render({
      body: { bundle, forViewer: { heldProjectIds: bundle.projects.map((p) => p.id), price: 0 } },
    });
    expect(await screen.findByText('You already own every project of this bundle.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Buy bundle' })).toBeNull();
    expect(screen.getAllByText('You own this')).toHaveLength(3);
  });

  it('says why a bundle is not available, with no way to buy it', async () => {
    const bundle = buildBundle({
      available: false,
      unavailableReason: BUNDLE_MESSAGES.projectUnpublished,
    });
    render({ body: { bundle, forViewer: null } });
    expect(await screen.findByText('This bundle is not available right now')).toBeVisible();
    expect(screen.getByText(`${BUNDLE_MESSAGES.projectUnpublished}.`)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Buy bundle' })).toBeNull();
  });

  it('tells its seller it is theirs', async () => {
    const bundle = buildBundle({ sellerId: buyer.id });
    render({ body: { bundle, forViewer: { heldProjectIds: [], price: 45 } } });
    expect(await screen.findByText('This is your bundle.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage your bundles' })).toHaveAttribute(
      'href',
      '/seller-dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Buy bundle' })).toBeNull();
  });

  it('shows the not-found page for an unknown bundle', async () => {
    render({ status: 404, body: { error: BUNDLE_MESSAGES.notFound } });
    expect(await screen.findByRole('heading', { name: 'Bundle not found' })).toBeVisible();
  });

  it('offers to try again when the bundle cannot be loaded', async () => {
    render({ status: 500, body: { error: 'Internal server error' } });
    expect(await screen.findByText('Failed to load the bundle')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('"Also in bundles" on a project page', () => {
  const renderList = (reply: Reply) => {
    mockFetch({
      'GET /api/auth/profile': { body: { user: buyer } },
      'GET /api/projects/p-1/bundles': reply,
    });
    return renderRoutes([{ path: '/project/:id', element: <ProjectBundles projectId="p-1" /> }], {
      url: '/project/p-1',
      user: buyer,
    });
  };

  it('lists the bundles with their price and a link', async () => {
    renderList({
      body: {
        bundles: [
          {
            id: 'b-1',
            title: 'SaaS starter',
            price: 45,
            listPrice: 60,
            currency: 'USD',
            projectCount: 3,
          },
          {
            id: 'b-2',
            title: 'Duo',
            price: null,
            listPrice: null,
            currency: 'USD',
            projectCount: 2,
          },
        ],
      },
    });
    const region = await screen.findByRole('region', { name: 'Also in bundles' });
    const links = within(region).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/bundle/b-1');
    expect(links[0]).toHaveTextContent('SaaS starter3 projects · $45 $60');
    expect(links[1]).toHaveTextContent('Duo2 projects · sign in to see the price');
  });

  it('shows nothing when the project is in no bundle', async () => {
    const { container, queryClient } = renderList({ body: { bundles: [] } });
    await waitFor(() =>
      expect(queryClient.getQueryState(bundleKeys.ofProject('p-1'))?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Also in bundles' })).toBeNull();
    expect(container.textContent).toBe('');
  });
});
