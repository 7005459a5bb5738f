import fs from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import {
  apiToken,
  demoAccounts,
  expect,
  newSeller,
  type RegisteredUser,
  registerUser,
  signIn,
  test,
  TEST_CARD_SUCCESS,
  uniqueWord,
} from './fixtures';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A paid project of `seller` with the given refund window, through the public API. */
async function paidProject(
  request: APIRequestContext,
  seller: RegisteredUser,
  title: string,
  price: number,
  refundWindowDays: number,
): Promise<string> {
  const res = await request.post('/api/projects', {
    headers: bearer(seller.token),
    data: {
      title,
      description: `${title}: a project made by a browser test.`,
      category: 'tool',
      repository: { paidUrl: `https://github.com/${seller.username}/${uniqueWord('repo')}` },
      license: { type: 'paid', price, refundWindowDays },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { project: { _id: string } }).project._id;
}

/** A buyer pays for the project with the test card; returns the payment intent. */
async function buy(request: APIRequestContext, projectId: string): Promise<string> {
  const buyer = await registerUser(request);
  const intent = await request.post('/api/payments/create-payment-intent', {
    headers: bearer(buyer.token),
    data: { projectId },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  const paid = await request.post('/api/payments/test-processor/confirm', {
    headers: bearer(buyer.token),
    data: { paymentIntentId, cardNumber: TEST_CARD_SUCCESS },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return paymentIntentId;
}

test.describe('Seller balance and sales export (test processor)', () => {
  test('a seller sees pending, available, disputed and paid-out money and downloads the CSV', async ({
    browser,
    request,
  }) => {
    const seller = await newSeller(request);
    const instant = await paidProject(request, seller, `Instant kit ${uniqueWord()}`, 10, 0);
    const windowed = await paidProject(request, seller, `=Windowed kit ${uniqueWord()}`, 20, 14);
    await buy(request, instant);
    await buy(request, windowed);
    const disputed = await buy(request, windowed);

    // An admin opens a dispute on one sale and runs the test processor's payouts.
    const admin = await apiToken(request, demoAccounts.admin);
    const dispute = await request.post('/api/payments/test-processor/dispute', {
      headers: bearer(admin),
      data: { paymentIntentId: disputed, reason: 'fraudulent' },
    });
    expect(dispute.status(), await dispute.text()).toBe(200);
    const payouts = await request.post('/api/payments/test-processor/payouts', {
      headers: bearer(admin),
    });
    expect(payouts.status(), await payouts.text()).toBe(200);

    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await signIn(page, seller);
    await page.goto('/seller-dashboard');
    const balance = page.getByRole('region', { name: 'Balance' });
    const figure = (label: string) =>
      balance.locator('dl').filter({ has: page.getByText(label, { exact: true }) });
    // $10 sold on a project without refunds: paid out. $20 inside its 14 days: pending.
    await expect(figure('Pending')).toContainText('$20');
    await expect(figure('Available')).toContainText('$0');
    await expect(figure('In dispute')).toContainText('$20');
    await expect(figure('Paid out')).toContainText('$10');
    await expect(balance.getByRole('list')).toContainText('$10');
    await expect(balance.getByRole('list')).toContainText('Paid');
    await expect(page.getByRole('table')).toContainText('Disputed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      balance.getByRole('button', { name: 'Download sales CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^codebazaar-sales-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"date","project","buyer","buyer email","list price","discount","price","fee","total","net","currency","status"',
    );
    expect(lines).toHaveLength(4);
    expect(csv).toContain('"disputed"');
    expect(csv).toContain('"paid"');
    // A title that starts like a formula stays text.
    expect(csv).toContain(`"'=Windowed kit`);
  });
});

test.describe('Seller money on one page (test processor)', () => {
  test('a refund the seller approves updates every figure on the dashboard without a reload', async ({
    page,
    request,
  }) => {
    const seller = await newSeller(request);
    const instant = await paidProject(request, seller, `Instant kit ${uniqueWord()}`, 10, 0);
    const windowed = await paidProject(request, seller, `Windowed kit ${uniqueWord()}`, 20, 14);
    await buy(request, instant);
    await buy(request, windowed);

    // A second buyer of the windowed kit asks for a refund.
    const buyer = await registerUser(request);
    const intent = await request.post('/api/payments/create-payment-intent', {
      headers: bearer(buyer.token),
      data: { projectId: windowed },
    });
    const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
    const paid = await request.post('/api/payments/test-processor/confirm', {
      headers: bearer(buyer.token),
      data: { paymentIntentId, cardNumber: TEST_CARD_SUCCESS },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const dashboard = await request.get('/api/dashboard', { headers: bearer(buyer.token) });
    const { purchasedLicenses } = (await dashboard.json()) as {
      purchasedLicenses: { licenseId: string }[];
    };
    const asked = await request.post(
      `/api/licenses/${purchasedLicenses[0]!.licenseId}/refund-request`,
      { headers: bearer(buyer.token), data: { reason: 'It does not fit my stack' } },
    );
    expect(asked.status(), await asked.text()).toBe(201);

    await signIn(page, seller);
    await page.goto('/seller-dashboard');
    const cards = page.getByRole('list', { name: 'Earnings' });
    const card = (label: string) => cards.getByRole('listitem').filter({ hasText: label });
    const balance = page.getByRole('region', { name: 'Balance' });
    const figure = (label: string) =>
      balance.locator('dl').filter({ has: page.getByText(label, { exact: true }) });
    const chart = page.locator('[aria-labelledby="monthly-revenue-title"]');
    await expect(card('Total Earnings')).toContainText('$50');
    await expect(card('Total Sales')).toContainText('3');
    await expect(figure('Pending')).toContainText('$40');
    await expect(chart).toContainText('Last 12 months: $50');

    await page
      .getByRole('button', { name: new RegExp(`^Approve the refund of Windowed kit`) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();

    // Every figure follows at once: cards, balance, chart and the sales table.
    await expect(card('Total Earnings')).toContainText('$30');
    await expect(card('Total Sales')).toContainText('2');
    await expect(figure('Pending')).toContainText('$20');
    await expect(chart).toContainText('Last 12 months: $30');
    await expect(page.getByRole('table')).toContainText('Refunded');

    // Test mode states the test schedule, and no other.
    const info = page.getByRole('region', { name: 'Payment information' });
    await expect(info).toContainText('paid out every day at 00:00 UTC');
    await expect(page.getByText(/business days/)).toHaveCount(0);
  });

  test('the demo seller has a year of payouts on the schedule', async ({ page }) => {
    await signIn(page, demoAccounts.seller);
    await page.goto('/seller-dashboard');
    const balance = page.getByRole('region', { name: 'Balance' });
    const paidOut = balance
      .locator('dl')
      .filter({ has: page.getByText('Paid out', { exact: true }) });
    await expect(paidOut).not.toContainText('$0');
    const payouts = balance.getByRole('region', { name: 'Payouts' }).getByRole('listitem');
    await expect(payouts.first()).toContainText('Paid');
    expect(await payouts.count()).toBeGreaterThan(0);
  });
});
