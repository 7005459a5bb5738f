import { BUNDLE_MESSAGES } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildProject } from '@/testing/build-project';
import { buildUser } from '@/testing/factories';
import { mockFetch, pending, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { buildBundle } from '../testing';
import { SellerBundles } from './seller-bundles';

const mocks = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toaster', () => ({ notify: mocks.notify, Toaster: () => null }));

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  mocks.notify.mockReset();
});

const auth = buildProject({ title: 'Auth kit', license: { type: 'paid', price: 10 } });
const billing = buildProject({ title: 'Billing kit', license: { type: 'freemium', price: 20 } });
const admin = buildProject({
  title: 'Admin kit',
  license: { type: 'paid', price: 30, payWhatYouWant: true },
});
const free = buildProject({ title: 'Free kit', license: { type: 'free', price: 0 } });

const dashboard = {
  body: {
    publishedProjects: [auth, billing, admin, free],
    draftProjects: [],
    purchasedLicenses: [],
    sellerStats: null,
    recentActivity: [],
  },
};

function render(handlers: Record<string, Reply | ((c: never) => Reply)> = {}) {
  const fetch = mockFetch({
    'GET /api/auth/profile': pending,
    'GET /api/dashboard': dashboard,
    'GET /api/seller/bundles': { body: { bundles: [] } },
    ...handlers,
  });
  renderRoutes([{ path: '/seller', element: <SellerBundles /> }], {
    url: '/seller',
    user: buildUser(),
  });
  return fetch;
}

async function openNewForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'New bundle' }));
  return screen.findByRole('form', { name: 'New bundle' });
}

describe('the seller’s bundles', () => {
  it('lists bundles with their price, list price and whether they are on sale', async () => {
    render({
      'GET /api/seller/bundles': {
        body: {
          bundles: [
            buildBundle({ title: 'SaaS starter' }),
            buildBundle({
              title: 'Old pack',
              available: false,
              unavailableReason: BUNDLE_MESSAGES.projectUnpublished,
            }),
          ],
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Bundles' });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('SaaS starter');
    expect(rows[0]).toHaveTextContent('On sale');
    expect(rows[0]).toHaveTextContent('3 projects · $45 $60 · saves 25%');
    expect(rows[1]).toHaveTextContent('Not available');
    expect(rows[1]).toHaveTextContent(
      `${BUNDLE_MESSAGES.projectUnpublished}. Edit it to put it back on sale.`,
    );
  });

  it('says when there are none yet', async () => {
    render();
    expect(await screen.findByText('No bundles yet.')).toBeVisible();
  });

  it('offers only priced projects and shows the sum and the saving as projects are picked', async () => {
    render();
    const form = await openNewForm();
    const boxes = within(form).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual([
      'Auth kit$10',
      'Billing kit$20 · freemium',
      'Admin kitPay what you want, from $30',
    ]);
    await userEvent.click(within(form).getByRole('checkbox', { name: /Auth kit/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Admin kit/ }));
    await userEvent.type(within(form).getByLabelText(/^Bundle price/), '30');
    expect(within(form).getByText('2 chosen, 2 to 20')).toBeVisible();
    const summary = within(form).getByText('Sum of list prices').closest('dl')!;
    expect(summary).toHaveTextContent('Sum of list prices$40Buyers save$10 (25%)');
  });

  it('says what is missing, then refuses a price not below the sum, sending nothing', async () => {
    const { calls } = render();
    const form = await openNewForm();
    const create = within(form).getByRole('button', { name: 'Create bundle' });
    await userEvent.click(create);
    expect(await within(form).findByText(BUNDLE_MESSAGES.titleRequired)).toBeVisible();
    expect(within(form).getByText(BUNDLE_MESSAGES.tooFewProjects)).toBeVisible();
    expect(within(form).getByText('Enter a price')).toBeVisible();
    expect(within(form).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(form).getByLabelText(/^Title/), 'Starter');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Auth kit/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Billing kit/ }));
    await userEvent.type(within(form).getByLabelText(/^Bundle price/), '30');
    await userEvent.click(create);
    expect(await within(form).findByText(BUNDLE_MESSAGES.priceNotBelowTotal)).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a bundle with the request the server takes, and shows a refusal under the form', async () => {
    const { calls } = render({
      'POST /api/seller/bundles': { status: 400, body: { error: BUNDLE_MESSAGES.notYourProject } },
    });
    const form = await openNewForm();
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Starter');
    await userEvent.type(within(form).getByLabelText(/^Description/), 'Two kits');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Billing kit/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Auth kit/ }));
    await userEvent.type(within(form).getByLabelText(/^Bundle price/), '24.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create bundle' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      BUNDLE_MESSAGES.notYourProject,
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'Starter',
      description: 'Two kits',
      projectIds: [auth._id, billing._id],
      price: 24.5,
    });
  });

  it('edits a bundle with PUT, filled with its values', async () => {
    const bundle = buildBundle({
      title: 'SaaS starter',
      price: 25,
      projects: [
        { ...buildBundle().projects[0]!, id: auth._id, title: 'Auth kit' },
        { ...buildBundle().projects[0]!, id: admin._id, title: 'Admin kit' },
      ],
    });
    const { calls } = render({
      'GET /api/seller/bundles': { body: { bundles: [bundle] } },
      [`PUT /api/seller/bundles/${bundle.id}`]: { body: { bundle } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit the bundle SaaS starter' }),
    );
    const form = await screen.findByRole('form', { name: 'Edit bundle SaaS starter' });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('SaaS starter');
    expect(within(form).getByRole('checkbox', { name: /Auth kit/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Billing kit/ })).not.toBeChecked();
    expect(within(form).getByLabelText(/^Bundle price/)).toHaveValue(25);
    await userEvent.clear(within(form).getByLabelText(/^Bundle price/));
    await userEvent.type(within(form).getByLabelText(/^Bundle price/), '35');
    await userEvent.click(within(form).getByRole('button', { name: 'Save bundle' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      projectIds: [auth._id, admin._id],
      price: 35,
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(mocks.notify).toHaveBeenCalledWith('success', 'Bundle saved');
  });

  it('deletes a bundle after a confirmation', async () => {
    const bundle = buildBundle({ title: 'SaaS starter' });
    const { calls } = render({
      'GET /api/seller/bundles': { body: { bundles: [bundle] } },
      [`DELETE /api/seller/bundles/${bundle.id}`]: { body: { message: 'Bundle deleted' } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the bundle SaaS starter' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete the bundle SaaS starter?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete bundle' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mocks.notify).toHaveBeenCalledWith('success', 'Bundle deleted');
  });
});
