import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildSummary } from '../test-data';

import { Component as AdminBlogListPage } from './admin-blog-list-page';

configure({ asyncUtilTimeout: 5000 });

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const admin = buildUser({ role: 'admin' });
const routes = [{ path: '/admin/blog', Component: AdminBlogListPage }];

const published = buildSummary({ title: 'Live post', status: 'published', featured: true });
const draft = buildSummary({ title: 'Work in progress', status: 'draft', views: 0 });
const archived = buildSummary({ title: 'Old news', status: 'archived' });
const posts = [published, draft, archived];

function setup(handlers: Parameters<typeof mockFetch>[0] = {}, user = admin) {
  const mock = mockFetch({
    'GET /api/auth/profile': { body: { user } },
    'GET /api/blog/admin/posts': { body: { posts } },
    'GET /api/newsletter/stats': {
      body: { subscribers: 12, latestAt: '2026-03-04T10:00:00.000Z' },
    },
    ...handlers,
  });
  renderRoutes(routes, { url: '/admin/blog', user });
  return { ...mock, user: userEvent.setup() };
}

const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

afterEach(() => {
  vi.restoreAllMocks();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('Admin blog list', { timeout: 30_000 }, () => {
  it('lists every post with counts, badges and a New post link', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Live post' })).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(stat('Total Posts')).toHaveTextContent('3');
    expect(stat('Published')).toHaveTextContent('1');
    expect(stat('Drafts')).toHaveTextContent('1');
    expect(stat('Featured')).toHaveTextContent('1');

    expect(within(row('Live post')).getByText('Featured')).toBeInTheDocument();
    expect(within(row('Work in progress')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Old news')).getByText('Archived')).toBeInTheDocument();
    expect(
      within(row('Live post')).getByRole('link', { name: 'View “Live post”' }),
    ).toHaveAttribute('href', `/blog/${published.slug}`);
    expect(
      within(row('Live post')).getByRole('link', { name: 'Edit “Live post”' }),
    ).toHaveAttribute('href', `/admin/blog/edit/${published._id}`);
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute(
      'href',
      '/admin/blog/new',
    );
  });

  it('toggles featured with a PUT of only {featured}', async () => {
    const { user, calls } = setup({
      [`PUT /api/blog/admin/posts/${draft._id}`]: { body: { ...draft, featured: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Feature “Work in progress”' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ featured: true }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked as featured'));
    // The list is read again after the change.
    expect(calls.filter((c) => c.path === '/api/blog/admin/posts').length).toBeGreaterThan(1);
  });

  it("says 'Failed to update post' when the toggle fails", async () => {
    const { user } = setup({
      [`PUT /api/blog/admin/posts/${published._id}`]: {
        status: 500,
        body: { error: 'Internal server error' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Unfeature “Live post”' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update post'));
  });

  it('deletes only after confirmation in the app dialog', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, calls } = setup({
      [`DELETE /api/blog/${draft._id}`]: { body: { message: 'Post deleted' } },
    });
    const button = await screen.findByRole('button', { name: 'Delete “Work in progress”' });

    await user.click(button);
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this post?' }));
    expect(dialog.getByText('Are you sure you want to delete this post?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/blog/${draft._id}`)).toBe(
        true,
      ),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Post deleted'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("says 'Failed to delete post' when deleting fails", async () => {
    const { user } = setup({ [`DELETE /api/blog/${draft._id}`]: { status: 503, body: {} } });
    await user.click(await screen.findByRole('button', { name: 'Delete “Work in progress”' }));
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete post'));
  });

  it('shows an empty state and a load error', async () => {
    setup({ 'GET /api/blog/admin/posts': { body: { posts: [] } } });
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it("shows 'Failed to load blog posts' when the list cannot load", async () => {
    setup({
      'GET /api/blog/admin/posts': { status: 500, body: { error: 'Internal server error' } },
    });
    expect(await screen.findByText('Failed to load blog posts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows Access Denied to a non-admin and never asks for the posts', async () => {
    const { calls } = setup({}, buildUser({ role: 'user' }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/blog/admin/posts')).toBe(false);
  });

  it('shows the newsletter subscribers and exports them as a CSV file', async () => {
    const createObjectURL = vi.fn(() => 'blob:subscribers');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, calls } = setup({
      'GET /api/newsletter/subscribers.csv': { body: 'email,subscribed_at' },
    });
    const box = await screen.findByRole('region', { name: 'Newsletter' });
    expect(await within(box).findByText('12 subscribers · newest Mar 4, 2026')).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.path === '/api/newsletter/subscribers.csv')).toBe(true);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('newsletter-subscribers.csv');
  });

  it('disables the export when there are no subscribers', async () => {
    setup({
      'GET /api/newsletter/stats': { body: { subscribers: 0, latestAt: null } },
    });
    const box = await screen.findByRole('region', { name: 'Newsletter' });
    expect(await within(box).findByText('No subscribers yet.')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows the server error when the export fails', async () => {
    const { user } = setup({
      'GET /api/newsletter/subscribers.csv': {
        status: 403,
        body: { error: 'Admin access required' },
      },
    });
    const box = await screen.findByRole('region', { name: 'Newsletter' });
    await within(box).findByText(/12 subscribers/);
    await user.click(within(box).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Admin access required'));
  });
});
