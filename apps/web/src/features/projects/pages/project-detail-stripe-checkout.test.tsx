import { PAYMENT_MESSAGES } from '@codebazaar/shared/rules';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as ProjectDetailPage } from './project-detail-page';
import { buildProject } from '@/testing/build-project';

// Stripe.js itself comes from js.stripe.com; here its client objects are fakes that record calls.
const stripeMocks = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmCardPayment: vi.fn(),
  getElement: vi.fn(),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeMocks.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => ({ confirmCardPayment: stripeMocks.confirmCardPayment }),
  useElements: () => ({ getElement: stripeMocks.getElement }),
}));

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const card = { kind: 'card-element' };

beforeEach(() => {
  stripeMocks.loadStripe.mockReset().mockResolvedValue({});
  stripeMocks.confirmCardPayment.mockReset();
  stripeMocks.getElement.mockReset().mockReturnValue(card);
});

const viewer = buildUser();

function setup() {
  const project = buildProject({
    license: { type: 'paid', price: 40 },
    repository: { freeUrl: null, paidUrl: 'https://github.com/acme/stripe-pro' },
  });
  let licensed = false;
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: viewer } },
    [`GET /api/projects/${project._id}`]: () => ({
      body: {
        project,
        userLicense: licensed
          ? {
              _id: 'l1',
              id: 'l1',
              kind: 'paid',
              isActive: true,
              purchaseDate: '2025-01-01T00:00:00.000Z',
              githubAccess: {
                repositoryFullName: null,
                accessGranted: false,
                invitationSent: false,
              },
            }
          : null,
      },
    }),
    'POST /api/payments/create-payment-intent': {
      body: {
        clientSecret: 'pi_123_secret_abc',
        paymentIntentId: 'pi_123',
        provider: 'stripe',
        publishableKey: 'pk_test_123',
        amount: { price: 40, fee: 8, total: 48, currency: 'usd' },
      },
    },
    'POST /api/payments/confirm-payment': () => {
      licensed = true;
      return { body: { message: PAYMENT_MESSAGES.purchaseComplete, license: {} } };
    },
  });
  renderRoutes([{ path: '/project/:id', element: <ProjectDetailPage /> }], {
    url: `/project/${project._id}`,
    user: viewer,
  });
  return fetch;
}

async function openCheckout() {
  const user = userEvent.setup();
  const panel = within(await screen.findByRole('complementary', { name: 'License' }));
  await user.click(await panel.findByRole('button', { name: 'Purchase for $48' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Checkout' }));
  await dialog.findByTestId('card-element');
  return { user, dialog };
}

describe('Checkout with Stripe Elements', { timeout: 30_000 }, () => {
  it('confirms the card payment with Stripe, then with the server', async () => {
    stripeMocks.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_123', status: 'succeeded' },
    });
    const { calls } = setup();
    const { user, dialog } = await openCheckout();
    expect(stripeMocks.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(dialog.queryByText(PAYMENT_MESSAGES.testMode)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Pay $48' }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.purchaseComplete)).toBeInTheDocument();
    expect(stripeMocks.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_abc', {
      payment_method: { card },
    });
    expect(calls.filter((c) => c.path === '/api/payments/confirm-payment')[0]?.body).toEqual({
      paymentIntentId: 'pi_123',
    });
  });

  it('"Card element not found" when Elements has no card', async () => {
    stripeMocks.getElement.mockReturnValue(null);
    setup();
    const { user, dialog } = await openCheckout();
    await user.click(dialog.getByRole('button', { name: 'Pay $48' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Card element not found');
    expect(stripeMocks.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("shows Stripe's error, 'Payment failed' without one, 'Payment processing failed' when it throws", async () => {
    stripeMocks.confirmCardPayment
      .mockResolvedValueOnce({ error: { message: 'Your card has insufficient funds.' } })
      .mockResolvedValueOnce({ paymentIntent: { id: 'pi_123', status: 'requires_action' } })
      .mockRejectedValueOnce(new Error('network'));
    const { calls } = setup();
    const { user, dialog } = await openCheckout();
    const pay = () => user.click(dialog.getByRole('button', { name: 'Pay $48' }));
    await pay();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    await pay();
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(/^Payment failed/));
    await pay();
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Payment processing failed'),
    );
    expect(calls.filter((c) => c.path === '/api/payments/confirm-payment')).toHaveLength(0);
  });
});
