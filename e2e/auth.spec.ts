import {
  chooseFromAccountMenu,
  demoAccounts,
  expect,
  signIn,
  signInThroughForm,
  test,
  uniqueAccount,
} from './fixtures';

test.describe('Foundation journeys', () => {
  test('register, sign out, sign in again and see the profile', async ({ page, request }) => {
    const account = uniqueAccount('reg');

    await page.goto('/register');
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /account menu/i })).toContainText(
      account.username,
    );
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await chooseFromAccountMenu(page, 'Sign out');
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    // Signing out ended the session on the server too.
    const stale = await request.get('/api/auth/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.status()).toBe(401);

    await header.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);

    await chooseFromAccountMenu(page, 'Profile');
    await expect(page).toHaveURL(/\/profile$/);
    const main = page.getByRole('main');
    await expect(main.getByText(account.username).first()).toBeVisible();
    await expect(main.getByText(account.email).first()).toBeVisible();
    await expect(main.getByText(/member since/i).first()).toBeVisible();
  });

  for (const route of ['/profile', '/dashboard']) {
    test(`a visitor on ${route} signs in and comes back to it`, async ({ page, user }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
      await signInThroughForm(page, user);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole('button', { name: /account menu/i }).first()).toContainText(
        user.username,
      );
    });
  }

  test('a signed-in non-admin on /admin lands on /dashboard', async ({ page, user }) => {
    await signIn(page, user);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the demo admin reaches /admin', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  });

  test('a wrong password shows the server’s error and keeps the visitor on /login', async ({
    page,
    request,
    user,
  }) => {
    const wrong = { email: user.email, password: 'not-the-password' };
    const res = await request.post('/api/auth/login', { data: wrong });
    expect(res.status()).toBe(401);
    const { error } = (await res.json()) as { error: string };
    expect(error).toBeTruthy();

    await page.goto('/login');
    await signInThroughForm(page, wrong);
    await expect(page.getByRole('alert').filter({ hasText: error })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /account menu/i })).toHaveCount(0);
  });
});
