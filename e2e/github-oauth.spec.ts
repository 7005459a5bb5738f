import crypto from 'node:crypto';

import { expect, signIn, test } from './fixtures';
import { fakeGitHub } from './github/control';

/**
 * GitHub journeys against the server of the `github` project, which talks to the fake GitHub of
 * apps/server/test/fakes/github.ts (its authorize page signs in at once as `authorizeAs`).
 */
const uniqueLogin = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;

test.describe.configure({ mode: 'serial' });

test.describe('GitHub sign-in, connection and import', () => {
  test('a visitor signs in with GitHub in the popup and keeps the intended license action', async ({
    page,
  }) => {
    const login = uniqueLogin('octo');
    await fakeGitHub.addUser(login);
    await fakeGitHub.authorizeAs(login);

    await page.goto('/find-projects');
    const licenseButton = page
      .getByRole('button', { name: /^(Get license for|License of) / })
      .first();
    await licenseButton.click();
    await expect(page).toHaveURL(/\/login$/);

    const github = page.getByRole('button', { name: 'Sign in with GitHub' });
    await expect(github).toBeEnabled();
    const popupPromise = page.waitForEvent('popup');
    await github.click();
    const popup = await popupPromise;
    await popup.waitForEvent('close');

    await expect(page).toHaveURL(/\/project\/[^/]+\?tab=license$/);
    await expect(page.getByRole('button', { name: /account menu/i }).first()).toContainText(login);
    expect(await page.evaluate(() => localStorage.getItem('codebazaar_token'))).toBeTruthy();
  });

  test('with popups blocked, the full-page sign-in lands on the dashboard', async ({ page }) => {
    const login = uniqueLogin('nopop');
    await fakeGitHub.addUser(login);
    await fakeGitHub.authorizeAs(login);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /account menu/i }).first()).toContainText(login);
  });

  test('a signed-in seller connects GitHub, imports a repository and publishes it', async ({
    page,
    user,
  }) => {
    const login = uniqueLogin('seller');
    await fakeGitHub.addUser(login);
    await fakeGitHub.authorizeAs(login);
    const repoName = `invoice_kit-${crypto.randomBytes(2).toString('hex')}`;
    const repo = await fakeGitHub.addRepo(`${login}/${repoName}`, {
      description: 'Invoices for freelancers',
      language: 'TypeScript',
    });
    await fakeGitHub.addRepo(`someone-else/${repoName}-other`);

    await signIn(page, user);
    await page.goto('/profile');
    const integration = page.getByRole('region', { name: 'GitHub integration' });
    const popupPromise = page.waitForEvent('popup');
    await integration.getByRole('button', { name: 'Connect GitHub' }).click();
    await (await popupPromise).waitForEvent('close');
    await expect(integration.getByText(`Connected as ${login}`)).toBeVisible();

    await page.goto('/post-projects');
    await page.getByRole('button', { name: /Import from GitHub/ }).click();
    const list = page.getByRole('list', { name: 'Repositories' });
    await expect(list.getByText(`${login}/${repoName}`)).toBeVisible();
    await expect(list.getByRole('button')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search repositories' }).fill('invoices');
    await list.getByRole('button', { name: new RegExp(`${login}/${repoName}`) }).click();

    const title = repoName
      .replace(/[-_]+/g, ' ')
      .split(' ')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.getByLabel(/^Tags/)).toHaveValue('TypeScript, open-source, github');
    await expect(page.getByLabel(/^Paid repository URL/)).toHaveValue(repo.htmlUrl);
    await page.getByRole('button', { name: 'Publish Project' }).click();
    await expect(page.getByText('Project Created Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/project\/[^/?]+$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const detail = await page.request.get(`/api/projects/${id}`);
    const { project } = (await detail.json()) as {
      project: { githubVerified: boolean; sourceRepository: { fullName: string } | null };
    };
    expect(project.githubVerified).toBe(true);
    expect(project.sourceRepository?.fullName).toBe(`${login}/${repoName}`);

    await page.goto('/github-access');
    await expect(page.getByText('No repository licenses yet')).toBeVisible();
  });
});
