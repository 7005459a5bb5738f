import type { APIRequestContext, Page } from '@playwright/test';

import { demoAccounts, expect, signIn, test, TEST_CARD_SUCCESS } from './fixtures';

// The test processor's cards (docs/ARCHITECTURE.md#outside-services).
const TEST_CARD_DECLINED = '4000 0000 0000 0002';

// Seeded projects (apps/server/src/db/seed): a free project the demo buyer has not claimed and a
// paid project of the demo seller the buyer has not bought.
const FREE_PROJECT = 'dotsync Dotfiles Manager';
const PAID_PROJECT = 'Multi-tenant Auth API';

async function projectIdOf(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.get('/api/projects', { params: { search: title, limit: 50 } });
  expect(res.ok()).toBe(true);
  const { projects } = (await res.json()) as { projects: { _id: string; title: string }[] };
  const project = projects.find((p) => p.title === title);
  expect(project, `seeded project "${title}"`).toBeTruthy();
  return project!._id;
}

async function fillCard(page: Page, cardNumber: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  return dialog;
}

// One story in order: the buyer claims and buys (the seeded seller's payment account is already
// active), then the seller sees the sale.
test.describe.configure({ mode: 'serial' });

test.describe('Licenses and payments (test processor)', () => {
  test('a new seller sets up payments with the test processor', async ({ page, user }) => {
    await signIn(page, user);
    await page.goto('/seller-dashboard');
    await page.getByRole('button', { name: 'Set up payments' }).click();
    await expect(page).toHaveURL(/\/seller-dashboard\/onboarding$/);
    await expect(page.getByText(/No real money moves/)).toBeVisible();
    await page.getByRole('button', { name: 'Complete onboarding' }).click();
    await expect(page).toHaveURL(/\/seller-dashboard$/);
    await expect(page.getByText('Payments active')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Earnings' })).toContainText('Total Earnings');
    await expect(page.getByRole('heading', { name: 'No sales yet' })).toBeVisible();
  });

  test('the buyer claims a free project and sees its repository', async ({ page, request }) => {
    const id = await projectIdOf(request, FREE_PROJECT);
    await signIn(page, demoAccounts.buyer);
    await page.goto(`/project/${id}`);
    const panel = page.getByRole('complementary', { name: 'License' });
    await panel.getByRole('button', { name: 'Get free access' }).click();
    await expect(panel.getByText('You have free access to this project')).toBeVisible();
    await expect(panel.getByRole('link', { name: /github\.com/ })).toBeVisible();
  });

  test('the buyer buys a paid project: a declined card fails, the test card pays', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.buyer);
    // From the Find Projects card, a signed-in buyer goes to the project's license view.
    await page.goto('/find-projects');
    await page.getByRole('searchbox').first().fill(PAID_PROJECT);
    await page.getByRole('searchbox').first().press('Enter');
    await page.getByRole('button', { name: `Purchase ${PAID_PROJECT}` }).click();
    await expect(page).toHaveURL(/\/project\/[\w-]+\?tab=license$/);
    await expect(page.getByRole('tab', { name: 'License' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const panel = page.getByRole('complementary', { name: 'License' });
    await panel.getByRole('button', { name: 'Purchase for $70.80' }).click();
    await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
    // The same dialog is titled 'Purchase complete' at the end.
    const dialog = page.getByRole('dialog');
    const summary = dialog.getByLabel('Order summary');
    await expect(summary).toContainText('$59');
    await expect(summary).toContainText('+$11.80');
    await expect(summary).toContainText('$70.80');
    await expect(dialog.getByText('Test mode: no money moves.', { exact: false })).toBeVisible();

    await fillCard(page, TEST_CARD_DECLINED);
    await dialog.getByRole('button', { name: 'Pay $70.80' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');

    await fillCard(page, TEST_CARD_SUCCESS);
    await dialog.getByRole('button', { name: 'Pay $70.80' }).click();
    await expect(
      dialog.getByText('Payment successful. You now have access to this project.'),
    ).toBeVisible();
    // The dialog leads to the purchase in the buyer's dashboard.
    await dialog.getByRole('link', { name: 'Go to your license' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=purchases$/);
    // The purchase, not its line in the Receipts list below (which names the project too).
    const purchase = page
      .getByRole('listitem')
      .filter({ hasText: PAID_PROJECT })
      .filter({ hasText: 'Paid $' });
    await expect(purchase).toContainText('Paid $70.80');

    // Back on the project, the panel shows the license and the repository.
    await page.goBack();
    await expect(panel.getByText('You have a license to this project')).toBeVisible();
    await expect(panel.getByRole('link', { name: /github\.com/ })).toBeVisible();
  });

  test('the seller sees the sale on the seller dashboard', async ({ page }) => {
    await signIn(page, demoAccounts.seller);
    await page.goto('/seller-dashboard');
    const row = page
      .getByRole('row')
      .filter({ hasText: PAID_PROJECT })
      .filter({ hasText: demoAccounts.buyer.username });
    await expect(row).toContainText(demoAccounts.buyer.username);
    await expect(row).toContainText(demoAccounts.buyer.email);
    await expect(row).toContainText('$59');
    await expect(row).toContainText('Completed');
    await expect(page.getByRole('link', { name: 'Manage GitHub access' })).toBeVisible();

    // The monthly revenue chart ends with this month, which now holds the sale.
    const chart = page.getByRole('heading', { name: 'Monthly revenue' });
    await expect(chart).toBeVisible();
    const thisMonth = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    const bar = page.getByRole('img', {
      name: new RegExp(`^${thisMonth}: \\$[\\d,.]+ from \\d+ sales?$`),
    });
    await expect(bar).toHaveCount(1);
    await bar.focus();
    await expect(bar.getByText(/^\$[\d,.]+ · \d+ sales?$/)).toBeVisible();
  });
});
