import { demoAccounts, expect, signIn, test, uniqueWord } from './fixtures';

test.describe('Bundles', () => {
  test('the demo seller bundles two paid projects; a visitor finds the bundle on a project page', async ({
    browser,
  }) => {
    const title = `Invoicing duo ${uniqueWord()}`;

    // The seller makes the bundle on the seller dashboard: $39 + $59 for $79.
    const sellerPage = await (await browser.newContext()).newPage();
    await signIn(sellerPage, demoAccounts.seller);
    await sellerPage.goto('/seller-dashboard');
    const section = sellerPage.getByRole('region', { name: 'Bundles' });
    await section.getByRole('button', { name: 'New bundle' }).click();
    const form = section.getByRole('form', { name: 'New bundle' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Send invoices and sign your customers in.');
    await form.getByRole('checkbox', { name: /Invoice Studio/ }).check();
    await form.getByRole('checkbox', { name: /Multi-tenant Auth API/ }).check();
    await form.getByLabel('Bundle price (USD)').fill('79');
    await expect(form).toContainText('Sum of list prices$98');
    await expect(form).toContainText('Buyers save$19 (19%)');
    await form.getByRole('button', { name: 'Create bundle' }).click();
    await expect(form).toBeHidden();
    const row = section.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('On sale');
    await expect(row).toContainText('2 projects · $79 $98');

    // Its page, as the seller sees it.
    await row.getByRole('link', { name: `View the bundle ${title}` }).click();
    await expect(sellerPage).toHaveURL(/\/bundle\/[0-9a-f-]{36}$/);
    const bundleUrl = new URL(sellerPage.url()).pathname;
    await expect(sellerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const panel = sellerPage.getByRole('complementary', { name: 'Bundle price' });
    await expect(panel).toContainText('$79');
    await expect(panel).toContainText('You save $19 (19%)');
    await expect(panel).toContainText('This is your bundle.');

    // A visitor opens the bundle: the projects without prices, and a sign-in to see them.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(bundleUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const inside = visitor.getByRole('region', { name: 'What is inside' });
    await expect(inside.getByRole('link', { name: 'Invoice Studio' })).toBeVisible();
    await expect(inside.getByRole('link', { name: 'Multi-tenant Auth API' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Sign in to view price' })).toBeVisible();

    // The project page lists the bundle, and leads back to it.
    await inside.getByRole('link', { name: 'Invoice Studio' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Invoice Studio' })).toBeVisible();
    const also = visitor.getByRole('region', { name: 'Also in bundles' });
    await expect(also.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await also.getByRole('link', { name: new RegExp(title) }).click();
    await expect(visitor).toHaveURL(bundleUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('an unknown bundle shows the not-found page', async ({ page }) => {
    await page.goto('/bundle/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Bundle not found' })).toBeVisible();
  });
});
