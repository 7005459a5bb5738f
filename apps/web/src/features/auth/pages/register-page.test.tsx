import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { stubPopup } from '@/testing/fake-popup';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as RegisterPage } from './register-page';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/login', element: <p>login page</p> },
];

async function fill(
  values: Partial<Record<'username' | 'email' | 'password' | 'confirm', string>>,
) {
  const user = userEvent.setup({ delay: null });
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Typing through user-event is slow on a busy machine.
describe('Register page', { timeout: 20_000 }, () => {
  it('requires every field and sends nothing', async () => {
    const { calls } = mockFetch();
    renderRoutes(routes, { url: '/register' });
    await fill({});
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => !c.path.startsWith('/api/github/'))).toHaveLength(0);
  });

  it('shows the expected texts for a short password and a mismatched confirmation', async () => {
    const { calls } = mockFetch();
    renderRoutes(routes, { url: '/register' });
    await fill({ username: 'ada', email: 'ada@example.com', password: 'abc', confirm: 'abd' });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).clear(screen.getByLabelText('Password'));
    await fill({ password: 'longenough', confirm: '' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((c) => !c.path.startsWith('/api/github/'))).toHaveLength(0);
  });

  it('rejects an invalid email address', async () => {
    mockFetch();
    renderRoutes(routes, { url: '/register' });
    await fill({ username: 'ada', email: 'not-an-email', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('registers without the confirmation field and goes to /dashboard', async () => {
    const created = buildUser({ username: 'ada' });
    const { calls } = mockFetch({
      'POST /api/auth/register': { status: 201, body: { token: 'tok', user: created } },
    });
    const { router } = renderRoutes(routes, { url: '/register' });
    await fill({
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.find((c) => c.path === '/api/auth/register')!.body).toEqual({
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret1',
    });
    expect(localStorage.getItem('codebazaar_token')).toBe('tok');
  });

  it('shows the server error, e.g. a taken username', async () => {
    mockFetch({
      'POST /api/auth/register': { status: 409, body: { error: 'Username is already taken' } },
    });
    renderRoutes(routes, { url: '/register' });
    await fill({
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Username is already taken');
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
  });

  it("falls back to 'Registration failed' without a server message", async () => {
    mockFetch({ 'POST /api/auth/register': () => Promise.reject(new TypeError('offline')) });
    renderRoutes(routes, { url: '/register' });
    await fill({
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled(),
    );
  });

  it('sends a signed-in user to /dashboard', async () => {
    mockFetch({ 'GET /api/auth/profile': () => new Promise(() => {}) });
    renderRoutes(routes, { url: '/register', user: buildUser() });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });
});

describe('Sign up with GitHub', { timeout: 20_000 }, () => {
  it('is left out when GitHub is not configured, with one quiet line saying so', async () => {
    mockFetch({
      'GET /api/github/status': { body: { configured: false, isConnected: false, username: null } },
    });
    renderRoutes(routes, { url: '/register' });
    expect(await screen.findByText('GitHub sign-in is not set up on this server.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /GitHub/ })).toBeNull();
    expect(screen.getAllByText(/GitHub/)).toHaveLength(1);
  });

  it('creates the session from the popup and goes to /dashboard', async () => {
    const gh = stubPopup();
    mockFetch({
      'GET /api/github/status': { body: { configured: true, isConnected: false, username: null } },
      'GET /api/github/oauth/login': { body: { authUrl: 'https://github.example/authorize' } },
      'POST /api/github/oauth/callback': {
        body: { token: 'gh-tok', user: buildUser({ username: 'octo' }) },
      },
    });
    const { router } = renderRoutes(routes, { url: '/register' });
    const button = await screen.findByRole('button', { name: /Sign up with GitHub/ });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText('GitHub sign-in is not set up on this server.')).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(gh.popup.location.href).toBe('https://github.example/authorize'));
    await act(() => gh.success());
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('codebazaar_token')).toBe('gh-tok');
  });
});
