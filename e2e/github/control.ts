import { expect } from '@playwright/test';

/**
 * Arranges GitHub's side through the /_fake/* endpoints of the fake GitHub the `github` project
 * runs (apps/server/test/fakes/github-server.ts; URL set by playwright.config.ts).
 */
const fakeUrl = () => {
  const url = process.env.FAKE_GITHUB_URL;
  if (!url) throw new Error('FAKE_GITHUB_URL is not set (see playwright.config.ts)');
  return url;
};

async function post(path: string, body: unknown) {
  const res = await fetch(`${fakeUrl()}/_fake/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
}

export const fakeGitHub = {
  addUser: (login: string) => post('users', { login }),
  /** The account the fake's authorize page signs in as. */
  authorizeAs: (login: string) => post('authorize-as', { login }),
  /** The invitee accepts their pending invitation to `fullName`, as they would on GitHub. */
  acceptInvitation: (fullName: string, login: string) => post('accept', { fullName, login }),
  /** Someone the seller added on GitHub by hand (no license): reconciliation reports them. */
  addCollaborator: (fullName: string, login: string) => post('collaborator', { fullName, login }),
  /** Adds a repository; returns its web address as the fake serves it. */
  addRepo: async (
    fullName: string,
    opts: { private?: boolean; description?: string; language?: string } = {},
  ) => {
    await post('repos', { fullName, ...opts });
    return { htmlUrl: `${fakeUrl()}/${fullName}` };
  },
};
