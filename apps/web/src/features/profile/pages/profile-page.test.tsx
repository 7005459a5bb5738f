import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_SCOPE_DESCRIPTIONS, TOKEN_SCOPES } from '@codebazaar/shared/rules';

import { buildUser } from '@/testing/factories';
import { stubPopup } from '@/testing/fake-popup';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as ProfilePage } from './profile-page';

const routes = [{ path: '/profile', element: <ProfilePage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('div.rounded-xl') as HTMLElement;

describe('Profile page', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in', () => {
    mockFetch();
    renderRoutes(routes, { url: '/profile' });
    expect(screen.getByText('Please sign in to view your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows account details, stats and security status', async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/github/status': {
        body: { configured: true, isConnected: true, username: 'ada-gh' },
      },
    });
    renderRoutes(routes, {
      url: '/profile',
      user: buildUser({
        username: 'ada',
        email: 'ada@example.com',
        createdAt: '2024-03-15T10:00:00.000Z',
        reputation: 42,
        projectsCount: 3,
        purchasesCount: 5,
        isVerified: false,
        githubProfile: { username: 'ada-gh' },
      }),
    });
    const stats = card('Account stats');
    expect(within(stats).getByText('42')).toBeInTheDocument();
    expect(within(stats).getByText('Projects created').previousSibling).toHaveTextContent('3');
    expect(within(stats).getByText('Purchases').previousSibling).toHaveTextContent('5');
    expect(within(stats).getByText('March 2024')).toBeInTheDocument();
    const security = card('Security status');
    expect(within(security).getByText('Verification pending')).toBeInTheDocument();
    expect(await within(security).findByText('Connected')).toBeInTheDocument();
    expect(within(security).getByText(/Connected as ada-gh\./)).toBeInTheDocument();
  });

  it('resends the verification email', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'POST /api/auth/resend-verification': { body: { message: 'Verification email sent' } },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser({ isVerified: false }) });
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('button', { name: 'Verification email sent' })).toBeDisabled();
    expect(calls.some((c) => c.path === '/api/auth/resend-verification')).toBe(true);
  });

  it('saves display name, bio and website with PUT /api/auth/profile', async () => {
    const user = buildUser({ username: 'ada' });
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'PUT /api/auth/profile': ({ body }) => ({
        body: {
          user: {
            ...user,
            website: (body as { website: string }).website,
            profile: { displayName: 'Ada Lovelace', bio: 'Engines.' },
          },
        },
      }),
    });
    renderRoutes(routes, { url: '/profile', user });
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('Display name'), 'Ada Lovelace');
    await u.type(screen.getByLabelText('Bio'), 'Engines.');
    await u.type(screen.getByLabelText('Website'), 'https://ada.dev');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      displayName: 'Ada Lovelace',
      bio: 'Engines.',
      website: 'https://ada.dev',
    });
    expect(JSON.parse(localStorage.getItem('user')!).profile.displayName).toBe('Ada Lovelace');
  });

  it('rejects a website that is not http(s) without calling the server', async () => {
    const { calls } = mockFetch({ 'GET /api/auth/profile': pending });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('Website'), 'javascript:alert(1)');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Please enter a valid URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server error, else 'Profile update failed'", async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'PUT /api/auth/profile': { status: 409, body: { error: 'Username is already taken' } },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('Display name'), 'X');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    mockFetch({
      'GET /api/auth/profile': pending,
      'PUT /api/auth/profile': () => Promise.reject(new TypeError('offline')),
    });
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile update failed')).toBeInTheDocument();
  });

  it('asks for the current password when the email changes, and sends both', async () => {
    const user = buildUser({ email: 'ada@example.com' });
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'PUT /api/auth/profile': () => ({ body: { user } }),
    });
    renderRoutes(routes, { url: '/profile', user });
    const u = userEvent.setup({ delay: null });
    expect(screen.queryByLabelText('Current password (to change your email)')).toBeNull();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    await u.clear(email);
    await u.type(email, 'ada@new.example');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter your current password to change your email address'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await u.type(screen.getByLabelText('Current password (to change your email)'), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      displayName: null,
      bio: null,
      website: null,
      email: 'ada@new.example',
      currentPassword: 'secret1',
    });
  });

  it('says which new address waits for its confirmation link', async () => {
    mockFetch({ 'GET /api/auth/profile': pending });
    const user = buildUser({ email: 'ada@example.com', pendingEmail: 'ada@new.example' });
    renderRoutes(routes, { url: '/profile', user });
    expect(
      await screen.findByText(
        'Waiting for confirmation of ada@new.example: follow the link we sent there.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('shows why the server refused the email change', async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'PUT /api/auth/profile': { status: 400, body: { error: 'Current password is incorrect' } },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser({ email: 'ada@example.com' }) });
    const u = userEvent.setup({ delay: null });
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'ada@new.example');
    await u.type(screen.getByLabelText('Current password (to change your email)'), 'wrong1');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('changes the password and checks the confirmation first', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'POST /api/auth/change-password': { body: { message: 'Password changed' } },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('Current password'), 'oldpass1');
    await u.type(screen.getByLabelText('New password'), 'newpass1');
    await u.type(screen.getByLabelText('Confirm new password'), 'newpass2');
    await u.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/change-password')).toHaveLength(0);
    await u.clear(screen.getByLabelText('Confirm new password'));
    await u.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await u.click(screen.getByRole('button', { name: 'Update password' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/change-password')?.body).toEqual({
        currentPassword: 'oldpass1',
        newPassword: 'newpass1',
      }),
    );
    await vi.waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('shows the change-password server error', async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/account/tokens': { body: { tokens: [] } },
      'GET /api/seller/webhooks': { body: { webhooks: [], loopbackAllowed: false } },
      'GET /api/account/billing': { body: { country: null, vatId: null, taxCollected: false } },
      'POST /api/auth/change-password': {
        status: 400,
        body: { error: 'Current password is incorrect' },
      },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText('Current password'), 'wrongpw');
    await u.type(screen.getByLabelText('New password'), 'newpass1');
    await u.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await u.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});

describe('Profile GitHub integration', { timeout: 20_000 }, () => {
  const integration = () => card('GitHub integration');

  it('is left out when GitHub is not configured, the security status says why', async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/github/status': { body: { configured: false, isConnected: false, username: null } },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const security = card('Security status');
    expect(await within(security).findByText('Not available')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'GitHub integration' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Connect GitHub/ })).toBeNull();
  });

  it('never claims a connection on a server without GitHub, even for a linked account', async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/github/status': { body: { configured: false, isConnected: false, username: null } },
    });
    renderRoutes(routes, {
      url: '/profile',
      user: buildUser({ githubProfile: { username: 'ada-gh' } }),
    });
    const security = card('Security status');
    expect(await within(security).findByText('Not available')).toBeInTheDocument();
    expect(
      within(security).getByText(/GitHub sign-in is not configured on this server: /),
    ).toBeInTheDocument();
    expect(within(security).queryByText('Connected')).not.toBeInTheDocument();
    expect(screen.queryByText(/access for purchases is granted automatically/)).toBeNull();
  });

  it('shows the connected username', async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/github/status': {
        body: { configured: true, isConnected: true, username: 'ada-gh' },
      },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    expect(await within(integration()).findByText('Connected as ada-gh')).toBeInTheDocument();
    expect(within(integration()).queryByRole('button', { name: /Connect GitHub/ })).toBeNull();
  });

  it('connects through the popup, then polls the status every 2 s until connected', async () => {
    const gh = stubPopup();
    const me = buildUser({ username: 'ada' });
    let exchanged = false;
    let statusCallsAfterExchange = 0;
    const { calls } = mockFetch({
      'GET /api/auth/profile': () => ({
        body: { user: exchanged ? { ...me, githubProfile: { username: 'ada-gh' } } : me },
      }),
      'GET /api/github/status': () => {
        if (exchanged) statusCallsAfterExchange += 1;
        const connected = exchanged && statusCallsAfterExchange >= 2;
        return {
          body: { configured: true, isConnected: connected, username: connected ? 'ada-gh' : null },
        };
      },
      'GET /api/github/oauth/login': { body: { authUrl: 'https://github.example/authorize' } },
      'POST /api/github/oauth/callback': () => {
        exchanged = true;
        return { body: { token: 'tok', user: me } };
      },
    });
    renderRoutes(routes, { url: '/profile', user: me });
    const button = await within(integration()).findByRole('button', { name: /Connect GitHub/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(gh.open).toHaveBeenCalledWith(
      '',
      expect.any(String),
      expect.stringContaining('width=600,height=700'),
    );
    await waitFor(() => expect(gh.popup.location.href).toBe('https://github.example/authorize'));
    await act(async () => {
      gh.success('code-1', 'state-1');
    });
    expect(await within(integration()).findByRole('button', { name: /Connecting/ })).toBeDisabled();
    // The first status read after the exchange still says not connected; the poll 2 s later does.
    expect(
      await within(integration()).findByText('Connected as ada-gh', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(statusCallsAfterExchange).toBeGreaterThanOrEqual(2);
    expect(calls.find((c) => c.path === '/api/github/oauth/callback')?.body).toEqual({
      code: 'code-1',
      state: 'state-1',
    });
    // The profile is re-read, so the security status follows.
    await waitFor(() =>
      expect(within(card('Security status')).getByText('Connected')).toBeInTheDocument(),
    );
  });

  it('says when the connection could not start', async () => {
    stubPopup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/github/status': { body: { configured: true, isConnected: false, username: null } },
      'GET /api/github/oauth/login': { status: 500, body: null },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const button = await within(integration()).findByRole('button', { name: /Connect GitHub/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await within(integration()).findByRole('alert')).toHaveTextContent(
      'Failed to initiate GitHub connection',
    );
  });

  it('says when the popup is blocked', async () => {
    stubPopup({ blocked: true });
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/github/status': { body: { configured: true, isConnected: false, username: null } },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const button = await within(integration()).findByRole('button', { name: /Connect GitHub/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await within(integration()).findByRole('alert')).toHaveTextContent(
      'Popup blocked. Please allow popups for this site.',
    );
  });

  it('creates a personal access token, shows its secret once, and lists it', async () => {
    const token = {
      id: 'tok-1',
      name: 'Release script',
      prefix: 'cbz_AbC123',
      scopes: ['projects:read', 'sales:read'],
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: null,
      expiresAt: '2027-01-30T10:00:00.000Z',
    };
    let listed: (typeof token)[] = [];
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/account/tokens': () => ({ body: { tokens: listed } }),
      'POST /api/account/tokens': () => {
        listed = [token];
        return { status: 201, body: { ...token, token: 'cbz_AbC123secretsecret' } };
      },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Token name'), 'Release script');
    await u.click(screen.getByRole('checkbox', { name: /sales:read/ }));
    await u.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('New token')).toHaveTextContent('cbz_AbC123secretsecret');
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    expect(within(list).getByText('Release script')).toBeInTheDocument();
    expect(within(list).queryByText(/secretsecret/)).not.toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/account/tokens');
    expect(post?.body).toEqual({
      name: 'Release script',
      scopes: ['projects:read', 'sales:read'],
      expiresInDays: 90,
    });
  });

  it('offers every token scope with what it opens', async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/account/tokens': { body: { tokens: [] } },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const form = await screen.findByRole('form', { name: 'Create a token' });
    for (const scope of TOKEN_SCOPES) {
      const box = within(form).getByRole('checkbox', { name: new RegExp(scope) });
      expect(box.closest('label')).toHaveTextContent(TOKEN_SCOPE_DESCRIPTIONS[scope]);
    }
    expect(within(form).getByRole('checkbox', { name: /discounts:write/ })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /refunds:write/ })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: /licenses:read/ })).toHaveAccessibleName(
      /license keys and paid repositories/,
    );
  });

  it('adds a webhook (secret shown once), sends a test event, shows the log and deletes it after confirming', async () => {
    const hook = {
      id: 'wh-1',
      url: 'https://example.com/hooks',
      events: ['license.created', 'review.created'],
      description: 'Order sync',
      enabled: true,
      disabledReason: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const delivery = {
      id: 'dl-1',
      messageId: 'msg_1',
      eventType: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'ok',
      error: null,
      durationMs: 42,
      nextAttemptAt: null,
      createdAt: '2026-11-01T10:01:00.000Z',
      lastAttemptAt: '2026-11-01T10:01:00.000Z',
    };
    let listed: (typeof hook)[] = [];
    let deliveries: (typeof delivery)[] = [];
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/account/tokens': { body: { tokens: [] } },
      'GET /api/seller/webhooks': () => ({ body: { webhooks: listed, loopbackAllowed: false } }),
      'POST /api/seller/webhooks': () => {
        listed = [hook];
        return { status: 201, body: { ...hook, secret: 'whsec_c2VjcmV0c2VjcmV0' } };
      },
      'POST /api/seller/webhooks/wh-1/test': () => {
        deliveries = [delivery];
        return { status: 202, body: { ...delivery, status: 'pending' } };
      },
      'GET /api/seller/webhooks/wh-1/deliveries': () => ({ body: { deliveries } }),
      'DELETE /api/seller/webhooks/wh-1': () => {
        listed = [];
        return { body: { message: 'Webhook deleted' } };
      },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a webhook' });
    await u.type(within(form).getByLabelText('Endpoint URL'), 'https://example.com/hooks');
    await u.type(within(form).getByLabelText('Description (optional)'), 'Order sync');
    await u.click(within(form).getByRole('checkbox', { name: /review\.created/ }));
    await u.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent(
      'whsec_c2VjcmV0c2VjcmV0',
    );
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/api/seller/webhooks')?.body,
    ).toEqual({
      url: 'https://example.com/hooks',
      events: ['license.created', 'review.created'],
      description: 'Order sync',
    });
    const list = await screen.findByRole('list', { name: 'Your webhooks' });
    expect(within(list).getByText('https://example.com/hooks')).toBeInTheDocument();
    expect(within(list).queryByText(/whsec_/)).not.toBeInTheDocument();

    await u.click(within(list).getByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(log).getByText('webhook.test')).toBeInTheDocument();
    expect(within(log).getByText('Delivered')).toBeInTheDocument();
    expect(within(log).getByText(/Response 200 · 42 ms · Attempt 1/)).toBeInTheDocument();

    await u.click(within(list).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await u.click(screen.getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/seller/webhooks/wh-1')).toBe(
      true,
    );
  });

  it.each([
    [['en-US'], 'Germany', 'France'],
    [['de-DE', 'de'], 'Deutschland', 'Frankreich'],
  ])(
    'lists billing countries once each, named in the viewer’s language %j and sorted by that name',
    async (languages, germany, france) => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      mockFetch({
        'GET /api/auth/profile': pending,
        'GET /api/account/tokens': { body: { tokens: [] } },
        'GET /api/seller/webhooks': { body: { webhooks: [], loopbackAllowed: false } },
        'GET /api/account/billing': { body: { country: null, vatId: null, taxCollected: false } },
      });
      renderRoutes(routes, { url: '/profile', user: buildUser() });
      const select = await screen.findByLabelText('Billing country');
      const options = within(select)
        .getAllByRole('option')
        .slice(1)
        .map((o) => ({ value: (o as HTMLOptionElement).value, name: o.textContent ?? '' }));
      const names = options.map((o) => o.name);
      expect(options).toHaveLength(250);
      expect(new Set(names).size).toBe(names.length);
      expect(options.map((o) => o.value)).not.toContain('XA');
      expect(names.filter((n) => /pseudo/i.test(n))).toEqual([]);
      expect(names).toEqual([...names].sort(new Intl.Collator(languages).compare));
      expect(options.find((o) => o.value === 'DE')?.name).toBe(germany);
      expect(options.find((o) => o.value === 'FR')?.name).toBe(france);
    },
  );

  it.each([
    [true, 'says loopback URLs work when the server accepts them (not production)'],
    [false, 'says nothing of loopback URLs when the server refuses them (production)'],
  ])('webhook form, loopbackAllowed %s: %s', async (loopbackAllowed) => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/account/tokens': { body: { tokens: [] } },
      'GET /api/seller/webhooks': { body: { webhooks: [], loopbackAllowed } },
      'GET /api/account/billing': { body: { country: null, vatId: null, taxCollected: false } },
    });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    const url = within(screen.getByRole('form', { name: 'Add a webhook' })).getByLabelText(
      'Endpoint URL',
    );
    if (loopbackAllowed) {
      expect(url).toHaveAccessibleDescription(
        'On this server (not production) you can send to http://127.0.0.1 or localhost to try webhooks.',
      );
    } else {
      expect(url).not.toHaveAccessibleDescription();
      expect(screen.queryByText(/not production/)).not.toBeInTheDocument();
    }
  });
});
