import type { RepositoryLicenseRecord } from '@codebazaar/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending, type RecordedCall, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as GitHubAccessPage, SUCCESS_CLEAR_MS } from './github-access-page';

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [
  { path: '/github-access', element: <GitHubAccessPage /> },
  { path: '/seller-dashboard', element: <p>Seller dashboard</p> },
];

let seq = 0;
function license(overrides: Partial<RepositoryLicenseRecord> = {}): RepositoryLicenseRecord {
  seq += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    accessState: null,
    projectId: `p${seq}`,
    projectTitle: `Project ${seq}`,
    buyerUsername: `buyer${seq}`,
    buyerGithubUsername: `buyer${seq}-gh`,
    repositoryFullName: `maya/project-${seq}`,
    accessGranted: false,
    invitationSent: false,
    accessGrantedAt: null,
    licenseType: 'paid',
    price: 30,
    purchaseDate: '2025-02-03T10:00:00.000Z',
    accessError: null,
    ...overrides,
  };
}

type Handlers = Record<string, Reply | ((call: RecordedCall) => Reply | Promise<Reply>)>;
function setup(handlers: Handlers, { signedIn = true } = {}) {
  const mock = mockFetch({
    'GET /api/auth/profile': pending,
    'GET /api/seller/reconcile/last': { body: { report: null } },
    ...handlers,
  });
  const view = renderRoutes(routes, {
    url: '/github-access',
    user: signedIn ? buildUser({ username: 'maya' }) : null,
  });
  return { ...mock, ...view };
}

/** The desktop table (the mobile cards hold the same content). */
const table = () => screen.getByRole('table');
const row = (title: string) => within(table()).getByText(title).closest('tr') as HTMLElement;

