import type { Browser, Page } from '@playwright/test';

import {
  createProject,
  expect,
  newSeller,
  type RegisteredUser,
  registerUser,
  signIn,
  test,
  TEST_CARD_SUCCESS,
  uniqueWord,
} from './fixtures';

async function payWithTestCard(page: Page, total: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(TEST_CARD_SUCCESS);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(
    dialog.getByText('Payment successful. You now have access to this project.'),
  ).toBeVisible();
  await expect(dialog.getByText(`${total} charged.`)).toBeVisible();
}

async function pageOf(browser: Browser, account: RegisteredUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

test.describe('Discount codes and pay what you want (test processor)', () => {
  test('the seller creates a code; a buyer applies it and pays the discounted total', async ({
    browser,
    request,
  }) => {
    const seller = await newSeller(request);
    const project = await createProject(request, seller, {
      title: `Launch kit ${uniqueWord()}`,
      licenseType: 'paid',
      price: 20,
    });

    // The seller makes the code on the seller dashboard.
    const sellerPage = await pageOf(browser, seller);
    await sellerPage.goto('/seller-dashboard');
    const form = sellerPage.getByRole('form', { name: 'New discount code' });
    await form.getByLabel('Code').fill('Launch25');
    await form.getByLabel('Amount').fill('25');
    await form.getByLabel('Project').selectOption({ label: project.title });
    await form.getByRole('button', { name: 'Create code' }).click();
    const codes = sellerPage.getByRole('region', { name: 'Discount codes' });
    await expect(codes.getByText('Launch25')).toBeVisible();
    await expect(codes).toContainText('0 used');

    // A buyer enters it in any letter case at checkout.
    const buyer = await registerUser(request);
    const page = await pageOf(browser, buyer);
    await page.goto(`/project/${project.id}`);
    const panel = page.getByRole('complementary', { name: 'License' });
    await panel.getByRole('button', { name: 'Purchase for $24' }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    const summary = dialog.getByLabel('Order summary');
    await expect(summary).toContainText('$24');

    await dialog.getByLabel('Discount code').fill('nope');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('This discount code does not exist')).toBeVisible();

    await dialog.getByLabel('Discount code').fill('launch25');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeVisible();
    // $20 − 25 % = $15; the fee (20 %) on $15 is $3.
    await expect(summary).toContainText('−$5');
    await expect(summary).toContainText('+$3');
    await expect(summary).toContainText('$18');
    await payWithTestCard(page, '$18');

    await sellerPage.reload();
    await expect(codes).toContainText('1 used');
  });

  test('a buyer pays more than the minimum on a pay-what-you-want project', async ({
    browser,
    request,
  }) => {
    const seller = await newSeller(request);
    const title = `Tip jar ${uniqueWord()}`;
    const res = await request.post('/api/projects', {
      headers: { authorization: `Bearer ${seller.token}` },
      data: {
        title,
        description: `${title}: a project made by a browser test.`,
        category: 'tool',
        repository: { paidUrl: `https://github.com/${seller.username}/tip-jar` },
        license: { type: 'paid', price: 5, payWhatYouWant: true, suggestedPrice: 8 },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { project: { _id: string } }).project._id;

    const buyer = await registerUser(request);
    const page = await pageOf(browser, buyer);
    await page.goto(`/project/${id}`);
    const panel = page.getByRole('complementary', { name: 'License' });
    await expect(panel.getByText('Pay what you want, from $5')).toBeVisible();
    await panel.getByRole('button', { name: 'Choose your price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    const amount = dialog.getByLabel('Your price (USD)');
    // The suggested price is proposed.
    await expect(amount).toHaveValue('8');

    await amount.fill('4');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Enter at least $5')).toBeVisible();

    await amount.fill('12.50');
    await dialog.getByRole('button', { name: 'Update' }).click();
    const summary = dialog.getByLabel('Order summary');
    await expect(summary).toContainText('$12.50');
    await expect(summary).toContainText('$15');
    await payWithTestCard(page, '$15');
  });

  test('a buyer requests a refund inside the window; the seller approves it', async ({
    browser,
    request,
  }) => {
    const seller = await newSeller(request);
    const project = await createProject(request, seller, {
      title: `Refundable kit ${uniqueWord()}`,
      licenseType: 'paid',
      price: 10,
    });
    const buyer = await registerUser(request);
    const page = await pageOf(browser, buyer);
    await page.goto(`/project/${project.id}`);
    const panel = page.getByRole('complementary', { name: 'License' });
    await expect(panel.getByText('Refunds within 14 days of purchase')).toBeVisible();
    await panel.getByRole('button', { name: 'Purchase for $12' }).click();
    await payWithTestCard(page, '$12');
    await page.getByRole('link', { name: 'Go to your license' }).click();

    await page.getByRole('button', { name: `Request a refund of ${project.title}` }).click();
    const ask = page.getByRole('dialog');
    await ask.getByLabel('Reason').fill('It does not run on my machine');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Refund requested')).toBeVisible();

    const sellerPage = await pageOf(browser, seller);
    await sellerPage.goto('/seller-dashboard');
    const requests = sellerPage.getByRole('region', { name: 'Refund requests' });
    await expect(requests).toContainText('It does not run on my machine');
    await requests.getByRole('button', { name: /^Approve the refund/ }).click();
    await sellerPage.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    await expect(requests).toContainText('Refunded');

    // The buyer's license has ended: the project offers the purchase again.
    await page.goto(`/project/${project.id}`);
    await expect(panel.getByRole('button', { name: 'Purchase for $12' })).toBeVisible();
  });
});
