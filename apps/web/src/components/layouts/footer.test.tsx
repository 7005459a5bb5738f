import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildUser } from '@/testing/factories';
import { mockFetch, pending } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/render';

import { Footer } from './footer';

const routes = [{ path: '/', element: <Footer /> }];
const marketplace = () => within(screen.getByRole('navigation', { name: 'Marketplace' }));

describe('Footer', () => {
  it('sends visitors who want to sell to the seller pitch, not to the sign-in page', () => {
    mockFetch();
    renderRoutes(routes);
    expect(marketplace().getByRole('link', { name: 'Sell your code' })).toHaveAttribute(
      'href',
      '/post-projects',
    );
  });

  it('sends signed-in users to their seller dashboard', () => {
    mockFetch({ 'GET /api/auth/profile': pending });
    renderRoutes(routes, { user: buildUser() });
    expect(marketplace().getByRole('link', { name: 'Sell your code' })).toHaveAttribute(
      'href',
      '/seller-dashboard',
    );
  });
});
