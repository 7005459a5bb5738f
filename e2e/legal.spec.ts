import { demoAccounts, expect, signIn, test } from './fixtures';

test.describe('legal pages', () => {
  // The second journey edits a page the first one reads.
  test.describe.configure({ mode: 'serial' });

  test('the footer links to each legal page, and each answers 200 with its own title', async ({
    page,
    request,
  }) => {
    for (const [name, path] of [
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Refund policy', '/refund-policy'],
      ['Contact', '/contact'],
    ] as const) {
      // The other journey may edit a page meanwhile: the title to expect comes from the API.
      const { title } = (await (
        await request.get(`/api${path}`.replace('/api/', '/api/legal/'))
      ).json()) as {
        title: string;
      };
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(await res.text()).toContain(`<title>${title} — Codebazaar</title>`);

      await page.goto('/');
      await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Last updated /)).toBeVisible();
    }
    expect((await request.get('/terms-and-more')).status()).toBe(404);
  });

  test('an admin edits a page from /admin, and a visitor sees the change', async ({
    page,
    browser,
  }) => {
    const marker = `Write to us at help-${Date.now()}@example.com.`;
    await signIn(page, demoAccounts.admin);
    await page.goto('/admin');
    await page.getByRole('link', { name: /Legal pages/ }).click();
    await page
      .getByRole('navigation', { name: 'Legal pages' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.getByLabel(/^Title/)).toHaveValue('Contact');
    await page.getByLabel(/^Title/).fill('Contact us');
    await page.getByLabel(/^Content/).fill(`<p>${marker}</p><script>alert(1)</script>`);
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('Contact page saved')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/contact');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(visitor.getByText(marker)).toBeVisible();
    const today = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(new Date());
    await expect(visitor.getByText(`Last updated ${today}`)).toBeVisible();
    await visitor.close();
  });
});
