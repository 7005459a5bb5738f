import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

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

/** The page's serious and critical axe violations (the rules of accessibility.spec.ts). */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function payWithTestCard(page: Page, total: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(TEST_CARD_SUCCESS);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(dialog.getByText(`${total} charged.`)).toBeVisible();
}

test.describe('Receipts (test processor, TAX_MODE=off)', () => {
  test('a buyer buys a project with billing details and downloads the PDF receipt from Purchases', async ({
    page,
    request,
  }) => {
    const seller = await newSeller(request);
    const project = await createProject(request, seller, {
      title: `Invoice kit ${uniqueWord()}`,
      licenseType: 'paid',
      price: 20,
    });
    const buyer = await registerUser(request);
    await signIn(page, buyer);

    await page.goto(`/project/${project.id}`);
    await page
      .getByRole('complementary', { name: 'License' })
      .getByRole('button', { name: 'Purchase for $24' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await expect(dialog.getByLabel('Order summary')).toContainText('$24');
    // Billing details for the receipt, typed at checkout.
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByLabel('Billing country').selectOption({ label: 'Netherlands' });
    await dialog.getByLabel('VAT ID (optional)').fill('nl 123456789 b01');
    await dialog.getByRole('button', { name: 'Save billing details' }).click();
    await expect(dialog.getByRole('button', { name: 'Change' })).toBeVisible();
    await expect(dialog.getByText(/^Billing: Netherlands/)).toContainText('VAT ID NL123456789B01');
    await payWithTestCard(page, '$24');
    await page.keyboard.press('Escape');

    // The Purchases tab links the purchase to its receipt and lists every receipt.
    await page.goto('/dashboard?tab=purchases');
    const receipts = page.getByRole('region', { name: 'Receipts' });
    const row = receipts.getByRole('listitem').filter({ hasText: project.title });
    await expect(row).toContainText('$24.00');
    expect(await axeViolations(page)).toEqual([]);
    const number = (await row.getByRole('link', { name: /^Receipt CB-\d{6}$/ }).textContent())!
      .replace('Receipt ', '')
      .trim();

    // The PDF downloads and holds the receipt's number.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download receipt ${number} as PDF` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`receipt-${number}.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The receipt page says everything the receipt holds.
    await page.getByRole('link', { name: 'Receipt', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: `Receipt ${number}` })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(buyer.email);
    await expect(main).toContainText('Netherlands');
    await expect(main).toContainText('VAT ID: NL123456789B01');
    await expect(main).toContainText(`License: ${project.title}`);
    await expect(main).toContainText('Marketplace fee');
    await expect(main).toContainText('No tax charged');
    await expect(main).toContainText('Test card ending in 4242');
    await expect(main.getByTestId('receipt-seller-of-record')).toHaveText('Codebazaar');
    await expect(main).toContainText('$24.00');
    await expect(main.getByText('Paid', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await again).suggestedFilename()).toBe(`receipt-${number}.pdf`);

    // The profile kept the billing details.
    await page.goto('/profile');
    await expect(page.getByLabel('Billing country')).toHaveValue('NL');
    await expect(page.getByLabel('VAT ID (optional)')).toHaveValue('NL123456789B01');
  });
});
