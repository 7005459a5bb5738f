import { PAYOUT_SCHEDULE_TEXT } from '@codebazaar/shared/rules';
import type {
  ConnectAccountStatus,
  SellerBalanceResponse,
  SellerEarningsResponse,
  SellerSale,
} from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { revenueTicks } from '../components/monthly-revenue-chart';
import { Component as SellerDashboardPage } from './seller-dashboard-page';

const mocks = vi.hoisted(() => ({ leaveApp: vi.fn(), notify: vi.fn() }));
vi.mock('../lib/leave-app', () => ({ leaveApp: mocks.leaveApp }));
vi.mock('@/components/ui/toaster', () => ({ notify: mocks.notify, Toaster: () => null }));

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
beforeEach(() => {
  mocks.leaveApp.mockReset();
  mocks.notify.mockReset();
});

const seller = buildUser({ username: 'maya' });

const status = (overrides: Partial<ConnectAccountStatus> = {}): ConnectAccountStatus => ({
  hasAccount: true,
  detailsSubmitted: true,
  chargesEnabled: true,
  provider: 'test',
  ...overrides,
});

const sale = (overrides: Partial<SellerSale> = {}): SellerSale => ({
  _id: 'lic-1',
  price: 49,
  fee: 9.8,
  total: 58.8,
  sellerEarnings: 49,
  purchaseDate: '2025-04-02T12:00:00.000Z',
  status: 'active',
  project: { _id: 'p-1', title: 'LaunchKit SaaS Starter' },
  licensee: { username: 'jordan-blake', email: 'buyer@codebazaar.dev' },
  ...overrides,
});

const earnings = (overrides: Partial<SellerEarningsResponse> = {}): SellerEarningsResponse => ({
  hasAccount: true,
  totalEarnings: 1234.5,
  totalSales: 27,
  monthlyEarnings: 98,
  freeClaims: 12,
  recentSales: [sale()],
  monthlyRevenue: revenue({}),
  ...overrides,
});

/** Twelve months from December 2024 to November 2025 with the given earnings per month. */
function revenue(byMonth: Record<string, [earnings: number, sales: number]>) {
  return Array.from({ length: 12 }, (_, i) => {
    const month = i === 0 ? '2024-12' : `2025-${String(i).padStart(2, '0')}`;
    const [earnings, sales] = byMonth[month] ?? [0, 0];
    return { month, earnings, sales };
  });
}

function balance(overrides: Partial<SellerBalanceResponse> = {}): SellerBalanceResponse {
  return {
    provider: 'test',
    currency: 'USD',
    pending: 24,
    pendingCents: 2400,
    available: 61.5,
    availableCents: 6150,
    inDispute: 12,
    inDisputeCents: 1200,
    paidOut: 100,
    paidOutCents: 10000,
    schedule: PAYOUT_SCHEDULE_TEXT.test,
    payouts: [
      {
        id: 'po-1',
        amount: 100,
        amountCents: 10000,
        currency: 'USD',
        status: 'paid',
        createdAt: '2025-11-02T00:00:00.000Z',
        arrivalDate: '2025-11-02T00:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

type Handlers = Record<string, Reply | ((call: { body: unknown }) => Reply | Promise<Reply>)>;

function setup(handlers: Handlers = {}, url = '/seller-dashboard') {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: seller } },
    'GET /api/payments/connect-account-status': { body: status() },
    'GET /api/payments/seller-earnings': { body: earnings() },
    'GET /api/seller/balance': { body: balance() },
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/seller-dashboard', element: <SellerDashboardPage /> },
      { path: '/github-access', element: <p>GitHub access page</p> },
    ],
    { url, user: seller },
  );
  return { ...view, ...fetch };
}

