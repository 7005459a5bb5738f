import type { AuditEntry } from '@codebazaar/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { AuditLogPanel } from './audit-log-panel';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => vi.unstubAllGlobals());

const admin = buildUser({ username: 'root', role: 'admin' });
const PROJECT = '0b4c1e9e-8a51-4c38-9d6e-1f7f2a9b5c10';

const entries: AuditEntry[] = [
  {
    id: 'a-1',
    actorId: 'u-seller',
    actorUsername: 'maya-chen',
    action: 'refund.approve',
    actionLabel: 'Approved a refund request',
    targetType: 'license',
    targetId: 'l-1',
    targetLabel: '“Queue Kit” bought by @sam',
    targetExists: true,
    reason: 'Sorry about that',
    createdAt: '2026-07-30T14:05:00Z',
  },
  {
    id: 'a-2',
    actorId: null,
    actorUsername: 'Stripe',
    action: 'dispute.lost',
    actionLabel: 'Dispute lost: license revoked',
    targetType: 'license',
    targetId: 'l-2',
    targetLabel: 'deleted purchase',
    targetExists: false,
    reason: 'fraudulent',
    createdAt: '2026-07-29T09:00:00Z',
  },
  {
    id: 'a-3',
    actorId: 'u-admin',
    actorUsername: 'root',
    action: 'project.unpublish',
    actionLabel: 'Unpublished the project',
    targetType: 'project',
    targetId: PROJECT,
    targetLabel: 'Crypto miner',
    targetExists: true,
    reason: 'Malware',
    createdAt: '2026-07-28T23:59:00Z',
  },
];

function setup() {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: admin } },
    'GET /api/admin/audit-log': {
      body: { entries, pagination: { currentPage: 1, totalPages: 1, totalItems: 3 } },
    },
  });
  renderRoutes([{ path: '/', element: <AuditLogPanel /> }], { user: admin });
  return fetch;
}

describe('AuditLogPanel', () => {
  it('shows people, labels and titles, with one date format, and no raw codes or ids', async () => {
    setup();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      '@maya-chen · Approved a refund request · “Queue Kit” bought by @sam',
    );
    expect(items[0]).toHaveTextContent('Jul 30, 2026, 14:05');
    expect(items[1]).toHaveTextContent('Stripe · Dispute lost: license revoked · deleted purchase');
    expect(within(items[2]!).getByRole('link', { name: 'Crypto miner' })).toHaveAttribute(
      'href',
      `/project/${PROJECT}`,
    );
    const text = document.body.textContent ?? '';
    for (const raw of ['refund.approve', 'dispute.lost', 'project.unpublish', PROJECT, 'l-1']) {
      expect(text).not.toContain(raw);
    }
  });

  it('asks the server for one group of actions when filtered', async () => {
    const { fetchMock } = setup();
    await screen.findAllByRole('listitem');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Refund requests');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('group=refund'))).toBe(true),
    );
  });
});
