import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { AdminRoute, ProtectedRoute } from './guards';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>login page, from {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

const routes = [
  { path: '/login', element: <LoginProbe /> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  {
    element: <ProtectedRoute />,
    children: [{ path: '/profile', element: <p>profile page</p> }],
  },
  {
    element: <AdminRoute />,
    children: [{ path: '/admin/blog', element: <p>admin blog page</p> }],
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('ProtectedRoute', () => {
  it('shows a spinner while the session is loading', () => {
    localStorage.setItem('codebazaar_token', 'tok'); // token only: the profile is being fetched
    mockFetch({ 'GET /api/auth/profile': pending });
    renderRoutes(routes, { url: '/profile' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login remembering where they came from', async () => {
    mockFetch();
    const { router } = renderRoutes(routes, { url: '/profile?tab=security' });
    expect(await screen.findByText('login page, from /profile?tab=security')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('renders the page for a signed-in user', async () => {
    mockFetch({ 'GET /api/auth/profile': pending });
    renderRoutes(routes, { url: '/profile', user: buildUser() });
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });
});

describe('AdminRoute', () => {
  it('sends a visitor to /login', async () => {
    mockFetch();
    renderRoutes(routes, { url: '/admin/blog' });
    expect(await screen.findByText('login page, from /admin/blog')).toBeInTheDocument();
  });

  it('sends a signed-in non-admin to /dashboard', async () => {
    mockFetch({ 'GET /api/auth/profile': pending });
    const { router } = renderRoutes(routes, { url: '/admin/blog', user: buildUser() });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('renders the page for an admin', async () => {
    mockFetch({ 'GET /api/auth/profile': pending });
    renderRoutes(routes, { url: '/admin/blog', user: buildUser({ role: 'admin' }) });
    expect(await screen.findByText('admin blog page')).toBeInTheDocument();
  });
});
