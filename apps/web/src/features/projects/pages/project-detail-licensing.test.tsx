import type { CreatePaymentIntentResponse, Project, ViewerLicense } from '@codebazaar/shared';
import { PAYMENT_MESSAGES } from '@codebazaar/shared/rules';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending, type RecordedCall, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildProject } from '@/testing/build-project';

import { Component as ProjectDetailPage } from './project-detail-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const routes = [
  { path: '/project/:id', element: <ProjectDetailPage /> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
];
const viewer = buildUser({ username: 'buyer' });

const activeLicense = (kind: 'free' | 'paid'): ViewerLicense => ({
  _id: 'lic-9',
  id: 'lic-9',
  kind,
  isActive: true,
  purchaseDate: '2025-03-01T00:00:00.000Z',
  githubAccess: { repositoryFullName: null, accessGranted: false, invitationSent: false },
});

const intent = (
  overrides: Partial<CreatePaymentIntentResponse> = {},
): CreatePaymentIntentResponse => ({
  clientSecret: 'pi_test_1_secret',
  paymentIntentId: 'pi_test_1',
  provider: 'test',
  publishableKey: null,
  amount: {
    listPrice: 25,
    discount: 0,
    price: 25,
    fee: 5,
    tax: 0,
    total: 30,
    currency: 'usd',
    listPriceCents: 2500,
    discountCents: 0,
    priceCents: 2500,
    feeCents: 500,
    taxCents: 0,
    totalCents: 3000,
    discountCode: null,
  },
  ...overrides,
});

/**
 * The page against a fake server: the project answers with the license once one was granted
 * (by claim-free or confirm-payment), like the real server does.
 */
function setup(
  project: Project,
  handlers: Record<string, Reply | ((call: { body: unknown }) => Reply | Promise<Reply>)> = {},
  opts: { license?: ViewerLicense | null; grants?: 'free' | 'paid' } = {},
) {
  let license: ViewerLicense | null = opts.license ?? null;
  const grant = (kind: 'free' | 'paid') => {
    license = activeLicense(kind);
    return license;
  };
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: viewer } },
    [`GET /api/projects/${project._id}`]: () => ({ body: { project, userLicense: license } }),
    [`GET /api/projects/${project._id}/reviews`]: {
      body: {
        reviews: [],
        ownReview: null,
        rating: { average: null, count: 0 },
        pagination: {
          currentPage: 1,
          totalPages: 1,
          total: 0,
          limit: 20,
          hasNext: false,
          hasPrev: false,
        },
      },
    },
    'POST /api/licenses/claim-free': () => ({
      body: { message: PAYMENT_MESSAGES.freeAccessGranted, license: grant('free') },
    }),
    'POST /api/payments/create-payment-intent': { body: intent() },
    'POST /api/payments/test-processor/confirm': {
      body: { paymentIntentId: 'pi_test_1', status: 'succeeded' },
    },
    'POST /api/payments/confirm-payment': () => ({
      body: { message: PAYMENT_MESSAGES.purchaseComplete, license: grant('paid') },
    }),
    ...handlers,
  });
  const view = renderRoutes(routes, { url: `/project/${project._id}`, user: viewer });
  return { ...view, ...fetch };
}

const panel = async () => within(await screen.findByRole('complementary', { name: 'License' }));
const callsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method !== 'GET' && c.path === path);

const freeProject = () =>
  buildProject({
    license: { type: 'free' },
    repository: { freeUrl: 'https://github.com/acme/free-kit', paidUrl: null },
  });
const paidProject = () =>
  buildProject({
    license: { type: 'paid', price: 25 },
    repository: { freeUrl: null, paidUrl: 'https://github.com/acme/pro-kit' },
  });

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card = '4242424242424242',
  expiry = '1230',
  cvc = '123',
) {
  const dialog = within(await screen.findByRole('dialog'));
  if (card) await user.type(await dialog.findByLabelText('Card number'), card);
  if (expiry) await user.type(dialog.getByLabelText('Expiry (MM/YY)'), expiry);
  if (cvc) await user.type(dialog.getByLabelText('CVC'), cvc);
  return dialog;
}

