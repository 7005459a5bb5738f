import { expect, signIn, test } from './fixtures';

const NOT_CONFIGURED = 'GitHub sign-in is not configured on this server';

/** The default e2e server has no GitHub OAuth app: every GitHub action explains why it is off. */
test.describe('GitHub not configured', () => {
  test('sign-in, sign-up, import and connect are disabled with the reason', async ({
    page,
    user,
  }) => {
    const status = await page.request.get('/api/github/status');
    expect(await status.json()).toEqual({ configured: false, isConnected: false, username: null });

    await page.goto('/login');
    await expect(page.getByText(NOT_CONFIGURED)).toBeVisible();
    await expect(page.getByRole('button', { name: /Sign in with GitHub/ })).toBeDisabled();

    await page.goto('/login?error=oauth');
    await expect(page.getByRole('alert')).toHaveText(
      'OAuth authentication failed. Please try again.',
    );

    await page.goto('/register');
    await expect(page.getByText(NOT_CONFIGURED)).toBeVisible();
    await expect(page.getByRole('button', { name: /Sign up with GitHub/ })).toBeDisabled();

    // The full-page entry point answers 503 with the same text.
    const fullPage = await page.request.get('/api/auth/github', { maxRedirects: 0 });
    expect(fullPage.status()).toBe(503);
    expect(await fullPage.json()).toEqual({ error: NOT_CONFIGURED });

    await signIn(page, user);
    await page.goto('/post-projects');
    await expect(page.getByRole('button', { name: /Import from GitHub/ })).toBeDisabled();
    await expect(
      page.getByText(`${NOT_CONFIGURED}. Enter the details manually instead.`),
    ).toBeVisible();
    await page.getByRole('button', { name: /Enter details manually/ }).click();
    await expect(page.getByLabel(/^Title/)).toBeVisible();

    await page.goto('/profile');
    // One truthful state: the security status says GitHub is not available, and no card
    // offers to connect it.
    await expect(page.getByText(`${NOT_CONFIGURED}:`, { exact: false })).toBeVisible();
    await expect(page.getByText('Not available', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'GitHub integration' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Connect GitHub/ })).toHaveCount(0);
  });

  test('the repository access manager says GitHub is off and explains access', async ({
    page,
    user,
  }) => {
    await page.goto('/github-access');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/github-access$/);
    await expect(page.getByRole('heading', { name: 'GitHub Access Management' })).toBeVisible();
    // The list still answers: a new user has sold nothing yet.
    await expect(
      page.getByText(
        'GitHub is not configured on this server: repository access cannot be granted or checked automatically.',
      ),
    ).toBeVisible();
    await expect(page.getByText('No repository licenses yet')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How repository access works' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Seller Dashboard' }).click();
    await expect(page).toHaveURL(/\/seller-dashboard$/);
  });
});
