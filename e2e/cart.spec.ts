import type { Page } from '@playwright/test';

import {
  createProject,
  expect,
  newSeller,
  registerUser,
  signIn,
  test,
  uniqueWord,
} from './fixtures';

/** Adds the project to the cart from its page; the button becomes a link to the cart. */
async function addFromProjectPage(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}`);
  const panel = page.getByRole('complementary', { name: 'License' });
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByRole('link', { name: 'In cart: view your cart' })).toBeVisible();
}

/** Whether the page is wider than its viewport (something sticks out sideways). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('The cart', () => {
  test('a buyer adds projects of two sellers, sees the count, and removes one in the cart', async ({
    page,
    request,
  }) => {
    const first = await newSeller(request);
    const second = await newSeller(request);
    const kit = await createProject(request, first, {
      title: `Invoice kit ${uniqueWord()}`,
      licenseType: 'paid',
      price: 20,
    });
    const charts = await createProject(request, second, {
      title: `Chart studio ${uniqueWord()}`,
      licenseType: 'paid',
      price: 15,
    });
    const buyer = await registerUser(request);
    await signIn(page, buyer);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await addFromProjectPage(page, kit.id);
    await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await addFromProjectPage(page, charts.id);
    await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await header.getByRole('link', { name: 'Cart, 2 items' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: `From ${first.username}` })).toContainText(
      kit.title,
    );
    await expect(page.getByRole('region', { name: `From ${second.username}` })).toContainText(
      charts.title,
    );
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Subtotal (2 items)');
    await expect(summary).toContainText('$35');

    await page.getByRole('button', { name: `Remove ${kit.title} from your cart` }).click();
    await expect(page.getByRole('link', { name: kit.title })).toHaveCount(0);
    await expect(summary).toContainText('Subtotal (1 item)');
    await expect(summary).toContainText('$15');
    await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Check out' })).toHaveAttribute(
      'href',
      '/checkout',
    );

    // The cart lives on the server: it is there after a reload.
    await page.reload();
    await expect(page.getByRole('link', { name: charts.title })).toBeVisible();
    await expect(page.getByRole('link', { name: kit.title })).toHaveCount(0);
  });

  test('nothing sticks out sideways at 390 px, with a long title and a pay-what-you-want item', async ({
    browser,
    request,
  }) => {
    const seller = await newSeller(request);
    const long = await createProject(request, seller, {
      title: `A very long project title that keeps going ${uniqueWord()}`,
      licenseType: 'paid',
      price: 1250,
    });
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
    const tipJar = ((await res.json()) as { project: { _id: string } }).project._id;
    const buyer = await registerUser(request);
    for (const id of [long.id, tipJar]) {
      const put = await request.put(`/api/cart/items/${id}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
        data: {},
      });
      expect(put.status(), await put.text()).toBe(200);
    }

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, buyer);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: long.title })).toBeVisible();
    const amount = page.getByRole('textbox', { name: `Your price for ${title} (USD)` });
    await expect(amount).toHaveValue('8');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }),
    ).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);

    // The amount is checked here first, then changes the subtotal.
    await amount.fill('4');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Enter at least $5')).toBeVisible();
    await amount.fill('10');
    await page.getByRole('button', { name: 'Update' }).click();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('$1,260');
    expect(await overflowsSideways(page)).toBe(false);
    await context.close();
  });
});