describe('Project detail: free claim', { timeout: 30_000 }, () => {
  it('claims free access and switches to the licensee view with the repository link', async () => {
    const project = freeProject();
    const { calls } = setup(project);
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Get free access' }));
    const p = await panel();
    expect(await p.findByText(/You have free access to this project/)).toBeInTheDocument();
    expect(p.getByRole('link', { name: /github\.com\/acme\/free-kit/ })).toHaveAttribute(
      'href',
      'https://github.com/acme/free-kit',
    );
    expect(callsTo(calls, '/api/licenses/claim-free').map((c) => c.body)).toEqual([
      { projectId: project._id },
    ]);
  });

  it('"already have access" just reloads the project, with no error', async () => {
    const project = freeProject();
    let claimed = false;
    const { calls } = setup(project, {
      'POST /api/licenses/claim-free': () => {
        claimed = true;
        return { status: 409, body: { error: PAYMENT_MESSAGES.alreadyHaveAccess } };
      },
      [`GET /api/projects/${project._id}`]: () => ({
        body: { project, userLicense: claimed ? activeLicense('free') : null },
      }),
    });
    await userEvent
      .setup()
      .click(await (await panel()).findByRole('button', { name: 'Get free access' }));
    expect(await (await panel()).findByText(/You have free access/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/projects/${project._id}`)).toHaveLength(2);
  });

  it('shows the server error for a refused claim and "Failed to claim free access" otherwise', async () => {
    const project = buildProject({ license: { type: 'freemium', price: 10 } });
    let attempt = 0;
    setup(project, {
      'POST /api/licenses/claim-free': () =>
        ++attempt === 1
          ? { status: 403, body: { error: PAYMENT_MESSAGES.ownProject } }
          : { status: 500, body: { error: 'Internal Server Error' } },
    });
    const user = userEvent.setup();
    const p = await panel();
    await user.click(await p.findByRole('button', { name: 'Get free access' }));
    expect(await p.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.ownProject);
    await user.click(p.getByRole('button', { name: 'Get free access' }));
    await waitFor(() =>
      expect(p.getByRole('alert')).toHaveTextContent('Failed to claim free access'),
    );
    expect(p.getByRole('button', { name: 'Get free access' })).toBeEnabled();
  });
});

describe('Project detail: checkout with the test processor', { timeout: 30_000 }, () => {
  it('pays with the test card: server amounts, test-mode notice, confirmation, access', async () => {
    const project = paidProject();
    const { calls } = setup(project);
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Purchase for $30' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Checkout' }));
    const summary = within(await dialog.findByLabelText('Order summary'));
    expect(summary.getByText('$25')).toBeInTheDocument();
    expect(summary.getByText('+$5')).toBeInTheDocument();
    expect(summary.getByText('$30')).toBeInTheDocument();
    expect(dialog.getByText(PAYMENT_MESSAGES.testMode)).toBeInTheDocument();
    // Focus lands in the card form.
    await waitFor(() => expect(dialog.getByLabelText('Card number')).toHaveFocus());

    await fillCard(user);
    expect(dialog.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(dialog.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    await user.click(dialog.getByRole('button', { name: 'Pay $30' }));

    expect(await dialog.findByText(PAYMENT_MESSAGES.purchaseComplete)).toBeInTheDocument();
    expect(callsTo(calls, '/api/payments/create-payment-intent').map((c) => c.body)).toEqual([
      { projectId: project._id },
    ]);
    expect(callsTo(calls, '/api/payments/test-processor/confirm').map((c) => c.body)).toEqual([
      { paymentIntentId: 'pi_test_1', cardNumber: '4242 4242 4242 4242' },
    ]);
    expect(callsTo(calls, '/api/payments/confirm-payment').map((c) => c.body)).toEqual([
      { paymentIntentId: 'pi_test_1' },
    ]);

    // Behind the dialog the panel already shows the license and the full repository link.
    const p = within(screen.getByRole('complementary', { hidden: true, name: 'License' }));
    expect(p.getByText(/You have a license to this project/)).toBeInTheDocument();
    expect(
      p.getByRole('link', { hidden: true, name: /github\.com\/acme\/pro-kit/ }),
    ).toBeInTheDocument();
    // The dialog's button opens the purchase in the buyer's dashboard.
    const go = dialog.getByRole('link', { name: 'Go to your license' });
    expect(go).toHaveAttribute('href', '/dashboard?tab=purchases');
    await user.click(go);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the card form on the client before calling the processor', async () => {
    const { calls } = setup(paidProject());
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Purchase for $30' }));
    const dialog = await fillCard(user, '4242424242424241', '0120', '');
    await user.click(dialog.getByRole('button', { name: 'Pay $30' }));
    expect(dialog.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(dialog.getByText("Your card's expiry date is in the past")).toBeInTheDocument();
    expect(dialog.getByText('Enter the 3 or 4 digit security code')).toBeInTheDocument();
    expect(dialog.getByLabelText('Card number')).toHaveFocus();
    expect(dialog.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, '/api/payments/test-processor/confirm')).toHaveLength(0);
  });

  it('a declined card shows the processor text and grants nothing', async () => {
    const { calls } = setup(paidProject(), {
      'POST /api/payments/test-processor/confirm': {
        status: 402,
        body: { error: PAYMENT_MESSAGES.cardDeclined },
      },
    });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Purchase for $30' }));
    const dialog = await fillCard(user, '4000000000000002');
    await user.click(dialog.getByRole('button', { name: 'Pay $30' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.cardDeclined);
    expect(callsTo(calls, '/api/payments/confirm-payment')).toHaveLength(0);
    expect(dialog.getByRole('button', { name: 'Pay $30' })).toBeEnabled();
  });

  it('"Payment failed" when the intent did not succeed, "Payment processing failed" on a server failure', async () => {
    let attempt = 0;
    setup(paidProject(), {
      'POST /api/payments/test-processor/confirm': () =>
        ++attempt === 1
          ? { body: { paymentIntentId: 'pi_test_1', status: 'requires_payment_method' } }
          : { status: 500, body: { error: 'Internal Server Error' } },
    });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Purchase for $30' }));
    const dialog = await fillCard(user);
    await user.click(dialog.getByRole('button', { name: 'Pay $30' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Payment failed');
    await user.click(dialog.getByRole('button', { name: 'Pay $30' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Payment processing failed'),
    );
  });

  it('"Payment processing failed" when the server cannot confirm the payment', async () => {
    setup(paidProject(), {
      'POST /api/payments/confirm-payment': {
        status: 500,
        body: { error: 'Internal Server Error' },
      },
    });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Purchase for $30' }));
    const dialog = await fillCard(user);
    await user.click(dialog.getByRole('button', { name: 'Pay $30' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Payment processing failed');
    expect(dialog.queryByText(PAYMENT_MESSAGES.purchaseComplete)).not.toBeInTheDocument();
  });

  it('"Failed to initialize payment" on a server failure, the server text when the seller is not ready', async () => {
    let attempt = 0;
    setup(paidProject(), {
      'POST /api/payments/create-payment-intent': () =>
        ++attempt === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { status: 409, body: { error: PAYMENT_MESSAGES.sellerNotReady } },
    });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Purchase for $30' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to initialize payment');
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.sellerNotReady),
    );
    expect(dialog.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('a changed price: says so, starts a new checkout at the new price and charges nothing', async () => {
    let intents = 0;
    const { calls } = setup(paidProject(), {
      'POST /api/payments/create-payment-intent': () =>
        ++intents === 1
          ? { body: intent() }
          : {
              body: {
                ...intent(),
                paymentIntentId: 'pi_test_2',
                amount: { price: 1000, fee: 200, total: 1200, currency: 'USD' },
              },
            },
      'POST /api/payments/test-processor/confirm': {
        status: 409,
        body: { error: PAYMENT_MESSAGES.priceChanged },
      },
    });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Purchase for $30' }));
    const dialog = await fillCard(user);
    await user.click(dialog.getByRole('button', { name: 'Pay $30' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.priceChanged);
    const summary = within(dialog.getByLabelText('Order summary'));
    expect(await summary.findByText('$1,200')).toBeInTheDocument();
    expect(callsTo(calls, '/api/payments/create-payment-intent')).toHaveLength(2);
    expect(callsTo(calls, '/api/payments/confirm-payment')).toHaveLength(0);
  });

  it('a checkout replaced in another tab: says so and opens a new one to pay in', async () => {
    let intents = 0;
    const { calls } = setup(paidProject(), {
      'POST /api/payments/create-payment-intent': () => ({
        body: { ...intent(), paymentIntentId: `pi_test_${++intents}` },
      }),
      'POST /api/payments/test-processor/confirm': () =>
        intents === 1
          ? { status: 409, body: { error: PAYMENT_MESSAGES.checkoutReplaced } }
          : { body: { status: 'succeeded' } },
    });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Purchase for $30' }));
    const dialog = await fillCard(user);
    await user.click(dialog.getByRole('button', { name: 'Pay $30' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.checkoutReplaced);
    await waitFor(() =>
      expect(callsTo(calls, '/api/payments/create-payment-intent')).toHaveLength(2),
    );
    expect(callsTo(calls, '/api/payments/confirm-payment')).toHaveLength(0);
  });

  it('says that payments are not configured, with no card form and nothing to retry', async () => {
    setup(paidProject(), {
      'POST /api/payments/create-payment-intent': {
        status: 503,
        body: { error: PAYMENT_MESSAGES.notConfigured },
      },
    });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Purchase for $30' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('status')).toHaveTextContent(PAYMENT_MESSAGES.notConfigured);
    expect(dialog.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('is a keyboard dialog: loading state, Escape closes it and focus returns to the button', async () => {
    setup(paidProject(), { 'POST /api/payments/create-payment-intent': pending });
    const user = userEvent.setup();
    const button = await (await panel()).findByRole('button', { name: 'Purchase for $30' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Preparing secure checkout…')).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('offers an upgrade to holders of a free license of a freemium project', async () => {
    const project = buildProject({
      license: { type: 'freemium', price: 25 },
      repository: {
        freeUrl: 'https://github.com/acme/free-kit',
        paidUrl: 'https://github.com/acme/pro-kit',
      },
    });
    setup(project, {}, { license: activeLicense('free') });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Upgrade for $30' }));
    const dialog = await fillCard(user);
    expect(screen.getByRole('dialog', { name: 'Upgrade license' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Pay $30' }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.purchaseComplete)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    const p = await panel();
    expect(p.getByRole('link', { name: /pro-kit/ })).toBeInTheDocument();
    expect(p.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
  });
});

describe('Project detail: cart', { timeout: 30_000 }, () => {
  const empty = { items: [], count: 0, subtotal: 0, currency: 'USD' };

  it('adds a paid project to the cart beside Purchase, then links to the cart', async () => {
    const project = paidProject();
    const inCart = {
      ...empty,
      count: 1,
      items: [
        {
          projectId: project._id,
          title: project.title,
          sellerName: 'Seller',
          sellerId: project.author.id,
          thumbnailUrl: null,
          licenseType: 'paid' as const,
          price: 25,
          payWhatYouWant: false,
          suggestedPrice: null,
          amount: null,
          currency: 'USD',
          available: true,
          unavailableReason: null,
          addedAt: '2030-01-01T00:00:00.000Z',
        },
      ],
      subtotal: 25,
    };
    const { calls } = setup(project, {
      'GET /api/cart': { body: empty },
      [`PUT /api/cart/items/${project._id}`]: { body: inCart },
    });
    const user = userEvent.setup();
    const p = await panel();
    expect(await p.findByRole('button', { name: 'Purchase for $30' })).toBeInTheDocument();
    const add = await p.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await p.findByRole('link', { name: 'In cart: view your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(callsTo(calls, `/api/cart/items/${project._id}`)).toHaveLength(1);
  });

  it('offers no cart button on a free project', async () => {
    setup(freeProject(), { 'GET /api/cart': { body: empty } });
    const free = await panel();
    expect(await free.findByRole('button', { name: 'Get free access' })).toBeInTheDocument();
    expect(free.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('offers no cart button to a holder of a paid license', async () => {
    setup(paidProject(), { 'GET /api/cart': { body: empty } }, { license: activeLicense('paid') });
    const held = await panel();
    expect(await held.findByText('You have a license to this project')).toBeInTheDocument();
    expect(held.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
