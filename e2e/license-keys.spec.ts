import crypto from 'node:crypto';
import fs from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, registerUser, signIn, test } from './fixtures';
import { fakeGitHub } from './github/control';

/**
 * License keys and code downloads (docs/license-keys.md), on the server of the `github` project:
 * a seller sells a private repository of the fake GitHub with keys on; a buyer without GitHub
 * buys it, copies the key, downloads the signed certificate and the code as a zip.
 */

/** Serious and critical axe violations inside `selector`. */
async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function popupDone(popupPromise: Promise<Page>) {
  const popup = await popupPromise;
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

/** POST /_fake/releases on the fake GitHub (apps/server/test/fakes/github-archives.ts). */
async function addRelease(fullName: string, tag: string, notes: string) {
  const res = await fetch(`${process.env.FAKE_GITHUB_URL}/_fake/releases`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fullName, tag, name: `Version ${tag}`, body: notes }),
  });
  expect(res.ok, await res.text()).toBe(true);
}

test('a buyer copies the license key, downloads the certificate and the code', async ({
  page,
  browser,
  user: seller,
}) => {
  test.setTimeout(120_000);
  const sellerLogin = `keys-${crypto.randomBytes(4).toString('hex')}`;
  await fakeGitHub.addUser(sellerLogin);
  await fakeGitHub.authorizeAs(sellerLogin);
  const fullName = `${sellerLogin}/desktop-tool`;
  const repo = await fakeGitHub.addRepo(fullName, { language: 'Rust' });
  await addRelease(fullName, 'v1.2.0', 'Faster start-up.');

  // The seller connects GitHub (its token serves the downloads), can take payments, sells the
  // repository and turns license keys on.
  await signIn(page, seller);
  const integration = page.getByRole('region', { name: 'GitHub integration' });
  // The popup is opened once the page knows GitHub's settings; a click before that is retried.
  await expect(async () => {
    await page.goto('/profile');
    const button = integration.getByRole('button', { name: 'Connect GitHub' });
    await expect(button).toBeEnabled();
    const connect = page.waitForEvent('popup', { timeout: 10_000 });
    await button.click();
    await popupDone(connect);
    await expect(integration.getByText(`Connected as ${sellerLogin}`)).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000 });
  const sellerHeaders = { authorization: `Bearer ${seller.token}` };
  for (const path of [
    '/api/payments/create-connect-account',
    '/api/payments/test-processor/complete-onboarding',
  ]) {
    expect((await page.request.post(path, { headers: sellerHeaders })).ok()).toBe(true);
  }
  const title = `Desktop Tool ${crypto.randomBytes(2).toString('hex')}`;
  const created = await page.request.post('/api/projects', {
    headers: sellerHeaders,
    data: {
      title,
      description: 'A desktop tool that checks its license key offline.',
      category: 'tool',
      tags: ['rust'],
      repository: { freeUrl: null, paidUrl: repo.htmlUrl },
      license: {
        type: 'paid',
        price: 25,
        features: { freeFeatures: [], paidFeatures: ['Source'] },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;
  const keys = await page.request.put(`/api/projects/${projectId}/license-keys`, {
    headers: sellerHeaders,
    data: { enabled: true, activationLimit: 3, validityDays: null },
  });
  expect(keys.status(), await keys.text()).toBe(200);

  // The buyer has no GitHub account: an email sign-in and the test card.
  const buyer = await registerUser(page.request);
  const buyerContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, buyer);
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
  await dialog.getByRole('link', { name: 'Go to your license' }).click();
  // The purchases of the dashboard show the key.
  await expect(buyerPage).toHaveURL(/\/dashboard/);
  await expect(buyerPage.getByTestId('purchase-license-key')).toHaveText(/^CB(-[0-9A-Z]{5,}){4,}$/);

  // On the project page the key is shown whole and copied in one click.
  await buyerPage.goto(`/project/${projectId}?tab=license`);
  const shownKey = buyerPage.getByTestId('license-key');
  await expect(shownKey).toHaveText(/^CB(-[0-9A-Z]{5,}){4,}$/);
  const key = (await shownKey.textContent())!.trim();
  await buyerPage.getByRole('button', { name: 'Copy key' }).click();
  await expect(buyerPage.getByText('License key copied')).toBeVisible();
  expect(await buyerPage.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const check = await buyerPage.request.post('/api/license-keys/validate', {
    data: { key, projectId },
  });
  expect(await check.json()).toMatchObject({
    valid: true,
    status: 'active',
    code: 'VALID',
    license: { projectId, kind: 'paid' },
  });
  await buyerPage.goto('/dashboard?tab=purchases');
  await expect(buyerPage.getByTestId('purchase-license-key')).toHaveText(key);
  await buyerPage.goto(`/project/${projectId}?tab=license`);

  // The signed certificate.
  const certificateDownload = buyerPage.waitForEvent('download');
  await buyerPage.getByRole('link', { name: 'Download certificate' }).click();
  const certificate = await certificateDownload;
  expect(certificate.suggestedFilename()).toMatch(/^license-[0-9a-f-]{36}\.txt$/);
  const certificateText = await fs.readFile((await certificate.path())!, 'utf8');
  expect(certificateText).toContain(projectId);
  expect(certificateText).toContain(buyer.username);
  expect(certificateText).toContain('format: codebazaar-license-v2');
  expect(certificateText).toContain('kind: paid');

  // The code: the releases panel offers the repository's default branch as a zip (GitHub is set
  // up on this server; the project's own releases are the releases journey's).
  const downloads = buyerPage.getByRole('region', { name: 'Releases' });
  await expect(
    downloads.getByRole('button', { name: 'Download the latest code as zip' }),
  ).toBeVisible();
  expect(await axeViolations(buyerPage, '#releases')).toEqual([]);
  const zipDownload = buyerPage.waitForEvent('download');
  await downloads.getByRole('button', { name: 'Download the latest code as zip' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toBe('desktop-tool-default.zip');
  const bytes = await fs.readFile((await zip.path())!);
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(bytes.toString('latin1')).toContain(`Source of ${fullName} at main.`);

  await buyerContext.close();

  // The seller sees the key masked, with its status.
  await page.goto('/seller-dashboard');
  const table = page.getByTestId('seller-license-keys');
  // The key manager's own project select (the discount form has one too).
  await page
    .getByTestId('license-keys-manager')
    .getByLabel('Project', { exact: true })
    .selectOption({ label: title });
  await expect(table.getByRole('row').filter({ hasText: buyer.username })).toContainText('Active');
  await expect(table).not.toContainText(key);
  expect(await axeViolations(page, '[data-testid="license-keys-manager"]')).toEqual([]);
});