describe('Seller dashboard', { timeout: 30_000 }, () => {
  it('shows a loading state while the account status loads', async () => {
    setup({ 'GET /api/payments/connect-account-status': pending });
    expect(await screen.findByText('Checking payment account')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeVisible();
  });

  it('"Failed to check account status" with Try again', async () => {
    let attempt = 0;
    setup({
      'GET /api/payments/connect-account-status': () =>
        ++attempt === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { body: status() },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check account status');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Earnings')).toBeInTheDocument();
  });

  it('no account: the payment setup card sends the seller to the onboarding URL', async () => {
    const { calls } = setup({
      'GET /api/payments/connect-account-status': {
        body: status({ hasAccount: false, detailsSubmitted: false, chargesEnabled: false }),
      },
      'POST /api/payments/create-connect-account': {
        body: { onboardingUrl: 'http://localhost/seller-dashboard/onboarding' },
      },
    });
    const card = within(
      (await screen.findByRole('heading', { name: 'Set up payments to start selling' })).closest(
        'div.grid',
      ) as HTMLElement,
    );
    expect(card.getByText(/no\s+real money moves/)).toBeInTheDocument();
    expect(screen.queryByText('Total Earnings')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set up payments' }));
    await waitFor(() =>
      expect(mocks.leaveApp).toHaveBeenCalledWith('http://localhost/seller-dashboard/onboarding'),
    );
    expect(calls.filter((c) => c.path === '/api/payments/create-connect-account')).toHaveLength(1);
    expect(calls.some((c) => c.path === '/api/payments/seller-earnings')).toBe(false);
  });

  it('"Failed to create Stripe account" when the account cannot be created; server text for a 4xx', async () => {
    let attempt = 0;
    setup({
      'GET /api/payments/connect-account-status': {
        body: status({ hasAccount: false, detailsSubmitted: false, chargesEnabled: false }),
      },
      'POST /api/payments/create-connect-account': () =>
        ++attempt === 1
          ? { status: 502, body: { error: 'Bad Gateway' } }
          : { status: 400, body: { error: 'Payments are not available in your country' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up payments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create Stripe account');
    await user.click(screen.getByRole('button', { name: 'Set up payments' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Payments are not available in your country',
      ),
    );
    expect(mocks.leaveApp).not.toHaveBeenCalled();
  });

  it('started but not submitted: asks to complete the payment provider setup', async () => {
    setup({
      'GET /api/payments/connect-account-status': {
        body: status({ detailsSubmitted: false, chargesEnabled: false, provider: 'stripe' }),
      },
      'POST /api/payments/create-connect-account': {
        body: { onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1/abc' },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Finish setting up payments' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Complete the payment provider setup/)).toBeInTheDocument();
    expect(screen.getByText('Setup pending')).toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue setup' }));
    await waitFor(() =>
      expect(mocks.leaveApp).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'),
    );
  });

  it('Monthly revenue: one bar per month scaled to the best month, figures for screen readers', async () => {
    setup({
      'GET /api/payments/seller-earnings': {
        body: earnings({
          monthlyRevenue: revenue({
            '2024-12': [50, 1],
            '2025-06': [200, 4],
            '2025-11': [19.5, 1],
          }),
        }),
      },
    });
    const card = within(
      (await screen.findByRole('heading', { name: 'Monthly revenue' })).closest(
        'div.rounded-xl',
      ) as HTMLElement,
    );
    expect(card.getByText('$269.50')).toBeInTheDocument();
    const bars = card.getAllByRole('img');
    expect(bars).toHaveLength(12);
    expect(bars[0]).toHaveAccessibleName('December 2024: $50 from 1 sale');
    expect(bars[6]).toHaveAccessibleName('June 2025: $200 from 4 sales');
    expect(bars[11]).toHaveAccessibleName('November 2025: $19.50 from 1 sale');
    expect(bars[1]).toHaveAccessibleName('January 2025: $0 from 0 sales');
    expect(bars[6]).toHaveAttribute('title', 'June 2025: $200 from 4 sales');
    expect(bars[6]).toHaveAttribute('tabindex', '0');

    const heights = card.getAllByTestId('revenue-bar').map((b) => b.style.height);
    expect(heights[6]).toBe('100%');
    expect(heights[0]).toBe('25%');
    expect(heights[11]).toBe('9.75%');
    expect(heights[1]).toBe('');
    expect(card.getByText('Dec')).toBeInTheDocument();
    expect(card.getByText('Jun')).toBeInTheDocument();
    expect(card.queryByText(/No sales in the last 12 months/)).not.toBeInTheDocument();
    // A money axis from $0 to the best month, in even steps.
    expect(
      Array.from(card.getByTestId('revenue-axis').children, (tick) => tick.textContent),
    ).toEqual(['$0', '$50', '$100', '$150', '$200']);

    // The same figures as a table, on demand.
    const toggle = card.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(card.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(card.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = card.getByRole('table', { name: /Monthly revenue, last 12 months/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(rows[1]).toHaveTextContent('December 2024$501');
    expect(rows[7]).toHaveTextContent('June 2025$2004');
    expect(rows[13]).toHaveTextContent('Total$269.506');
  });

  it('Monthly revenue: the axis steps are 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(revenueTicks(200)).toEqual([0, 50, 100, 150, 200]);
    expect(revenueTicks(1506.2)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(revenueTicks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(revenueTicks(0.4)).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(revenueTicks(0)).toEqual([0]);
  });

  it('Monthly revenue: a hint instead of bars when every month is zero', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Monthly revenue' })).toBeInTheDocument();
    expect(screen.getByText(/No sales in the last 12 months yet/)).toBeInTheDocument();
    expect(screen.queryAllByTestId('revenue-bar')).toHaveLength(0);
  });

  it('complete: earnings cards, the recent sales table, GitHub access link and payout info', async () => {
    setup({
      'GET /api/payments/seller-earnings': {
        body: earnings({
          recentSales: [
            sale(),
            sale({
              _id: 'lic-2',
              price: 15,
              fee: 3,
              total: 18,
              sellerEarnings: 15,
              status: 'refunded',
              project: { _id: 'p-2', title: 'Invoice Studio' },
              licensee: { username: 'alex', email: 'alex@example.com' },
            }),
          ],
        }),
      },
    });
    const cards = within(await screen.findByRole('list', { name: 'Earnings' }));
    expect(cards.getByText('$1,234.50')).toBeInTheDocument();
    expect(cards.getByText('27')).toBeInTheDocument();
    expect(cards.getByText('$98')).toBeInTheDocument();
    expect(cards.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Payments active')).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();

    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Project',
      'Buyer',
      'Price',
      'Marketplace fee',
      'Earnings',
      'Date',
      'Status',
      'Actions',
    ]);
    const [, first, second] = table.getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'LaunchKit SaaS Starter',
      'jordan-blakebuyer@codebazaar.dev',
      '$49',
      '$9.80',
      '$49',
      'Apr 2, 2025',
      'Completed',
      'Refund',
    ]);
    expect(within(first!).getByRole('link', { name: 'LaunchKit SaaS Starter' })).toHaveAttribute(
      'href',
      '/project/p-1',
    );
    expect(within(second!).getByText('Refunded')).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Manage GitHub access' })).toHaveAttribute(
      'href',
      '/github-access',
    );
    // Test mode: the box states the test schedule, the only schedule text on the page.
    const info = screen.getByRole('region', { name: 'Payment information' });
    expect(within(info).getByText(`${PAYOUT_SCHEDULE_TEXT.test}.`)).toBeInTheDocument();
    expect(screen.getAllByText(/paid out every day|business days/)).toHaveLength(1);
  });

  it("with Stripe, the payment information box states Stripe's schedule and nothing else", async () => {
    setup({
      'GET /api/payments/connect-account-status': { body: status({ provider: 'stripe' }) },
      'GET /api/seller/balance': {
        body: balance({ provider: 'stripe', schedule: PAYOUT_SCHEDULE_TEXT.stripe }),
      },
    });
    const info = await screen.findByRole('region', { name: 'Payment information' });
    expect(
      within(info).getByText('Payouts typically arrive in 2-7 business days.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('$61.50')).toBeInTheDocument();
    expect(screen.getAllByText(/paid out every day|business days/)).toHaveLength(1);
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
  });

  it('approving a refund request refreshes the cards, the balance and the chart together', async () => {
    let refunded = false;
    const request = {
      _id: 'rr-1',
      id: 'rr-1',
      licenseId: 'lic-1',
      status: refunded ? 'approved' : 'pending',
      reason: 'Not what I needed',
      message: null,
      createdAt: '2025-11-03T10:00:00.000Z',
      decidedAt: null,
      project: { _id: 'p-1', title: 'LaunchKit SaaS Starter' },
      buyer: { username: 'jordan-blake', email: 'buyer@codebazaar.dev' },
      total: 30,
    };
    const { calls } = setup({
      'GET /api/seller/refund-requests': () => ({
        body: { refundRequests: [{ ...request, status: refunded ? 'approved' : 'pending' }] },
      }),
      'POST /api/seller/refund-requests/rr-1/approve': () => {
        refunded = true;
        return { body: { refundRequest: { ...request, status: 'approved', message: '' } } };
      },
      'GET /api/payments/seller-earnings': () => ({
        body: earnings(
          refunded
            ? {
                totalEarnings: 1209.5,
                totalSales: 26,
                monthlyRevenue: revenue({ '2025-11': [0, 0] }),
              }
            : { monthlyRevenue: revenue({ '2025-11': [25, 1] }) },
        ),
      }),
      'GET /api/seller/balance': () => ({
        body: balance(refunded ? { pending: 0, pendingCents: 0 } : {}),
      }),
      'GET /api/dashboard': { body: { publishedProjects: [] } },
    });
    const cards = within(await screen.findByRole('list', { name: 'Earnings' }));
    expect(await cards.findByText('$1,234.50')).toBeInTheDocument();
    const panel = within(screen.getByRole('region', { name: 'Balance' }));
    expect(await panel.findByText('$24')).toBeInTheDocument();
    const dashboardReads = () => calls.filter((c) => c.path === '/api/dashboard').length;
    const before = dashboardReads();

    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Approve the refund of LaunchKit SaaS Starter for jordan-blake',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }),
    );

    // Without a reload: the cards, the balance panel and the chart read the new figures.
    expect(await cards.findByText('$1,209.50')).toBeInTheDocument();
    expect(cards.getByText('26')).toBeInTheDocument();
    await waitFor(() => expect(panel.queryByText('$24')).not.toBeInTheDocument());
    expect(screen.getByText(/No sales in the last 12 months yet/)).toBeInTheDocument();
    await waitFor(() => expect(dashboardReads()).toBeGreaterThan(before));
  });

  it('on a phone, each sale is a card instead of a table row', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      setup();
      expect(await screen.findByText('jordan-blake')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = screen.getByText('LaunchKit SaaS Starter').closest('li')!;
      expect(within(card).getByText('$9.80')).toBeInTheDocument();
      expect(within(card).getByText('Completed')).toBeInTheDocument();
      expect(
        within(card).getByRole('button', {
          name: "Refund jordan-blake's purchase of LaunchKit SaaS Starter",
        }),
      ).toBeInTheDocument();
    } finally {
      vi.stubGlobal('matchMedia', undefined);
    }
  });

  it('shows an empty state when there are no sales', async () => {
    setup({ 'GET /api/payments/seller-earnings': { body: earnings({ recentSales: [] }) } });
    expect(await screen.findByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage GitHub access' })).toBeInTheDocument();
  });

  it('"Failed to load earnings data" with Try again', async () => {
    let attempt = 0;
    setup({
      'GET /api/payments/seller-earnings': () =>
        ++attempt === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { body: earnings() },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load earnings data');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('refunds a sale after confirmation and reloads the earnings', async () => {
    let refunded = false;
    const { calls } = setup({
      'GET /api/payments/seller-earnings': () => ({
        body: earnings({ recentSales: [sale({ status: refunded ? 'refunded' : 'active' })] }),
      }),
      'POST /api/payments/refund': () => {
        refunded = true;
        return { body: { message: 'Refunded' } };
      },
    });
    const user = userEvent.setup();
    const refund = await screen.findByRole('button', {
      name: "Refund jordan-blake's purchase of LaunchKit SaaS Starter",
    });
    // Cancel first: nothing happens.
    await user.click(refund);
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund this sale?' }));
    expect(dialog.getByText('$58.80')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/payments/refund')).toHaveLength(0);

    await user.click(refund);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund $58.80' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/payments/refund').map((c) => c.body)).toEqual([
      { licenseId: 'lic-1' },
    ]);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(mocks.notify).toHaveBeenCalledWith('success', expect.stringMatching(/refunded/i));
  });

  it('shows why a refund failed', async () => {
    setup({
      'POST /api/payments/refund': {
        status: 409,
        body: { error: 'This sale was already refunded' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Refund jordan-blake/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Refund $58.80' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This sale was already refunded');
  });

  it('?onboarding=return reads the status again, says so and cleans the URL', async () => {
    let reads = 0;
    const { router } = setup(
      {
        'GET /api/payments/connect-account-status': () => {
          reads += 1;
          return { body: status() };
        },
      },
      '/seller-dashboard?onboarding=return',
    );
    await waitFor(() =>
      expect(mocks.notify).toHaveBeenCalledWith(
        'success',
        'Payments are set up. Buyers can now purchase your paid projects.',
      ),
    );
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Total Earnings')).toBeInTheDocument();
  });

  it('?onboarding=return with an unfinished account says the setup is not finished', async () => {
    setup(
      {
        'GET /api/payments/connect-account-status': {
          body: status({ detailsSubmitted: false, chargesEnabled: false }),
        },
      },
      '/seller-dashboard?onboarding=return',
    );
    await waitFor(() =>
      expect(mocks.notify).toHaveBeenCalledWith('info', 'Your payment setup is not finished yet.'),
    );
  });

  it('shows the balance from the server, its payouts, and downloads the sales CSV', async () => {
    const { calls } = setup({
      'GET /api/seller/sales.csv': { body: 'date,project' },
    });
    const panel = within(
      (await screen.findByRole('heading', { name: 'Balance' })).closest(
        '[aria-labelledby="balance-title"]',
      ) as HTMLElement,
    );
    expect(await panel.findByText('$24')).toBeInTheDocument();
    expect(panel.getByText('$61.50')).toBeInTheDocument();
    expect(panel.getByText('$12')).toBeInTheDocument();
    expect(panel.getAllByText('$100')).toHaveLength(2);
    expect(panel.getByText('Paid')).toBeInTheDocument();
    const createObjectURL = vi.fn(() => 'blob:sales');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    await userEvent.setup().click(panel.getByRole('button', { name: 'Download sales CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.some((c) => c.path === '/api/seller/sales.csv')).toBe(true);
  });

  it('lists the latest five payouts, and all of them on demand', async () => {
    const payouts = Array.from({ length: 7 }, (_, i) => ({
      ...balance().payouts[0]!,
      id: `po-${i}`,
      createdAt: `2025-11-0${i + 1}T00:00:00.000Z`,
    }));
    setup({ 'GET /api/seller/balance': { body: balance({ payouts }) } });
    const section = within(
      (await screen.findByRole('heading', { name: 'Payouts' })).closest('section') as HTMLElement,
    );
    expect(section.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.setup().click(section.getByRole('button', { name: 'Show all 7 payouts' }));
    expect(section.getAllByRole('listitem')).toHaveLength(7);
  });

  it('says when the balance cannot be loaded, and retries', async () => {
    let attempt = 0;
    setup({
      'GET /api/seller/balance': () =>
        ++attempt === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { body: balance({ payouts: [] }) },
    });
    const panel = within(
      (await screen.findByRole('heading', { name: 'Balance' })).closest(
        '[aria-labelledby="balance-title"]',
      ) as HTMLElement,
    );
    expect(await panel.findByText('Your balance could not be loaded')).toBeInTheDocument();
    await userEvent.setup().click(panel.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No payouts yet/)).toBeInTheDocument();
  });

  it('marks disputed sales', async () => {
    setup({
      'GET /api/payments/seller-earnings': {
        body: earnings({
          recentSales: [sale({ status: 'suspended' }), sale({ _id: 'lic-2', status: 'revoked' })],
        }),
      },
    });
    expect(await screen.findByText('Disputed')).toBeInTheDocument();
    expect(screen.getByText('Dispute lost')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
  });
});
