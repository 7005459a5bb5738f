import { RELEASE_MESSAGES } from '@codebazaar/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, type RecordedCall, type Reply } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { UpdatesPolicyForm } from './updates-policy-form';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PROJECT = 'p-1';

function setup(
  updates: Parameters<typeof UpdatesPolicyForm>[0]['updates'],
  put: Reply | ((call: RecordedCall) => Reply) = (call) => ({
    body: { policy: call.body },
  }),
) {
  const fetch = mockFetch({
    'GET /api/auth/profile': { body: { user: buildUser() } },
    [`PUT /api/projects/${PROJECT}/updates-policy`]: put,
  });
  renderRoutes(
    [
      {
        path: '/',
        element: <UpdatesPolicyForm projectId={PROJECT} projectPrice={39} updates={updates} />,
      },
    ],
    { user: buildUser() },
  );
  const form = within(screen.getByRole('form', { name: 'Updates policy' }));
  const puts = () => fetch.calls.filter((c) => c.method === 'PUT');
  return { form, puts };
}

describe('the updates policy form', () => {
  it('sets 12 months of updates with a renewal price', async () => {
    const { form, puts } = setup(undefined);
    const user = userEvent.setup();
    expect(form.getByLabelText('Updates included with a license')).toHaveValue('lifetime');
    expect(form.queryByLabelText(/Months of updates/)).toBeNull();
    await user.selectOptions(form.getByLabelText('Updates included with a license'), 'months');
    expect(form.getByLabelText(/Months of updates/)).toHaveValue(12);
    expect(form.getByLabelText('Renewal price (USD)')).toHaveAttribute('placeholder', '39');
    expect(
      form.getByText("Leave empty to renew at the project's price ($39)."),
    ).toBeInTheDocument();
    await user.type(form.getByLabelText('Renewal price (USD)'), '19.50');
    await user.click(form.getByRole('button', { name: 'Save updates policy' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ updatesMonths: 12, renewalPrice: 19.5 });
  });

  it('checks the months and the price with the request schema before sending', async () => {
    const { form, puts } = setup({
      updatesMonths: 6,
      renewalPrice: null,
      latest: null,
    });
    const user = userEvent.setup();
    const months = form.getByLabelText(/Months of updates/);
    expect(months).toHaveValue(6);

    await user.clear(months);
    await user.click(form.getByRole('button', { name: 'Save updates policy' }));
    expect(await form.findByText('Enter a number of months')).toBeInTheDocument();
    expect(months).toHaveAttribute('aria-invalid', 'true');

    await user.type(months, '121');
    await user.type(form.getByLabelText('Renewal price (USD)'), '0.5');
    await user.click(form.getByRole('button', { name: 'Save updates policy' }));
    expect(await form.findByText(RELEASE_MESSAGES.updatesMonthsInvalid)).toBeInTheDocument();
    expect(form.getByText(RELEASE_MESSAGES.renewalPriceInvalid)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.clear(months);
    await user.type(months, '24');
    await user.clear(form.getByLabelText('Renewal price (USD)'));
    await user.click(form.getByRole('button', { name: 'Save updates policy' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ updatesMonths: 24, renewalPrice: null });
  });

  it('goes back to lifetime updates, and shows a refusal of the server under its field', async () => {
    const { form, puts } = setup(
      { updatesMonths: 12, renewalPrice: 10, latest: null },
      {
        status: 400,
        body: { error: RELEASE_MESSAGES.policyNeedsPaid },
      },
    );
    const user = userEvent.setup();
    await user.selectOptions(form.getByLabelText('Updates included with a license'), 'lifetime');
    await user.click(form.getByRole('button', { name: 'Save updates policy' }));
    expect(await form.findByRole('alert')).toHaveTextContent(RELEASE_MESSAGES.policyNeedsPaid);
    expect(puts()[0]!.body).toEqual({ updatesMonths: null, renewalPrice: null });
  });
});
