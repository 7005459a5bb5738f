import { GITHUB_MESSAGES } from '@codebazaar/shared/rules';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildProject } from '@/testing/build-project';

import { Component as PostProjectPage } from './post-project-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const routes = [
  { path: '/post-projects', element: <PostProjectPage /> },
  { path: '/edit-project/:id', element: <PostProjectPage /> },
  { path: '/project/:id', element: <p>Project page</p> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
  { path: '/find-projects', element: <p>Find projects page</p> },
  { path: '/login', element: <p>Login page</p> },
];

const author = buildUser({ username: 'jane-dev' });
const GITHUB_READY = { configured: true, isConnected: true, username: 'jane-gh' };
const NO_GITHUB = { configured: false, isConnected: false, username: null };

function setup(
  url = '/post-projects',
  handlers: Parameters<typeof mockFetch>[0] = {},
  user: typeof author | null = author,
) {
  const mock = mockFetch({
    'GET /api/auth/profile': { body: { user } },
    'GET /api/github/status': { body: GITHUB_READY },
    ...handlers,
  });
  const view = renderRoutes(routes, { url, user });
  return { ...mock, ...view };
}

async function openManualForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Enter details manually/ }));
  await screen.findByLabelText(/^Title/);
  return user;
}

const field = (label: RegExp) => screen.queryByLabelText(label);

