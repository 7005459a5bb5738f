import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockFetch, pending, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildList, buildSummary, CATEGORIES } from '../test-data';

import { Component as BlogListPage } from './blog-list-page';

// Role queries over a whole page are slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const routes = [{ path: '/blog', Component: BlogListPage }];
const page1 = Array.from({ length: 6 }, (_, i) => buildSummary({ title: `Latest ${i + 1}` }));
const page2 = [buildSummary({ title: 'Older A' }), buildSummary({ title: 'Older B' })];
const featured = [buildSummary({ title: 'Big Feature', featured: true })];

function mockBlog(
  list: (params: URLSearchParams) => Reply,
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  const lastUrl: { value: URLSearchParams | null } = { value: null };
  const mock = mockFetch({
    'GET /api/blog/categories': { body: CATEGORIES },
    'GET /api/blog/featured': { body: featured },
    ...extra,
  });
  const base = mock.fetchMock.getMockImplementation()!;
  mock.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/blog') {
      lastUrl.value = url.searchParams;
      const reply = list(url.searchParams);
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }
    return base(input, init);
  });
  return { ...mock, lastUrl };
}

const paged = (params: URLSearchParams) =>
  params.get('page') === '2' ? { body: buildList(page2, 2, 8) } : { body: buildList(page1, 1, 8) };

describe('Blog list page', { timeout: 30_000 }, () => {
  it('shows skeletons while loading', () => {
    mockFetch({ 'GET /api/blog': pending, 'GET /api/blog/categories': pending });
    renderRoutes(routes, { url: '/blog' });
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument();
  });

  it('lists the latest posts with featured posts, chips, counts and pagination', async () => {
    const { lastUrl } = mockBlog(paged);
    renderRoutes(routes, { url: '/blog' });

    expect(await screen.findByRole('heading', { name: 'Latest Posts' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 6 of 8 posts')).toBeInTheDocument();
    expect(lastUrl.value?.get('page')).toBe('1');
    expect(lastUrl.value?.get('limit')).toBe('6');
    expect(screen.getByRole('link', { name: 'Latest 1' })).toHaveAttribute(
      'href',
      `/blog/${page1[0]!.slug}`,
    );
    // A card: category, read time, author display name, views.
    const card = screen.getByRole('link', { name: 'Latest 1' }).closest('article')!;
    expect(within(card).getByText('Development')).toBeInTheDocument();
    expect(within(card).getByText('4 min read')).toBeInTheDocument();
    expect(within(card).getByText('Jane Developer')).toBeInTheDocument();
    expect(within(card).getByText('Mar 4, 2025')).toBeInTheDocument();

    const featuredSection = await screen.findByRole('region', { name: 'Featured Posts' });
    expect(within(featuredSection).getByText('Big Feature')).toBeInTheDocument();

    const chips = screen.getByRole('navigation', { name: 'Blog categories' });
    expect(within(chips).getByRole('link', { name: 'All Posts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(chips).findByRole('link', { name: 'Tutorials 3' })).toHaveAttribute(
      'href',
      '/blog?category=tutorials',
    );
    // Sidebar: the first six categories only.
    const sidebar = screen.getByRole('region', { name: 'Categories' });
    expect(within(sidebar).getAllByRole('link')).toHaveLength(6);
    expect(within(sidebar).queryByText('Best Practices')).not.toBeInTheDocument();

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('moves to the next page and back, keeping the page in the URL', async () => {
    const { lastUrl } = mockBlog(paged);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { url: '/blog' });

    await user.click(await screen.findByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(lastUrl.value?.get('page')).toBe('2');
    expect(await screen.findByText('Older A')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 8 posts')).toBeInTheDocument();
    // Featured posts are for page 1 without filters only.
    expect(screen.queryByRole('region', { name: 'Featured Posts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Previous/ }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('filters by category from the URL and titles the list with its display name', async () => {
    const { lastUrl, calls } = mockBlog(() => ({ body: buildList(page2, 1, 2) }));
    renderRoutes(routes, { url: '/blog?category=best-practices' });
    expect(
      await screen.findByRole('heading', { name: 'Best Practices Posts' }),
    ).toBeInTheDocument();
    expect(lastUrl.value?.get('category')).toBe('best-practices');
    expect(await screen.findByText('Showing 2 of 2 posts')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/blog/featured')).toBe(false);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it('searches from the form and shows the term in the heading', async () => {
    const { lastUrl } = mockBlog(() => ({ body: buildList(page2, 1, 2) }));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { url: '/blog?category=tutorials' });
    await screen.findByRole('heading', { name: 'Tutorials Posts' });

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), '  vitest {Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=tutorials&search=vitest'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Tutorials Posts matching “vitest”' }),
    ).toBeInTheDocument();
    expect(lastUrl.value?.get('search')).toBe('vitest');
    expect(lastUrl.value?.get('category')).toBe('tutorials');
  });

  it('shows "No posts found" for an empty result', async () => {
    mockBlog(() => ({ body: buildList([], 1, 0) }));
    renderRoutes(routes, { url: '/blog?search=nothing-matches' });
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all posts' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('shows "Failed to load blog posts" and retries on Try again', async () => {
    let fail = true;
    mockBlog(() =>
      fail ? { status: 500, body: { error: 'boom' } } : { body: buildList(page2, 1, 2) },
    );
    const user = userEvent.setup();
    renderRoutes(routes, { url: '/blog' });
    expect(await screen.findByText('Failed to load blog posts')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Older A')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load blog posts')).not.toBeInTheDocument();
  });

  it('treats a nonsense page number as page 1', async () => {
    const { lastUrl } = mockBlog(paged);
    renderRoutes(routes, { url: '/blog?page=-3' });
    await screen.findByText('Page 1 of 2');
    expect(lastUrl.value?.get('page')).toBe('1');
  });
});

describe('Stay Updated box', { timeout: 30_000 }, () => {
  const confirmation = 'Thanks for subscribing! You will hear from us soon.';

  it('subscribes and shows the confirmation', async () => {
    const { calls } = mockBlog(paged, {
      'POST /api/newsletter/subscribe': { body: { message: confirmation } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { url: '/blog' });

    const box = await screen.findByRole('region', { name: 'Stay Updated' });
    await user.type(within(box).getByLabelText('Email address'), 'reader@example.com');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByText(confirmation)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/newsletter/subscribe')?.body).toEqual({
      email: 'reader@example.com',
    });
  });

  it("shows the server's error and keeps the form", async () => {
    mockBlog(paged, {
      'POST /api/newsletter/subscribe': { status: 429, body: { error: 'Too many requests' } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { url: '/blog' });
    const box = await screen.findByRole('region', { name: 'Stay Updated' });
    await user.type(within(box).getByLabelText('Email address'), 'reader@example.com');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Too many requests');
    expect(within(box).getByLabelText('Email address')).toHaveValue('reader@example.com');
  });

  it('refuses an invalid email without calling the server', async () => {
    const { calls } = mockBlog(paged);
    const user = userEvent.setup();
    renderRoutes(routes, { url: '/blog' });
    const box = await screen.findByRole('region', { name: 'Stay Updated' });
    await user.type(within(box).getByLabelText('Email address'), 'not-an-email');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(calls.some((c) => c.path === '/api/newsletter/subscribe')).toBe(false);
  });
});
