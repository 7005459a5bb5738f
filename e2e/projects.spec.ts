import {
  createProject,
  demoAccounts,
  expect,
  registerUser,
  signIn,
  signInThroughForm,
  test,
  uniqueAccount,
  uniqueWord,
} from './fixtures';

/** The API id of a project the signed-in page's user can see, read from a /project/{id} URL. */
const projectIdFromUrl = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

test.describe('Projects marketplace journeys', () => {
  test('an author posts a project: validation, publish, redirect, then edits it', async ({
    page,
    user,
  }) => {
    const title = `Invoice Parser ${uniqueWord()}`;
    await signIn(page, user);
    await page.goto('/post-projects');
    await expect(page.getByRole('heading', { name: 'Post a New Project', level: 1 })).toBeVisible();
    // Without GitHub on the server, the form opens straight to manual entry and says so once.
    await expect(
      page.getByText('Importing from GitHub is not set up on this server.'),
    ).toBeVisible();

    // Publishing an empty form shows every required field's message.
    await page.getByRole('button', { name: 'Publish project' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();

    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Description')
      .fill('Turns PDF invoices into structured JSON: totals, line items, tax and due dates.');
    await page.getByLabel('Category').selectOption('api');
    await page.getByLabel('Tags').fill('pdf, invoices,  , json');
    await page.getByLabel('Demo URL').fill('not a url');
    await page.getByRole('radio', { name: 'Paid' }).check();
    // Paid: price and the paid repository, no free features.
    await expect(page.getByLabel('Free features')).toHaveCount(0);
    await page.getByLabel('Price (USD)').fill('40');
    const fees = page.getByRole('definition').filter({ hasText: '$48' });
    await expect(fees).toBeVisible();
    await page.getByRole('button', { name: 'Publish project' }).click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    // The paid repository is never made up: buyers are invited to the one the seller names.
    await expect(
      page.getByText(
        'A paid repository URL is required to publish a paid or freemium project: buyers get access to that repository',
      ),
    ).toBeVisible();
    await page.getByLabel('Demo URL').fill('https://demo.example.com/invoices');
    await page
      .getByLabel(/^Paid repository URL/)
      .fill(`https://github.com/${user.username}/invoice-parser`);

    await page.getByRole('button', { name: 'Publish project' }).click();
    await expect(
      page.getByRole('heading', { name: 'Project Created Successfully!' }),
    ).toBeVisible();
    // The success screen stays for about two seconds before the redirect.
    await expect(page).toHaveURL(/\/post-projects$/);
    await expect(page).toHaveURL(/\/project\/[\w-]+$/, { timeout: 10_000 });
    const id = projectIdFromUrl(page.url());
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('This is your project')).toBeVisible();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: /^invoices$/ }),
    ).toBeVisible();

    // Edit: the form starts from the stored project.
    await page.goto(`/edit-project/${id}`);
    await expect(page.getByRole('heading', { name: /Edit Project/, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Price (USD)')).toHaveValue('40');
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('heading', { name: 'Project Updated Successfully!' }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/project/${id}$`), { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: `${title} v2`, level: 1 })).toBeVisible();
  });

  test('drafts: save a draft, publish it from /drafts, delete another one', async ({
    page,
    user,
  }) => {
    const word = uniqueWord();
    const keep = `Kanban Board ${word}`;
    const discard = `Scratch Idea ${word}`;
    await signIn(page, user);

    // A draft needs only a title; the save goes to the dashboard after two seconds.
    await page.goto('/post-projects');
    await page.getByLabel('Title').fill(discard);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByRole('heading', { name: 'Draft Saved Successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

    await page.goto('/post-projects');
    await page.getByLabel('Title').fill(keep);
    await page.getByLabel('Description').fill('A small kanban board with drag and drop columns.');
    await page.getByLabel('Category').selectOption('web');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole('tab', { name: 'Drafts (2)' })).toBeVisible();

    await page.goto('/drafts');
    await expect(page.getByRole('heading', { name: 'Draft Projects', level: 1 })).toBeVisible();
    const keepCard = page.getByRole('article', { name: keep });
    const discardCard = page.getByRole('article', { name: discard });
    await expect(keepCard).toBeVisible();
    await expect(discardCard).toBeVisible();

    // A title-only draft cannot be published: the server's reason is shown.
    await discardCard.getByRole('button', { name: `Publish ${discard}` }).click();
    await expect(discardCard.getByRole('alert')).toContainText(/required/i);

    await keepCard.getByRole('button', { name: `Publish ${keep}` }).click();
    await expect(page.getByText(`“${keep}” is published`)).toBeVisible();
    await expect(keepCard).toHaveCount(0);

    // Delete asks for confirmation in the app's dialog; cancelling keeps the draft.
    await discardCard.getByRole('button', { name: `Delete ${discard}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
    await expect(confirm).toContainText('Are you sure');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(discardCard).toBeVisible();
    await discardCard.getByRole('button', { name: `Delete ${discard}` }).click();
    await confirm.getByRole('button', { name: 'Delete draft' }).click();
    await expect(discardCard).toHaveCount(0);
    await expect(page.getByText('No drafts yet')).toBeVisible();

    // The published draft is public now.
    await page.goto(`/find-projects?search=${word}`);
    await expect(page.getByRole('article', { name: keep })).toBeVisible();
    await expect(page.getByRole('article', { name: discard })).toHaveCount(0);
  });

  test('a visitor searches, filters, sorts, pages and clears filters', async ({
    page,
    request,
  }) => {
    const author = await registerUser(request, uniqueAccount('finder'));
    const word = uniqueWord('zyx');
    const game = await createProject(request, author, {
      title: `Dungeon Crawler ${word}`,
      category: 'game',
      tags: ['godot', word],
    });
    const cheap = await createProject(request, author, {
      title: `Sprite Packer ${word}`,
      category: 'game',
      licenseType: 'paid',
      price: 5,
    });
    await createProject(request, author, {
      title: `Hidden Draft ${word}`,
      category: 'game',
      draft: true,
    });

    await page.goto('/find-projects');
    await expect(page.getByRole('heading', { name: 'Find Projects', level: 1 })).toBeVisible();
    await expect(page.getByText('Join Codebazaar for free')).toBeVisible();

    // Pagination through the whole marketplace.
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.goBack();
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();

    // Search with Enter: published projects only.
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    const results = page.getByRole('region', { name: 'Results' });
    await expect(page.getByText(`2 projects found for “${word}”`)).toBeVisible();
    await expect(results.getByRole('article', { name: game.title })).toBeVisible();
    await expect(results.getByRole('article', { name: cheap.title })).toBeVisible();
    await expect(results.getByText(`Hidden Draft ${word}`)).toHaveCount(0);

    // Sort by price (ascending): the free one first.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sortBy=license\.price/);
    await expect(results.getByRole('article').first()).toHaveAccessibleName(game.title);

    // The price filter really filters.
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByLabel('Price range').selectOption('free');
    await expect(page).toHaveURL(/priceRange=free/);
    await expect(page.getByText(`1 project found for “${word}”`)).toBeVisible();
    await expect(results.getByRole('article', { name: cheap.title })).toHaveCount(0);

    // A category with none of them: the empty state and Clear filters.
    await page.getByLabel('Category').selectOption({ label: 'Mobile Apps' });
    await expect(page).toHaveURL(/category=mobile/);
    await expect(page.getByText('No projects found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/find-projects$/);
    await expect(search).toHaveValue('');
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();

    // The URL is shareable: opening it restores the search and the category.
    await page.goto(`/find-projects?search=${word}&category=game`);
    await expect(search).toHaveValue(word);
    await expect(page.getByLabel('Category')).toHaveValue('game');
    await expect(page.getByText(`2 projects found for “${word}”`)).toBeVisible();
  });

  test('a visitor sees "Sign in to view price", signs in and comes back to the license', async ({
    page,
    request,
  }) => {
    const author = await registerUser(request, uniqueAccount('seller'));
    const buyer = await registerUser(request, uniqueAccount('buyer'));
    const paid = await createProject(request, author, {
      title: `Billing Engine ${uniqueWord()}`,
      licenseType: 'paid',
      price: 50,
    });

    await page.goto(`/project/${paid.id}`);
    await expect(page.getByRole('heading', { name: paid.title, level: 1 })).toBeVisible();
    await expect(page.getByText('$60')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in to view price' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, buyer);

    await expect(page).toHaveURL(new RegExp(`/project/${paid.id}\\?tab=license$`));
    await expect(page.getByRole('tab', { name: 'License' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Signed in, the price with the marketplace fee shows.
    const breakdown = page.getByRole('tabpanel').getByLabel('Fee breakdown');
    await expect(breakdown).toContainText('Customer pays$60');
    await expect(breakdown).toContainText('Seller receives$50');
  });

  test('a project page reads without JavaScript: the server renders its content', async ({
    browser,
    request,
  }) => {
    const author = await registerUser(request, uniqueAccount('ssr'));
    const word = uniqueWord();
    const project = await createProject(request, author, {
      title: `Offline Reader ${word}`,
      description: `A project whose page works before any script runs ${word}.`,
    });
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/project/${project.id}`);
      await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
      await expect(
        page.getByText(`A project whose page works before any script runs ${word}.`),
      ).toBeVisible();
      await expect(page.getByText('Source code').first()).toBeVisible();
      // Links are real links: Find Projects is reachable without the app.
      await page.getByRole('link', { name: 'Back to projects' }).click();
      await expect(page).toHaveURL(/\/find-projects$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a licensee opening a server-rendered project page sees their license once it hydrates', async ({
    page,
    request,
    user,
  }) => {
    const author = await registerUser(request, uniqueAccount('ssr'));
    const project = await createProject(request, author, { title: `Claimed ${uniqueWord()}` });
    const claim = await request.post('/api/licenses/claim-free', {
      headers: { authorization: `Bearer ${user.token}` },
      data: { projectId: project.id },
    });
    expect(claim.status(), await claim.text()).toBe(200);
    await signIn(page, user);

    // A full page load: the server's signed-out page, then the session and the license.
    await page.goto(`/project/${project.id}`);
    await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
    await expect(page.getByText('You have free access to this project')).toBeVisible();
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  });

  test('a signed-out View details from Find Projects is followed after sign-in', async ({
    page,
    request,
    user,
  }) => {
    const author = await registerUser(request, uniqueAccount('viewed'));
    const project = await createProject(request, author, { title: `Cron Parser ${uniqueWord()}` });

    await page.goto(`/find-projects?search=${encodeURIComponent(project.title)}`);
    await page.getByRole('button', { name: `View details of ${project.title}` }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, user);
    await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
    await expect(page.getByRole('heading', { name: project.title, level: 1 })).toBeVisible();
  });

  test('the author page lists the author’s published projects', async ({ page, request }) => {
    const author = await registerUser(request, uniqueAccount('author'));
    const shown = await createProject(request, author, {
      title: `Markdown Linter ${uniqueWord()}`,
      category: 'library',
      tags: ['markdown', 'lint', 'cli', 'docs', 'node'],
    });
    const hidden = await createProject(request, author, {
      title: `Unfinished ${uniqueWord()}`,
      draft: true,
    });

    await page.goto(`/project/${shown.id}`);
    await page.getByRole('link', { name: 'View profile and projects' }).click();
    // Author pages live at /author/{username}.
    await expect(page).toHaveURL(new RegExp(`/author/${author.username}$`));
    await expect(page.getByRole('heading', { name: author.username, level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/author/${author.username}$`),
    );
    await expect(page.getByText(/Member since/)).toBeVisible();
    await expect(page.getByRole('link', { name: shown.title })).toBeVisible();
    await expect(page.getByText('+2 more')).toBeVisible();
    await expect(page.getByText(hidden.title)).toHaveCount(0);
    await page.getByRole('link', { name: shown.title }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${shown.id}$`));

    // The id address and another letter case of the username move to the username.
    for (const ref of [author.id, author.username.toUpperCase()]) {
      await page.goto(`/author/${ref}`);
      await expect(page).toHaveURL(new RegExp(`/author/${author.username}$`));
      await expect(page.getByRole('heading', { name: author.username, level: 1 })).toBeVisible();
    }
  });

  test('the post form previews the chosen cover and screenshot, and reads features comma-separated', async ({
    page,
    user,
  }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    const title = `Preview Kit ${uniqueWord()}`;
    await signIn(page, user);
    await page.goto('/post-projects');

    // A picked image is shown from its object URL (blob:) before anything is uploaded.
    const png = (colour: string) =>
      page.evaluate(async (fill) => {
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 36;
        const g = canvas.getContext('2d')!;
        g.fillStyle = fill;
        g.fillRect(0, 0, 64, 36);
        return canvas.toDataURL('image/png').split(',')[1]!;
      }, colour);
    await page.locator('input[type="file"][aria-label="Choose cover"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await png('#4f46e5'), 'base64'),
    });
    await page.locator('input[type="file"][aria-label="Add screenshots"]').setInputFiles({
      name: 'shot.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await png('#059669'), 'base64'),
    });
    for (const name of ['Cover image', 'Screenshot 1']) {
      const image = page.getByRole('img', { name });
      await expect(image).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }

    // Features: separated by commas (a new line separates too), shown comma-separated again.
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Covers and screenshots shown before upload.');
    await page.getByLabel('Category').selectOption('tool');
    await page.getByRole('radio', { name: 'Paid' }).check();
    await page.getByLabel('Price (USD)').fill('12');
    await page
      .getByLabel(/^Paid repository URL/)
      .fill(`https://github.com/${user.username}/preview-kit`);
    await expect(page.getByText('Separate features with commas.')).toBeVisible();
    await page
      .getByLabel(/^Paid features/)
      .fill('Exports to CSV, Priority support\nSlack community');
    await page.getByRole('button', { name: 'Publish project' }).click();
    await expect(page).toHaveURL(/\/project\/[\w-]+$/, { timeout: 15_000 });
    const id = projectIdFromUrl(page.url());
    for (const feature of ['Exports to CSV', 'Priority support', 'Slack community']) {
      await expect(page.getByText(feature, { exact: true })).toBeVisible();
    }
    await page.goto(`/edit-project/${id}`);
    await expect(page.getByLabel(/^Paid features/)).toHaveValue(
      'Exports to CSV, Priority support, Slack community',
    );
    expect(problems).toEqual([]);
  });

  test('a new author’s dashboard: statistics and every tab', async ({ page, request, user }) => {
    const published = await createProject(request, user, { title: `Log Viewer ${uniqueWord()}` });
    const draft = await createProject(request, user, {
      title: `Draft Widget ${uniqueWord()}`,
      draft: true,
    });
    await signIn(page, user);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Welcome back/, level: 1 })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    const panel = page.getByRole('tabpanel');
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('link', { name: draft.title })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Published Projects' }).click();
    await expect(panel.getByText(published.title)).toBeVisible();
    await expect(panel.getByText(draft.title)).toHaveCount(0);

    await tabs.getByRole('tab', { name: 'Drafts (1)' }).click();
    await expect(panel.getByText(draft.title)).toBeVisible();

    await tabs.getByRole('tab', { name: 'Purchases' }).click();
    await expect(panel.getByRole('link', { name: /find projects|browse/i }).first()).toBeVisible();

    // Recent drafts link to the editor.
    await tabs.getByRole('tab', { name: 'Overview' }).click();
    await panel.getByRole('link', { name: draft.title }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-project/${draft.id}$`));
    await expect(page.getByLabel('Title')).toHaveValue(draft.title);
  });

  test('the demo buyer sees purchases on the dashboard', async ({ page }) => {
    await signIn(page, demoAccounts.buyer);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Purchases' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  });
});
