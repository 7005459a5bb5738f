import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '@/testing/render';

import { isChunkLoadError, RootErrorBoundary } from './route-error';

function Boom({ error }: { error: Error }): never {
  throw error;
}

function renderError(error: Error) {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    reload,
  } as Location);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { router } = renderRoutes([
    {
      element: (
        <RootErrorBoundary>
          <Outlet />
        </RootErrorBoundary>
      ),
      children: [
        { path: '/', element: <Boom error={error} /> },
        { path: '/fine', element: <Link to="/">Fine page</Link> },
      ],
    },
  ]);
  return { reload, router };
}

afterEach(() => vi.restoreAllMocks());

describe('RouteError', () => {
  it('shows a friendly message with reload and home actions', async () => {
    const { reload } = renderError(new Error('kaput'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('kaput')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once by itself when a page chunk failed to load', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: /assets/home-page-abc.js',
    );
    const first = renderError(error);
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'A new version is available' })).toBeVisible();
  });

  it('does not loop: a second chunk failure right after a reload stays on the page', () => {
    sessionStorage.setItem('codebazaar_chunk_reload', String(Date.now()));
    const { reload } = renderError(new Error('Importing a module script failed.'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  it('shows the app again after a navigation away from the failed page', async () => {
    const { router } = renderError(new Error('kaput'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await router.navigate('/fine');
    expect(await screen.findByRole('link', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('recognises chunk load errors', () => {
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});