describe('Post a New Project', { timeout: 30_000 }, () => {
  it('shows signed-out visitors a pitch with links to register and sign in', async () => {
    setup('/post-projects', {}, null);
    expect(
      await screen.findByRole('heading', { name: 'Sell and share your code projects' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(
      await screen.findByRole('link', { name: 'Sign in with GitHub to import a repository' }),
    ).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });

  it('does not offer signed-out visitors a GitHub import the server cannot do', async () => {
    const { calls } = setup(
      '/post-projects',
      { 'GET /api/github/status': { body: NO_GITHUB } },
      null,
    );
    expect(
      await screen.findByRole('heading', { name: 'Sell and share your code projects' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/github/status')).toBe(true));
    expect(screen.queryByText(/GitHub/)).toBeNull();
  });

  it('starts with the choice with GitHub: import from a repository or manual entry', async () => {
    setup();
    expect(await screen.findByRole('button', { name: /Import from GitHub/ })).toBeEnabled();
    expect(screen.queryByText(GITHUB_MESSAGES.importNotSetUp)).toBeNull();
    await openManualForm();
    expect(screen.getByRole('button', { name: 'Back to options' })).toBeInTheDocument();
  });

  it('without GitHub, opens the form directly and says once, quietly, why there is no import', async () => {
    setup('/post-projects', { 'GET /api/github/status': { body: NO_GITHUB } });
    expect(await screen.findByLabelText(/^Title/)).toBeInTheDocument();
    expect(screen.getAllByText(GITHUB_MESSAGES.importNotSetUp)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Import from GitHub/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to options' })).toBeNull();
    expect(screen.queryByRole('button', { name: /GitHub/, hidden: true })).toBeNull();
  });

  it('shows the fields each license type needs', async () => {
    setup();
    const user = await openManualForm();
    const visible = () => ({
      price: Boolean(field(/^Price/)),
      freeRepo: Boolean(field(/^Free repository URL/)),
      paidRepo: Boolean(field(/^Paid repository URL/)),
      freeFeatures: Boolean(field(/^Free features/)),
      paidFeatures: Boolean(field(/^Paid features/)),
    });
    // Free is the default.
    expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked();
    expect(visible()).toEqual({
      price: false,
      freeRepo: true,
      paidRepo: false,
      freeFeatures: true,
      paidFeatures: false,
    });
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    expect(visible()).toEqual({
      price: true,
      freeRepo: false,
      paidRepo: true,
      freeFeatures: false,
      paidFeatures: true,
    });
    await user.click(screen.getByRole('radio', { name: 'Freemium' }));
    expect(visible()).toEqual({
      price: true,
      freeRepo: true,
      paidRepo: true,
      freeFeatures: true,
      paidFeatures: true,
    });
    // Title, description, category, tags and demo URL are always there.
    for (const label of [/^Title/, /^Description/, /^Category/, /^Tags/, /^Demo URL/]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('rows', '8');
  });

  it('shows the fee breakdown only for a price above 0', async () => {
    setup();
    const user = await openManualForm();
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
    const price = screen.getByLabelText(/^Price/);
    await user.type(price, '25');
    // The breakdown unmounts when the price is cleared, so it is looked up each time.
    const value = (term: RegExp) =>
      within(screen.getByLabelText('Fee breakdown'))
        .getByText(term)
        .closest('div')!
        .querySelector('dd')!.textContent;
    expect(value(/Your price/)).toBe('$25');
    expect(value(/Marketplace fee added \(20%\)/)).toBe('+$5');
    expect(value(/Customer pays/)).toBe('$30');
    expect(value(/You receive/)).toBe('$25');

    await user.clear(price);
    expect(price).toHaveValue(null);
    await user.type(price, '9.99');
    expect(price).toHaveValue(9.99);
    expect(value(/Marketplace fee added/)).toBe('+$2');
    expect(value(/Customer pays/)).toBe('$11.99');

    await user.clear(price);
    expect(screen.queryByLabelText('Fee breakdown')).not.toBeInTheDocument();
  });

  it('saves a draft with only a title, then goes to the dashboard after 2 seconds', async () => {
    const draft = buildProject({ title: 'Half-done idea', status: 'draft' });
    const { calls, router } = setup('/post-projects', {
      'POST /api/projects/draft': { status: 201, body: { project: draft } },
    });
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Half-done idea');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('Draft Saved Successfully!')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/projects/draft')!;
    expect(call.method).toBe('POST');
    expect(call.body).toMatchObject({
      title: 'Half-done idea',
      description: '',
      category: null,
      license: { type: 'free', price: 0 },
      // Default repository URL from username and title (docs/product-rules.md#projects).
      repository: { freeUrl: 'https://github.com/jane-dev/half-done-idea-free', paidUrl: null },
    });
    expect(router.state.location.pathname).toBe('/post-projects');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 4000,
    });
  });

  it('needs a title even for a draft', async () => {
    const { calls } = setup();
    const user = await openManualForm();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/projects'))).toBe(false);
  });

  it('publishing needs description and category', async () => {
    const { calls } = setup();
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Only a title');
    await user.click(screen.getByRole('button', { name: 'Publish project' }));
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/projects'))).toBe(false);
  });

  it('rejects a malformed demo URL', async () => {
    setup();
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'T');
    await user.type(screen.getByLabelText(/^Demo URL/), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
  });

  it('refuses a paid price under $1.00 before sending anything', async () => {
    const { calls } = setup('/post-projects');
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Cheap');
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    await user.type(screen.getByLabelText(/^Price/), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Price must be at least $1.00')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/projects'))).toEqual([]);
  });

  it('publishes with every field and redirects to the project after 2 seconds', async () => {
    const created = buildProject({ title: 'Invoice Kit' });
    const { calls, router } = setup('/post-projects', {
      'POST /api/projects': { status: 201, body: { project: created } },
    });
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Invoice Kit');
    await user.type(screen.getByLabelText(/^Description/), 'Invoices for freelancers.');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'web');
    await user.type(screen.getByLabelText(/^Tags/), 'react, , invoices ,React');
    await user.type(screen.getByLabelText(/^Demo URL/), 'https://demo.example.com');
    await user.click(screen.getByRole('radio', { name: 'Freemium' }));
    await user.type(screen.getByLabelText(/^Price/), '19.5');
    await user.type(screen.getByLabelText(/^Paid repository URL/), 'https://github.com/j/pro');
    await user.type(screen.getByLabelText(/^Free features/), 'Source, MIT,{Enter}Docs');
    await user.type(screen.getByLabelText(/^Paid features/), 'Support, Support');
    // The hint states the rule the parser applies: commas (a new line separates too).
    expect(screen.getAllByText('Separate features with commas.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Publish project' }));

    expect(await screen.findByText('Project Created Successfully!')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/projects' && c.method === 'POST')!;
    expect(call.body).toMatchObject({
      title: 'Invoice Kit',
      description: 'Invoices for freelancers.',
      category: 'web',
      tags: ['react', 'invoices'],
      demo: { url: 'https://demo.example.com' },
      repository: {
        freeUrl: 'https://github.com/jane-dev/invoice-kit-free',
        paidUrl: 'https://github.com/j/pro',
      },
      license: {
        type: 'freemium',
        price: 19.5,
        currency: 'USD',
        features: { freeFeatures: ['Source', 'MIT', 'Docs'], paidFeatures: ['Support', 'Support'] },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${created._id}`), {
      timeout: 4000,
    });
  });

  it('shows the server error, else "Failed to create project"', async () => {
    let reply: Reply = { status: 400, body: { error: 'category: Please choose a valid category' } };
    setup('/post-projects', { 'POST /api/projects/draft': () => reply });
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('category: Please choose a valid category')).toBeInTheDocument();
    reply = { status: 500, body: { error: 'Internal server error' } };
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Failed to create project')).toBeInTheDocument();
  });

  it('asks for a title before AI generation, and reports AI failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = setup('/post-projects', {
      'POST /api/projects/ai-generate': { status: 503, body: { error: 'down' } },
    });
    const user = await openManualForm();
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(
      await screen.findAllByText('Please fill in title before generating AI content'),
    ).not.toHaveLength(0);
    expect(calls.some((c) => c.path === '/api/projects/ai-generate')).toBe(false);

    await user.type(screen.getByLabelText(/^Title/), 'Habit tracker');
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(
      await screen.findByText('Failed to generate AI content. Please try again.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/projects/ai-generate')!.body).toEqual({
      projectName: 'Habit tracker',
      description: '',
      licenseType: 'free',
    });
  });

  it('fills the form from the AI helper', async () => {
    setup('/post-projects', {
      'POST /api/projects/ai-generate': {
        body: {
          description: 'Track habits daily.',
          tags: ['habits', 'pwa'],
          category: 'mobile',
          freeRepositoryUrl: 'https://github.com/x/habits-free',
          paidRepositoryUrl: 'https://github.com/x/habits-premium',
          features: {
            freeFeatures: ['Streaks', 'Reminders'],
            paidFeatures: ['Sync'],
          },
        },
      },
    });
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Habit tracker');
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Track habits daily.'),
    );
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('habits, pwa');
    expect(screen.getByLabelText(/^Free repository URL/)).toHaveValue(
      'https://github.com/x/habits-free',
    );
    expect(screen.getByLabelText(/^Free features/)).toHaveValue('Streaks, Reminders');
    // The category was empty: the suggested one is applied.
    expect(screen.getByLabelText(/^Category/)).toHaveValue('mobile');
  });

  it('clears the "required" errors of the fields the AI fills', async () => {
    setup('/post-projects', {
      'POST /api/projects/ai-generate': {
        body: {
          description: 'Track habits daily.',
          tags: ['habits'],
          category: 'mobile',
          freeRepositoryUrl: 'https://github.com/x/habits-free',
          paidRepositoryUrl: 'https://github.com/x/habits-premium',
          features: { freeFeatures: ['Streaks'], paidFeatures: [] },
        },
      },
    });
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Habit tracker');
    await user.click(screen.getByRole('button', { name: /^Publish/ }));
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Track habits daily.'),
    );
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Category is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  /** An AI helper whose text names the license type it was asked for. */
  const licenseAwareAi = () => ({
    'POST /api/projects/ai-generate': ({ body }: { body: unknown }) => {
      const { licenseType } = body as { licenseType: string };
      return {
        body: {
          description: licenseType === 'free' ? 'Everything is free.' : `A ${licenseType} edition.`,
          tags: licenseType === 'free' ? ['habits', 'open-source'] : ['habits'],
          category: 'web',
          freeRepositoryUrl: 'https://github.com/x/habits-free',
          paidRepositoryUrl: 'https://github.com/x/habits-premium',
          features: {
            freeFeatures: licenseType === 'paid' ? [] : ['Streaks'],
            paidFeatures: licenseType === 'free' ? [] : ['Sync'],
          },
        },
      };
    },
  });

  it('rewrites untouched AI text for a license type chosen afterwards', async () => {
    const { calls } = setup('/post-projects', licenseAwareAi());
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Habit tracker');
    await user.type(screen.getByLabelText(/^Description/), 'my notes');
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Everything is free.'),
    );

    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Description/)).toHaveValue('A paid edition.'),
    );
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('habits');
    expect(screen.getByLabelText(/^Paid features/)).toHaveValue('Sync');
    const asked = calls.filter((c) => c.path === '/api/projects/ai-generate').map((c) => c.body);
    // The regeneration sends the author's own notes again, not the AI's text.
    expect(asked[1]).toEqual({
      projectName: 'Habit tracker',
      description: 'my notes',
      licenseType: 'paid',
    });
  });

  it('flags AI text the author edited when the license type changes, and regenerates on request', async () => {
    setup('/post-projects', licenseAwareAi());
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Habit tracker');
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Everything is free.'),
    );
    await user.type(screen.getByLabelText(/^Description/), ' Mine.');

    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    expect(
      await screen.findByText('The AI text was written for a Free license'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Everything is free. Mine.');

    await user.click(screen.getByRole('button', { name: 'Regenerate for Paid' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Description/)).toHaveValue('A paid edition.'),
    );
    expect(screen.queryByText('The AI text was written for a Free license')).toBeNull();
  });

  it('keeps a category the author already chose', async () => {
    setup('/post-projects', {
      'POST /api/projects/ai-generate': {
        body: {
          description: 'Track habits daily.',
          tags: ['habits'],
          category: 'mobile',
          freeRepositoryUrl: 'https://github.com/x/habits-free',
          paidRepositoryUrl: 'https://github.com/x/habits-premium',
          features: { freeFeatures: [], paidFeatures: [] },
        },
      },
    });
    const user = await openManualForm();
    await user.type(screen.getByLabelText(/^Title/), 'Habit tracker');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'web');
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Track habits daily.'),
    );
    expect(screen.getByLabelText(/^Category/)).toHaveValue('web');
  });

  it('is prefilled by the idea generator through query parameters', async () => {
    setup(
      '/post-projects?title=Recipe%20Planner&description=Plan%20meals&category=mobile&tags=react-native,%20sqlite&suggestedPrice=30',
    );
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Recipe Planner');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Plan meals');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('mobile');
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('react-native, sqlite');
    expect(screen.getByLabelText(/^Price/)).toHaveValue(30);
  });

  it('Cancel goes to /find-projects', async () => {
    const { router } = setup();
    const user = await openManualForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/find-projects');
  });
});

describe('Edit project', { timeout: 30_000 }, () => {
  it('loads a draft, offers Save as draft and Publish, and publishes through PUT', async () => {
    const draft = buildProject({
      title: 'My Draft',
      description: 'Almost there',
      category: '',
      status: 'draft',
      author: {
        ...buildProject().author,
        id: author.id,
        _id: author.id,
        username: author.username,
      },
      license: { type: 'paid', price: 12 },
      repository: { freeUrl: null, paidUrl: 'https://github.com/jane-dev/p' },
    });
    const { calls, router } = setup(`/edit-project/${draft._id}`, {
      [`GET /api/projects/${draft._id}`]: { body: { project: draft, userLicense: null } },
      [`PUT /api/projects/${draft._id}`]: {
        body: { project: { ...draft, status: 'published' } },
      },
    });
    expect(await screen.findByRole('heading', { name: /Edit Project/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('My Draft');
    expect(screen.getByLabelText(/^Price/)).toHaveValue(12);
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Category is required')).toBeInTheDocument();
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Category/), 'tool');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Project Created Successfully!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/api/projects/${draft._id}`);
    expect(put.body).toMatchObject({ title: 'My Draft', category: 'tool' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${draft._id}`), {
      timeout: 4000,
    });
  });

  it('does not offer Save as draft for a published project', async () => {
    const project = buildProject({
      author: { ...buildProject().author, id: author.id, _id: author.id },
    });
    setup(`/edit-project/${project._id}`, {
      [`GET /api/projects/${project._id}`]: { body: { project, userLicense: null } },
    });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });

  it('shows "Failed to load project data" when the project cannot be loaded', async () => {
    setup('/edit-project/123', {
      'GET /api/projects/123': { status: 404, body: { error: 'Project not found' } },
    });
    expect(await screen.findByText('Failed to load project data')).toBeInTheDocument();
  });

  it("refuses to edit someone else's project", async () => {
    const project = buildProject();
    setup(`/edit-project/${project._id}`, {
      [`GET /api/projects/${project._id}`]: { body: { project, userLicense: null } },
    });
    expect(await screen.findByText('You can only edit your own projects.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });

  it('shows "Failed to update project" when the save fails on the server', async () => {
    const project = buildProject({
      author: { ...buildProject().author, id: author.id, _id: author.id },
    });
    setup(`/edit-project/${project._id}`, {
      [`GET /api/projects/${project._id}`]: { body: { project, userLicense: null } },
      [`PUT /api/projects/${project._id}`]: {
        status: 500,
        body: { error: 'Internal server error' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update project')).toBeInTheDocument();
  });
});
