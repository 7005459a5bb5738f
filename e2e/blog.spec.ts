import type { Page } from '@playwright/test';

import {
  apiToken,
  createPost,
  demoAccounts,
  expect,
  signIn,
  test,
  uniqueAccount,
  uniqueWord,
} from './fixtures';

/**
 * HTML that would run script if it reached a reader unsanitized. Each payload sets a window
 * flag and also tries to open a dialog, so either trace proves execution.
 */
const XSS_CONTENT = [
  '<h2>Why flags beat branches</h2>',
  '<p>Ship dark, then turn it on. <strong>Small steps</strong> keep releases calm.</p>',
  `<img src="x-missing.png" alt="broken" onerror="window.__xss='img';alert('xss-img')">`,
  `<script>window.__xss='script';alert('xss-script')</script>`,
  `<p><a href="javascript:window.__xss='link';alert('xss-link')">a javascript link</a></p>`,
  `<p onclick="window.__xss='click'" style="position:fixed;inset:0">styled paragraph</p>`,
  `<iframe src="javascript:alert('xss-iframe')"></iframe>`,
  `<svg><script>alert('xss-svg')</script></svg>`,
  `<p><a href="https://example.com/guide">a safe link</a></p>`,
].join('\n');

/** Records every dialog a page opens (and dismisses it). */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** Asserts the rendered HTML inside `scope` carries none of the payloads and nothing ran. */
async function expectNoScript(page: Page, scopeSelector: string, dialogs: string[]) {
  const scope = page.locator(scopeSelector);
  await expect(scope.getByRole('heading', { name: 'Why flags beat branches' })).toBeVisible();
  await expect(scope.locator('script, iframe, [onerror], [onclick], [style]')).toHaveCount(0);
  await expect(scope.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(scope.getByRole('link', { name: 'a safe link' })).toHaveAttribute('rel', /noopener/);
  // Give a broken image's onerror a chance to fire before looking for its traces.
  await page.waitForLoadState('load');
  await scope.getByText('a javascript link').click();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs.filter((m) => m.startsWith('xss'))).toEqual([]);
}

