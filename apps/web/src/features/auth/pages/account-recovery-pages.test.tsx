import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Component as ForgotPasswordPage } from './forgot-password-page';
import { Component as ResetPasswordPage } from './reset-password-page';
import { Component as VerifyEmailPage } from './verify-email-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/dashboard', element: <p>dashboard page</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.success.mockReset();
});

describe('Forgot password page', { timeout: 20_000 }, () => {
  it('sends the email and shows the server’s confirmation', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/forgot-password': {
        body: { message: 'If an account exists, a link is on its way.' },
      },
    });
    renderRoutes(routes, { url: '/forgot-password' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists, a link is on its way.',
    );
    expect(calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('shows the server’s error (e.g. too many requests)', async () => {
    mockFetch({
      'POST /api/auth/forgot-password': {
        status: 429,
        body: { error: 'Too many attempts. Please try again later.' },
      },
    });
    renderRoutes(routes, { url: '/forgot-password' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });
});

describe('Reset password page', { timeout: 20_000 }, () => {
  it('explains that the link is missing its token', () => {
    mockFetch();
    renderRoutes(routes, { url: '/reset-password' });
    expect(screen.getByText('Reset link is invalid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the passwords, resets with the token and goes to sign in', async () => {
    const { calls } = mockFetch({ 'POST /api/auth/reset-password': { body: { message: 'ok' } } });
    const { router } = renderRoutes(routes, { url: '/reset-password?token=tok-123' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New password'), 'Windy-Valley-99');
    await user.type(screen.getByLabelText('Confirm new password'), 'Windy-Valley-98');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/reset-password')).toBe(false);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Windy-Valley-99');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'tok-123',
      password: 'Windy-Valley-99',
    });
    expect(toast.success).toHaveBeenCalled();
  });

  it('shows the server’s error for a used or expired link', async () => {
    mockFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { error: 'This password reset link is invalid or has expired' },
      },
    });
    renderRoutes(routes, { url: '/reset-password?token=used' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New password'), 'Windy-Valley-99');
    await user.type(screen.getByLabelText('Confirm new password'), 'Windy-Valley-99');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired',
    );
  });
});

describe('Verify email page', { timeout: 20_000 }, () => {
  it('verifies the token once and confirms', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/verify-email': { body: { message: 'Your email address has been verified.' } },
    });
    renderRoutes(routes, { url: '/verify-email?token=abc' });
    expect(await screen.findByText('Your email address has been verified.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls.filter((c) => c.path === '/api/auth/verify-email')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'abc' });
  });

  it('re-reads a signed-in user’s profile after verifying', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/verify-email': { body: { message: 'Your email address has been verified.' } },
      'GET /api/auth/profile': { body: { user: buildUser({ isVerified: true }) } },
    });
    renderRoutes(routes, { url: '/verify-email?token=abc', user: buildUser() });
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/profile')).toBe(true));
  });

  it('shows the server’s error for an invalid link, and a missing token without a call', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { error: 'This verification link is invalid or has expired' },
      },
    });
    const view = renderRoutes(routes, { url: '/verify-email?token=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired',
    );
    view.unmount();
    renderRoutes(routes, { url: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('Verification link is invalid');
    expect(calls).toHaveLength(1);
  });
});
