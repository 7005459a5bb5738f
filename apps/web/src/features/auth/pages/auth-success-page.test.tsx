import { OAUTH_PLACEHOLDER_TOKEN } from '@codebazaar/shared/rules';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as AuthSuccessPage } from './auth-success-page';

const routes = [
  { path: '/auth/success', element: <AuthSuccessPage /> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/login', element: <p>login page</p> },
  { path: '/project/:id', element: <p>project page</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OAuth completion page', () => {
  it('stores the user with the placeholder token and goes to /dashboard', async () => {
    const user = buildUser({ username: 'octo' });
    const { calls } = mockFetch({ 'GET /api/auth/profile': { body: { user } } });
    const { router } = renderRoutes(routes, {
      url: `/auth/success?user=${encodeURIComponent(JSON.stringify(user))}`,
    });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('codebazaar_token')).toBe(OAUTH_PLACEHOLDER_TOKEN);
    expect(localStorage.getItem('token')).toBe(OAUTH_PLACEHOLDER_TOKEN);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ username: 'octo' });
    // The cookie session is confirmed without sending the placeholder as a Bearer token.
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/auth/profile' });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('follows a stored intended action', async () => {
    localStorage.setItem('intendedAction', JSON.stringify({ action: 'view', projectId: 'p9' }));
    const user = buildUser();
    mockFetch({ 'GET /api/auth/profile': { body: { user } } });
    const { router } = renderRoutes(routes, {
      url: `/auth/success?user=${encodeURIComponent(JSON.stringify(user))}`,
    });
    expect(await screen.findByText('project page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/p9');
  });

  it.each([
    ['missing', '/auth/success'],
    ['not JSON', '/auth/success?user=%7Bbroken'],
    ['without a username', `/auth/success?user=${encodeURIComponent('{"id":"1"}')}`],
  ])('goes to /login?error=oauth when the user is %s', async (_label, url) => {
    const { calls } = mockFetch();
    const { router } = renderRoutes(routes, { url });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?error=oauth');
    expect(localStorage.getItem('codebazaar_token')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
