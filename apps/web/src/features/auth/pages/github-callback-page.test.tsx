import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { GITHUB_POPUP_SOURCE } from '@/lib/github-popup';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as GitHubCallbackPage } from './github-callback-page';

const routes = [{ path: '/auth/github/callback', element: <GitHubCallbackPage /> }];

function withOpener() {
  const postMessage = vi.fn();
  Object.defineProperty(window, 'opener', {
    value: { closed: false, postMessage },
    configurable: true,
    writable: true,
  });
  const close = vi.spyOn(window, 'close').mockImplementation(() => {});
  return { postMessage, close };
}

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Code-hosting popup return', () => {
  it('posts the code and state to the opener, same origin only, then closes', () => {
    mockFetch();
    const { postMessage, close } = withOpener();
    renderRoutes(routes, { url: '/auth/github/callback?code=c0de&state=st4te' });
    expect(postMessage).toHaveBeenCalledWith(
      { source: GITHUB_POPUP_SOURCE, type: 'success', code: 'c0de', state: 'st4te' },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
  });

  it('posts the provider error description', () => {
    mockFetch();
    const { postMessage } = withOpener();
    renderRoutes(routes, {
      url: '/auth/github/callback?error=access_denied&error_description=The+user+denied+access',
    });
    expect(postMessage).toHaveBeenCalledWith(
      { source: GITHUB_POPUP_SOURCE, type: 'error', error: 'The user denied access' },
      window.location.origin,
    );
  });

  it('reports a missing code', () => {
    mockFetch();
    const { postMessage } = withOpener();
    renderRoutes(routes, { url: '/auth/github/callback?state=x' });
    expect(postMessage).toHaveBeenCalledWith(
      { source: GITHUB_POPUP_SOURCE, type: 'error', error: 'No authorization code received' },
      window.location.origin,
    );
  });

  it('explains the outcome when opened without an opener', () => {
    mockFetch();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderRoutes(routes, { url: '/auth/github/callback?error=access_denied' });
    expect(screen.getByRole('alert')).toHaveTextContent('GitHub authentication failed');
    expect(close).not.toHaveBeenCalled();
  });
});
