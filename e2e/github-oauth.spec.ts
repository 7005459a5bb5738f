import crypto from 'node:crypto';

import type { Page } from '@playwright/test';

import AxeBuilder from '@axe-core/playwright';

import { expect, signIn, test, type RegisteredUser } from './fixtures';
import { fakeGitHub } from './github/control';

/**
 * GitHub journeys against the server of the `github` project, which talks to the fake GitHub of
 * apps/server/test/fakes/github.ts (its authorize page signs in at once as `authorizeAs`).
 */
/** Serious and critical axe violations (WCAG 2.1 A/AA) of what the page shows now. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits for a popup to finish; it may close before a 'close' listener could be attached. */
async function popupDone(popupPromise: Promise<Page>) {
  const popup = await popupPromise;
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

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
    await popupDone(popupPromise);

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
    await popupDone(popupPromise);
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
    await page.getByRole('button', { name: 'Publish project' }).click();
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

  test('a purchase invites the buyer; the seller sees it on /github-access, revokes and grants', async ({
    page,
    browser,
    user,
  }) => {
    test.setTimeout(120_000);
    const seller: RegisteredUser = user;
    const sellerLogin = uniqueLogin('maker');
    await fakeGitHub.addUser(sellerLogin);
    await fakeGitHub.authorizeAs(sellerLogin);
    const fullName = `${sellerLogin}/premium-kit`;
    const repo = await fakeGitHub.addRepo(fullName, { language: 'Go' });

    // The seller connects GitHub, onboards with the test processor and sells the repository.
    await signIn(page, seller);
    await page.goto('/profile');
    const integration = page.getByRole('region', { name: 'GitHub integration' });
    const connectPopup = page.waitForEvent('popup');
    await integration.getByRole('button', { name: 'Connect GitHub' }).click();
    await popupDone(connectPopup);
    await expect(integration.getByText(`Connected as ${sellerLogin}`)).toBeVisible();

    const sellerHeaders = { authorization: `Bearer ${seller.token}` };
    expect(
      (
        await page.request.post('/api/payments/create-connect-account', { headers: sellerHeaders })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.post('/api/payments/test-processor/complete-onboarding', {
          headers: sellerHeaders,
        })
      ).ok(),
    ).toBe(true);
    const title = `Premium Kit ${crypto.randomBytes(2).toString('hex')}`;
    const created = await page.request.post('/api/projects', {
      headers: sellerHeaders,
      data: {
        title,
        description: 'A premium Go starter kit sold with repository access.',
        category: 'tool',
        tags: ['go'],
        repository: { freeUrl: null, paidUrl: repo.htmlUrl },
        license: {
          type: 'paid',
          price: 30,
          features: { freeFeatures: [], paidFeatures: ['Source'] },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const projectId = ((await created.json()) as { project: { _id: string } }).project._id;

    // The buyer signs in with GitHub in their own browser and buys with the test card.
    const buyerLogin = uniqueLogin('shopper');
    await fakeGitHub.addUser(buyerLogin);
    await fakeGitHub.authorizeAs(buyerLogin);
    const buyerContext = await browser.newContext();
    const buyerPage = await buyerContext.newPage();
    await buyerPage.goto('/login');
    const signInPopup = buyerPage.waitForEvent('popup');
    await buyerPage.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await popupDone(signInPopup);
    await expect(buyerPage).toHaveURL(/\/dashboard$/);
    await buyerPage.goto(`/project/${projectId}?tab=license`);
    await buyerPage
      .getByRole('button', { name: /^(Purchase|Buy)/ })
      .first()
      .click();
    const dialog = buyerPage.getByRole('dialog');
    await dialog.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await dialog.getByLabel(/Expir/).fill('12/34');
    await dialog.getByLabel(/CVC/).fill('123');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    // The invitation is sent by a queued job just after the payment; the page looks again.
    await expect(buyerPage.getByText('Invitation Pending').first()).toBeVisible({
      timeout: 20_000,
    });

    // The seller sees the pending invitation, the buyer accepts, the seller revokes and grants.
    await page.goto('/github-access');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Invitation Pending')).toBeVisible();
    await expect(row.getByText(buyerLogin).first()).toBeVisible();

    await fakeGitHub.acceptInvitation(fullName, buyerLogin);
    await page.reload();
    await expect(row.getByText('Access Granted')).toBeVisible();

    await row.getByRole('button', { name: /^Revoke access/ }).click();
    await expect(page.getByText('Successfully revoked repository access.')).toBeVisible();
    await expect(row.getByText('Access Removed')).toBeVisible();

    await row.getByRole('button', { name: /^Grant access/ }).click();
    await expect(page.getByText('Successfully granted repository access.')).toBeVisible();
    await expect(row.getByText('Invitation Pending')).toBeVisible();

    // The seller opens the license's history: every step with its cause.
    await row.getByRole('button', { name: /^Show history of / }).click();
    const history = row.getByRole('list', { name: /^History of / });
    await expect(history.getByText('Removed from the repository')).toBeVisible();
    await expect(history.getByText('Accepted (seen on GitHub)')).toBeVisible();
    await expect(history.getByRole('listitem').last()).toContainText('Invited · purchase');

    // Someone the seller added by hand: reconciliation reports them and removes nobody.
    const stranger = uniqueLogin('stranger');
    await fakeGitHub.addUser(stranger);
    await fakeGitHub.addCollaborator(fullName, stranger);
    await page.getByRole('button', { name: 'Reconcile', exact: true }).click();
    const report = page.getByRole('region', { name: 'Compare with GitHub' });
    await expect(report.getByText(/^Checked \d+ licenses? on/)).toBeVisible();
    await expect(report.getByText('On GitHub without a license (not removed) (1)')).toBeVisible();
    await expect(report.getByText(stranger)).toBeVisible();
    await expect(report.getByText('Waiting for the buyer (1)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export list (CSV)' })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);

    // The buyer's purchases show the next step: accept the invitation on GitHub.
    await buyerPage.goto('/dashboard');
    const access = buyerPage.getByLabel(`Repository access of ${title}`);
    await expect(access.getByText('Invitation Pending')).toBeVisible();
    await expect(
      access.getByRole('link', { name: 'Accept the invitation on GitHub' }),
    ).toHaveAttribute('href', `${process.env.FAKE_GITHUB_URL}/${fullName}/invitations`);
    expect(await axeViolations(buyerPage)).toEqual([]);
    await buyerContext.close();
  });
});
