import type { GitHubRepository } from '@codebazaar/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { stubPopup } from '@/testing/fake-popup';
import { mockFetch, pending, type RecordedCall, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildProject } from '@/testing/build-project';

import { Component as PostProjectPage } from './post-project-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [
  { path: '/post-projects', element: <PostProjectPage /> },
  { path: '/project/:id', element: <p>Project page</p> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
  { path: '/login', element: <p>Login page</p> },
];

const author = buildUser({ username: 'maya' });
let repoSeq = 0;
function repo(overrides: Partial<GitHubRepository> = {}): GitHubRepository {
  repoSeq += 1;
  const name = overrides.name ?? `repo-${repoSeq}`;
  return {
    id: repoSeq,
    name,
    fullName: `maya/${name}`,
    description: null,
    language: 'TypeScript',
    stars: 3,
    forks: 1,
    updatedAt: '2025-01-10T10:00:00.000Z',
    htmlUrl: `https://github.com/maya/${name}`,
    isPrivate: true,
    hasAccess: true,
    ...overrides,
  };
}

const connected = { body: { configured: true, isConnected: true, username: 'maya-gh' } };

type Handlers = Record<string, Reply | ((call: RecordedCall) => Reply | Promise<Reply>)>;

function setup(handlers: Handlers = {}) {
  const mock = mockFetch({
    'GET /api/auth/profile': pending,
    'GET /api/github/status': connected,
    ...handlers,
  });
  const view = renderRoutes(routes, { url: '/post-projects', user: author });
  return { ...mock, ...view };
}

async function openImport() {
  const user = userEvent.setup();
  const choice = await screen.findByRole('button', { name: /Import from GitHub/ });
  await waitFor(() => expect(choice).toBeEnabled());
  await user.click(choice);
  return user;
}

