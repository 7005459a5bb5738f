import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { storeToken } from '@/lib/auth-storage';
import { buildUser } from '@/testing/factories';
import { mockFetch, pending, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import {
  changeFindProjectsState,
  parseFindProjectsParams,
  toFindProjectsParams,
} from '../lib/find-projects-params';
import { buildProject, listResponse } from '@/testing/build-project';

import { Component as FindProjectsPage } from './find-projects-page';

// Role queries over a full page are slow in jsdom.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const routes = [
  { path: '/find-projects', element: <FindProjectsPage /> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/project/:id', element: <p>Project page</p> },
];

/** The query strings of every GET /api/projects call. */
function listQueries(fetchMock: ReturnType<typeof mockFetch>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/projects')
    .map((url) => url.searchParams);
}

function setup(url: string, list: Reply | (() => Reply | Promise<Reply>), signedIn = false) {
  const user = signedIn ? buildUser() : null;
  const mock = mockFetch({
    'GET /api/projects': typeof list === 'function' ? list : list,
    'GET /api/auth/profile': { body: { user } },
  });
  const view = renderRoutes(routes, { url, user });
  return { ...mock, ...view, user };
}

describe('find projects URL state (lib)', () => {
  it('reads every value from the URL and writes back only what differs from the defaults', () => {
    const params = new URLSearchParams(
      'search=dash&category=api&sortBy=license.price&priceRange=10-50&updated=month&rating=4&page=3',
    );
    const state = parseFindProjectsParams(params);
    expect(state).toEqual({
      search: 'dash',
      category: 'api',
      sortBy: 'license.price',
      priceRange: '10-50',
      updated: 'month',
      rating: '4',
      page: 3,
      ai: false,
    });
    expect(toFindProjectsParams(state).toString()).toBe(params.toString());
    expect(toFindProjectsParams(parseFindProjectsParams(new URLSearchParams())).toString()).toBe(
      '',
    );
  });

  it('drops unknown or malformed values instead of failing', () => {
    const state = parseFindProjectsParams(
      new URLSearchParams('category=nope&sortBy=DROP&priceRange=9&updated=x&rating=5&page=-2&ai=1'),
    );
    expect(state).toMatchObject({
      category: '',
      sortBy: 'createdAt',
      priceRange: 'any',
      updated: 'any',
      rating: 'any',
      page: 1,
      ai: false, // AI search needs a query
    });
  });
});

describe('the sort of a search (lib)', () => {
  const none = parseFindProjectsParams(new URLSearchParams());

  it('is the best match unless the URL names another, and never without a search', () => {
    expect(parseFindProjectsParams(new URLSearchParams('search=kanban')).sortBy).toBe('relevance');
    expect(
      parseFindProjectsParams(new URLSearchParams('search=kanban&sortBy=createdAt')).sortBy,
    ).toBe('createdAt');
    expect(parseFindProjectsParams(new URLSearchParams('sortBy=relevance')).sortBy).toBe(
      'createdAt',
    );
    expect(
      toFindProjectsParams({ ...none, search: 'kanban', sortBy: 'relevance' }).toString(),
    ).toBe('search=kanban');
    expect(
      toFindProjectsParams({ ...none, search: 'kanban', sortBy: 'createdAt' }).toString(),
    ).toBe('search=kanban&sortBy=createdAt');
  });

  it('follows a new search term unless the visitor chose a sort', () => {
    const searching = changeFindProjectsState(none, { search: 'kanban' });
    expect(searching.sortBy).toBe('relevance');
    expect(changeFindProjectsState(searching, { search: '' }).sortBy).toBe('createdAt');
    const byStars = changeFindProjectsState(none, { sortBy: 'stats.stars' });
    expect(changeFindProjectsState(byStars, { search: 'kanban' }).sortBy).toBe('stats.stars');
  });
});

describe('Find Projects page', { timeout: 30_000 }, () => {
  it('queries the API with the search, category, sort, filters and page of the URL', async () => {
    const { fetchMock } = setup(
      '/find-projects?search=chart&category=web&sortBy=license.price&priceRange=free&updated=week&page=2',
      { body: listResponse([buildProject({ title: 'Chart Kit' })], 2, 3) },
    );
    expect(await screen.findByRole('link', { name: 'Chart Kit' })).toBeInTheDocument();
    const q = listQueries(fetchMock)[0]!;
    expect(Object.fromEntries(q)).toEqual({
      search: 'chart',
      category: 'web',
      sortBy: 'license.price',
      sortOrder: 'asc',
      priceRange: 'free',
      updated: 'week',
      page: '2',
      limit: '12',
    });
    expect(screen.getByLabelText('Search projects')).toHaveValue('chart');
    expect(screen.getByLabelText('Category')).toHaveValue('web');
    expect(screen.getByLabelText('Sort by')).toHaveValue('license.price');
    // The filter panel opens by itself when a filter is set.
    expect(screen.getByLabelText('Price range')).toHaveValue('free');
    expect(screen.getByLabelText('Updated')).toHaveValue('week');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('omits the category when all and sorts descending for anything but price', async () => {
    const { fetchMock } = setup('/find-projects', { body: listResponse([buildProject()]) });
    await screen.findByRole('heading', { name: 'Find Projects' });
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(1));
    const q = listQueries(fetchMock)[0]!;
    expect(q.has('category')).toBe(false);
    expect(q.get('sortBy')).toBe('createdAt');
    expect(q.get('sortOrder')).toBe('desc');
  });

  it('keeps search (on Enter), category, sort, filters and page in the URL', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = setup('/find-projects', {
      body: listResponse([buildProject({ title: 'Alpha' })], 1, 4),
    });
    await screen.findByRole('link', { name: 'Alpha' });

    await user.type(screen.getByLabelText('Search projects'), 'dashbord{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=dashbord'));
    // A search is sorted by the best match, which the sort select now offers.
    await waitFor(() => expect(listQueries(fetchMock).at(-1)!.get('sortBy')).toBe('relevance'));
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    expect(screen.getByRole('option', { name: 'Best match' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'api');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'stats.stars');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.selectOptions(screen.getByLabelText('Price range'), '10-50');
    await user.selectOptions(screen.getByLabelText('Updated'), 'year');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        search: 'dashbord',
        category: 'api',
        sortBy: 'stats.stars',
        priceRange: '10-50',
        updated: 'year',
      }),
    );

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'),
    );
    const last = listQueries(fetchMock).at(-1)!;
    expect(last.get('page')).toBe('2');
    expect(last.get('priceRange')).toBe('10-50');
    expect(last.get('updated')).toBe('year');

    // Changing a filter goes back to page 1; Back restores the previous page of results.
    await user.selectOptions(screen.getByLabelText('Category'), 'game');
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('api'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('filters on the rating: the choice goes to the URL and the API query', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = setup('/find-projects', { body: listResponse([]) });
    const lastQuery = () => listQueries(fetchMock).at(-1);
    await user.click(await screen.findByRole('button', { name: /Filters/ }));
    await user.selectOptions(screen.getByLabelText('Rating'), '4');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('rating')).toBe('4'),
    );
    await waitFor(() => expect(lastQuery()?.get('rating')).toBe('4'));
  });

  it('shows skeletons while loading, then the empty state whose Clear filters resets the URL', async () => {
    const user = userEvent.setup();
    let resolve: (r: Reply) => void = () => {};
    const { router } = setup(
      '/find-projects?search=zzz&category=game',
      () => new Promise<Reply>((r) => (resolve = r)),
    );
    expect(await screen.findByText('Loading projects')).toBeInTheDocument();
    resolve({ body: listResponse([]) });
    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the server error with Try again, else the fallback text', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup('/find-projects', () =>
      fail
        ? { status: 500, body: {} }
        : { body: listResponse([buildProject({ title: 'Recovered' })]) },
    );
    expect(
      await screen.findByText('Failed to fetch projects. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('shows the error text the server sends', async () => {
    setup('/find-projects', { status: 400, body: { error: 'Search is too long' } });
    expect(await screen.findByText('Search is too long')).toBeInTheDocument();
  });

  it('renders each card with every field and button', async () => {
    setup('/find-projects', {
      body: listResponse([
        buildProject({
          title: 'Paid Kit',
          tags: ['alpha', 'beta', 'gamma', 'delta', 'epsilon'],
          license: { type: 'paid', price: 49 },
          demo: { url: 'https://demo.example.com' },
        }),
        buildProject({ title: 'Free Kit', license: { type: 'free' } }),
      ]),
    });
    const paid = (await screen.findByRole('link', { name: 'Paid Kit' })).closest('article')!;
    const card = within(paid);
    expect(card.getByText('$49')).toBeInTheDocument();
    expect(card.getByText('Web Apps')).toBeInTheDocument();
    expect(card.getByText('alpha')).toBeInTheDocument();
    expect(card.getByText('gamma')).toBeInTheDocument();
    expect(card.queryByText('delta')).not.toBeInTheDocument();
    expect(card.getByText('+2 more')).toBeInTheDocument();
    expect(card.getByText('40 reputation')).toBeInTheDocument();
    expect(card.getByText('Jan 10, 2025')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /Purchase/ })).toBeInTheDocument();
    expect(card.getByRole('button', { name: /Run demo/ })).toBeEnabled();

    const free = within(screen.getByRole('link', { name: 'Free Kit' }).closest('article')!);
    expect(free.getByText('Free')).toBeInTheDocument();
    expect(free.queryByRole('button', { name: /Purchase/ })).not.toBeInTheDocument();
    expect(free.getByRole('button', { name: /Get license/ })).toBeInTheDocument();
  });

  it('shows Run demo only on the cards of projects with a demo', async () => {
    const withDemo = buildProject({ title: 'Demo Kit', demo: { url: 'https://demo.example.com' } });
    const legacy = buildProject({
      title: 'Legacy Kit',
      demo: { url: null },
      demoUrl: 'https://legacy.example.com',
    });
    const without = buildProject({ title: 'Plain Kit', demo: { url: null }, demoUrl: null });
    setup('/find-projects', { body: listResponse([withDemo, legacy, without]) });
    const card = async (title: string) =>
      within((await screen.findByRole('link', { name: title })).closest('article')!);
    expect((await card('Demo Kit')).getByRole('button', { name: /Run demo/ })).toBeEnabled();
    expect((await card('Legacy Kit')).getByRole('button', { name: /Run demo/ })).toBeEnabled();
    const plain = await card('Plain Kit');
    expect(plain.queryByRole('button', { name: /Run demo/ })).toBeNull();
    expect(plain.getByRole('button', { name: /license/i })).toBeInTheDocument();
  });

  it('offers visitors the sign-up banner and sends their view, demo and license clicks to /login', async () => {
    const user = userEvent.setup();
    const project = buildProject({ title: 'Kit', demo: { url: 'https://demo.example.com' } });
    const { router } = setup('/find-projects', { body: listResponse([project]) });
    await screen.findByRole('link', { name: 'Kit' });
    expect(screen.getByRole('region', { name: 'Join Codebazaar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run demo of Kit' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(localStorage.getItem('intendedAction')!)).toEqual({
      action: 'demo',
      projectId: project._id,
    });
  });

  it('hides the sign-up banner from a returning user while their profile is read', async () => {
    storeToken('returning-token');
    mockFetch({
      'GET /api/projects': { body: listResponse([buildProject({ title: 'Kit' })]) },
      'GET /api/auth/profile': pending,
    });
    renderRoutes(routes, { url: '/find-projects' });
    await screen.findByRole('link', { name: 'Kit' });
    expect(screen.queryByRole('region', { name: 'Join Codebazaar' })).not.toBeInTheDocument();
  });

  it('lets signed-in users open details and the demo sandbox directly', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const project = buildProject({ title: 'Kit', demo: { url: 'https://demo.example.com' } });
    const { router } = setup('/find-projects', { body: listResponse([project]) }, true);
    await screen.findByRole('link', { name: 'Kit' });
    expect(screen.queryByRole('region', { name: 'Join Codebazaar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run demo of Kit' }));
    expect(open).toHaveBeenCalledWith(
      `/api/sandbox/run/${project._id}`,
      '_blank',
      'noopener,noreferrer',
    );
    await user.click(screen.getByRole('button', { name: 'View details of Kit' }));
    expect(router.state.location.pathname).toBe(`/project/${project._id}`);
    expect(localStorage.getItem('intendedAction')).toBeNull();
  });

  it("sends signed-in users' License and Purchase clicks to the project's license view", async () => {
    const user = userEvent.setup();
    const paid = buildProject({ title: 'Paid Kit', license: { type: 'paid', price: 20 } });
    const free = buildProject({ title: 'Free Kit', license: { type: 'free' } });
    const { router } = setup('/find-projects', { body: listResponse([paid, free]) }, true);
    await screen.findByRole('link', { name: 'Paid Kit' });

    expect(screen.queryByRole('button', { name: 'Purchase Free Kit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Purchase Paid Kit' }));
    expect(router.state.location.pathname).toBe(`/project/${paid._id}`);
    expect(router.state.location.search).toBe('?tab=license');

    await router.navigate('/find-projects');
    await user.click(await screen.findByRole('button', { name: 'Get license for Free Kit' }));
    expect(router.state.location.pathname).toBe(`/project/${free._id}`);
    expect(router.state.location.search).toBe('?tab=license');
    expect(localStorage.getItem('intendedAction')).toBeNull();
  });

  it('offers Add to cart on paid cards: visitors sign in first, buyers add, sellers get none', async () => {
    const user = userEvent.setup();
    const paid = buildProject({ title: 'Paid Kit', license: { type: 'paid', price: 20 } });
    const free = buildProject({ title: 'Free Kit', license: { type: 'free' } });
    const visitor = setup('/find-projects', { body: listResponse([paid, free]) });
    await screen.findByRole('link', { name: 'Paid Kit' });
    expect(screen.queryByRole('button', { name: 'Add to cart: Free Kit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Paid Kit' }));
    expect(visitor.router.state.location.pathname).toBe('/login');
    expect(JSON.parse(localStorage.getItem('intendedAction')!)).toEqual({
      action: 'license',
      projectId: paid._id,
    });
    visitor.unmount();
    localStorage.clear();

    const buyer = buildUser();
    const own = buildProject({
      title: 'Own Kit',
      license: { type: 'paid', price: 20 },
      author: { ...paid.author, _id: buyer.id, id: buyer.id },
    });
    const empty = { items: [], count: 0, subtotal: 0, currency: 'USD' };
    const { calls } = mockFetch({
      'GET /api/projects': { body: listResponse([paid, own]) },
      'GET /api/auth/profile': { body: { user: buyer } },
      'GET /api/cart': { body: empty },
      [`PUT /api/cart/items/${paid._id}`]: { body: empty },
    });
    renderRoutes(routes, { url: '/find-projects', user: buyer });
    const add = await screen.findByRole('button', { name: 'Add to cart: Paid Kit' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Add to cart: Own Kit' })).toBeNull();
    await user.click(add);
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'PUT' && c.path === `/api/cart/items/${paid._id}`),
      ).toBe(true),
    );
  });

  it('runs the AI search, shows its summary, and falls back to the normal search on failure', async () => {
    const user = userEvent.setup();
    let aiReply: Reply | Promise<Reply> = { status: 500 };
    const mock = mockFetch({
      'GET /api/projects': { body: listResponse([buildProject({ title: 'Plain' })]) },
      'POST /api/projects/ai-search': () => aiReply,
    });
    const { router } = renderRoutes(routes, { url: '/find-projects' });
    await screen.findByRole('link', { name: 'Plain' });

    const aiButton = screen.getByRole('button', { name: /AI Search/ });
    expect(aiButton).toBeDisabled();
    await user.type(screen.getByLabelText('Search projects'), 'crm for agencies');
    expect(aiButton).toBeEnabled();

    let answer: (r: Reply) => void = () => {};
    aiReply = new Promise<Reply>((r) => (answer = r));
    await user.click(aiButton);
    await waitFor(() => expect(screen.getByRole('button', { name: /AI Search/ })).toBeDisabled());
    answer({
      body: { projects: [buildProject({ title: 'AI Pick' })], searchSummary: 'Found 1 match' },
    });
    expect(await screen.findByText('Found 1 match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AI Pick' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=crm+for+agencies&ai=1');
    const aiCall = mock.calls.find((c) => c.path === '/api/projects/ai-search')!;
    expect(aiCall.body).toEqual({ query: 'crm for agencies' });

    // A failing AI search falls back to the normal search for the same words.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    aiReply = { status: 503, body: { error: 'AI unavailable' } };
    await user.clear(screen.getByLabelText('Search projects'));
    await user.type(screen.getByLabelText('Search projects'), 'billing');
    await user.click(screen.getByRole('button', { name: /AI Search/ }));
    expect(await screen.findByRole('link', { name: 'Plain' })).toBeInTheDocument();
    expect(screen.queryByText('AI unavailable')).not.toBeInTheDocument();
    expect(listQueries(mock.fetchMock).at(-1)!.get('search')).toBe('billing');
    expect(error).toHaveBeenCalled();
  });

  it('keeps a pending list request from showing stale errors', async () => {
    setup('/find-projects', pending);
    expect(await screen.findByText('Loading projects')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
