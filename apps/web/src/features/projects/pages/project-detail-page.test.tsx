import type { Project, ViewerLicense } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildProject } from '@/testing/build-project';

import { Component as ProjectDetailPage } from './project-detail-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const routes = [
  { path: '/project/:id', element: <ProjectDetailPage /> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/find-projects', element: <p>Find projects page</p> },
  { path: '/author/:id', element: <p>Author page</p> },
];

const viewer = buildUser({ username: 'viewer' });

function setup(
  project: Project,
  opts: {
    user?: typeof viewer | null;
    userLicense?: ViewerLicense | null;
    reply?: Reply;
    query?: string;
    /** Whether the server has GitHub (GET /api/github/status). */
    github?: boolean;
  } = {},
) {
  const { user = null, userLicense = null, reply, query = '', github = true } = opts;
  mockFetch({
    'GET /api/auth/profile': { body: { user } },
    [`GET /api/projects/${project._id}`]: reply ?? { body: { project, userLicense } },
    'GET /api/github/status': { body: { configured: github, isConnected: false, username: null } },
    [`GET /api/projects/${project._id}/releases`]: {
      body: { licenseId: userLicense?.id ?? null, releases: [], archives: github },
    },
  });
  return renderRoutes(routes, { url: `/project/${project._id}${query}`, user });
}

const panel = async () => within(await screen.findByRole('complementary', { name: 'License' }));

const license = (overrides: Partial<ViewerLicense> = {}): ViewerLicense => ({
  _id: 'lic-1',
  id: 'lic-1',
  kind: 'paid',
  isActive: true,
  purchaseDate: '2025-02-01T00:00:00.000Z',
  githubAccess: { repositoryFullName: 'jane/pro', accessGranted: false, invitationSent: true },
  ...overrides,
});

// Visitors get no amounts for paid projects (docs/product-rules.md#prices).
const hiddenPrice = { price: null, sellerPrice: null, customerPrice: null, marketplaceFee: null };

