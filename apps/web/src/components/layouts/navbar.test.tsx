import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ProtectedRoute } from '@/app/guards';
import { RootLayout } from '@/app/root-layout';
import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <p>login page</p> },
      {
        element: <ProtectedRoute />,
        children: [{ path: '/profile', element: <p>profile page</p> }],
      },
    ],
  },
];

// Lazy menus load their chunks on first use: a busy machine takes longer than the 1 s default.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(() => vi.unstubAllGlobals());

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navigation bar', { timeout: 20_000 }, () => {
  it('offers Sign in and Get started to visitors, without Dashboard', () => {
    mockFetch();
    renderRoutes(routes);
    expect(within(mainNav()).getByRole('link', { name: 'Find Projects' })).toHaveAttribute(
      'href',
      '/find-projects',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Idea Generator' })).toHaveAttribute(
      'href',
      '/tools/idea-generator',
    );
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('names the signed-in user by display name, else by username', async () => {
    mockFetch({ 'GET /api/auth/profile': pending });
    renderRoutes(routes, {
      user: buildUser({ username: 'ada', profile: { displayName: 'Ada Lovelace', bio: null } }),
    });
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('gives a signed-in user a keyboard-operable account menu', async () => {
    mockFetch({ 'GET /api/auth/profile': pending });
    renderRoutes(routes, { user: buildUser({ username: 'ada' }) });
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    // The account menu's code loads on demand.
    const button = await screen.findByRole('button', { name: /ada/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Profile',
      'Dashboard',
      'Draft Projects',
      'Seller Dashboard',
      'Sign out',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[4]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows Admin Dashboard and the Admin badge to admins only', async () => {
    mockFetch({ 'GET /api/auth/profile': pending });
    renderRoutes(routes, { user: buildUser({ username: 'root', role: 'admin' }) });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await userEvent.click(await screen.findByRole('button', { name: /root/ }));
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('signs out through the menu and goes home, even from a signed-in-only page', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/profile': pending,
      'POST /api/auth/logout': { body: { ok: true } },
    });
    const { router } = renderRoutes(routes, {
      url: '/profile',
      user: buildUser({ username: 'ada' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /ada/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((c) => c.path === '/api/auth/logout')).toBe(true);
    expect(localStorage.getItem('codebazaar_token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get started' })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu with Escape', async () => {
    mockFetch();
    renderRoutes(routes);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    within(mobile).getByRole('link', { name: 'Blog' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('links a signed-in user to the cart with its count; a visitor has no cart link', async () => {
    mockFetch({
      'GET /api/auth/profile': pending,
      'GET /api/cart': { body: { items: [], count: 3, subtotal: 0, currency: 'USD' } },
    });
    const view = renderRoutes(routes, { user: buildUser({ username: 'ada' }) });
    const link = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/cart');
    view.unmount();
    localStorage.clear();

    mockFetch();
    renderRoutes(routes);
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });
});