describe('GitHub access manager', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in', () => {
    setup({}, { signedIn: false });
    expect(screen.getByText('Please sign in to manage GitHub access.')).toBeInTheDocument();
  });

  it('shows every column, status and the no-GitHub note', async () => {
    setup({
      'GET /api/payments/seller-licenses-github': {
        body: {
          githubConfigured: true,
          licenses: [
            license({ projectTitle: 'Invoice Kit', buyerUsername: 'jordan' }),
            license({ projectTitle: 'Chart Lib', invitationSent: true, price: 12.5 }),
            license({
              projectTitle: 'Habit App',
              invitationSent: true,
              accessGranted: true,
              accessGrantedAt: '2025-02-04T10:00:00.000Z',
              licenseType: 'free',
              price: 0,
            }),
            license({
              projectTitle: 'No GH Buyer',
              buyerGithubUsername: null,
              accessError: 'GitHub is rate limiting requests. We will retry shortly.',
            }),
          ],
        },
      },
    });
    await screen.findByRole('table');
    for (const col of [
      'Project & Buyer',
      'Repository',
      'Access Status',
      'Purchase Info',
      'Actions',
    ]) {
      expect(within(table()).getByRole('columnheader', { name: col })).toBeInTheDocument();
    }
    const invoice = row('Invoice Kit');
    expect(within(invoice).getByText('jordan')).toBeInTheDocument();
    expect(within(invoice).getByText('Invitation Queued')).toBeInTheDocument();
    expect(within(invoice).getByText('Paid license')).toBeInTheDocument();
    expect(within(invoice).getByText('$30')).toBeInTheDocument();
    expect(within(invoice).getByText('Feb 3, 2025')).toBeInTheDocument();
    expect(within(invoice).getByRole('button', { name: /^Grant/ })).toBeEnabled();
    expect(within(invoice).queryByRole('button', { name: /^Revoke/ })).toBeNull();

    const chart = row('Chart Lib');
    expect(within(chart).getByText('Invitation Pending')).toBeInTheDocument();
    expect(within(chart).getByText('$12.50')).toBeInTheDocument();
    expect(within(chart).getByRole('button', { name: /^Grant/ })).toBeInTheDocument();

    const habit = row('Habit App');
    expect(within(habit).getByText('Access Granted')).toBeInTheDocument();
    expect(within(habit).getByText('Free license')).toBeInTheDocument();
    expect(within(habit).getByRole('button', { name: /^Revoke/ })).toBeInTheDocument();
    expect(within(habit).queryByRole('button', { name: /^Grant/ })).toBeNull();

    const noGh = row('No GH Buyer');
    expect(within(noGh).getByText('Buyer has no GitHub account')).toBeInTheDocument();
    expect(within(noGh).queryByRole('button', { name: /^(Grant|Revoke)/ })).toBeNull();
    expect(within(noGh).getByText('Invitation Delayed')).toBeInTheDocument();
    expect(
      within(noGh).getByText('GitHub is rate limiting requests. We will retry shortly.'),
    ).toBeInTheDocument();

    // Mobile cards carry the same licenses; the back link and the explanation are there.
    expect(
      within(screen.getByRole('list', { name: 'Licenses' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Back to Seller Dashboard/ })).toHaveAttribute(
      'href',
      '/seller-dashboard',
    );
    expect(
      screen.getByRole('heading', { name: 'How repository access works' }),
    ).toBeInTheDocument();
  });

  it('grants and revokes, reloads the list and clears the message after 5 s', async () => {
    const target = license({ projectTitle: 'Invoice Kit' });
    let granted = false;
    let listLoads = 0;
    const { calls } = setup({
      'GET /api/payments/seller-licenses-github': () => {
        listLoads += 1;
        return {
          body: {
            licenses: [
              {
                ...target,
                accessGranted: granted,
                invitationSent: granted,
                accessState: listLoads === 1 ? null : granted ? 'active' : 'revoked',
              },
            ],
            githubConfigured: true,
          },
        };
      },
      'POST /api/payments/manage-github-access': (call) => {
        granted = (call.body as { action: string }).action === 'grant';
        return {
          body: {
            message: 'ok',
            license: {
              ...target,
              accessGranted: granted,
              invitationSent: granted,
              accessState: granted ? 'active' : 'revoked',
            },
          },
        };
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('table');
    await user.click(within(row('Invoice Kit')).getByRole('button', { name: /^Grant/ }));
    expect(await screen.findByText('Successfully granted repository access.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/payments/manage-github-access')!.body).toEqual({
      licenseId: target._id,
      action: 'grant',
    });
    expect(await within(row('Invoice Kit')).findByText('Access Granted')).toBeInTheDocument();
    expect(listLoads).toBeGreaterThanOrEqual(2);

    await user.click(within(row('Invoice Kit')).getByRole('button', { name: /^Revoke/ }));
    expect(await screen.findByText('Successfully revoked repository access.')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(SUCCESS_CLEAR_MS - 1000);
    });
    expect(screen.getByText('Successfully revoked repository access.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('Successfully revoked repository access.')).toBeNull();
    expect(within(row('Invoice Kit')).getByText('Access Removed')).toBeInTheDocument();
  });

  it('shows the server error for an action, else the fallback', async () => {
    let reply: Reply = {
      status: 409,
      body: { error: 'This project has no GitHub repository to share' },
    };
    setup({
      'GET /api/payments/seller-licenses-github': {
        body: { licenses: [license({ projectTitle: 'X' })], githubConfigured: true },
      },
      'POST /api/payments/manage-github-access': () => reply,
    });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(within(row('X')).getByRole('button', { name: /^Grant/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This project has no GitHub repository to share',
    );
    reply = { status: 500, body: { error: 'Internal Server Error' } };
    await waitFor(() =>
      expect(within(row('X')).getByRole('button', { name: /^Grant/ })).toBeEnabled(),
    );
    await user.click(within(row('X')).getByRole('button', { name: /^Grant/ }));
    expect(await screen.findByText('Failed to grant access')).toBeInTheDocument();
  });

  it("shows 'Failed to load licenses' with Try again, and the empty state", async () => {
    let fail = true;
    setup({
      'GET /api/payments/seller-licenses-github': () =>
        fail ? { status: 500, body: null } : { body: { licenses: [], githubConfigured: true } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load licenses');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No repository licenses yet')).toBeInTheDocument();
  });

  it('lists the sales without GitHub, says what is missing and offers no grant or revoke', async () => {
    setup({
      'GET /api/payments/seller-licenses-github': {
        body: {
          githubConfigured: false,
          licenses: [
            license({ projectTitle: 'Invoice Kit', buyerUsername: 'jordan' }),
            license({ projectTitle: 'Chart Lib', invitationSent: true, accessGranted: true }),
            license({
              projectTitle: 'Pending Kit',
              accessState: 'invited',
              invitationSent: true,
              accessError: 'GitHub could not be reached. We will retry shortly.',
            }),
          ],
        },
      },
    });
    expect(
      await screen.findByText(
        'GitHub is not configured on this server: repository access cannot be granted or checked automatically.',
      ),
    ).toBeInTheDocument();
    // One state per row, the words the buyer's library uses too; no 'invited' beside 'missing'.
    expect(within(row('Invoice Kit')).getByText('GitHub Not Set Up')).toBeInTheDocument();
    expect(within(row('Pending Kit')).getByText('GitHub Not Set Up')).toBeInTheDocument();
    expect(within(table()).queryByText(/Invitation|Missing|could not be reached/)).toBeNull();
    expect(within(row('Chart Lib')).getByText('Access Granted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconcile' })).toBeDisabled();
    expect(within(table()).queryByRole('button', { name: /^(Grant|Revoke)/ })).toBeNull();
    expect(within(row('Invoice Kit')).getByText('Unavailable without GitHub')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the notice above the empty state when nothing was sold yet', async () => {
    setup({
      'GET /api/payments/seller-licenses-github': {
        body: { licenses: [], githubConfigured: false },
      },
    });
    expect(await screen.findByText('No repository licenses yet')).toBeInTheDocument();
    expect(screen.getByText(/GitHub is not configured on this server/)).toBeInTheDocument();
  });

  it('says that waiting for the buyer is not an error, and shows a license history when opened', async () => {
    const waiting = license({
      projectTitle: 'Invoice Kit',
      buyerUsername: 'jordan',
      buyerGithubUsername: null,
      accessState: 'waiting_for_github',
    });
    const invited = license({
      projectTitle: 'Chart Lib',
      accessState: 'invited',
      invitationSent: true,
    });
    setup({
      'GET /api/payments/seller-licenses-github': {
        body: { githubConfigured: true, licenses: [waiting, invited] },
      },
      [`GET /api/licenses/${invited._id}/access`]: {
        body: {
          state: 'invited',
          githubUsername: invited.buyerGithubUsername,
          repositoryFullName: invited.repositoryFullName,
          invitedAt: '2025-02-03T10:00:00.000Z',
          acceptedAt: null,
          expiresAt: '2025-02-10T10:00:00.000Z',
          lastError: null,
          attempts: 0,
          nextAttemptAt: null,
          events: [
            {
              id: 'e2',
              at: '2025-02-10T10:00:00.000Z',
              licenseId: invited._id,
              projectId: invited.projectId,
              githubAccount: invited.buyerGithubUsername,
              repository: invited.repositoryFullName,
              action: 'resend',
              cause: 'reconciliation',
              actorId: null,
              detail: null,
            },
            {
              id: 'e1',
              at: '2025-02-03T10:00:00.000Z',
              licenseId: invited._id,
              projectId: invited.projectId,
              githubAccount: invited.buyerGithubUsername,
              repository: invited.repositoryFullName,
              action: 'invite',
              cause: 'purchase',
              actorId: null,
              detail: null,
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table');
    const first = within(row('Invoice Kit'));
    expect(first.getByText('GitHub Not Connected')).toBeInTheDocument();
    expect(first.queryByText(/error|failed/i)).toBeNull();

    const toggle = within(row('Chart Lib')).getByRole('button', {
      name: `Show history of Chart Lib for ${invited.buyerUsername}`,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const history = await within(row('Chart Lib')).findByRole('list', {
      name: `History of Chart Lib for ${invited.buyerUsername}`,
    });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Invitation sent again · reconciliation');
    expect(items[1]).toHaveTextContent('Invited · purchase');
  });

  it('reconciles and shows the report: granted again, unexpected, pending', async () => {
    const { calls } = setup({
      'GET /api/payments/seller-licenses-github': {
        body: { githubConfigured: true, licenses: [license({ projectTitle: 'Invoice Kit' })] },
      },
      'POST /api/seller/reconcile': {
        body: {
          at: '2025-02-03T10:00:00.000Z',
          projectId: null,
          checked: 3,
          regranted: [
            {
              repository: 'maya/kit',
              githubAccount: 'jordan-gh',
              licenseId: 'l1',
              projectId: 'p1',
              buyerUsername: 'jordan',
              reason: 'Was a collaborator, no longer is: invited again',
            },
          ],
          unexpected: [
            {
              repository: 'maya/kit',
              githubAccount: 'freeloader',
              licenseId: null,
              projectId: null,
              buyerUsername: null,
              reason: 'Collaborator without a license',
            },
          ],
          pending: [],
          errors: [],
        },
      },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText('No report yet. Reconcile to make the first one.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reconcile' }));
    expect(await screen.findByText(/Checked 3 licenses/)).toBeInTheDocument();
    expect(screen.getByText('Access granted again (1)')).toBeInTheDocument();
    expect(screen.getByText('On GitHub without a license (not removed) (1)')).toBeInTheDocument();
    expect(screen.getByText('freeloader')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/seller/reconcile')).toBe(true);
    expect(screen.getByRole('button', { name: 'Export list (CSV)' })).toBeEnabled();
  });

  it('exports the list it shows: the CSV comes from the same list route, also without GitHub', async () => {
    const createObjectURL = vi.fn(() => 'blob:list');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { fetchMock, calls } = setup({
      'GET /api/payments/seller-licenses-github': {
        body: { githubConfigured: false, licenses: [license({ projectTitle: 'Invoice Kit' })] },
      },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export list (CSV)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/payments/seller-licenses-github?format=csv');
    expect(calls.some((c) => c.path === '/api/seller/access-events')).toBe(false);
  });
});
