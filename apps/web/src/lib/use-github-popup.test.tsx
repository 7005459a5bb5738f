import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { stubPopup } from '@/testing/fake-popup';
import { mockFetch, pending } from '@/testing/mock-fetch';

import {
  GITHUB_POPUP_TIMEOUT_MS,
  POPUP_MESSAGES,
  useGitHubPopup,
  type UseGitHubPopupOptions,
} from './use-github-popup';

const AUTH_URL = 'https://github.example/login/oauth/authorize?state=gh-state';
const session = { token: 'gh-token', user: buildUser({ username: 'octo' }) };

function setup(
  opts: Partial<UseGitHubPopupOptions> = {},
  handlers: Parameters<typeof mockFetch>[0] = {},
) {
  const mock = mockFetch({
    'GET /api/github/oauth/login': { body: { authUrl: AUTH_URL } },
    'POST /api/github/oauth/callback': { body: session },
    ...handlers,
  });
  const onAuthorized = vi.fn();
  const hook = renderHook(() => useGitHubPopup({ purpose: 'login', onAuthorized, ...opts }));
  return { ...mock, ...hook, onAuthorized };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useGitHubPopup', () => {
  it('opens a 600x700 popup on the authorize URL and exchanges the code it sends back', async () => {
    const gh = stubPopup();
    const { result, calls, onAuthorized } = setup();
    expect(result.current.status).toBe('idle');

    await act(() => result.current.start());
    expect(result.current.status).toBe('connecting');
    expect(gh.open).toHaveBeenCalledWith(
      '',
      expect.any(String),
      expect.stringMatching(/^width=600,height=700,/),
    );
    await waitFor(() => expect(gh.popup.location.href).toBe(AUTH_URL));

    await act(() => gh.success('the-code', 'the-state'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(calls.find((c) => c.path === '/api/github/oauth/callback')?.body).toEqual({
      code: 'the-code',
      state: 'the-state',
    });
    expect(onAuthorized).toHaveBeenCalledWith(session);
    expect(gh.popup.close).toHaveBeenCalled();
  });

  it('ignores messages from another origin or of another shape', async () => {
    const gh = stubPopup();
    const { result, calls } = setup();
    await act(() => result.current.start());
    await waitFor(() => expect(gh.popup.location.href).toBe(AUTH_URL));

    await act(() => {
      gh.success('evil', 'evil', 'https://evil.example');
      gh.post({ type: 'success', code: 'no-source', state: 's' });
      gh.post('gh-code');
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.status).toBe('connecting');
    expect(calls.some((c) => c.path === '/api/github/oauth/callback')).toBe(false);
  });

  it('shows the popup error texts', async () => {
    const gh = stubPopup();
    const { result } = setup();
    await act(() => result.current.start());
    await act(() => gh.failure('The user has denied your application access.'));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(POPUP_MESSAGES.authFailed);

    await act(() => result.current.start());
    await act(() => gh.failure('No authorization code received'));
    expect(result.current.error).toBe(POPUP_MESSAGES.noCode);
  });

  it('shows the server text when the code exchange is refused, else the fallback', async () => {
    const gh = stubPopup();
    const { result } = setup(
      {},
      {
        'POST /api/github/oauth/callback': {
          status: 400,
          body: { error: 'The GitHub sign-in expired or was started elsewhere. Please try again.' },
        },
      },
    );
    await act(() => result.current.start());
    await act(() => gh.success());
    await waitFor(() =>
      expect(result.current.error).toBe(
        'The GitHub sign-in expired or was started elsewhere. Please try again.',
      ),
    );
  });

  it('reports a failed start for login and for connect, and closes the popup', async () => {
    for (const [purpose, text] of [
      ['login', POPUP_MESSAGES.loginFailed],
      ['connect', POPUP_MESSAGES.connectFailed],
    ] as const) {
      const gh = stubPopup();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { result, unmount } = setup(
        { purpose },
        {
          'GET /api/github/oauth/login': { status: 500, body: { error: 'Internal Server Error' } },
        },
      );
      await act(() => result.current.start());
      await waitFor(() => expect(result.current.error).toBe(text));
      expect(result.current.status).toBe('error');
      expect(gh.popup.close).toHaveBeenCalled();
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('says the popup was blocked, or hands over to onBlocked', async () => {
    stubPopup({ blocked: true });
    const { result } = setup({ purpose: 'connect' });
    await act(() => result.current.start());
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe('Popup blocked. Please allow popups for this site.');

    const onBlocked = vi.fn();
    const other = setup({ onBlocked });
    await act(() => other.result.current.start());
    expect(onBlocked).toHaveBeenCalledOnce();
    expect(other.result.current.status).toBe('idle');
  });

  it('resets when the popup is closed (checked every second)', async () => {
    vi.useFakeTimers();
    const gh = stubPopup();
    const { result } = setup({}, { 'GET /api/github/oauth/login': pending });
    await act(() => result.current.start());
    gh.popup.closed = true;
    await act(() => vi.advanceTimersByTime(999));
    expect(result.current.status).toBe('connecting');
    await act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('gives up after five minutes and stops listening', async () => {
    vi.useFakeTimers();
    const gh = stubPopup();
    const { result, calls } = setup();
    await act(() => result.current.start());
    await act(() => vi.advanceTimersByTime(GITHUB_POPUP_TIMEOUT_MS - 1));
    expect(result.current.status).toBe('connecting');
    await act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
    expect(gh.popup.close).toHaveBeenCalled();
    await act(() => gh.success());
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls.some((c) => c.path === '/api/github/oauth/callback')).toBe(false);
  });

  it('stops listening when unmounted', async () => {
    const gh = stubPopup();
    const { result, unmount, calls } = setup();
    await act(() => result.current.start());
    unmount();
    expect(gh.popup.close).toHaveBeenCalled();
    gh.success();
    expect(calls.some((c) => c.path === '/api/github/oauth/callback')).toBe(false);
  });
});
