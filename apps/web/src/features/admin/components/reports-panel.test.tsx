import type { AdminReport } from '@codebazaar/shared';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { ResolveDialog } from './reports-panel';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => vi.unstubAllGlobals());

const admin = buildUser({ username: 'root', role: 'admin' });

const report: AdminReport = {
  id: 'r-1',
  targetType: 'review',
  targetId: 'rv-1',
  targetLabel: '@spammer on “Fast Queue”',
  reason: 'spam',
  details: '',
  status: 'open',
  resolution: null,
  resolutionNote: null,
  createdAt: '2026-07-30T14:05:00Z',
  resolvedAt: null,
  reporterId: 'u-2',
  reporterUsername: 'maya',
};

function setup() {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: admin } },
    'POST /api/admin/reports/r-1/resolve': {
      body: { ...report, status: 'resolved', resolution: 'dismiss' },
    },
  });
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <ResolveDialog report={report} onClose={onClose} /> }], {
    user: admin,
  });
  return { ...fetch, onClose };
}

describe('ResolveDialog', () => {
  it('chooses no outcome for the admin: the submit button waits for a choice', async () => {
    setup();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Choose an outcome' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Remove the review/ }));
    expect(screen.getByRole('button', { name: 'Remove the review…' })).toBeEnabled();
  });

  it('confirms with a question that names the outcome, then sends exactly that outcome', async () => {
    const { calls, onClose } = setup();
    await userEvent.click(await screen.findByRole('radio', { name: /Remove the review/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Dismiss the report/ }));
    await userEvent.type(screen.getByLabelText('Note'), 'no action');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the report…' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'Dismiss the report on @spammer on “Fast Queue”?',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ action: 'dismiss', note: 'no action' });
  });

  it('names the review and its project before removing it, and Cancel goes back', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('radio', { name: /Remove the review/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove the review…' }));
    expect(
      await screen.findByRole('dialog', { name: 'Remove the review by @spammer on “Fast Queue”?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Resolve report' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
