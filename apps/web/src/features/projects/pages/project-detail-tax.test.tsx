import type { CreatePaymentIntentResponse } from '@codebazaar/shared';
import { RECEIPT_MESSAGES } from '@codebazaar/shared/rules';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildProject } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as ProjectDetailPage } from './project-detail-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const project = buildProject({
  license: { type: 'paid', price: 25 },
  repository: { freeUrl: null, paidUrl: 'https://github.com/acme/pro-kit' },
});

/** The server's breakdown with German tax (19 % of price + fee). */
const intentWithTax = (): CreatePaymentIntentResponse => ({
  clientSecret: 'tpi_1_secret',
  paymentIntentId: 'tpi_1',
  provider: 'test',
  publishableKey: null,
  amount: {
    listPrice: 25,
    discount: 0,
    price: 25,
    fee: 5,
    tax: 5.7,
    total: 35.7,
    currency: 'USD',
    listPriceCents: 2500,
    discountCents: 0,
    priceCents: 2500,
    feeCents: 500,
    taxCents: 570,
    totalCents: 3570,
    discountCode: null,
  },
});

function setup() {
  return mockFetch({
    'GET /api/auth/profile': { body: { user: buildUser() } },
    [`GET /api/projects/${project._id}`]: { body: { project, userLicense: null } },
    'GET /api/account/billing': { body: { country: null, vatId: null, taxCollected: true } },
    'POST /api/payments/create-payment-intent': { body: intentWithTax() },
  });
}

describe('Checkout with tax', { timeout: 30_000 }, () => {
  it('asks for the billing country first, then shows the tax line and the total', async () => {
    const { calls } = setup();
    renderRoutes([{ path: '/project/:id', element: <ProjectDetailPage /> }], {
      url: `/project/${project._id}`,
      user: buildUser(),
    });
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('complementary', { name: 'License' }));
    await user.click(await panel.findByRole('button', { name: 'Purchase for $30' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/Choose your billing country to see the total/)).toBeVisible();
    // No checkout is priced before there is a country.
    expect(calls.filter((c) => c.path === '/api/payments/create-payment-intent')).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Update total' }));
    expect(dialog.getByText(RECEIPT_MESSAGES.countryRequired)).toBeVisible();

    await user.selectOptions(dialog.getByLabelText(/Billing country/), 'DE');
    await user.type(dialog.getByLabelText('VAT ID (optional)'), 'DE123456789');
    await user.click(dialog.getByRole('button', { name: 'Update total' }));

    const summary = within(await dialog.findByLabelText('Order summary'));
    expect(summary.getByText('Tax')).toBeVisible();
    expect(summary.getByText('+$5.70')).toBeVisible();
    expect(summary.getByText('$35.70')).toBeVisible();
    expect(dialog.getByText('Germany')).toBeVisible();
    expect(
      calls.filter((c) => c.path === '/api/payments/create-payment-intent').map((c) => c.body),
    ).toEqual([{ projectId: project._id, billingCountry: 'DE', vatId: 'DE123456789' }]);
  });
});
