import type { Page } from '@playwright/test';

import {
  createProject,
  expect,
  newSeller,
  registerUser,
  signIn,
  test,
  TEST_CARD_SUCCESS,
  uniqueWord,
} from './fixtures';

/** The buyer's library row of a project (the Purchases tab's list, not the receipts list). */
const libraryRow = (page: Page, title: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('A refund seen from both sides (test processor)', () => {
  test('the buyer pays, reads the receipt, asks for a refund; the seller approves; both see it refunded', async ({
    page,
    browser,
    request,
  }) => {
    const seller = await newSeller(request);
    const title = `Refundable kit ${uniqueWord()}`;
    const project = await createProject(request, seller, { title, licenseType: 'paid', price: 20 });
    const buyer = await registerUser(request);

    // The buyer pays with the test card.
    await signIn(page, buyer);
    await page.goto(`/project/${project.id}`);
    await page
      .getByRole('complementary', { name: 'License' })
      .getByRole('button', { name: 'Purchase for $24' })
      .click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByLabel('Card number').fill(TEST_CARD_SUCCESS);
    await checkout.getByLabel('Expiry (MM/YY)').fill('12/34');
    await checkout.getByLabel('CVC').fill('123');
    await checkout.getByRole('button', { name: 'Pay $24' }).click();
    // The dialog turns into "Purchase complete".
    await expect(page.getByRole('dialog').getByText('$24 charged.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The receipt: its number, the payment date, the method and the seller of record.
    await page.goto('/dashboard?tab=purchases');
    const row = libraryRow(page, title);
    await expect(row.getByText('Active')).toBeVisible();
    await row.getByRole('link', { name: 'Receipt', exact: true }).click();
    const heading = page.getByRole('heading', { name: /^Receipt CB-\d{6}$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Receipt ', '').trim();
    const main = page.getByRole('main');
    const today = new Date().toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    await expect(main.getByText(`Paid ${today}`)).toBeVisible();
    await expect(main).toContainText('Test card ending in 4242');
    await expect(main.getByTestId('receipt-seller-of-record')).toHaveText('Codebazaar');
    await expect(main.getByText('Paid', { exact: true })).toBeVisible();

    // The buyer asks for a refund from the library.
    await page.goto('/dashboard?tab=purchases');
    await libraryRow(page, title)
      .getByRole('button', { name: `Request a refund of ${title}` })
      .click();
    const ask = page.getByRole('dialog');
    await ask.getByLabel('Reason').fill('It does not build on my machine.');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(ask).toBeHidden();
    await expect(libraryRow(page, title).getByText('Refund requested')).toBeVisible();

    // The seller sees the request and approves it.
    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await signIn(sellerPage, seller);
    await sellerPage.goto('/seller-dashboard');
    const requests = sellerPage.getByRole('region', { name: 'Refund requests' });
    await expect(requests).toContainText(title);
    await expect(requests).toContainText('It does not build on my machine.');
    await requests
      .getByRole('button', { name: `Approve the refund of ${title} for ${buyer.username}` })
      .click();
    const confirm = sellerPage.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(requests.getByText('Refunded', { exact: true })).toBeVisible();

    // The seller's recent sales show the sale refunded.
    await sellerPage.reload();
    const sale = sellerPage.getByRole('row').filter({ hasText: title });
    await expect(sale.getByText('Refunded')).toBeVisible();
    await sellerContext.close();

    // The buyer's library still lists the purchase: refunded, with the refund, its receipt and
    // no way to the code.
    await page.reload();
    const refunded = libraryRow(page, title);
    await expect(refunded.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(refunded.getByTestId('purchase-refund')).toHaveText(`Refunded $24 on ${today}`);
    await expect(refunded.getByRole('link', { name: 'Repository' })).toHaveCount(0);
    await expect(refunded.getByRole('button', { name: /Request a refund/ })).toHaveCount(0);
    await refunded.getByRole('link', { name: 'Receipt', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Receipt ${number}` })).toBeVisible();
    await expect(page.getByRole('main').getByText('Refunded', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Refunded $24.00 on ${today}`);
  });
});
