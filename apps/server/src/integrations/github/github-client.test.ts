/**
 * The GitHub client's repository lists through the real octokit against the fake GitHub, which
 * pages like GitHub (per_page at most 100, a Link header with rel="next").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeGitHub, type FakeGitHub } from '../../../test/fakes/github';
import { createGitHubClient, type GitHubClient, type GitHubUserApi } from './github-client';

let fake: FakeGitHub;
let client: GitHubClient;
let api: GitHubUserApi;

beforeAll(async () => {
  fake = await startFakeGitHub();
  fake.addUser('listowner');
  client = createGitHubClient({
    apiUrl: fake.url,
    webUrl: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
  });
  api = client.forToken(fake.issueToken('listowner'));
});
afterAll(async () => {
  await fake?.close();
});

const pagesAsked = (path: string) => fake.requests.filter((r) => r === `GET ${path}`).length;

describe('listInvitations', () => {
  it('returns every invitation, page after page, with the ones GitHub expired marked', async () => {
    const repo = fake.addRepo('listowner/invites');
    for (let i = 0; i < 250; i++) {
      repo.invitations.push({ id: 500_000 + i, invitee: `invitee${i}`, permission: 'pull' });
    }
    fake.access.expireInvitation('listowner/invites', 'invitee7');
    fake.access.expireInvitation('listowner/invites', 'invitee149');

    const invitations = await api.listInvitations('listowner', 'invites');
    expect(invitations).toHaveLength(250);
    expect(invitations[149]).toEqual({ id: 500_149, invitee: 'invitee149', expired: true });
    expect(invitations[249]).toEqual({ id: 500_249, invitee: 'invitee249', expired: false });
    expect(invitations.filter((i) => i.expired).map((i) => i.invitee)).toEqual([
      'invitee7',
      'invitee149',
    ]);
    expect(pagesAsked('/repos/listowner/invites/invitations')).toBe(3);
  });
});

describe('listCollaborators', () => {
  it('returns every collaborator, past page 10', async () => {
    const repo = fake.addRepo('listowner/crowd');
    for (let i = 0; i < 1_050; i++) repo.collaborators.add(`helper${i}`);

    const logins = await api.listCollaborators('listowner', 'crowd');
    expect(logins).toHaveLength(1_051);
    expect(logins[0]).toBe('listowner');
    expect(logins.at(-1)).toBe('helper1049');
    expect(pagesAsked('/repos/listowner/crowd/collaborators')).toBe(11);
  });
});

describe('a page that never answers', () => {
  it('fails like any slow request, on page 2 as on page 1', async () => {
    const repo = fake.addRepo('listowner/stuck');
    for (let i = 0; i < 150; i++) repo.collaborators.add(`slow${i}`);
    const quick = client.forToken(fake.issueToken('listowner'), { timeoutMs: 200 });
    const first = fake.access.hold('GET /repos/listowner/stuck/collaborators');
    const second = fake.access.hold('GET /repos/listowner/stuck/collaborators');
    const listing = quick.listCollaborators('listowner', 'stuck');
    await first.reached;
    first.release();
    await second.reached;
    try {
      await expect(listing).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      second.release();
    }
  });
});
