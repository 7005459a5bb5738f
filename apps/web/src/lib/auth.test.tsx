import { OAUTH_PLACEHOLDER_TOKEN } from '@codebazaar/shared/rules';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';

import { api } from './api-client';
import { AuthProvider, useAuth } from './auth';
import { createQueryClient } from './query-client';

function setup({ serverRendered = false } = {}) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider serverRendered={serverRendered}>{children}</AuthProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useAuth(), { wrapper });
  return { ...hook, queryClient };
}

const stored = () => ({
  token: localStorage.getItem('token'),
  productToken: localStorage.getItem('codebazaar_token'),
  user: localStorage.getItem('user'),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AuthProvider restore', () => {
  it('ends loading with no user and no request when nothing is stored', () => {
    const { calls } = mockFetch();
    const { result } = setup();
    expect(result.current.loading).toBe(false);
    expect(result.current.user).toBeNull();
    expect(result.current.isAdmin).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('restores token and user from storage at once and sends the Bearer header', async () => {
    const user = buildUser({ username: 'ada' });
    localStorage.setItem('codebazaar_token', 'tok-123');
    localStorage.setItem('user', JSON.stringify(user));
    const { calls } = mockFetch({ 'GET /api/auth/profile': { body: { user } } });
    const { result } = setup();
    expect(result.current.loading).toBe(false);
    expect(result.current.user?.username).toBe('ada');
    expect(result.current.token).toBe('tok-123');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/auth/profile' });
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok-123');
  });

  it('on a server-rendered page, starts as checking and restores the session after the first render', async () => {
    const user = buildUser({ username: 'ada' });
    localStorage.setItem('codebazaar_token', 'tok-ssr');
    localStorage.setItem('user', JSON.stringify(user));
    const { calls } = mockFetch({
      'GET /api/auth/profile': { body: { user } },
      'GET /api/projects/p1': { body: { project: { title: 'Mine now' } } },
    });
    const queryClient = createQueryClient();
    // The server's signed-out copy of a page's data, read again once the session is back.
    queryClient.setQueryData(['projects', 'detail', 'p1'], { project: { title: 'Signed out' } });
    const seen: Array<{ loading: boolean; user: string | null; title?: string }> = [];
    function Probe() {
      const { data } = useQuery({
        queryKey: ['projects', 'detail', 'p1'],
        queryFn: () => api<{ project: { title: string } }>('/projects/p1'),
      });
      const auth = useAuth();
      seen.push({
        loading: auth.loading,
        user: auth.user?.username ?? null,
        title: data?.project.title,
      });
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider serverRendered>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    // The first render is the server's: no user, still checking.
    expect(seen[0]).toEqual({ loading: true, user: null, title: 'Signed out' });
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({ loading: false, user: 'ada', title: 'Mine now' }),
    );
    // Never signed out on the way, and the user shows with their own data only.
    expect(seen.some((s) => !s.loading && s.user === null)).toBe(false);
    expect(seen.filter((s) => s.user === 'ada').every((s) => s.title === 'Mine now')).toBe(true);
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual(
        expect.arrayContaining(['/api/auth/profile', '/api/projects/p1']),
      ),
    );
    expect(calls.every((c) => c.headers.Authorization === 'Bearer tok-ssr')).toBe(true);
  });

  it('on a server-rendered page with nothing stored, ends as signed out', async () => {
    const { calls } = mockFetch();
    const { result } = setup({ serverRendered: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('reads the plain "token" entry when the product entry is missing', () => {
    localStorage.setItem('token', 'legacy-tok');
    localStorage.setItem('user', JSON.stringify(buildUser()));
    mockFetch({ 'GET /api/auth/profile': pending });
    const { result } = setup();
    expect(result.current.token).toBe('legacy-tok');
    expect(result.current.user).not.toBeNull();
  });

  it('does not send the OAuth placeholder as a Bearer token', async () => {
    const user = buildUser();
    localStorage.setItem('codebazaar_token', OAUTH_PLACEHOLDER_TOKEN);
    localStorage.setItem('user', JSON.stringify(user));
    const { calls } = mockFetch({ 'GET /api/auth/profile': { body: { user } } });
    const { result } = setup();
    expect(result.current.user?.id).toBe(user.id);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('keeps a restored session when revalidation fails for a non-auth reason', async () => {
    const user = buildUser();
    localStorage.setItem('codebazaar_token', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    const { calls } = mockFetch({
      'GET /api/auth/profile': { status: 503, body: { error: 'Unavailable' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {});
    expect(result.current.user?.id).toBe(user.id);
    expect(stored().productToken).toBe('tok');
  });

  it('ends a restored session whose token the server rejects (401)', async () => {
    localStorage.setItem('codebazaar_token', 'expired');
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', JSON.stringify(buildUser()));
    mockFetch({ 'GET /api/auth/profile': { status: 401, body: { error: 'Unauthorized' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = setup();
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(stored()).toEqual({ token: null, productToken: null, user: null });
  });

  it('fetches the profile when only a token is stored, and stores the user', async () => {
    const user = buildUser({ username: 'grace' });
    localStorage.setItem('codebazaar_token', 'tok-only');
    const { calls } = mockFetch({ 'GET /api/auth/profile': { body: { user } } });
    const { result } = setup();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user?.username).toBe('grace');
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok-only');
    expect(JSON.parse(stored().user!)).toMatchObject({ username: 'grace' });
  });

  it('clears user, token and every stored copy when that profile fetch fails', async () => {
    localStorage.setItem('codebazaar_token', 'bad');
    localStorage.setItem('token', 'bad');
    mockFetch({ 'GET /api/auth/profile': { status: 500, body: { error: 'boom' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = setup();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.token).toBeNull();
    expect(stored()).toEqual({ token: null, productToken: null, user: null });
    expect(log).toHaveBeenCalled();
  });

  it('clears everything when the stored user is not valid JSON', () => {
    localStorage.setItem('codebazaar_token', 'tok');
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', '{not json');
    const { calls } = mockFetch();
    const { result } = setup();
    expect(result.current.loading).toBe(false);
    expect(result.current.user).toBeNull();
    expect(stored()).toEqual({ token: null, productToken: null, user: null });
    expect(calls).toHaveLength(0);
  });
});

describe('AuthProvider actions', () => {
  it('login stores the token in both entries and the user, and authenticates later calls', async () => {
    const user = buildUser({ username: 'linus' });
    const { calls } = mockFetch({
      'POST /api/auth/login': { body: { token: 'fresh', user } },
      'GET /api/things': { body: { ok: true } },
    });
    const { result } = setup();
    await act(() => result.current.login({ email: 'l@example.com', password: 'secret1' }));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'l@example.com', password: 'secret1' },
    });
    expect(result.current.user?.username).toBe('linus');
    expect(stored().productToken).toBe('fresh');
    expect(stored().token).toBe('fresh');
    expect(JSON.parse(stored().user!)).toMatchObject({ username: 'linus' });
    await api('/things');
    expect(calls[1]!.headers.Authorization).toBe('Bearer fresh');
  });

  it('login failure rejects with the server message and keeps the visitor signed out', async () => {
    mockFetch({
      'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } },
    });
    const { result } = setup();
    await expect(
      act(() => result.current.login({ email: 'x@example.com', password: 'nope12' })),
    ).rejects.toThrow('Invalid email or password');
    expect(result.current.user).toBeNull();
    expect(stored().productToken).toBeNull();
  });

  it('register posts username, email and password and starts the session', async () => {
    const user = buildUser({ username: 'newbie' });
    const { calls } = mockFetch({
      'POST /api/auth/register': { status: 201, body: { token: 't', user } },
    });
    const { result } = setup();
    await act(() =>
      result.current.register({ username: 'newbie', email: 'n@example.com', password: 'secret1' }),
    );
    expect(calls[0]!.body).toEqual({
      username: 'newbie',
      email: 'n@example.com',
      password: 'secret1',
    });
    expect(result.current.user?.username).toBe('newbie');
    expect(stored().token).toBe('t');
  });

  it('oauthLogin stores the user with the placeholder token and sends no Bearer header', async () => {
    const user = buildUser();
    const { calls } = mockFetch({ 'GET /api/things': { body: {} } });
    const { result } = setup();
    act(() => result.current.oauthLogin(user));
    expect(result.current.user?.id).toBe(user.id);
    expect(stored().productToken).toBe(OAUTH_PLACEHOLDER_TOKEN);
    await api('/things');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('logout calls the server, clears every stored copy and the query cache', async () => {
    const user = buildUser();
    localStorage.setItem('codebazaar_token', 'tok');
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    const { calls } = mockFetch({
      'GET /api/auth/profile': { body: { user } },
      'POST /api/auth/logout': { body: { ok: true } },
    });
    const { result, queryClient } = setup();
    queryClient.setQueryData(['private'], { secret: 1 });
    await act(() => result.current.logout());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
    expect(result.current.user).toBeNull();
    expect(stored()).toEqual({ token: null, productToken: null, user: null });
    expect(queryClient.getQueryData(['private'])).toBeUndefined();
  });

  it('logout still signs out locally when the server cannot be reached', async () => {
    localStorage.setItem('codebazaar_token', 'tok');
    localStorage.setItem('user', JSON.stringify(buildUser()));
    mockFetch({
      'GET /api/auth/profile': pending,
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = setup();
    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(stored().productToken).toBeNull();
  });

  it('updateProfile sends the fields and stores the returned user', async () => {
    const user = buildUser();
    localStorage.setItem('codebazaar_token', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    const updated = { ...user, profile: { displayName: 'Ada L.', bio: null } };
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'PUT /api/auth/profile': { body: { user: updated } },
    });
    const { result } = setup();
    await act(() => result.current.updateProfile({ displayName: 'Ada L.' }));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ displayName: 'Ada L.' });
    expect(result.current.user?.profile.displayName).toBe('Ada L.');
    expect(JSON.parse(stored().user!).profile.displayName).toBe('Ada L.');
  });

  it('refresh re-reads the profile; a 401 ends the session, a server error does not', async () => {
    const user = buildUser();
    localStorage.setItem('codebazaar_token', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    let profileStatus = 200;
    mockFetch({
      'GET /api/auth/profile': () =>
        profileStatus === 200
          ? { body: { user: { ...user, reputation: 99 } } }
          : { status: profileStatus, body: { error: 'Unauthorized' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = setup();
    await act(() => result.current.refresh());
    expect(result.current.user?.reputation).toBe(99);
    profileStatus = 503;
    await act(() => result.current.refresh());
    expect(result.current.user?.reputation).toBe(99);
    expect(stored().user).not.toBeNull();
    profileStatus = 401;
    await act(() => result.current.refresh());
    expect(result.current.user).toBeNull();
    expect(stored().user).toBeNull();
  });

  it('isAdmin is true only for the admin role', () => {
    localStorage.setItem('codebazaar_token', 'tok');
    localStorage.setItem('user', JSON.stringify(buildUser({ role: 'admin' })));
    mockFetch({ 'GET /api/auth/profile': pending });
    const { result } = setup();
    expect(result.current.isAdmin).toBe(true);
  });
});

describe('useAuth', () => {
  it('throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      useAuth();
      return <p>never</p>;
    }
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    expect(screen.queryByText('never')).not.toBeInTheDocument();
  });
});
