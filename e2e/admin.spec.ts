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
    await resolve.getByRole('radio', { name: /Unpublish the project/ }).check();
    await resolve.getByLabel('Note').fill('The code belongs to someone else');
    await resolve.getByRole('button', { name: 'Unpublish the project…' }).click();
    await adminPage
      .getByRole('dialog', { name: `Unpublish “${project.title}”?` })
      .getByRole('button', { name: 'Unpublish the project' })
      .click();
    await expect(adminPage.getByText('Report resolved; the reporter has been told')).toBeVisible();

    // The audit log shows both actions in words, with the project's title and the reason.
    await adminPage.getByRole('link', { name: 'Audit log' }).click();
    const log = adminPage.getByRole('listitem');
    await expect(
      log.filter({ hasText: `Unpublished the project · ${project.title}` }).first(),
    ).toBeVisible();
    await expect(
      log.filter({
        hasText: `Resolved a report: unpublish the project · report on “${project.title}”`,
      }),
    ).toContainText('The code belongs to someone else');

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

  test('a report on a review resolved as "dismiss" leaves the review where it was', async ({
    browser,
    request,
    user: author,
  }) => {
    test.slow();
    const word = uniqueWord('dis');
    const project = await createProject(request, author, { title: `Reviewed kit ${word}` });
    const writer = await registerUser(request);
    const asWriter = { authorization: `Bearer ${writer.token}` };
    const claim = await request.post('/api/licenses/claim-free', {
      headers: asWriter,
      data: { projectId: project.id },
    });
    expect(claim.status(), await claim.text()).toBe(200);
    const body = `Blunt but fair ${word}`;
    const review = await request.put(`/api/projects/${project.id}/reviews`, {
      headers: asWriter,
      data: { rating: 2, body },
    });
    expect(review.status(), await review.text()).toBe(200);
    const reviewId = ((await review.json()) as { review: { id: string } }).review.id;
    const reporter = await registerUser(request);
    const filed = await request.post('/api/reports', {
      headers: { authorization: `Bearer ${reporter.token}` },
      data: { targetType: 'review', targetId: reviewId, reason: 'spam' },
    });
    expect(filed.status(), await filed.text()).toBe(201);

    // The admin must choose: no outcome is picked, and the button says so until one is.
    const adminPage = await signedInPage(browser, demoAccounts.admin);
    await adminPage.goto('/admin?tab=reports');
    const item = adminPage.getByRole('listitem').filter({ hasText: project.title });
    await item.getByRole('button', { name: 'Resolve' }).click();
    const resolve = adminPage.getByRole('dialog', { name: 'Resolve report' });
    await expect(resolve.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(resolve.getByRole('button', { name: 'Choose an outcome' })).toBeDisabled();
    await resolve.getByRole('radio', { name: /Dismiss the report/ }).check();
    await resolve.getByLabel('Note').fill('no action');
    await resolve.getByRole('button', { name: 'Dismiss the report…' }).click();
    const confirm = adminPage.getByRole('dialog', {
      name: `Dismiss the report on @${writer.username} on “${project.title}”?`,
    });
    await confirm.getByRole('button', { name: 'Dismiss the report' }).click();
    await expect(adminPage.getByText('Report resolved; the reporter has been told')).toBeVisible();

    // Resolved as dismissed, and the review is still on the project's page.
    await adminPage.getByRole('button', { name: 'Resolved' }).click();
    await expect(adminPage.getByRole('listitem').filter({ hasText: project.title })).toContainText(
      'Outcome: Dismiss the report · no action',
    );
    await adminPage.goto(`/project/${project.id}`);
    await expect(adminPage.getByRole('region', { name: 'Reviews' }).getByText(body)).toBeVisible();
  });
});
