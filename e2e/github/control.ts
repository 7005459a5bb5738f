import { expect } from '@playwright/test';

/** Drives the fake GitHub behind the `github` project's server (see server-with-fake-github.ts). */
const controlUrl = () => {
  const url = process.env.GITHUB_CONTROL_URL;
  if (!url) throw new Error('GITHUB_CONTROL_URL is not set (see playwright.config.ts)');
  return url;
};

async function post(path: string, body: unknown) {
  const res = await fetch(`${controlUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

export const fakeGitHub = {
  addUser: (login: string) => post('/users', { login }),
  /** The account the fake's authorize page signs in as. */
  authorizeAs: (login: string) => post('/authorize-as', { login }),
  addRepo: (
    fullName: string,
    opts: { private?: boolean; description?: string; language?: string; stars?: number } = {},
  ) => post('/repos', { fullName, ...opts }) as Promise<{ id: number; htmlUrl: string }>,
};
