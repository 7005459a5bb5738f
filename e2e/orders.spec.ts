import type { APIRequestContext, Page } from '@playwright/test';

import {
  apiToken,
  createProject,
  demoAccounts,
  expect,
  newSeller,
  registerUser,
  signIn,
  test,
  TEST_CARD_SUCCESS,
  uniqueWord,
  type CreatedProject,
  type RegisteredUser,
} from './fixtures';

// Carts, orders, bundles and the EU/EEA/UK consent (issue 29), as a buyer goes through them.

const CONSENT_TEXT =
  'I want the code delivered now, and I understand that I lose my right to withdraw once it is.';
const CONSENT_REQUIRED =
  'Buyers in the EU, EEA and UK must agree to immediate delivery and the loss of the right of withdrawal';

/** Dollars as the pages print them: $46, $46.80, $1,250. */
const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface ListedProject {
  _id: string;
  title: string;
  author: { _id: string; username: string };
  license: { type: string; price: number | null; payWhatYouWant: boolean };
}

/**
 * Three seeded paid projects (not pay what you want) of two sellers, as the public API lists them
 * to a signed-in buyer: two of one seller, one of another. Seeded projects come first oldest
 * first; projects of other journeys (made by `e2e-…` sellers) are left out.
 */
async function threeProjectsOfTwoSellers(
  request: APIRequestContext,
  token: string,
): Promise<{ first: ListedProject[]; second: ListedProject }> {
  const res = await request.get('/api/projects', {
    headers: bearer(token),
    params: { licenseType: 'paid', sortBy: 'createdAt', sortOrder: 'asc', limit: 50 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { projects } = (await res.json()) as { projects: ListedProject[] };
  const sellable = projects.filter(
    (p) =>
      p.license.type === 'paid' &&
      !p.license.payWhatYouWant &&
      (p.license.price ?? 0) > 0 &&
      !p.author.username.startsWith('e2e') &&
      // The demo seller's projects are the bundle journey's.
      p.author.username !== demoAccounts.seller.username,
  );
  const byAuthor = new Map<string, ListedProject[]>();
  for (const p of sellable) byAuthor.set(p.author._id, [...(byAuthor.get(p.author._id) ?? []), p]);
  const twoOf = [...byAuthor.values()].find((list) => list.length >= 2);
  expect(twoOf, 'a seeded seller with two paid projects').toBeTruthy();
  const other = sellable.find((p) => p.author._id !== twoOf![0]!.author._id);
  expect(other, 'a second seeded seller with a paid project').toBeTruthy();
  return { first: twoOf!.slice(0, 2), second: other! };
}

/** Adds the project to the cart from its page; the button becomes a link to the cart. */
async function addFromProjectPage(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}`);
  const panel = page.getByRole('complementary', { name: 'License' });
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByRole('link', { name: 'In cart: view your cart' })).toBeVisible();
}

/** Pays the priced checkout on /checkout with the test card. */
async function payWithTestCard(page: Page) {
  const payment = page.getByRole('button', { name: /^Pay \$[\d,.]+$/ });
  await page.getByLabel('Card number').fill(TEST_CARD_SUCCESS);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await payment.click();
}

/** Puts projects in the buyer's cart through the API. */
async function fillCart(request: APIRequestContext, buyer: RegisteredUser, ids: string[]) {
  for (const id of ids) {
    const put = await request.put(`/api/cart/items/${id}`, {
      headers: bearer(buyer.token),
      data: {},
    });
    expect(put.status(), await put.text()).toBe(200);
  }
}

/** Buys projects in one checkout through the API (test card); returns the order. */
async function buyThroughApi(
  request: APIRequestContext,
  buyer: RegisteredUser,
  projectIds: string[],
): Promise<{ id: string; number: string; items: { projectId: string; licenseId: string }[] }> {
  const headers = bearer(buyer.token);
  const checkout = await request.post('/api/checkout', {
    headers,
    data: { items: projectIds.map((projectId) => ({ projectId })), billingCountry: 'US' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { checkoutId, paymentIntentId } = (await checkout.json()) as {
    checkoutId: string;
    paymentIntentId: string;
  };
  const paid = await request.post('/api/payments/test-processor/confirm', {
    headers,
    data: { paymentIntentId, cardNumber: TEST_CARD_SUCCESS },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirm = await request.post(`/api/checkout/${checkoutId}/confirm`, { headers });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return ((await confirm.json()) as { order: Awaited<ReturnType<typeof buyThroughApi>> }).order;
}

/** Whether the page is wider than the viewport (something sticks out sideways). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth > 390);

test.describe('Orders: carts, bundles, discounts, refunds and consent', () => {
  test('a cart of two sellers is paid once: three licenses, one order, one receipt', async ({
    page,
    request,
  }) => {
    const buyer = await registerUser(request);
    const { first, second } = await threeProjectsOfTwoSellers(request, buyer.token);
    const projects = [...first, second];
    await signIn(page, buyer);

    const header = page.getByRole('banner');
    for (const p of projects) await addFromProjectPage(page, p._id);
    await expect(header.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    await header.getByRole('link', { name: 'Cart, 3 items' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    for (const p of projects) await expect(page.getByRole('link', { name: p.title })).toBeVisible();
    await page
      .getByRole('region', { name: 'Summary' })
      .getByRole('link', { name: 'Check out' })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // A buyer in Germany is asked to agree to immediate delivery; without it there is no payment.
    const consent = page.getByRole('checkbox', { name: CONSENT_TEXT });
    await expect(consent).toHaveCount(0);
    await page.getByLabel('Billing country').selectOption('DE');
    await expect(consent).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(CONSENT_REQUIRED)).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await consent.check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const lines = page.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    for (const p of projects) await expect(lines.filter({ hasText: p.title })).toHaveCount(1);
    const total = (await page.getByLabel('Order totals').locator('dd').last().textContent())!;
    expect(total).toMatch(/^\$[\d,.]+$/);
    await payWithTestCard(page);

    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order ORD-\d+$/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText(
      'Your 3 licenses are ready in your library.',
    );
    const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const p of projects) {
      await expect(items.filter({ hasText: p.title })).toContainText('Active');
    }
    await expect(page.getByText(/You agreed to immediate delivery on/)).toContainText(CONSENT_TEXT);
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
    // Paid items leave the cart.
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

    // One receipt with a line per project and the total.
    await page.getByRole('link', { name: 'Receipt', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/receipt$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Receipt ORD-\d+$/ })).toBeVisible();
    const receipt = page.getByRole('table', { name: 'Receipt lines' });
    for (const p of projects) {
      await expect(receipt.getByRole('row').filter({ hasText: p.title })).toHaveCount(1);
    }
    await expect(receipt.getByRole('row', { name: /^Total/ })).toContainText(total);
    // Who licenses what: the two sellers, each with their projects.
    await expect(page.getByText(/^Licensed through Codebazaar by /)).toContainText(
      `(${first[0]!.title}, ${first[1]!.title})`,
    );
    await expect(page.getByText(CONSENT_TEXT, { exact: false })).toBeVisible();

    // The library holds the three licenses.
    await page.goto('/dashboard?tab=purchases');
    for (const p of projects) {
      const purchase = page.getByRole('listitem').filter({ hasText: p.title });
      await expect(purchase.filter({ hasText: 'Paid $' })).toBeVisible();
    }
  });

  test('a buyer who holds one project of a bundle pays for the other two', async ({
    page,
    request,
  }) => {
    const sellerToken = await apiToken(request, demoAccounts.seller);
    const profile = await request.get('/api/auth/profile', { headers: bearer(sellerToken) });
    const sellerId = ((await profile.json()) as { user: { id: string } }).user.id;
    const listed = await request.get('/api/projects', {
      headers: bearer(sellerToken),
      params: { author: sellerId, limit: 50, sortBy: 'createdAt', sortOrder: 'asc' },
    });
    const { projects } = (await listed.json()) as { projects: ListedProject[] };
    const paid = projects.filter((p) => p.license.type !== 'free').slice(0, 3);
    expect(paid, 'three paid or freemium projects of the demo seller').toHaveLength(3);

    const title = `Starter trio ${uniqueWord()}`;
    const created = await request.post('/api/seller/bundles', {
      headers: bearer(sellerToken),
      data: {
        title,
        description: 'Three projects of the demo seller, bundled by a browser test.',
        projectIds: paid.map((p) => p._id),
        price: 99,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const bundleId = ((await created.json()) as { bundle: { id: string } }).bundle.id;

    // The buyer already holds the first project.
    const buyer = await registerUser(request);
    const [held, ...rest] = paid as [ListedProject, ...ListedProject[]];
    await buyThroughApi(request, buyer, [held._id]);

    const forBuyer = await request.get(`/api/bundles/${bundleId}`, {
      headers: bearer(buyer.token),
    });
    const { forViewer } = (await forBuyer.json()) as { forViewer: { price: number } };
    expect(forViewer.price).toBeLessThan(99);
    expect(forViewer.price).toBeGreaterThan(99 - held.license.price!);

    await signIn(page, buyer);
    await page.goto(`/bundle/${bundleId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Bundle price' });
    await expect(panel.getByRole('heading', { name: 'Complete the bundle' })).toBeVisible();
    await expect(panel).toContainText('You already own 1 of these projects');
    const completePrice = usd(forViewer.price);
    await expect(panel).toContainText(completePrice);
    const inside = page.getByRole('region', { name: 'What is inside' });
    await expect(inside.getByRole('listitem').filter({ hasText: held.title })).toContainText(
      'You own this',
    );
    await panel.getByRole('link', { name: 'Buy bundle' }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout\\?bundle=${bundleId}$`));
    await page.getByLabel('Billing country').selectOption('US');
    await expect(page.getByRole('checkbox', { name: CONSENT_TEXT })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const lines = page.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: held.title })).toHaveCount(0);
    await expect(page.getByLabel('Order totals')).toContainText(`Price${completePrice}`);
    await payWithTestCard(page);

    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    for (const p of rest) await expect(items.filter({ hasText: p.title })).toContainText('Active');
    await expect(page.getByText(/You agreed to immediate delivery/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'bundle' })).toHaveAttribute(
      'href',
      `/bundle/${bundleId}`,
    );
  });

  test("one seller's code lowers only that seller's lines", async ({ page, request }) => {
    const sellerA = await newSeller(request);
    const sellerB = await newSeller(request);
    const kit = await createProject(request, sellerA, {
      title: `Invoice kit ${uniqueWord()}`,
      licenseType: 'paid',
      price: 40,
    });
    const forms = await createProject(request, sellerA, {
      title: `Form kit ${uniqueWord()}`,
      licenseType: 'paid',
      price: 20,
    });
    const charts = await createProject(request, sellerB, {
      title: `Chart studio ${uniqueWord()}`,
      licenseType: 'paid',
      price: 30,
    });
    const code = `SAVE25${uniqueWord('').toUpperCase()}`.slice(0, 30);
    const discount = await request.post('/api/seller/discounts', {
      headers: bearer(sellerA.token),
      data: { code, type: 'percent', amount: 25 },
    });
    expect(discount.status(), await discount.text()).toBe(201);

    const buyer = await registerUser(request);
    await fillCart(request, buyer, [kit.id, forms.id, charts.id]);
    await signIn(page, buyer);
    await page.goto('/checkout');
    await page.getByLabel('Discount codes').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Discount codes added' })).toContainText(
      code.toLowerCase(),
    );
    await page.getByLabel('Billing country').selectOption('US');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const lines = page.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    const line = (p: CreatedProject) => lines.filter({ hasText: p.title });
    await expect(line(kit)).toContainText(`Discount (${code})`);
    await expect(line(kit)).toContainText('−$10');
    await expect(line(forms)).toContainText(`Discount (${code})`);
    await expect(line(forms)).toContainText('−$5');
    await expect(line(charts)).not.toContainText(code);
    await expect(line(charts)).toContainText('DiscountNone');
    await expect(page.getByLabel('Order totals')).toContainText('Discounts−$15');
  });

  test("a seller refunds one line of an order; the buyer's order shows it, the rest active", async ({
    page,
    request,
  }) => {
    const sellerA = await newSeller(request);
    const sellerB = await newSeller(request);
    const kit = await createProject(request, sellerA, {
      title: `Refund kit ${uniqueWord()}`,
      licenseType: 'paid',
      price: 25,
    });
    const other = await createProject(request, sellerA, {
      title: `Kept kit ${uniqueWord()}`,
      licenseType: 'paid',
      price: 15,
    });
    const charts = await createProject(request, sellerB, {
      title: `Kept charts ${uniqueWord()}`,
      licenseType: 'paid',
      price: 35,
    });
    const buyer = await registerUser(request);
    const order = await buyThroughApi(request, buyer, [kit.id, other.id, charts.id]);
    const line = order.items.find((i) => i.projectId === kit.id)!;

    // Not the other seller's line to refund.
    const refused = await request.post('/api/payments/refund', {
      headers: bearer(sellerB.token),
      data: { licenseId: line.licenseId },
    });
    expect(refused.status()).toBe(403);
    const refund = await request.post('/api/payments/refund', {
      headers: bearer(sellerA.token),
      data: { licenseId: line.licenseId },
    });
    expect(refund.status(), await refund.text()).toBe(200);

    await signIn(page, buyer);
    await page.goto(`/orders/${order.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order ${order.number}` }),
    ).toBeVisible();
    const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: kit.title })).toContainText('Refunded');
    await expect(items.filter({ hasText: other.title })).toContainText('Active');
    await expect(items.filter({ hasText: charts.title })).toContainText('Active');

    // The orders list and the receipt say it too.
    await page.getByRole('link', { name: 'Receipt', exact: true }).click();
    await expect(page.getByText('Partly refunded')).toBeVisible();
    await expect(page.getByText(/^Refunded \$[\d,.]+$/)).toBeVisible();
    await page.goto('/orders');
    await expect(page.getByText('3 projects, 1 refunded')).toBeVisible();
  });

  test('the cart and the checkout fit a 390 px phone', async ({ browser, request }) => {
    const sellerA = await newSeller(request);
    const sellerB = await newSeller(request);
    const long = await createProject(request, sellerA, {
      title: `A rather long project title for a narrow phone screen ${uniqueWord()}`,
      licenseType: 'paid',
      price: 1250,
    });
    const short = await createProject(request, sellerB, {
      title: `Tiny kit ${uniqueWord()}`,
      licenseType: 'paid',
      price: 9,
    });
    const buyer = await registerUser(request);
    await fillCart(request, buyer, [long.id, short.id]);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, buyer);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: long.title })).toBeVisible();
    await expect(page.getByRole('link', { name: short.title })).toBeVisible();
    const checkOut = page.getByRole('region', { name: 'Summary' }).getByRole('link', {
      name: 'Check out',
    });
    await checkOut.scrollIntoViewIfNeeded();
    await expect(checkOut).toBeInViewport();
    expect(await overflowsSideways(page)).toBe(false);

    await checkOut.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByLabel('Billing country').selectOption('FR');
    await page.getByRole('checkbox', { name: CONSENT_TEXT }).check();
    const cont = page.getByRole('button', { name: 'Continue to payment' });
    await cont.scrollIntoViewIfNeeded();
    await expect(cont).toBeInViewport();
    expect(await overflowsSideways(page)).toBe(false);

    await cont.click();
    await expect(page.getByRole('list', { name: 'Order lines' }).getByRole('listitem')).toHaveCount(
      2,
    );
    const pay = page.getByRole('button', { name: /^Pay \$[\d,.]+$/ });
    await pay.scrollIntoViewIfNeeded();
    await expect(pay).toBeInViewport();
    expect(await overflowsSideways(page)).toBe(false);
    await context.close();
  });
});