test.describe('Blog journeys', () => {
  test('admin writes, previews, saves a draft and publishes; a visitor reads it safely', async ({
    page,
    browser,
    request,
  }) => {
    const word = uniqueWord('flags');
    const title = `Shipping Faster With Feature Flags ${word}!`;
    const slug = `shipping-faster-with-feature-flags-${word}`;
    const dialogs = watchDialogs(page);

    await signIn(page, demoAccounts.admin);
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { name: 'Manage Blog', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);

    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toBeDisabled();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(page.getByLabel('URL slug')).toHaveValue(slug);
    await expect(page.getByText(`/blog/${slug}`)).toBeVisible();

    const excerpt = 'Feature flags let you merge early and release when ready.';
    await page.getByLabel('Excerpt').fill(excerpt);
    await expect(page.getByText(`${excerpt.length}/160`)).toBeVisible();
    await page.getByLabel('Content (HTML)').fill(XSS_CONTENT);
    await expect(publish).toBeEnabled();
    await page.getByLabel('Category').selectOption('best-practices');
    await page.getByLabel('Tags').fill(`flags, release, , ${word}`);
    await expect(page.getByText(`3 tags: flags, release, ${word}`)).toBeVisible();
    // A same-origin image: the test machine has no internet.
    await page.getByLabel('Image URL').fill(new URL('/favicon.svg', page.url()).href);
    await page.getByLabel('Alt text').fill('A row of switches, some on, some off');
    // Meta title defaults to the title; its counter counts against 60.
    await expect(page.getByLabel('Meta title')).toHaveAttribute('placeholder', title);
    await page.getByLabel('Meta title').fill('Feature flags, explained');
    await expect(page.getByText('24/60')).toBeVisible();

    // Preview: the content exactly as readers get it, sanitized.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('button', { name: 'Preview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(0);
    await expectNoScript(page, 'article[aria-label="Preview"]', dialogs);
    await expect(
      page.locator('article[aria-label="Preview"] img[alt="A row of switches, some on, some off"]'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

    // Save draft: a new post moves to its edit page; a draft is not public.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\/[\w-]+$/);
    expect((await request.get(`/api/blog/${slug}`)).status()).toBe(404);

    await publish.click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Published')).toBeVisible();

    // It is listed on /blog and in the RSS feed.
    await page.goto(`/blog?search=${word}`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    const rss = await request.get('/blog/rss.xml');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    const feed = await rss.text();
    expect(feed).toContain(`/blog/${slug}</link>`);
    expect(feed).toContain(title);
    expect(feed).not.toContain('onerror');

    // A visitor reads it: nothing of the payload runs.
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    const readerDialogs = watchDialogs(reader);
    await reader.goto(`/blog/${slug}`);
    await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(reader.getByText(excerpt).first()).toBeVisible();
    await expect(
      reader.getByRole('img', { name: 'A row of switches, some on, some off' }),
    ).toHaveCount(1);
    await expectNoScript(reader, 'main', readerDialogs);
    await expect(reader.locator('main script')).toHaveCount(0);
    // Tags link to a blog search.
    await reader.getByRole('link', { name: word, exact: false }).first().click();
    await expect(reader).toHaveURL(new RegExp(`/blog\\?search=${word}`));
    await expect(reader.getByRole('link', { name: title })).toBeVisible();
    await visitor.close();
  });

  test('a visitor searches the blog, uses the category chips and reads /tutorials', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, demoAccounts.admin);
    const word = uniqueWord('tut');
    const tutorial = await createPost(request, token, {
      title: `Tutorial: Deploy a Webhook Relay ${word}`,
      category: 'tutorials',
      tags: ['deploy', word],
    });
    const news = await createPost(request, token, {
      title: `Community Meetup Notes ${word}`,
      category: 'community',
    });
    const draft = await createPost(request, token, {
      title: `Unpublished Thoughts ${word}`,
      category: 'tutorials',
      status: 'draft',
    });

    await page.goto('/blog');
    await expect(page.getByRole('region', { name: 'Featured Posts' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(page.getByText('Showing 2 of 2 posts')).toBeVisible();
    await expect(page.getByRole('link', { name: tutorial.title })).toBeVisible();
    await expect(page.getByRole('link', { name: news.title })).toBeVisible();
    await expect(page.getByText(draft.title)).toHaveCount(0);
    // No featured block while searching.
    await expect(page.getByRole('region', { name: 'Featured Posts' })).toHaveCount(0);

    // A category chip keeps the search and narrows the list.
    const chips = page.getByRole('navigation', { name: 'Blog categories' });
    await chips.getByRole('link', { name: /^Tutorials \d+$/ }).click();
    await expect(page).toHaveURL(/category=tutorials/);
    await expect(page.getByRole('heading', { name: /Tutorials Posts/ })).toBeVisible();
    await expect(page.getByText('Showing 1 of 1 posts')).toBeVisible();
    await expect(page.getByRole('link', { name: news.title })).toHaveCount(0);
    await chips.getByRole('link', { name: 'All Posts' }).click();
    await expect(page.getByText('Showing 2 of 2 posts')).toBeVisible();

    await search.fill(`${word}-nothing-matches`);
    await search.press('Enter');
    await expect(page.getByText('No posts found')).toBeVisible();

    // /tutorials lists the published tutorials (the home page links there).
    await page.goto('/');
    await page.getByRole('link', { name: 'Start learning' }).click();
    await expect(page).toHaveURL(/\/tutorials$/);
    await expect(page.getByRole('link', { name: tutorial.title })).toBeVisible();
    await expect(page.getByText(news.title)).toHaveCount(0);
    await expect(page.getByText(draft.title)).toHaveCount(0);
  });

  test('admin features a post and deletes another after confirming', async ({ page, request }) => {
    const token = await apiToken(request, demoAccounts.admin);
    const word = uniqueWord('feat');
    const star = await createPost(request, token, { title: `Star Post ${word}` });
    const doomed = await createPost(request, token, { title: `Doomed Post ${word}` });

    await signIn(page, demoAccounts.admin);
    await page.goto('/admin/blog');
    const starRow = page.getByRole('row').filter({ hasText: star.title });
    await starRow.getByRole('button', { name: `Feature “${star.title}”` }).click();
    await expect(page.getByText('Marked as featured')).toBeVisible();
    await expect(starRow.getByText('Featured', { exact: true })).toBeVisible();
    await expect(
      starRow.getByRole('button', { name: `Unfeature “${star.title}”` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/blog');
    const featured = page.getByRole('region', { name: 'Featured Posts' });
    await expect(featured.getByRole('link', { name: star.title })).toBeVisible();

    // View and edit actions.
    await page.goto('/admin/blog');
    await page.getByRole('link', { name: `View “${star.title}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${star.slug}$`));
    await page.goto('/admin/blog');
    await page.getByRole('link', { name: `Edit “${star.title}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${star.id}$`));
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(star.title);

    await page.goto('/admin/blog');
    const doomedRow = page.getByRole('row').filter({ hasText: doomed.title });
    const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
    await doomedRow.getByRole('button', { name: `Delete “${doomed.title}”` }).click();
    await expect(confirm).toContainText('Are you sure you want to delete this post?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(doomedRow).toBeVisible();

    await doomedRow.getByRole('button', { name: `Delete “${doomed.title}”` }).click();
    await confirm.getByRole('button', { name: 'Delete post' }).click();
    await expect(page.getByText('Post deleted')).toBeVisible();
    await expect(doomedRow).toHaveCount(0);
    expect((await request.get(`/api/blog/${doomed.slug}`)).status()).toBe(404);

    // Put the featured flag back so the seeded featured block stays as it was.
    await page
      .getByRole('row')
      .filter({ hasText: star.title })
      .getByRole('button', {
        name: `Unfeature “${star.title}”`,
      })
      .click();
    await expect(page.getByText('Removed from featured posts')).toBeVisible();
  });

  test('non-admins are turned away from the blog admin', async ({ page, request, user }) => {
    const res = await request.get('/api/blog/admin/posts', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();

    await page.goto('/admin/blog/new');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, user);
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/blog/new');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the editor asks before unsaved changes are lost, on a link and on Back', async ({
    page,
  }) => {
    const unsaved = 'You have unsaved changes. Leave this page and lose them?';
    const confirm = page.getByRole('dialog', { name: 'Leave this page?' });
    const answer = async (leave: boolean) => {
      await expect(confirm).toContainText(unsaved);
      await confirm.getByRole('button', { name: leave ? 'Leave page' : 'Keep editing' }).click();
      await expect(confirm).toBeHidden();
    };

    await signIn(page, demoAccounts.admin);
    await page.goto('/admin/blog');
    await page.getByRole('link', { name: 'New post' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Half-written thoughts');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await answer(false);
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(title).toHaveValue('Half-written thoughts');

    await page.goBack();
    await answer(false);
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(title).toHaveValue('Half-written thoughts');

    await page.goBack();
    await answer(true);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole('heading', { name: 'Manage Blog', level: 1 })).toBeVisible();
  });

  test('a visitor subscribes to the newsletter; the admin exports the subscribers', async ({
    page,
    request,
  }) => {
    const email = uniqueAccount('news').email;
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Stay Updated' });
    await box.getByLabel('Email address').fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toContainText('valid email');
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText(/Thanks for subscribing/)).toBeVisible();

    // Subscribing again is not an error.
    const again = await request.post('/api/newsletter/subscribe', { data: { email } });
    expect(again.status()).toBe(200);

    const token = await apiToken(request, demoAccounts.admin);
    const csv = await request.get('/api/newsletter/subscribers.csv', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).split(/\r?\n/).filter((l) => l.includes(email));
    expect(lines).toHaveLength(1);

    // The admin reaches the export from the blog admin.
    await signIn(page, demoAccounts.admin);
    await page.goto('/admin/blog');
    const newsletter = page.getByRole('region', { name: 'Newsletter' });
    await expect(newsletter.getByText(/\d+ subscribers?/)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await newsletter.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-.*\.csv$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(file, 'utf8')).toContain(email);
  });
});