describe('Import a project from GitHub', { timeout: 30_000 }, () => {
  it('lists the repositories with access, filters them locally and loads more', async () => {
    const page1 = [
      repo({ name: 'invoice-kit', description: 'Invoices for freelancers' }),
      repo({ name: 'read-only-fork', hasAccess: false }),
      repo({ name: 'habit_tracker', language: 'Go', isPrivate: false }),
    ];
    const page2 = [repo({ name: 'chart-lib' })];
    const { calls } = setup({
      'GET /api/github/repositories': () => {
        const pageNo = calls.filter((c) => c.path === '/api/github/repositories').length;
        return pageNo === 1
          ? { body: { repositories: page1, hasMore: true } }
          : { body: { repositories: page2, hasMore: false } };
      },
    });
    const user = await openImport();
    const list = await screen.findByRole('list', { name: 'Repositories' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('maya/invoice-kit'),
      expect.stringContaining('maya/habit_tracker'),
    ]);
    expect(screen.queryByText('maya/read-only-fork')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('maya/chart-lib')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search repositories' }), 'invoices');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByText('maya/invoice-kit')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search repositories' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search repositories' }), 'zzz');
    expect(screen.getByText('No repositories match your search')).toBeInTheDocument();
  });

  it('asks for per_page 50 and type all', async () => {
    const fetchSpy = setup({
      'GET /api/github/repositories': { body: { repositories: [], hasMore: false } },
    }).fetchMock;
    await openImport();
    expect(await screen.findByText('No repositories found')).toBeInTheDocument();
    const url = fetchSpy.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.startsWith('/api/github/repositories'))!;
    const params = new URL(url, 'http://localhost').searchParams;
    expect(params.get('per_page')).toBe('50');
    expect(params.get('type')).toBe('all');
    expect(params.get('page')).toBe('1');
  });

  it('shows the expected error when the list cannot be loaded, with Try again', async () => {
    let fail = true;
    setup({
      'GET /api/github/repositories': () =>
        fail
          ? { status: 401, body: { error: 'Connect your GitHub account first' } }
          : { body: { repositories: [repo({ name: 'back-again' })], hasMore: false } },
    });
    const user = await openImport();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load repositories. Please ensure your GitHub account is connected.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('maya/back-again')).toBeInTheDocument();
  });

  it('offers Connect when the GitHub account is not connected', async () => {
    const gh = stubPopup();
    let linked = false;
    setup({
      'GET /api/github/status': () => ({
        body: { configured: true, isConnected: linked, username: linked ? 'maya-gh' : null },
      }),
      'GET /api/github/oauth/login': { body: { authUrl: 'https://github.example/authorize' } },
      'POST /api/github/oauth/callback': () => {
        linked = true;
        return { body: { token: 't', user: author } };
      },
      'GET /api/github/repositories': {
        body: { repositories: [repo({ name: 'fresh' })], hasMore: false },
      },
    });
    const user = await openImport();
    expect(await screen.findByText('Connect your GitHub account')).toBeInTheDocument();
    const connect = screen.getByRole('button', { name: /Connect GitHub/ });
    await user.click(connect);
    await waitFor(() => expect(gh.popup.location.href).toBe('https://github.example/authorize'));
    await act(async () => {
      gh.success();
    });
    expect(await screen.findByText('maya/fresh')).toBeInTheDocument();
  });

  it('prefills the form from the repository, goes back, and publishes with the source', async () => {
    const created = buildProject({ title: 'Invoice Kit' });
    const chosen = repo({
      name: 'invoice_kit-pro',
      description: 'Invoices for freelancers',
      language: 'TypeScript',
      stars: 42,
    });
    const { calls, router } = setup({
      'GET /api/github/repositories': {
        body: { repositories: [chosen, repo({ name: 'other' })], hasMore: false },
      },
      'POST /api/projects': { status: 201, body: { project: created } },
      'POST /api/github/verify-repository': {
        body: {
          repository: {
            fullName: chosen.fullName,
            description: chosen.description,
            language: 'TypeScript',
            stars: 42,
            isPrivate: true,
            htmlUrl: chosen.htmlUrl,
          },
        },
      },
    });
    const user = await openImport();
    await user.click(await screen.findByRole('button', { name: /maya\/invoice_kit-pro/ }));

    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Invoice Kit Pro');
    expect(screen.getByText(/Imported from maya\/invoice_kit-pro/)).toHaveTextContent(
      'It stays private: only you and buyers of the paid license see it.',
    );
    expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toContain(
      'Invoices for freelancers.',
    );
    expect(screen.getByLabelText(/^Category/)).toHaveValue('web');
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('TypeScript, open-source, github');
    expect(screen.getByRole('radio', { name: 'Freemium' })).toBeChecked();
    expect(screen.getByLabelText(/^Price/)).toHaveValue(25);
    expect(screen.getByLabelText(/^Paid repository URL/)).toHaveValue(chosen.htmlUrl);
    expect(screen.getByLabelText(/^Free features/)).toHaveValue(
      'View source code, Basic documentation, Personal use license',
    );
    expect(screen.getByLabelText(/^Paid features/)).toHaveValue(
      'Commercial license, Priority support, Extended examples',
    );
    // The repository URL is verified against GitHub.
    expect(await screen.findByText(/Verified:/)).toHaveTextContent('maya/invoice_kit-pro');

    // Back returns to the list; choosing again starts from the repository.
    await user.click(screen.getByRole('button', { name: 'Back to repositories' }));
    await user.click(await screen.findByRole('button', { name: /maya\/invoice_kit-pro/ }));
    await user.click(await screen.findByRole('button', { name: 'Publish project' }));

    expect(await screen.findByText('Project Created Successfully!')).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/api/projects' && c.method === 'POST')!.body;
    expect(body).toMatchObject({
      title: 'Invoice Kit Pro',
      category: 'web',
      tags: ['TypeScript', 'open-source', 'github'],
      repository: { paidUrl: chosen.htmlUrl },
      license: { type: 'freemium', price: 25 },
      sourceRepository: {
        fullName: 'maya/invoice_kit-pro',
        url: chosen.htmlUrl,
        language: 'TypeScript',
        stars: 42,
      },
    });
    // The server verifies the repository and decides; the client claims nothing.
    expect(body).not.toHaveProperty('githubVerified');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${created._id}`), {
      timeout: 4000,
    });
  });

  it('saves an imported draft and goes to the dashboard', async () => {
    const draft = buildProject({ status: 'draft' });
    const { calls, router } = setup({
      'GET /api/github/repositories': {
        body: { repositories: [repo({ name: 'side-project' })], hasMore: false },
      },
      'POST /api/projects/draft': { status: 201, body: { project: draft } },
      'POST /api/github/verify-repository': pending,
    });
    const user = await openImport();
    await user.click(await screen.findByRole('button', { name: /maya\/side-project/ }));
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft Saved Successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/projects/draft')!.body).toMatchObject({
      title: 'Side Project',
      sourceRepository: { fullName: 'maya/side-project' },
    });
    expect(calls.find((c) => c.path === '/api/projects/draft')!.body).not.toHaveProperty(
      'githubVerified',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 4000,
    });
  });

  it('keeps the manual form free of source data', async () => {
    const created = buildProject();
    const { calls } = setup({
      'POST /api/projects/draft': { status: 201, body: { project: created } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Enter details manually/ }));
    await user.type(await screen.findByLabelText(/^Title/), 'Manual');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft Saved Successfully!')).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/api/projects/draft')!.body as Record<
      string,
      unknown
    >;
    expect(body.githubVerified).toBeUndefined();
    expect(body.sourceRepository).toBeUndefined();
  });
});
