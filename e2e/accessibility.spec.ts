import AxeBuilder from '@axe-core/playwright';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
} from '@playwright/test';

import { apiToken, demoAccounts, expect, signIn, test, type Account } from './fixtures';

/**
 * axe-core on every public page and the main signed-in pages (issue 8): no serious or critical
 * violation of WCAG 2.1 A/AA. Each role gets one browser context that visits all its pages in
 * turn; signed-in roles sign in once and reuse the session (storageState) for each viewport.
 * Violations are collected with soft assertions, so one run reports every failing page.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
/** An iPhone 12–15 sized screen. */
const mobile: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const viewports = [
  ['desktop', desktop],
  ['mobile', mobile],
] as const;

interface Violation {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Runs axe on what the page shows now and records its serious and critical violations. */
async function audit(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations: Violation[] = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
  expect.soft(violations, `axe violations on ${name} (${page.url()})`).toEqual([]);
}

/**
 * Opens a path and waits until the page has settled: its main heading is shown and no loading
 * spinner or skeleton is left. (Faster than waiting for the network to go idle.)
 */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await settle(page);
}

async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  // A public page comes rendered from the server (ADR 022): its heading shows before the app
  // has hydrated and read the session. Wait until the navbar knows who is there, and until the
  // signed-in parts that follow (the cart, the license panel) have loaded, so that no control
  // is audited halfway between its disabled and its enabled colours.
  await expect(page.locator('header .animate-pulse')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

interface Fixtures {
  projectFree: string;
  projectPaid: string;
  authorId: string;
  blogSlug: string;
}

async function publicData(request: APIRequestContext): Promise<Fixtures> {
  const res = await request.get('/api/projects', { params: { limit: 50 } });
  expect(res.ok()).toBe(true);
  const { projects } = (await res.json()) as {
    projects: { _id: string; license: { type: string }; author: { _id: string } }[];
  };
  const free = projects.find((p) => p.license.type === 'free');
  const paid = projects.find((p) => p.license.type === 'paid');
  expect(free && paid, 'the seed has free and paid projects').toBeTruthy();
  const blog = await request.get('/api/blog', { params: { page: 1, limit: 1 } });
  expect(blog.ok()).toBe(true);
  const { posts } = (await blog.json()) as { posts: { slug: string }[] };
  expect(posts[0], 'the seed has a published post').toBeTruthy();
  return {
    projectFree: free!._id,
    projectPaid: paid!._id,
    authorId: paid!.author._id,
    blogSlug: posts[0]!.slug,
  };
}

/**
 * A paid project `token`'s account has no license for (payments.spec.ts buys "Multi-tenant Auth
 * API" as the demo buyer in the same run, so that one is left alone).
 */
async function unownedPaidProject(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/projects', { params: { limit: 50 } });
  const { projects } = (await res.json()) as {
    projects: { _id: string; title: string; license: { type: string } }[];
  };
  for (const p of projects) {
    if (p.license.type !== 'paid' || p.title === 'Multi-tenant Auth API') continue;
    const detail = await request.get(`/api/projects/${p._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await detail.json()) as { userLicense: { isActive: boolean } | null };
    if (!body.userLicense?.isActive) return p._id;
  }
  throw new Error('no paid project without a license for this account');
}

/** A context signed in as `account`: signs in through the form once, then reuses the state. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
async function signedInContext(browser: Browser, account: Account, options: BrowserContextOptions) {
  let state = sessions.get(account.email);
  if (!state) {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await signIn(page, account);
    state = await context.storageState();
    sessions.set(account.email, state);
    await context.close();
  }
  return browser.newContext({ ...options, storageState: state });
}

test.describe('Accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const [label, options] of viewports) {
    test(`public pages, ${label}`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const data = await publicData(request);
      const context = await browser.newContext(options);
      const page = await context.newPage();

      const pages: [string, string][] = [
        ['home', '/'],
        ['find projects', '/find-projects'],
        ['find projects, search', '/find-projects?search=api'],
        ['free project', `/project/${data.projectFree}`],
        ['paid project', `/project/${data.projectPaid}`],
        ['paid project, license tab', `/project/${data.projectPaid}?tab=license`],
        ['author profile', `/author/${data.authorId}`],
        ['blog', '/blog'],
        ['blog post', `/blog/${data.blogSlug}`],
        ['tutorials', '/tutorials'],
        ['post projects pitch', '/post-projects'],
        ['login', '/login'],
        ['register', '/register'],
        ['forgot password', '/forgot-password'],
        ['reset password', '/reset-password?token=not-a-real-token'],
        ['reset password without token', '/reset-password'],
        ['verify email', '/verify-email?token=not-a-real-token'],
        ['not found', '/no-such-page'],
        ['missing project', '/project/00000000-0000-4000-8000-000000000000'],
        ['missing blog post', '/blog/no-such-post'],
        ['missing author', '/author/00000000-0000-4000-8000-000000000000'],
      ];
      for (const [name, path] of pages) {
        await test.step(name, async () => {
          await open(page, path);
          await audit(page, name);
        });
      }

      await test.step('sandbox demo', async () => {
        // A server-rendered page without JavaScript; the demo itself is a framed outside site.
        await page.goto(`/api/sandbox/run/${data.projectFree}`, { waitUntil: 'domcontentloaded' });
        await audit(page, 'sandbox demo');
      });

      await test.step('idea generator, the three steps', async () => {
        await open(page, '/tools/idea-generator');
        await audit(page, 'idea generator: your info');
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
        await audit(page, 'idea generator: preferences');
        await page.getByRole('button', { name: 'Generate ideas' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Your Ideas' })).toBeVisible();
        await page.getByRole('button', { name: 'Project breakdown' }).first().click();
        await audit(page, 'idea generator: your ideas');
      });

      await test.step('login with an error', async () => {
        await open(page, '/login');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await audit(page, 'login, empty submit');
      });

      if (label === 'mobile') {
        await test.step('mobile menu open', async () => {
          await open(page, '/');
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
          await audit(page, 'mobile menu');
        });
      }
      await context.close();
    });
  }

  for (const [label, options] of viewports) {
    test(`buyer pages, ${label}`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const data = await publicData(request);
      const context = await signedInContext(browser, demoAccounts.buyer, options);
      const page = await context.newPage();
      for (const [name, path] of [
        ['dashboard', '/dashboard'],
        ['dashboard, purchases', '/dashboard?tab=purchases'],
        ['profile', '/profile'],
        ['free project, signed in', `/project/${data.projectFree}`],
        ['paid project, signed in', `/project/${data.projectPaid}?tab=license`],
      ] as const) {
        await test.step(name, async () => {
          await open(page, path);
          await audit(page, name);
        });
      }
      await test.step('checkout dialog', async () => {
        const token = await apiToken(request, demoAccounts.buyer);
        await open(page, `/project/${await unownedPaidProject(request, token)}?tab=license`);
        const panel = page.getByRole('complementary', { name: 'License' });
        await panel.getByRole('button', { name: /^Purchase for/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit(page, 'checkout dialog');
        await page.keyboard.press('Escape');
      });
      await test.step('account menu', async () => {
        await open(page, '/dashboard');
        if (label === 'mobile') {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        } else {
          await page.getByRole('button', { name: /account menu/i }).click();
          await expect(page.getByRole('menu')).toBeVisible();
        }
        await audit(page, 'account menu');
      });
      await context.close();
    });
  }

  test('seller pages, desktop', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, demoAccounts.seller);
    const drafts = await request.get('/api/projects/drafts', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(drafts.ok()).toBe(true);
    const { drafts: draftList } = (await drafts.json()) as { drafts: { _id: string }[] };
    const dashboard = await request.get('/api/dashboard', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { publishedProjects } = (await dashboard.json()) as {
      publishedProjects: { _id: string }[];
    };
    expect(publishedProjects[0], 'the demo seller has projects').toBeTruthy();

    const context = await signedInContext(browser, demoAccounts.seller, desktop);
    const page = await context.newPage();
    const pages: [string, string][] = [
      ['seller dashboard', '/seller-dashboard'],
      ['dashboard, published', '/dashboard?tab=published'],
      ['dashboard, drafts', '/dashboard?tab=drafts'],
      ['drafts', '/drafts'],
      ['github access', '/github-access'],
      ['post project form', '/post-projects'],
      ['edit project', `/edit-project/${publishedProjects[0]!._id}`],
      ['own project', `/project/${publishedProjects[0]!._id}`],
    ];
    if (draftList[0]) pages.push(['edit draft', `/edit-project/${draftList[0]._id}`]);
    for (const [name, path] of pages) {
      await test.step(name, async () => {
        await open(page, path);
        await audit(page, name);
      });
    }
    await test.step('post project form, manual entry with errors', async () => {
      await open(page, '/post-projects');
      await page.getByRole('button', { name: 'Publish' }).click();
      await audit(page, 'post project form with errors');
    });
    await context.close();
  });

  test('admin pages, desktop', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, demoAccounts.admin);
    const res = await request.get('/api/blog/admin/posts', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    const { posts } = (await res.json()) as { posts: { _id: string }[] };
    expect(posts[0], 'the seed has posts').toBeTruthy();

    const context = await signedInContext(browser, demoAccounts.admin, desktop);
    const page = await context.newPage();
    for (const [name, path] of [
      ['admin', '/admin'],
      ['admin blog', '/admin/blog'],
      ['blog editor, new', '/admin/blog/new'],
      ['blog editor, edit', `/admin/blog/edit/${posts[0]!._id}`],
    ] as const) {
      await test.step(name, async () => {
        await open(page, path);
        await audit(page, name);
      });
    }
    await test.step('blog editor preview', async () => {
      await page.getByRole('button', { name: 'Preview' }).click();
      await audit(page, 'blog editor preview');
    });
    await context.close();
  });
});
