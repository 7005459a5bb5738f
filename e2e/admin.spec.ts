import type { Browser, Page } from '@playwright/test';

import {
  createProject,
  demoAccounts,
  expect,
  registerUser,
  signIn,
  test,
  uniqueWord,
  type Account,
} from './fixtures';

/** A page of its own (cookies and storage) for one person of the journey, signed in. */
async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

test.describe('Admin console', () => {
  test('a report is resolved by unpublishing: the author reads the reason, the reporter the outcome', async ({
    browser,
    request,
    user: author,
  }) => {
    // Several people sign in one after the other: more than the default time on a busy machine.
    test.slow();
    const word = uniqueWord('rep');
    const project = await createProject(request, author, { title: `Copied kit ${word}` });
    const reporter = await registerUser(request);

    // The reporter reports the project from its page.
    const reporterPage = await signedInPage(browser, reporter);
    await reporterPage.goto(`/project/${project.id}`);
    await reporterPage.getByRole('button', { name: 'Report' }).click();
    const dialog = reporterPage.getByRole('dialog', { name: 'Report this project' });
    await dialog.getByLabel('Reason').selectOption('stolen-code');
    await dialog.getByLabel('Details (optional)').fill('This is my repository, copied.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(reporterPage.getByText('An admin will look at your report.')).toBeVisible();

    // An admin works the queue and unpublishes the project.
    const adminPage = await signedInPage(browser, demoAccounts.admin);
    await adminPage.goto('/admin?tab=reports');
    const item = adminPage.getByRole('listitem').filter({ hasText: project.title });
    await expect(item.getByText('This is my repository, copied.')).toBeVisible();
    await item.getByRole('button', { name: 'Resolve' }).click();
    const resolve = adminPage.getByRole('dialog', { name: 'Resolve report' });
    await resolve.getByLabel('Outcome').selectOption('unpublish');
    await resolve.getByLabel('Note').fill('The code belongs to someone else');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(adminPage.getByText('Report resolved; the reporter has been told')).toBeVisible();

    // The audit log shows both actions with the reason.
    await adminPage.getByRole('link', { name: 'Audit log' }).click();
    await expect(adminPage.getByText('project.unpublish')).toBeVisible();
    await expect(adminPage.getByText('report.unpublish')).toBeVisible();

    // The project is gone from the marketplace.
    const gone = await request.get(`/api/projects/${project.id}`);
    expect(gone.status()).toBe(404);

    // The author sees why on their dashboard.
    const authorPage = await signedInPage(browser, author);
    await authorPage.goto('/dashboard');
    await expect(
      authorPage.getByText(`"${project.title}" was unpublished by an admin`),
    ).toBeVisible();
    await expect(authorPage.getByText('Reason: The code belongs to someone else')).toBeVisible();

    // The reporter sees the outcome on theirs.
    await reporterPage.goto('/dashboard');
    const reports = reporterPage
      .getByText('Your reports')
      .locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
    await expect(reports.getByText('The project was taken off the marketplace')).toBeVisible();
  });
});
