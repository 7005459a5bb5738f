import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '@/testing/render';

import { useBlocker, useNavigationPending, useNavigationSettled } from './navigation';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const navigate = useNavigate();
  return (
    <div>
      <p>editor</p>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <Link to="/other">Other page</Link>
      <button type="button" onClick={() => void navigate('/other')}>
        Go by code
      </button>
      <button type="button" onClick={() => void navigate('/editor?tab=2')}>
        Same page
      </button>
      {blocker.state === 'blocked' && (
        <div role="dialog" aria-label="Unsaved changes">
          <p>Leave for {blocker.location.pathname}?</p>
          <button type="button" onClick={blocker.proceed}>
            Leave
          </button>
          <button type="button" onClick={blocker.reset}>
            Stay
          </button>
        </div>
      )}
    </div>
  );
}

const editorRoutes = [
  { path: '/', element: <Link to="/editor">Open editor</Link> },
  { path: '/editor', element: <Editor /> },
  { path: '/other', element: <p>other page</p> },
];

describe('useBlocker', () => {
  it('lets navigations through while nothing blocks', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(editorRoutes, { url: '/editor' });
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('other page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('holds a link until proceed, and stays on reset', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(editorRoutes, { url: '/editor' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Leave for /other?');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('editor')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editor');

    await user.click(screen.getByRole('button', { name: 'Go by code' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('other page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks the blocker function, which may let some navigations pass', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(editorRoutes, { url: '/editor' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Same page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('undoes a blocked Back, and goes back on proceed', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(editorRoutes, { url: '/' });
    await user.click(screen.getByRole('link', { name: 'Open editor' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    await router.navigate(-1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Leave for /?');
    expect(router.state.location.pathname).toBe('/editor');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/editor');

    await router.navigate(-1);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('link', { name: 'Open editor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('AppRouter', () => {
  it('keeps the current page, with the pending flag, while the next page loads', async () => {
    let finish!: () => void;
    const Slow = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          finish = () => resolve({ default: () => <p>slow page</p> });
        }),
    );
    function Layout() {
      return (
        <>
          {useNavigationPending() && <p>loading next page</p>}
          <Suspense fallback={<p>spinner</p>}>
            <Outlet />
          </Suspense>
        </>
      );
    }
    const user = userEvent.setup();
    renderRoutes([
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Link to="/slow">Slow</Link> },
          { path: '/slow', element: <Slow /> },
        ],
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    expect(await screen.findByText('loading next page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slow' })).toBeInTheDocument();
    expect(screen.queryByText('spinner')).not.toBeInTheDocument();

    await act(async () => finish());
    expect(await screen.findByText('slow page')).toBeInTheDocument();
    expect(screen.queryByText('loading next page')).not.toBeInTheDocument();
  });

  it('settles a navigation once the next page is on screen', async () => {
    let finish!: () => void;
    const Slow = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          finish = () => resolve({ default: () => <p>slow page</p> });
        }),
    );
    const events: string[] = [];
    function Start() {
      const navigate = useNavigate();
      const settled = useNavigationSettled();
      const go = async () => {
        await navigate('/slow');
        events.push('navigate returned');
        await settled();
        events.push(
          `settled on ${document.body.textContent?.includes('slow page') ? 'slow' : 'start'}`,
        );
      };
      return (
        <button type="button" onClick={() => void go()}>
          Go
        </button>
      );
    }
    const user = userEvent.setup();
    renderRoutes([
      {
        element: (
          <Suspense fallback={<p>spinner</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: '/', element: <Start /> },
          { path: '/slow', element: <Slow /> },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(events).toEqual(['navigate returned']);
    await act(async () => finish());
    await screen.findByText('slow page');
    await vi.waitFor(() => expect(events).toEqual(['navigate returned', 'settled on slow']));
  });

  it('scrolls to the top on a new page and back to where it was on Back', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const user = userEvent.setup();
    const { router } = renderRoutes([
      { path: '/', element: <Link to="/next">Next</Link> },
      { path: '/next', element: <p>next page</p> },
    ]);
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('next page');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await router.navigate(-1);
    await screen.findByRole('link', { name: 'Next' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
