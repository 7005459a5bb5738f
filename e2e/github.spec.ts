import { expect, signIn, test } from './fixtures';

const NOT_CONFIGURED = 'GitHub sign-in is not configured on this server';
const SIGN_IN_NOT_SET_UP = 'GitHub sign-in is not set up on this server.';

/**
 * The default e2e server has no GitHub OAuth app: no page leads with a GitHub control nobody can
 * use; each says once, quietly, that GitHub is not set up.
 */
test.describe('GitHub not configured', () => {
  test('sign-in, sign-up, import and connect are left out, with the reason said once', async ({
    page,
    user,
  }) => {
    const status = await page.request.get('/api/github/status');
    expect(await status.json()).toEqual({ configured: false, isConnected: false, username: null });

    await page.goto('/login');
    await expect(page.getByText(SIGN_IN_NOT_SET_UP)).toBeVisible();
    await expect(page.getByRole('button', { name: /GitHub/ })).toHaveCount(0);

    await page.goto('/login?error=oauth');
    await expect(page.getByRole('alert')).toHaveText(
      'OAuth authentication failed. Please try again.',
    );

    await page.goto('/register');
    await expect(page.getByText(SIGN_IN_NOT_SET_UP)).toBeVisible();
    await expect(page.getByRole('button', { name: /GitHub/ })).toHaveCount(0);

    // The full-page entry point answers 503 with the same text.
    const fullPage = await page.request.get('/api/auth/github', { maxRedirects: 0 });
    expect(fullPage.status()).toBe(503);
    expect(await fullPage.json()).toEqual({ error: NOT_CONFIGURED });

    await signIn(page, user);
    await page.goto('/post-projects');
    await expect(page.getByLabel(/^Title/)).toBeVisible();
    await expect(
      page.getByText('Importing from GitHub is not set up on this server.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Import from GitHub/ })).toHaveCount(0);

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
