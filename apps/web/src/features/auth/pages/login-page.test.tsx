import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fullPageRedirect } from '@/lib/full-page-redirect';
import { buildUser } from '@/testing/factories';
import { stubPopup } from '@/testing/fake-popup';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as LoginPage } from './login-page';

vi.mock('@/lib/full-page-redirect', () => ({ fullPageRedirect: vi.fn() }));

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/drafts', element: <p>drafts page</p> },
  { path: '/project/:id', element: <p>project page</p> },
  { path: '/find-projects', element: <p>find projects page</p> },
];

async function signIn(email = 'ada@example.com', password = 'secret1') {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const okLogin = () => ({
  'POST /api/auth/login': { body: { token: 'tok', user: buildUser({ username: 'ada' }) } },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Login page', { timeout: 20_000 }, () => {
  it('requires email and password', async () => {
    const { calls } = mockFetch();
    renderRoutes(routes, { url: '/login' });
    await signIn('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((c) => !c.path.startsWith('/api/github/'))).toHaveLength(0);
  });

  it('shows the OAuth failure text for ?error=oauth', () => {
    mockFetch();
    renderRoutes(routes, { url: '/login?error=oauth' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'OAuth authentication failed. Please try again.',
    );
  });

  it('adds the cause a known ?reason names, and ignores an unknown one', () => {
    mockFetch();
    const { unmount } = renderRoutes(routes, {
      url: '/login?error=oauth&reason=email-unverified-account',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('OAuth authentication failed. Please try again.');
    expect(alert).toHaveTextContent(
      'An account with this email already exists. Sign in with your password and connect GitHub from your profile.',
    );
    unmount();
    renderRoutes(routes, { url: '/login?error=oauth&reason=Call%20us%20at%20555' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^OAuth authentication failed\. Please try again\.$/,
    );
  });

  it('without GitHub, leads with the form and says once, quietly, why (status says so, or answers 503)', async () => {
    for (const reply of [
      { body: { configured: false, isConnected: false, username: null } },
      { status: 503, body: { error: 'GitHub sign-in is not configured on this server' } },
    ]) {
      mockFetch({ 'GET /api/github/status': reply });
      const view = renderRoutes(routes, { url: '/login' });
      expect(await screen.findByText('GitHub sign-in is not set up on this server.')).toBeVisible();
      expect(screen.queryByRole('button', { name: /GitHub/ })).toBeNull();
      expect(screen.queryByText(/or continue with email/i)).toBeNull();
      expect(screen.getAllByText(/GitHub/)).toHaveLength(1);
      view.unmount();
    }
  });

  it('toggles password visibility', async () => {
    mockFetch();
    renderRoutes(routes, { url: '/login' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the server error, or "Login failed" without one', async () => {
    let reply: { status: number; body: unknown } = {
      status: 401,
      body: { error: 'Invalid email or password' },
    };
    mockFetch({ 'POST /api/auth/login': () => reply });
    renderRoutes(routes, { url: '/login' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    reply = { status: 500, body: null };
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('falls back to "Login failed" when the server cannot be reached', async () => {
    mockFetch({ 'POST /api/auth/login': () => Promise.reject(new TypeError('offline')) });
    renderRoutes(routes, { url: '/login' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('goes to /dashboard by default', async () => {
    mockFetch(okLogin());
    const { router } = renderRoutes(routes, { url: '/login' });
    await signIn();
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('returns to the page the guard remembered', async () => {
    mockFetch(okLogin());
    const { router } = renderRoutes(routes, {
      url: '/login',
      state: { from: { pathname: '/drafts', search: '', hash: '' } },
    });
    await signIn();
    expect(await screen.findByText('drafts page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/drafts');
  });

  it('follows a stored intended action before anything else', async () => {
    localStorage.setItem('intendedAction', JSON.stringify({ action: 'license', projectId: 'p1' }));
    mockFetch(okLogin());
    const { router } = renderRoutes(routes, {
      url: '/login',
      state: { from: { pathname: '/drafts', search: '', hash: '' } },
    });
    await signIn();
    expect(await screen.findByText('project page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/p1');
    expect(router.state.location.search).toBe('?tab=license');
    expect(localStorage.getItem('intendedAction')).toBeNull();
  });
});

describe('Sign in with GitHub', { timeout: 20_000 }, () => {
  const configured = {
    'GET /api/github/status': { body: { configured: true, isConnected: false, username: null } },
    'GET /api/github/oauth/login': {
      body: { authUrl: 'https://github.example/login/oauth/authorize?state=s1' },
    },
  };
  const octo = buildUser({ username: 'octo' });

  it('signs in through the popup and follows the intended action', async () => {
    localStorage.setItem('intendedAction', JSON.stringify({ action: 'license', projectId: 'p9' }));
    const gh = stubPopup();
    const { calls } = mockFetch({
      ...configured,
      'POST /api/github/oauth/callback': { body: { token: 'gh-token', user: octo } },
    });
    const { router } = renderRoutes(routes, { url: '/login' });
    const button = await screen.findByRole('button', { name: /Sign in with GitHub/ });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText('GitHub sign-in is not set up on this server.')).toBeNull();
    expect(screen.getByText(/or continue with email/i)).toBeInTheDocument();

    await userEvent.click(button);
    expect(gh.open).toHaveBeenCalledWith(
      '',
      expect.any(String),
      expect.stringContaining('width=600,height=700'),
    );
    await waitFor(() =>
      expect(gh.popup.location.href).toBe('https://github.example/login/oauth/authorize?state=s1'),
    );
    expect(screen.getByRole('button', { name: /Waiting for GitHub/ })).toBeDisabled();

    await act(() => gh.success('c0de', 's1'));
    expect(await screen.findByText('project page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=license');
    expect(calls.find((c) => c.path === '/api/github/oauth/callback')?.body).toEqual({
      code: 'c0de',
      state: 's1',
    });
    expect(localStorage.getItem('codebazaar_token')).toBe('gh-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'octo' });
  });

  it('shows why GitHub sign-in failed and lets the visitor retry', async () => {
    const gh = stubPopup();
    mockFetch(configured);
    renderRoutes(routes, { url: '/login' });
    const button = await screen.findByRole('button', { name: /Sign in with GitHub/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await act(() => gh.failure('access_denied'));
    expect(await screen.findByRole('alert')).toHaveTextContent('GitHub authentication failed');
    expect(screen.getByRole('button', { name: /Sign in with GitHub/ })).toBeEnabled();
  });

  it("shows the server's reason when the popup sign-in is refused", async () => {
    const gh = stubPopup();
    const refusal =
      'An account with this email already exists. Sign in with your password and connect GitHub from your profile.';
    mockFetch({
      ...configured,
      'POST /api/github/oauth/callback': { status: 409, body: { error: refusal } },
    });
    renderRoutes(routes, { url: '/login' });
    const button = await screen.findByRole('button', { name: /Sign in with GitHub/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await act(() => gh.success('c0de', 's1'));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(localStorage.getItem('codebazaar_token')).toBeNull();
  });

  it('says when GitHub login could not start', async () => {
    stubPopup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ ...configured, 'GET /api/github/oauth/login': { status: 500, body: null } });
    renderRoutes(routes, { url: '/login' });
    const button = await screen.findByRole('button', { name: /Sign in with GitHub/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate GitHub login');
  });

  it('falls back to the full-page sign-in when popups are blocked', async () => {
    stubPopup({ blocked: true });
    mockFetch(configured);
    renderRoutes(routes, { url: '/login' });
    const button = await screen.findByRole('button', { name: /Sign in with GitHub/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(fullPageRedirect).toHaveBeenCalledWith('/api/auth/github');
  });
});
