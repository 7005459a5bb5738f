import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { demoAccounts, expect, signIn, test, uniqueWord } from './fixtures';

/**
 * The first impression (issue 21): real figures and a real project on the home page, demos that
 * run without a network, real 404s, covers a seller uploads, and a buyer's dashboard on a phone.
 */

interface ListedProject {
  _id: string;
  title: string;
  media: { cover: { card: { url: string }; page: { url: string } } | null };
}

/** Serious and critical WCAG 2.1 A/AA problems on the page (as in accessibility.spec.ts). */
async function expectAxeClean(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(serious, `axe violations on ${name}`).toEqual([]);
}

/** A PNG drawn by the page's own canvas: a real image without a file on disk. */
async function drawnPng(page: Page, colour: string, width = 1200, height = 700): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([fill, w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(w);
      canvas.height = Number(h);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = String(fill);
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(canvas.width / 4, canvas.height / 4, canvas.width / 2, canvas.height / 2);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [colour, width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

test.describe('first impression', () => {
  test('the home page shows only real figures and a project that exists', async ({
    page,
    request,
  }) => {
    const home = (await (await request.get('/api/home')).json()) as {
      featured: { _id: string; title: string } | null;
      stats: { projects: number; developers: number };
    };
    expect(home.featured).not.toBeNull();
    await page.goto('/');
    await expect(page.getByText('Rate Limiter Toolkit')).toHaveCount(0);
    await expect(page.getByText('maya_dev')).toHaveCount(0);

    // Every figure shown is the API's count.
    const band = page.getByRole('region', { name: 'Marketplace in numbers' });
    if (await band.count()) {
      const format = new Intl.NumberFormat('en-US');
      const figures = await band.getByRole('definition').allInnerTexts();
      for (const text of figures.filter((t) => !t.startsWith('$'))) {
        expect([
          format.format(home.stats.projects),
          format.format(home.stats.developers),
        ]).toContain(text.trim());
      }
    }

    // The hero's project is the featured one and opens its page.
    const featured = page.getByRole('link', { name: new RegExp(home.featured!.title) }).first();
    await expect(featured).toBeVisible();
    await featured.click();
    await expect(page).toHaveURL(new RegExp(`/project/${home.featured!._id}$`));
    await expect(page.getByRole('heading', { name: home.featured!.title, level: 1 })).toBeVisible();
  });

  test('"Run demo" on a seeded project shows a working demo with no network', async ({
    page,
    context,
    request,
  }) => {
    // Nothing outside this machine answers.
    await context.route(
      (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
      (route) => route.abort('internetdisconnected'),
    );
    const list = (await (await request.get('/api/projects?search=Tiny%20Charts')).json()) as {
      projects: ListedProject[];
    };
    const project = list.projects.find((p) => p.title === 'Tiny Charts')!;
    expect(project).toBeDefined();

    await signIn(page, demoAccounts.buyer);
    await page.goto(`/project/${project._id}`);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Run demo in sandbox' }).click();
    const sandbox = await popup;
    await expect(sandbox).toHaveURL(new RegExp(`/api/sandbox/run/${project._id}`));
    const frame = sandbox.frameLocator('iframe[title="Live demo of Tiny Charts"]');
    await expect(frame.getByRole('heading', { name: 'Tiny Charts', level: 1 })).toBeVisible();
    await expect(sandbox.locator('#demo-slow')).toBeHidden();
  });

  test('an unknown address is an HTTP 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/this-page-does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();

    const project = await page.goto('/project/00000000-0000-4000-8000-000000000000');
    expect(project?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Project not found', level: 1 })).toBeVisible();
  });

  test('a seller uploads a cover and screenshots: the card, the page and its Open Graph image show them', async ({
    page,
    request,
    user,
  }) => {
    test.slow();
    const title = `Cover Journey ${uniqueWord()}`;
    await signIn(page, user);
    await page.goto('/post-projects');
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Description')
      .fill('A small library whose listing shows a cover image and screenshots.');
    await page.getByLabel('Category').selectOption('api');
    await page.getByRole('radio', { name: 'Free', exact: true }).check();

    // A file that is not an image is refused before any upload.
    await page.getByLabel('Choose cover').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByRole('alert')).toContainText('“notes.txt” is not a PNG, JPEG or WebP');
    await page.getByLabel('Choose cover').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, '#4f46e5'),
    });
    await expect(page.getByRole('img', { name: 'Cover image' })).toBeVisible();

    await page.getByRole('button', { name: 'Publish project' }).click();
    await expect(page).toHaveURL(/\/project\/[\w-]+$/, { timeout: 20_000 });
    const id = new URL(page.url()).pathname.split('/').pop()!;

    const detail = (await (await request.get(`/api/projects/${id}`)).json()) as {
      project: ListedProject;
    };
    const cover = detail.project.media.cover!;
    expect(cover.page.url).toMatch(/\/media\/[0-9a-f]+\.webp$/);
    // The project page shows the cover at the top.
    await expect(page.locator(`img[src="${cover.page.url}"]`)).toBeVisible();

    // The page's Open Graph and Twitter image is the cover, in the server-rendered head.
    const html = await (await request.get(`/project/${id}`)).text();
    const absolute = new URL(cover.page.url, page.url()).href;
    expect(html).toContain(`<meta property="og:image" content="${absolute}"`);
    expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="${absolute}"`));

    // The card in Find Projects shows it.
    await page.goto(`/find-projects?search=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title });
    await expect(card.locator(`img[src="${cover.card.url}"]`)).toBeVisible();

    // The editor uploads screenshots at once, reorders them with buttons and removes them.
    await page.goto(`/edit-project/${id}`);
    const shots = await Promise.all(
      ['#0ea5e9', '#f97316'].map(async (colour, i) => ({
        name: `shot-${i + 1}.png`,
        mimeType: 'image/png',
        buffer: await drawnPng(page, colour, 900, 600),
      })),
    );
    // Text typed before an upload stays in the form.
    await page.getByLabel('Tags').fill('images, gallery');
    await page.getByLabel('Add screenshots').setInputFiles(shots);
    await expect(page.getByRole('heading', { name: /Screenshots \(2 of 6\)/ })).toBeVisible({
      timeout: 20_000,
    });
    const first = await page.getByRole('img', { name: 'Screenshot 1' }).getAttribute('src');
    await page.getByRole('button', { name: 'Move screenshot 1 later' }).click();
    await expect(page.getByRole('img', { name: 'Screenshot 2' })).toHaveAttribute('src', first!);
    await expectAxeClean(page, 'edit project with images');
    await expect(page.getByLabel('Tags')).toHaveValue('images, gallery');

    // The project page's gallery opens an enlarged view the keyboard pages through.
    await page.goto(`/project/${id}`);
    await expectAxeClean(page, 'project page with a cover and screenshots');
    await page.getByRole('button', { name: 'Enlarge screenshot 1 of 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Screenshot 1 of 2' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, 'screenshot lightbox');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Screenshot 2 of 2' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a buyer's dashboard opens on their purchases, with every tab in reach", async ({
    page,
  }) => {
    await signIn(page, demoAccounts.buyer);
    await page.goto('/dashboard');
    const purchases = page.getByRole('tab', { name: 'Purchases' });
    await expect(purchases).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    // Someone who sells nothing sees no seller figures.
    await expect(page.getByText(/Total revenue|Total downloads/i)).toHaveCount(0);
    // The page does not scroll sideways, and each tab can be reached and opened.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
  });
});
