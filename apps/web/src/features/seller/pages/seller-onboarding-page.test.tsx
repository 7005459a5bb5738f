import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as SellerOnboardingPage } from './seller-onboarding-page';

const mocks = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toaster', () => ({ notify: mocks.notify, Toaster: () => null }));

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
beforeEach(() => mocks.notify.mockReset());

const seller = buildUser();

function setup(reply: Reply) {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: seller } },
    'POST /api/payments/test-processor/complete-onboarding': reply,
  });
  const view = renderRoutes(
    [
      { path: '/seller-dashboard/onboarding', element: <SellerOnboardingPage /> },
      { path: '/seller-dashboard', element: <p>Seller dashboard</p> },
    ],
    { url: '/seller-dashboard/onboarding', user: seller },
  );
  return { ...view, ...fetch };
}

describe('Test processor onboarding', { timeout: 30_000 }, () => {
  it('explains the test processor and completes onboarding', async () => {
    const { calls, router } = setup({
      body: { hasAccount: true, detailsSubmitted: true, chargesEnabled: true, provider: 'test' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment account onboarding' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No real money moves/)).toBeInTheDocument();
    expect(screen.getByText(/no identity, tax or bank checks/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByText('Seller dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller-dashboard');
    expect(
      calls.filter((c) => c.path === '/api/payments/test-processor/complete-onboarding'),
    ).toHaveLength(1);
    expect(mocks.notify).toHaveBeenCalledWith(
      'success',
      'Payments are set up. Buyers can now purchase your paid projects.',
    );
  });

  it('shows the server error, or "Failed to complete onboarding"', async () => {
    setup({ status: 500, body: { error: 'Internal Server Error' } });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Complete onboarding' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to complete onboarding'),
    );
    expect(screen.getByRole('button', { name: 'Complete onboarding' })).toBeEnabled();
  });

  it('shows a 4xx text from the server (e.g. Stripe is configured)', async () => {
    setup({ status: 400, body: { error: 'Onboarding happens with Stripe' } });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Onboarding happens with Stripe');
  });
});
