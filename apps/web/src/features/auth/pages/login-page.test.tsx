import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as LoginPage } from './login-page';

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
    expect(calls).toHaveLength(0);
  });

  it('shows the OAuth failure text for ?error=oauth', () => {
    mockFetch();
    renderRoutes(routes, { url: '/login?error=oauth' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'OAuth authentication failed. Please try again.',
    );
  });

  it('explains that GitHub sign-in is not configured', () => {
    mockFetch();
    renderRoutes(routes, { url: '/login' });
    expect(screen.getByRole('button', { name: /Sign in with GitHub/ })).toBeDisabled();
    expect(screen.getByText('GitHub sign-in is not configured on this server')).toBeVisible();
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
