import type { DashboardResponse, Project } from '@codebazaar/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as DashboardPage } from './dashboard-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const user = buildUser({ username: 'maya', profile: { displayName: 'Maya Chen', bio: null } });

let seq = 0;
function project(overrides: Partial<Project> = {}): Project {
  seq += 1;
  const id = `20000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    title: `Project ${seq}`,
    description: 'A project',
    category: 'web',
    tags: [],
    tech_stack: [],
    author: {
      _id: user.id,
      id: user.id,
      username: user.username,
      displayName: null,
      profileImage: null,
      reputation: 3,
    },
    license: {
      type: 'free',
      price: 0,
      sellerPrice: 0,
      marketplaceFeePct: 20,
      sellerEarnings: 0,
      marketplaceFee: 0,
      customerPrice: 0,
      currency: 'USD',
      features: { freeFeatures: [], paidFeatures: [] },
      payWhatYouWant: false,
      suggestedPrice: null,
      refundWindowDays: 14,
    },
    repository: { freeUrl: 'https://github.com/maya/free', paidUrl: null },
    demo: { url: null },
    demoUrl: null,
    stats: { views: 10, downloads: 2, stars: 1 },
    rating: { average: null, count: 0 },
    media: { cover: null, screenshots: [] },
    status: 'published',
    githubVerified: false,
    sourceRepository: null,
    publishedAt: '2025-03-01T00:00:00.000Z',
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-02T00:00:00.000Z',
    ...overrides,
  };
}

function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    publishedProjects: [project({ title: 'Live One' })],
    draftProjects: [1, 2, 3, 4].map((n) =>
      project({ title: `Draft ${n}`, status: 'draft', publishedAt: null }),
    ),
    purchasedLicenses: [
      {
        ...project({ title: 'Bought Kit' }),
        purchaseDate: '2025-04-01T00:00:00.000Z',
        licenseId: 'lic-1',
        licenseKind: 'paid',
        amountPaid: 36,
        refundRequest: null,
        licenseStatus: 'active',
        refund: null,
      },
    ],
    sellerStats: {
      totalProjects: 1,
      totalViews: 12345,
      totalDownloads: 67,
      totalRevenue: 480.5,
      totalStars: 9,
      freeDownloads: 40,
      paidDownloads: 27,
      monthlyRevenue: 60,
    },
    recentActivity: [1, 2, 3, 4, 5, 6].map((n) => ({
      type: 'sale' as const,
      message: `Activity ${n}`,
      date: '2025-04-0' + n + 'T00:00:00.000Z',
      revenue: 10,
      projectId: 'p',
    })),
    ...overrides,
  };
}

const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/edit-project/:id', element: <p>Edit page</p> },
];

function setup(reply: Reply, url = '/dashboard') {
  mockFetch({ 'GET /api/auth/profile': { body: { user } }, 'GET /api/dashboard': reply });
  return renderRoutes(routes, { url, user });
}

describe('Dashboard', { timeout: 30_000 }, () => {
  it('shows the welcome line, four stat cards, 5 activities and 3 recent drafts', async () => {
    setup({ body: dashboard() });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Maya Chen!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('12,345')).toBeInTheDocument();
    expect(screen.getByText('67')).toBeInTheDocument();
    expect(screen.getByText('$480.50')).toBeInTheDocument();
    expect(screen.getByText('$60 this month')).toBeInTheDocument();
    expect(screen.getByText('Activity 5')).toBeInTheDocument();
    expect(screen.queryByText('Activity 6')).not.toBeInTheDocument();
    const drafts = within(
      screen.getByRole('heading', { name: 'Recent Drafts' }).closest('.rounded-xl')!,
    );
    expect(drafts.getAllByRole('link', { name: /Draft \d/ })).toHaveLength(3);
    expect(drafts.getByRole('link', { name: /Draft 1/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/edit-project\//),
    );
    expect(screen.getByRole('link', { name: /Post a New Project/ })).toHaveAttribute(
      'href',
      '/post-projects',
    );
    expect(screen.getByRole('link', { name: /Browse projects/ })).toHaveAttribute(
      'href',
      '/find-projects',
    );
  });

  it('has the tabs Overview, Published Projects, Drafts (count) and Purchases, kept in the URL', async () => {
    const { router } = setup({ body: dashboard() });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('tab', { name: 'Drafts (4)' }));
    expect(router.state.location.search).toBe('?tab=drafts');
    expect(screen.getAllByRole('link', { name: /^Draft \d$/ })).toHaveLength(4);
    await u.click(screen.getByRole('tab', { name: 'Purchases' }));
    expect(screen.getByRole('link', { name: 'Bought Kit' })).toBeInTheDocument();
    expect(screen.getByText('Paid $36')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Published Projects' }));
    expect(screen.getByRole('link', { name: 'Live One' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false');
  });

  it('lists paid purchases with the amount paid and free claims, with repository links', async () => {
    setup(
      {
        body: dashboard({
          purchasedLicenses: [
            {
              ...project({
                title: 'Bought Kit',
                repository: { freeUrl: null, paidUrl: 'https://github.com/maya/bought-kit' },
              }),
              purchaseDate: '2025-04-01T00:00:00.000Z',
              licenseId: 'lic-1',
              licenseKind: 'paid',
              amountPaid: 70.8,
              refundRequest: null,
              licenseStatus: 'active',
              refund: null,
            },
            {
              ...project({ title: 'Free Thing' }),
              purchaseDate: '2025-03-01T00:00:00.000Z',
              licenseId: 'lic-2',
              licenseKind: 'free',
              amountPaid: 0,
              refundRequest: null,
              licenseStatus: 'active',
              refund: null,
            },
          ],
        }),
      },
      '/dashboard?tab=purchases',
    );
    const paid = (await screen.findByRole('link', { name: 'Bought Kit' })).closest('li')!;
    expect(within(paid).getByText('Paid license')).toBeInTheDocument();
    expect(within(paid).getByText('Paid $70.80')).toBeInTheDocument();
    expect(within(paid).getByText('Purchased Apr 1, 2025')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Repository' })).toHaveAttribute(
      'href',
      'https://github.com/maya/bought-kit',
    );
    const free = screen.getByRole('link', { name: 'Free Thing' }).closest('li')!;
    expect(within(free).getByText('Free license')).toBeInTheDocument();
    expect(within(free).getByText('Claimed Mar 1, 2025')).toBeInTheDocument();
    expect(within(free).getByText('Free')).toBeInTheDocument();
  });

  it('marks a purchase whose payment is disputed, without the repository or a refund button', async () => {
    setup(
      {
        body: dashboard({
          purchasedLicenses: [
            {
              ...project({
                title: 'Held Kit',
                repository: { freeUrl: null, paidUrl: null },
              }),
              purchaseDate: new Date().toISOString(),
              licenseId: 'lic-9',
              licenseKind: 'paid',
              amountPaid: 24,
              refundRequest: null,
              licenseStatus: 'suspended',
              refund: null,
            },
          ],
        }),
      },
      '/dashboard?tab=purchases',
    );
    const held = (await screen.findByRole('link', { name: 'Held Kit' })).closest('li')!;
    expect(within(held).getByText('Payment disputed')).toBeInTheDocument();
    expect(within(held).queryByText('Active')).not.toBeInTheDocument();
    expect(within(held).getByText('On hold while the payment dispute is open')).toBeInTheDocument();
    expect(
      within(held).queryByRole('button', { name: /Request a refund/ }),
    ).not.toBeInTheDocument();
    expect(within(held).queryByRole('link', { name: 'Repository' })).not.toBeInTheDocument();
  });

  it('keeps refunded purchases in the library, marked Refunded with the amount, date and receipt, without access', async () => {
    setup(
      {
        body: dashboard({
          purchasedLicenses: [
            {
              ...project({
                title: 'Returned Kit',
                repository: { freeUrl: 'https://github.com/maya/returned-kit', paidUrl: null },
              }),
              purchaseDate: '2025-04-01T00:00:00.000Z',
              licenseId: 'lic-7',
              licenseKind: 'paid',
              amountPaid: 36,
              refundRequest: { status: 'approved', message: null },
              licenseStatus: 'refunded',
              refund: { amount: 36, refundedAt: '2025-04-03T00:00:00.000Z', via: 'refund' },
              licenseKey: 'CBK-SHOULD-NOT-SHOW',
            },
            {
              ...project({
                title: 'Charged Back Kit',
                repository: { freeUrl: null, paidUrl: null },
              }),
              purchaseDate: '2025-03-01T00:00:00.000Z',
              licenseId: 'lic-8',
              licenseKind: 'paid',
              amountPaid: 12,
              refundRequest: null,
              licenseStatus: 'revoked',
              refund: { amount: 12, refundedAt: '2025-03-20T00:00:00.000Z', via: 'dispute' },
            },
          ],
        }),
      },
      '/dashboard?tab=purchases',
    );
    const refunded = (await screen.findByRole('link', { name: 'Returned Kit' })).closest('li')!;
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunded).queryByText('Active')).not.toBeInTheDocument();
    expect(within(refunded).getByTestId('purchase-refund')).toHaveTextContent(
      'Refunded $36 on Apr 3, 2025',
    );
    expect(within(refunded).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      '/receipts/lic-7',
    );
    expect(within(refunded).queryByRole('link', { name: 'Repository' })).not.toBeInTheDocument();
    expect(within(refunded).queryByRole('link', { name: 'View license' })).not.toBeInTheDocument();
    expect(within(refunded).queryByText('CBK-SHOULD-NOT-SHOW')).not.toBeInTheDocument();
    expect(
      within(refunded).queryByRole('button', { name: /Request a refund/ }),
    ).not.toBeInTheDocument();
    const lost = screen.getByRole('link', { name: 'Charged Back Kit' }).closest('li')!;
    expect(within(lost).getByText('Refunded')).toBeInTheDocument();
    expect(within(lost).getByTestId('purchase-refund')).toHaveTextContent(
      'Refunded by your bank (dispute) $12 on Mar 20, 2025',
    );
    expect(within(lost).getByRole('link', { name: 'Receipt' })).toBeInTheDocument();
  });

  it('leads a buyer who sells nothing with their library, without seller figures', async () => {
    const { router } = setup({
      body: dashboard({
        publishedProjects: [],
        draftProjects: [],
        purchasedLicenses: [
          {
            ...project({ title: 'Bought Kit', repository: { freeUrl: null, paidUrl: null } }),
            purchaseDate: '2025-04-01T00:00:00.000Z',
            licenseId: 'lic-1',
            licenseKind: 'paid',
            amountPaid: 36,
            refundRequest: null,
            licenseStatus: 'active',
            refund: null,
          },
        ],
        sellerStats: {
          totalProjects: 0,
          totalViews: 0,
          totalDownloads: 0,
          totalRevenue: 0,
          totalStars: 0,
          freeDownloads: 0,
          paidDownloads: 0,
          monthlyRevenue: 0,
        },
        recentActivity: [],
      }),
    });
    expect(await screen.findByRole('tab', { name: 'Purchases' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.search).toBe('');
    const item = screen.getByRole('link', { name: 'Bought Kit' }).closest('li')!;
    expect(within(item).getByText('Paid license')).toBeInTheDocument();
    expect(within(item).getByText('Active')).toBeInTheDocument();
    // A paid purchase links to its receipt. Without a repository URL, the license view.
    expect(within(item).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/receipts\/.+/),
    );
    expect(within(item).getByRole('link', { name: 'View license' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/project\/.+\?tab=license$/),
    );
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument();
    expect(screen.queryByText('Total Views')).not.toBeInTheDocument();

    // The other tabs stay reachable; Purchases is the default, so it keeps the URL clean.
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('?tab=overview');
    await u.click(screen.getByRole('tab', { name: 'Purchases' }));
    expect(router.state.location.search).toBe('');
  });

  it('moves between tabs with the arrow keys', async () => {
    setup({ body: dashboard() });
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    overview.focus();
    const u = userEvent.setup();
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Published Projects' })).toHaveFocus();
    await u.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Purchases' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says "Please log in to view dashboard" on 401', async () => {
    setup({ status: 401, body: { error: 'Authentication required' } });
    expect(await screen.findByText('Please log in to view dashboard')).toBeInTheDocument();
  });

  it('says "Failed to load dashboard data" on other errors', async () => {
    setup({ status: 500, body: { error: 'Internal server error' } });
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
