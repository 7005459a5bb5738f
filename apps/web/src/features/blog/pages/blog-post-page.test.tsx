import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildPost, buildSummary } from '../test-data';

import { Component as BlogPostPage } from './blog-post-page';

configure({ asyncUtilTimeout: 5000 });

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const routes = [
  { path: '/blog/:slug', Component: BlogPostPage },
  { path: '/blog', element: <p>Blog list</p> },
];

const post = buildPost({
  title: 'Testing React apps',
  slug: 'testing-react-apps',
  excerpt: 'How we test.',
  category: 'tutorials',
  tags: ['react', 'unit tests'],
  views: 1234,
  readTime: 7,
  content: '<h2>Why test</h2><p>Because <a href="https://vitest.dev">Vitest</a> is fast.</p>',
  featuredImage: { url: 'https://cdn.example/cover.png', alt: 'A test runner' },
  seo: {
    metaTitle: 'Testing React apps, the guide',
    metaDescription: 'Guide',
    focusKeyword: '',
    canonicalUrl: '',
  },
});
const related = [buildSummary({ title: 'Related one' }), buildSummary({ title: 'Related two' })];

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('Blog post page', { timeout: 30_000 }, () => {
  it('shows the whole post with its author, tags and related posts', async () => {
    mockFetch({ 'GET /api/blog/testing-react-apps': { body: { post, relatedPosts: related } } });
    renderRoutes(routes, { url: '/blog/testing-react-apps' });

    const title = await screen.findByRole('heading', { level: 1, name: 'Testing React apps' });
    const header = within(title.closest('header')!);
    expect(screen.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('img', { name: 'A test runner' })).toHaveAttribute(
      'src',
      'https://cdn.example/cover.png',
    );
    expect(header.getByText('How we test.')).toBeInTheDocument();
    expect(header.getByText('Tutorials')).toBeInTheDocument();
    expect(header.getByText('7 min read')).toBeInTheDocument();
    expect(header.getByText('1.2K views')).toBeInTheDocument();
    expect(header.getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(screen.getAllByText('Jane Developer').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Writes about testing.').length).toBeGreaterThan(0);

    // The server's HTML is rendered as HTML.
    expect(screen.getByRole('heading', { level: 2, name: 'Why test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vitest' })).toHaveAttribute(
      'href',
      'https://vitest.dev',
    );

    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: '#unit tests' })).toHaveAttribute(
      'href',
      '/blog?search=unit+tests',
    );
    const relatedSection = screen.getByRole('region', { name: 'Related Posts' });
    expect(within(relatedSection).getAllByRole('article')).toHaveLength(2);

    await waitFor(() => expect(document.title).toMatch(/^Testing React apps, the guide\b/));
  });

  it("shows 'Post Not Found' with a back link on 404", async () => {
    mockFetch({ 'GET /api/blog/missing': { status: 404, body: { error: 'Blog post not found' } } });
    renderRoutes(routes, { url: '/blog/missing' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Blog post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog');
  });

  it("shows 'Error Loading Post' for other failures and can retry", async () => {
    let fail = true;
    mockFetch({
      'GET /api/blog/testing-react-apps': () =>
        fail
          ? { status: 500, body: { error: 'Internal server error' } }
          : { body: { post, relatedPosts: [] } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { url: '/blog/testing-react-apps' });
    expect(await screen.findByText('Error Loading Post')).toBeInTheDocument();
    expect(screen.getByText('Failed to load blog post')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to blog' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Testing React apps' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related Posts' })).not.toBeInTheDocument();
  });

  it('copies the link when the browser has no share sheet', async () => {
    mockFetch({ 'GET /api/blog/testing-react-apps': { body: { post, relatedPosts: [] } } });
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    // userEvent.setup installs its own clipboard; replace it after.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(routes, { url: '/blog/testing-react-apps' });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/testing-react-apps`);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard'));
  });

  it('uses the native share sheet when there is one', async () => {
    mockFetch({ 'GET /api/blog/testing-react-apps': { body: { post, relatedPosts: [] } } });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const user = userEvent.setup();
    renderRoutes(routes, { url: '/blog/testing-react-apps' });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Testing React apps',
      text: 'How we test.',
      url: `${window.location.origin}/blog/testing-react-apps`,
    });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
