import type { APIRequestContext, Page } from '@playwright/test';

import { demoAccounts, expect, signIn, test, type Account } from './fixtures';

/**
 * No console error on any page of a default install (issue 27): the README's `npm start` has no
 * GitHub app and uses the test processor, like this server. Every page of the app is opened as a
 * visitor and as the demo buyer, seller and admin; the journey fails on any console error, uncaught
 * exception or failed request (4xx/5xx) the page did not expect.
 */

interface Problem {
  /** The page's address when it happened. */
  page: string;
  /** The console text, the exception, or "STATUS METHOD /path" of a failed request. */
  text: string;
}

/** Failed requests a page makes on purpose and handles (none so far on a default install). */
const EXPECTED_FAILURES: { page: RegExp; text: RegExp }[] = [];

const allowed = (p: Problem) =>
  EXPECTED_FAILURES.some((a) => a.page.test(p.page) && a.text.test(p.text));

/** Records the page's console errors, exceptions and failed requests. */
function watch(page: Page): Problem[] {
  const problems: Problem[] = [];
  const where = () => new URL(page.url()).pathname + new URL(page.url()).search;
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push({ page: where(), text: msg.text() });
  });
  page.on('pageerror', (err) => problems.push({ page: where(), text: `uncaught: ${err.message}` }));
  page.on('response', (res) => {
    if (res.status() < 400) return;
    const url = new URL(res.url());
    problems.push({
      // A page's own document answers before the address changes: it is its own page.
      page: res.request().isNavigationRequest() ? url.pathname + url.search : where(),
      text: `${res.status()} ${res.request().method()} ${url.pathname}${url.search}`,
    });
  });
  return problems;
}

/**
 * Opens a page and waits until it has settled: its main landmark is shown and no request has
 * been in flight for a moment (Playwright's network-idle state), so late requests are counted.
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, () => visit(page, path));
  }
}

function expectNoProblems(problems: Problem[]) {
  const unexpected = problems.filter((p) => !allowed(p)).map((p) => `${p.page}: ${p.text}`);
  expect(unexpected, unexpected.join('\n')).toEqual([]);
}

interface ProjectSummary {
  _id: string;
  title: string;
  license: { type: 'free' | 'paid' | 'freemium' };
  author: { _id: string; username: string };
}

async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function seededProjects(request: APIRequestContext) {
  const { projects } = await apiGet<{ projects: ProjectSummary[] }>(
    request,
    '/api/projects?limit=50',
  );
  const of = (type: ProjectSummary['license']['type']) => {
    const found = projects.find((p) => p.license.type === type);
    expect(found, `a seeded ${type} project`).toBeTruthy();
    return found!;
  };
  return { free: of('free'), paid: of('paid'), freemium: of('freemium') };
}

test.describe('no console error on any page of a default install', () => {
  // Each test walks through up to two dozen pages, waiting for the network to go quiet on each:
  // on a busy machine (two workers, the other running axe) that outlasts the default minute.
  test.slow();

  test('GitHub is not configured on this server, as after the README start', async ({
    request,
  }) => {
    const status = await apiGet<{ configured: boolean }>(request, '/api/github/status');
    expect(status.configured).toBe(false);
  });

  test('public pages, signed out', async ({ page, request }) => {
    const { free, paid, freemium } = await seededProjects(request);
    const { posts } = await apiGet<{ posts: { slug: string }[] }>(request, '/api/blog?limit=6');
    expect(posts.length).toBeGreaterThan(0);
    const problems = watch(page);
    await visitAll(page, [
      '/',
      '/find-projects',
      '/find-projects?search=react',
      `/project/${free._id}`,
      `/project/${paid._id}`,
      `/project/${freemium._id}`,
      `/project/${paid._id}?tab=license`,
      `/author/${paid.author._id}`,
      `/author/${paid.author.username}`,
      '/blog',
      `/blog/${posts[0]!.slug}`,
      '/tutorials',
      '/tools/idea-generator',
      '/developers/license-keys',
      '/developers/webhooks',
      '/terms',
      '/privacy',
      '/refund-policy',
      '/contact',
      '/post-projects',
      '/login',
      '/register',
      '/forgot-password',
    ]);
    expectNoProblems(problems);
  });

  test('the buyer: dashboard, library, licensed project pages, profile', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, demoAccounts.buyer);
    const { purchasedLicenses } = await apiGet<{
      purchasedLicenses: { _id: string; licenseId: string; licenseKind: 'free' | 'paid' }[];
    }>(request, '/api/dashboard', token);
    const paid = purchasedLicenses.find((l) => l.licenseKind === 'paid');
    const free = purchasedLicenses.find((l) => l.licenseKind === 'free');
    expect(paid, 'the demo buyer holds a paid license').toBeTruthy();
    const problems = watch(page);
    await signIn(page, demoAccounts.buyer);
    await visitAll(page, [
      '/dashboard',
      '/dashboard?tab=purchases',
      // A licensed project page: no failed releases request, no download that cannot work.
      `/project/${paid!._id}`,
      ...(free ? [`/project/${free._id}`] : []),
      `/receipts/${paid!.licenseId}`,
      '/github-access',
      '/profile',
      '/find-projects?search=api',
    ]);
    expectNoProblems(problems);
  });

  test('the seller: dashboards, access manager, post and edit forms, drafts, profile', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, demoAccounts.seller);
    const { publishedProjects } = await apiGet<{ publishedProjects: { _id: string }[] }>(
      request,
      '/api/dashboard',
      token,
    );
    expect(publishedProjects.length).toBeGreaterThan(0);
    const own = publishedProjects[0]!._id;
    const problems = watch(page);
    await signIn(page, demoAccounts.seller);
    await visitAll(page, [
      '/dashboard',
      '/dashboard?tab=published',
      '/dashboard?tab=drafts',
      '/seller-dashboard',
      '/seller-dashboard/onboarding',
      '/github-access',
      '/post-projects',
      '/upload',
      `/edit-project/${own}`,
      `/project/${own}`,
      '/drafts',
      '/profile',
    ]);
    expectNoProblems(problems);
  });

  test('the admin: admin pages, blog editor, legal editor', async ({ page, request }) => {
    const token = await apiToken(request, demoAccounts.admin);
    const { posts } = await apiGet<{ posts: { _id: string }[] }>(
      request,
      '/api/blog/admin/posts',
      token,
    );
    expect(posts.length).toBeGreaterThan(0);
    const problems = watch(page);
    await signIn(page, demoAccounts.admin);
    await visitAll(page, [
      '/admin',
      '/admin?tab=reports',
      '/admin?tab=users',
      '/admin?tab=projects',
      '/admin?tab=audit-log',
      '/admin/blog',
      '/admin/blog/new',
      `/admin/blog/edit/${posts[0]!._id}`,
      '/admin/legal',
      '/dashboard',
      '/profile',
    ]);
    expectNoProblems(problems);
  });
});