describe('Project detail', { timeout: 30_000 }, () => {
  it('shows the project: header, description, technologies, features, author and statistics', async () => {
    const project = buildProject({
      title: 'Kanban Board',
      description: 'Drag and drop boards.',
      tags: ['react', 'dnd'],
      tech_stack: ['React', 'vite'],
      license: {
        type: 'freemium',
        price: 20,
        features: { freeFeatures: ['Boards'], paidFeatures: ['Teams'] },
      },
      demo: { url: 'https://demo.example.com/kanban' },
      stats: { views: 1234, downloads: 56, stars: 7 },
    });
    setup(project, { user: viewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kanban Board' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Kanban Board\b/));
    expect(screen.getByText('Drag and drop boards.')).toBeInTheDocument();
    const tech = within(screen.getByRole('heading', { name: 'Technologies' }).parentElement!);
    expect(tech.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'react',
      'dnd',
      'vite',
    ]);
    expect(screen.getByRole('heading', { name: 'Free edition' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premium edition' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you get' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open live demo' })).toHaveAttribute(
      'href',
      'https://demo.example.com/kanban',
    );
    expect(screen.getByRole('link', { name: 'View profile and projects' })).toHaveAttribute(
      'href',
      `/author/${project.author.username}`,
    );
    const stats = within(screen.getByRole('heading', { name: 'Statistics' }).parentElement!);
    expect(stats.getByText('1,234')).toBeInTheDocument();
    expect(stats.getByText('Jan 10, 2025')).toBeInTheDocument();
  });

  it('visitor, paid project: "Sign in to view price" stores the intended action and goes to /login', async () => {
    const project = buildProject({ license: { type: 'paid', ...hiddenPrice } });
    const { router } = setup(project);
    const p = await panel();
    const button = p.getByRole('button', { name: 'Sign in to view price' });
    expect(p.queryByText(/\$/)).not.toBeInTheDocument();
    expect(p.queryByRole('button', { name: 'Sign in for free access' })).not.toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(localStorage.getItem('intendedAction')!)).toEqual({
      action: 'license',
      projectId: project._id,
    });
  });

  it('visitor, free project: "Sign in for free access"', async () => {
    const project = buildProject({ license: { type: 'free' } });
    const { router } = setup(project);
    const p = await panel();
    expect(p.queryByRole('button', { name: 'Sign in to view price' })).not.toBeInTheDocument();
    await userEvent.setup().click(p.getByRole('button', { name: 'Sign in for free access' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('intendedAction')).toContain('"license"');
  });

  it('visitor, freemium project: both sign-in buttons and no repository link', async () => {
    setup(buildProject({ license: { type: 'freemium', ...hiddenPrice } }));
    const p = await panel();
    expect(p.getByRole('button', { name: 'Sign in for free access' })).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Sign in to view price' })).toBeInTheDocument();
    expect(p.queryByRole('link', { name: /github\.com/ })).not.toBeInTheDocument();
  });

  it('author: "This is your project" with the repository links and no buy options', async () => {
    const project = buildProject({
      author: { ...buildProject().author, id: viewer.id, _id: viewer.id },
      license: { type: 'freemium', price: 10 },
      repository: {
        freeUrl: 'https://github.com/viewer/app-free',
        paidUrl: 'https://github.com/viewer/app-premium',
      },
    });
    setup(project, { user: viewer });
    const p = await panel();
    // The signed-in panel is a lazy chunk: wait for it.
    expect(await p.findByText('This is your project')).toBeInTheDocument();
    expect(p.getByRole('link', { name: /github\.com\/viewer\/app-premium/ })).toHaveAttribute(
      'href',
      'https://github.com/viewer/app-premium',
    );
    expect(p.getByRole('link', { name: /app-free/ })).toBeInTheDocument();
    expect(p.getByRole('link', { name: /Edit project/ })).toHaveAttribute(
      'href',
      `/edit-project/${project._id}`,
    );
    expect(p.queryByRole('button', { name: /Purchase|Get free access|Sign in/i })).toBeNull();
  });

  it('license holder: the full repository link and the GitHub access status', async () => {
    const project = buildProject({
      license: { type: 'paid', price: 30 },
      repository: { freeUrl: null, paidUrl: 'https://github.com/jane/pro' },
    });
    setup(project, { user: viewer, userLicense: license() });
    const p = await panel();
    expect(await p.findByText(/You have a license to this project/)).toBeInTheDocument();
    expect(p.getByRole('link', { name: /github\.com\/jane\/pro/ })).toHaveAttribute(
      'href',
      'https://github.com/jane/pro',
    );
    expect(await p.findByText('Invitation Pending')).toBeInTheDocument();
    expect(p.queryByRole('button', { name: /Purchase/ })).toBeNull();
  });

  it('license holder: Access Granted, or a link to connect GitHub while there is no access', async () => {
    const project = buildProject({
      license: { type: 'paid', price: 30 },
      repository: { freeUrl: null, paidUrl: 'https://github.com/jane/pro' },
    });
    const granted = setup(project, {
      user: viewer,
      userLicense: license({
        githubAccess: { repositoryFullName: 'jane/pro', accessGranted: true, invitationSent: true },
      }),
    });
    let p = await panel();
    expect(await p.findByText('Access Granted')).toBeInTheDocument();
    expect(p.queryByText('Invitation Pending')).toBeNull();
    expect(p.queryByRole('link', { name: /Connect GitHub/ })).toBeNull();
    granted.unmount();

    const noAccess = setup(project, {
      user: viewer,
      userLicense: license({
        githubAccess: {
          repositoryFullName: 'jane/pro',
          accessGranted: false,
          invitationSent: false,
        },
      }),
    });
    p = await panel();
    expect(await p.findByText('GitHub Not Connected')).toBeInTheDocument();
    expect(
      p.getByRole('link', { name: 'Connect GitHub to get repository access' }),
    ).toHaveAttribute('href', '/profile');
    noAccess.unmount();

    // A buyer who already connected GitHub waits for the invitation instead.
    const connectedViewer = { ...viewer, githubProfile: { username: 'viewer-gh' } };
    setup(project, {
      user: connectedViewer,
      userLicense: license({
        githubAccess: {
          repositoryFullName: 'jane/pro',
          accessGranted: false,
          invitationSent: false,
        },
      }),
    });
    p = await panel();
    expect(await p.findByText('Invitation Queued')).toBeInTheDocument();
    expect(p.getByText('Your invitation is on its way.')).toBeInTheDocument();
    expect(p.queryByRole('link', { name: /Connect GitHub/ })).toBeNull();
  });

  it('license holder on a server without GitHub: one state that says so, no connect link', async () => {
    const project = buildProject({
      license: { type: 'paid', price: 30 },
      repository: { freeUrl: null, paidUrl: 'https://github.com/jane/pro' },
    });
    const pendingInvite = setup(project, {
      user: viewer,
      github: false,
      userLicense: license({
        githubAccess: {
          repositoryFullName: 'jane/pro',
          accessGranted: false,
          invitationSent: true,
          state: 'invited',
        },
      }),
    });
    let p = await panel();
    expect(await p.findByText('GitHub Not Set Up')).toBeInTheDocument();
    expect(p.queryByText(/Invitation Pending|Accept the invitation/)).toBeNull();
    expect(p.queryByRole('link', { name: /Connect GitHub/ })).toBeNull();
    pendingInvite.unmount();

    setup(project, {
      user: viewer,
      github: false,
      userLicense: license({
        githubAccess: { repositoryFullName: 'jane/pro', accessGranted: true, invitationSent: true },
      }),
    });
    p = await panel();
    expect(await p.findByText('Access Granted')).toBeInTheDocument();
  });

  it('offers Run demo only for a project with a demo', async () => {
    const plain = buildProject({ title: 'Plain', demo: { url: null }, demoUrl: null });
    const first = setup(plain);
    expect(await screen.findByRole('heading', { name: 'Plain', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Run demo/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Live demo' })).toBeNull();
    first.unmount();

    const demo = buildProject({ title: 'Shown', demo: { url: 'https://demo.example.com' } });
    setup(demo);
    expect(await screen.findByRole('button', { name: 'Run demo in sandbox' })).toBeEnabled();
  });

  it('other signed-in users: price breakdown with claim and purchase buttons', async () => {
    const project = buildProject({ license: { type: 'freemium', price: 25 } });
    setup(project, { user: viewer });
    const p = await panel();
    expect(p.getByRole('button', { name: 'Get free access' })).toBeEnabled();
    expect(p.getByRole('button', { name: 'Purchase for $30' })).toBeEnabled();
    const breakdown = within(p.getByLabelText('Fee breakdown'));
    expect(breakdown.getByText('+$5')).toBeInTheDocument();
    expect(breakdown.getByText('$30')).toBeInTheDocument();
    expect(p.queryByRole('link', { name: /github\.com/ })).toBeNull();
  });

  it("computes the fee from the project's marketplaceFeePct", async () => {
    const project = buildProject({ license: { type: 'paid', price: 50, marketplaceFeePct: 10 } });
    setup(project, { user: viewer });
    const p = await panel();
    expect(within(p.getByLabelText('Fee breakdown')).getByText('+$5')).toBeInTheDocument();
    expect(p.getByText('Marketplace fee added (10%)')).toBeInTheDocument();
  });

  it('selects the license view with ?tab=license and keeps the tab in the URL', async () => {
    const project = buildProject({ license: { type: 'paid', price: 40 } });
    const { router } = setup(project, { user: viewer, query: '?tab=license' });
    expect(await screen.findByRole('tab', { name: 'License' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Paid license' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'About this project' })).toBeInTheDocument();
    // Arrow keys move between tabs.
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=license');
  });

  it('shows the not-found screen with a link back to Find Projects', async () => {
    const project = buildProject();
    setup(project, { reply: { status: 404, body: { error: 'Project not found' } } });
    expect(
      await screen.findByText('The project you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse projects' })).toHaveAttribute(
      'href',
      '/find-projects',
    );
  });

  it('shows "Failed to load project" on other errors', async () => {
    const project = buildProject();
    setup(project, { reply: { status: 500, body: { error: 'Internal server error' } } });
    expect(await screen.findByText('Failed to load project')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
