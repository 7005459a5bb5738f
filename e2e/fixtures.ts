import crypto from 'node:crypto';

import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

export interface Account {
  username: string;
  email: string;
  password: string;
}

export interface RegisteredUser extends Account {
  id: string;
  /** The session token the registration returned (a Bearer token for API calls). */
  token: string;
}

/** The demo accounts the seed creates on an empty database (apps/server/src/db/seed/users.ts). */
export const demoAccounts = {
  admin: {
    username: 'codebazaar-team',
    email: 'admin@codebazaar.dev',
    password: 'codebazaar-admin',
  },
  seller: { username: 'maya-chen', email: 'seller@codebazaar.dev', password: 'codebazaar-seller' },
  buyer: { username: 'jordan-blake', email: 'buyer@codebazaar.dev', password: 'codebazaar-buyer' },
} satisfies Record<string, Account>;

/** A username and email no other test (or earlier run against the same server) uses. */
export function uniqueAccount(prefix = 'e2e'): Account {
  const suffix = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const username = `${prefix}-${suffix}`.slice(0, 30);
  return { username, email: `${username}@example.com`, password: 'Sunny-Meadow-42' };
}

/** Creates an account through the public API, exactly as the register page does. */
export async function registerUser(
  request: APIRequestContext,
  account: Account = uniqueAccount(),
): Promise<RegisteredUser> {
  const res = await request.post('/api/auth/register', {
    data: { username: account.username, email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { ...account, id: body.user.id, token: body.token };
}

/** Signs in through the login form; the caller decides where the app should land. */
export async function signInThroughForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login and signs in; resolves once the session is established and the app moved on. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login');
  await signInThroughForm(page, account);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Opens the account menu in the navigation bar and chooses an item. */
export async function chooseFromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

interface Fixtures {
  /** A freshly registered user (through the API), not signed in in the page. */
  user: RegisteredUser;
}

export const test = base.extend<Fixtures>({
  user: async ({ request }, use) => {
    // Data lives in the run's own throw-away database (a fresh DATA_DIR per run).
    await use(await registerUser(request));
  },
});

/** A word no other test uses, for titles that searches find exactly. */
export function uniqueWord(prefix = 'qz'): string {
  return `${prefix}${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
}

export interface CreatedProject {
  id: string;
  title: string;
}

/** Publishes (or saves as a draft) a project through the API as `author`. */
export async function createProject(
  request: APIRequestContext,
  author: Pick<RegisteredUser, 'token' | 'username'>,
  input: {
    title: string;
    description?: string;
    category?: string;
    tags?: string[];
    licenseType?: 'free' | 'paid' | 'freemium';
    price?: number;
    draft?: boolean;
  },
): Promise<CreatedProject> {
  const type = input.licenseType ?? 'free';
  const slug = input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const res = await request.post(input.draft ? '/api/projects/draft' : '/api/projects', {
    headers: { authorization: `Bearer ${author.token}` },
    data: {
      title: input.title,
      description: input.description ?? `${input.title}: a project made by a browser test.`,
      category: input.category ?? 'tool',
      tags: input.tags ?? ['e2e', 'testing'],
      repository: {
        freeUrl: type === 'paid' ? null : `https://github.com/${author.username}/${slug}-free`,
        paidUrl: type === 'free' ? null : `https://github.com/${author.username}/${slug}-premium`,
      },
      license: {
        type,
        price: input.price ?? 0,
        features: { freeFeatures: ['Source code'], paidFeatures: ['Commercial license'] },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { project: { _id: string } };
  return { id: body.project._id, title: input.title };
}

/** The test processor's card that pays (docs/ARCHITECTURE.md#outside-services). */
export const TEST_CARD_SUCCESS = '4242 4242 4242 4242';

/** A new seller whose test-processor payment account is active. */
export async function newSeller(request: APIRequestContext): Promise<RegisteredUser> {
  const seller = await registerUser(request);
  const res = await request.post('/api/payments/test-processor/complete-onboarding', {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return seller;
}

/** Signs in through the API and returns the session token (for API calls as that account). */
export async function apiToken(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

export interface CreatedPost {
  id: string;
  slug: string;
  title: string;
}

/** Creates a blog post through the admin API (published unless a status is given). */
export async function createPost(
  request: APIRequestContext,
  adminToken: string,
  input: {
    title: string;
    content?: string;
    excerpt?: string;
    category?: string;
    tags?: string[];
    status?: 'draft' | 'published' | 'archived';
  },
): Promise<CreatedPost> {
  const res = await request.post('/api/blog/admin/posts', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      title: input.title,
      excerpt: input.excerpt ?? `${input.title}, written by a browser test.`,
      content: input.content ?? `<p>${input.title}: the body of a post written by a test.</p>`,
      category: input.category ?? 'development',
      tags: input.tags ?? ['e2e'],
      status: input.status ?? 'published',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { _id: string; slug: string };
  return { id: body._id, slug: body.slug, title: input.title };
}
