import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { DELETE_DRAFT_CONFIRM } from '../components/draft-card';
import { buildProject } from '@/testing/build-project';

import { Component as DraftsPage } from './drafts-page';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const routes = [
  { path: '/drafts', element: <DraftsPage /> },
  { path: '/edit-project/:id', element: <p>Edit page</p> },
  { path: '/post-projects', element: <p>Post page</p> },
];
const user = buildUser();

function setup(handlers: Record<string, Reply | (() => Reply)>) {
  const mock = mockFetch({ 'GET /api/auth/profile': { body: { user } }, ...handlers });
  return { ...mock, ...renderRoutes(routes, { url: '/drafts', user }) };
}

describe('Drafts', { timeout: 30_000 }, () => {
  it('lists drafts with the first 5 tags and a count of the others', async () => {
    const draft = buildProject({
      title: 'Six Tags',
      status: 'draft',
      tags: ['one', 'two', 'three', 'four', 'five', 'six'],
    });
    setup({ 'GET /api/projects/drafts': { body: { drafts: [draft] } } });
    const card = within(await screen.findByRole('article', { name: 'Six Tags' }));
    expect(card.getByText('five')).toBeInTheDocument();
    expect(card.queryByText('six')).not.toBeInTheDocument();
    expect(card.getByText('+1 more')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Edit Six Tags' })).toHaveAttribute(
      'href',
      `/edit-project/${draft._id}`,
    );
  });

  it('publishes a draft, and shows why when the server refuses', async () => {
    const draft = buildProject({ title: 'Almost', status: 'draft' });
    let reply: Reply = { status: 400, body: { error: 'Description is required' } };
    let drafts = [draft];
    const { calls } = setup({
      'GET /api/projects/drafts': () => ({ body: { drafts } }),
      [`POST /api/projects/${draft._id}/publish`]: () => reply,
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Publish Almost' }));
    expect(await screen.findByText('Description is required')).toBeInTheDocument();

    reply = { status: 500, body: { error: 'Internal server error' } };
    await u.click(screen.getByRole('button', { name: 'Publish Almost' }));
    expect(await screen.findByText('Failed to publish draft')).toBeInTheDocument();

    reply = { body: { project: { ...draft, status: 'published' } } };
    drafts = [];
    await u.click(screen.getByRole('button', { name: 'Publish Almost' }));
    expect(await screen.findByText('No drafts yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/projects/${draft._id}/publish`)).toHaveLength(3);
  });

  it('deletes a draft only after confirmation', async () => {
    const draft = buildProject({ title: 'Old idea', status: 'draft' });
    let drafts = [draft];
    const { calls } = setup({
      'GET /api/projects/drafts': () => ({ body: { drafts } }),
      [`DELETE /api/projects/${draft._id}`]: () => {
        drafts = [];
        return { body: { message: 'Project deleted' } };
      },
    });
    const confirm = vi.spyOn(window, 'confirm');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Old idea' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this draft?' }));
    expect(dialog.getByText(DELETE_DRAFT_CONFIRM)).toBeInTheDocument();
    await u.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Delete Old idea' }));
    await u.click(screen.getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('No drafts yet')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows "Failed to delete draft" when the delete fails', async () => {
    const draft = buildProject({ title: 'Stuck', status: 'draft' });
    setup({
      'GET /api/projects/drafts': { body: { drafts: [draft] } },
      [`DELETE /api/projects/${draft._id}`]: { status: 500, body: {} },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Stuck' }));
    await u.click(screen.getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('Failed to delete draft')).toBeInTheDocument();
  });

  it('links the empty state to /post-projects', async () => {
    setup({ 'GET /api/projects/drafts': { body: { drafts: [] } } });
    expect(await screen.findByText('No drafts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a project' })).toHaveAttribute(
      'href',
      '/post-projects',
    );
  });

  it('shows "Failed to load drafts" with Try again', async () => {
    setup({ 'GET /api/projects/drafts': { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load drafts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
