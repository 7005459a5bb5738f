import { BLOG_REQUIRED_MESSAGE } from '@codebazaar/shared/rules';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildPost } from '../test-data';

import { Component as EditorPage } from './admin-blog-editor-page';

configure({ asyncUtilTimeout: 5000 });

const admin = buildUser({ role: 'admin', username: 'root' });
const routes = [
  { path: '/admin/blog/new', Component: EditorPage },
  { path: '/admin/blog/edit/:id', Component: EditorPage },
  { path: '/admin/blog', element: <p>Admin list</p> },
];

type Handlers = Parameters<typeof mockFetch>[0];

function setup(url: string, handlers: Handlers = {}, user = admin) {
  const mock = mockFetch({ 'GET /api/auth/profile': { body: { user } }, ...handlers });
  const view = renderRoutes(routes, { url, user });
  return { ...mock, ...view, user: userEvent.setup() };
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

describe('Blog editor', { timeout: 30_000 }, () => {
  it('asks in the app dialog before unsaved changes are lost', async () => {
    const { user, router } = setup('/admin/blog/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Half-written');

    await router.navigate('/admin/blog');
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave this page?' }));
    expect(
      dialog.getByText('You have unsaved changes. Leave this page and lose them?'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blog/new');
    expect(field(/^Title/)).toHaveValue('Half-written');

    await router.navigate('/admin/blog');
    await user.click(await screen.findByRole('button', { name: 'Leave page' }));
    expect(await screen.findByText('Admin list')).toBeInTheDocument();
  });

  it('derives the slug from the title until the slug is edited by hand', async () => {
    const { user } = setup('/admin/blog/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Hello, Wörld: React 19 & You!');
    expect(field('URL slug')).toHaveValue('hello-world-react-19-you');

    await user.clear(field('URL slug'));
    await user.type(field('URL slug'), 'my-own-slug');
    await user.type(field(/^Title/), ' again');
    expect(field('URL slug')).toHaveValue('my-own-slug');

    // Emptying the slug gives it back to the title.
    await user.clear(field('URL slug'));
    await user.type(field(/^Title/), 's');
    expect(field('URL slug')).toHaveValue('hello-world-react-19-you-agains');
  });

  it('normalizes a hand-written slug when leaving the field', async () => {
    const { user } = setup('/admin/blog/new');
    await user.type(await screen.findByLabelText('URL slug'), '  My Slug  Here ');
    await user.tab();
    expect(field('URL slug')).toHaveValue('my-slug-here');
  });

  it('keeps the stored slug of an existing post', async () => {
    const post = buildPost({ title: 'Old title', slug: 'stable-slug' });
    const { user } = setup(`/admin/blog/edit/${post._id}`, {
      [`GET /api/blog/admin/posts/${post._id}`]: { body: post },
    });
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Old title');
    await user.type(title, ' changed');
    expect(field('URL slug')).toHaveValue('stable-slug');
  });

  it('counts excerpt, meta title and meta description against 160/60/160', async () => {
    const { user } = setup('/admin/blog/new');
    await user.type(await screen.findByLabelText(/^Excerpt/), 'Short one');
    expect(screen.getByText('9/160')).toBeInTheDocument();
    await user.type(field('Meta title'), 'x'.repeat(61));
    // Past the ideal length is shown, not prevented.
    expect(field('Meta title')).toHaveValue('x'.repeat(61));
    expect(screen.getByText('61/60')).toHaveClass('text-amber-600');
    await user.type(field('Meta description'), 'abc');
    expect(screen.getByText('3/160')).toBeInTheDocument();
  });

  it('disables Publish while the title or the content is empty', async () => {
    const { user } = setup('/admin/blog/new');
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    await user.type(field(/^Title/), 'A title');
    expect(publish).toBeDisabled();
    await user.click(field(/^Content/));
    await user.paste('<p>Body</p>');
    expect(publish).toBeEnabled();
    await user.clear(field(/^Title/));
    expect(publish).toBeDisabled();
  });

  it('refuses Save draft without title and content', async () => {
    const { user, calls } = setup('/admin/blog/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Only a title');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOG_REQUIRED_MESSAGE);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves a new draft with parsed tags and meta defaults, then opens its edit page', async () => {
    const saved = buildPost({ title: 'Fresh post', slug: 'fresh-post', status: 'draft' });
    const { user, calls, router } = setup('/admin/blog/new', {
      'POST /api/blog/admin/posts': { status: 201, body: saved },
      [`GET /api/blog/admin/posts/${saved._id}`]: { body: saved },
    });
    await user.type(await screen.findByLabelText(/^Title/), 'Fresh post');
    await user.type(field(/^Excerpt/), 'An excerpt');
    await user.click(field(/^Content/));
    await user.paste('<p>Hello</p>');
    await user.type(field('Tags'), ' react, , testing ,react');
    await user.selectOptions(field('Category'), 'tutorials');
    await user.type(field('Image URL'), 'https://cdn.example/a.png');
    await user.type(field('Alt text'), 'A diagram');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/blog/edit/${saved._id}`),
    );
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/blog/admin/posts')!.body;
    expect(body).toMatchObject({
      title: 'Fresh post',
      slug: 'fresh-post',
      excerpt: 'An excerpt',
      content: '<p>Hello</p>',
      status: 'draft',
      category: 'tutorials',
      featured: false,
      tags: ['react', 'testing'],
      featuredImage: { url: 'https://cdn.example/a.png', alt: 'A diagram' },
      seo: { metaTitle: 'Fresh post', metaDescription: 'An excerpt' },
    });
    expect(await screen.findByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
  });

  it('publishes an existing post and returns to /admin/blog', async () => {
    const post = buildPost({ status: 'draft' });
    const { user, calls, router } = setup(`/admin/blog/edit/${post._id}`, {
      [`GET /api/blog/admin/posts/${post._id}`]: { body: post },
      [`PUT /api/blog/admin/posts/${post._id}`]: (call) => ({
        body: { ...post, ...(call.body as object), status: 'published' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ status: 'published', title: post.title });
  });

  it('disables both buttons while saving', async () => {
    const post = buildPost();
    const { user } = setup(`/admin/blog/edit/${post._id}`, {
      [`GET /api/blog/admin/posts/${post._id}`]: { body: post },
      [`PUT /api/blog/admin/posts/${post._id}`]: pending,
    });
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Save draft/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it("shows the server's message when saving fails, else 'Failed to save post'", async () => {
    let reply: Reply = { status: 409, body: { error: 'A post with this slug already exists' } };
    const { user } = setup('/admin/blog/new', { 'POST /api/blog/admin/posts': () => reply });
    await user.type(await screen.findByLabelText(/^Title/), 'Clash');
    await user.click(field(/^Content/));
    await user.paste('<p>x</p>');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A post with this slug already exists',
    );

    reply = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to save post'));
  });

  it('checks fields against the shared rules before sending', async () => {
    const { user, calls } = setup('/admin/blog/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Post');
    await user.click(field(/^Content/));
    await user.paste('<p>x</p>');
    await user.type(field('Image URL'), 'ftp://files.example/a.png');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText('Please enter a valid http(s) URL')).not.toHaveLength(0);
    expect(field('Image URL')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('previews the content as the server sanitized it', async () => {
    const { user, calls } = setup('/admin/blog/new', {
      'POST /api/blog/admin/preview': {
        body: { content: '<h2>Safe heading</h2><p>From the server</p>', readTime: 3 },
      },
    });
    await user.type(await screen.findByLabelText(/^Title/), 'Preview me');
    await user.click(field(/^Content/));
    await user.paste('<h2>Safe heading</h2><script>window.pwned = 1</script>');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('article', { name: 'Preview' });
    expect(await within(preview).findByText('From the server')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Preview me' })).toBeInTheDocument();
    expect(within(preview).getByText('3 min read')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/blog/admin/preview')?.body).toEqual({
      content: '<h2>Safe heading</h2><script>window.pwned = 1</script>',
    });

    // Back to editing keeps every value.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field(/^Title/)).toHaveValue('Preview me');
  });

  it('sanitizes the preview in the browser when the server preview fails', async () => {
    const { user } = setup('/admin/blog/new', {
      'POST /api/blog/admin/preview': { status: 500, body: { error: 'down' } },
    });
    await user.click(await screen.findByLabelText(/^Content/));
    await user.paste(
      '<p>Kept text</p><img src=x onerror="window.pwned=1"><a href="javascript:alert(1)">link</a><script>window.pwned=2</script>',
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('article', { name: 'Preview' });
    expect(await within(preview).findByText(/server preview is unavailable/)).toBeInTheDocument();
    expect(within(preview).getByText('Kept text')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(within(preview).getByText('link')).not.toHaveAttribute('href');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('turns away a signed-in user who is not an admin', async () => {
    setup('/admin/blog/new', {}, buildUser({ role: 'user' }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });
});
