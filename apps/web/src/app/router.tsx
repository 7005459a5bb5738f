import { lazy, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';

import { paths } from '@/config/paths';

import { AdminRoute, ProtectedRoute } from './guards';
import { RootLayout } from './root-layout';
import { RootErrorBoundary } from './route-error';

/** A page chunk, loaded on first visit: the module exports the page as `Component`. */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

/**
 * The route table. Each page is its own chunk (see `page`); the root layout's
 * Suspense shows a spinner while the first page loads, later navigations keep the current page
 * until the next one is ready (see lib/navigation.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RootErrorBoundary>
        <RootLayout />
      </RootErrorBoundary>
    ),
    children: [
      { index: true, Component: page(() => import('@/features/home/pages/home-page')) },
      {
        path: 'find-projects',
        Component: page(() => import('@/features/projects/pages/find-projects-page')),
      },
      {
        path: 'post-projects',
        Component: page(() => import('@/features/projects/pages/post-project-page')),
      },
      {
        path: 'project/:id',
        Component: page(() => import('@/features/projects/pages/project-detail-page')),
      },
      // A project's releases for everyone; the server renders the same page and its Atom feed.
      {
        path: 'project/:id/changelog',
        Component: page(() => import('@/features/releases/pages/changelog-page')),
      },
      {
        path: 'bundle/:id',
        Component: page(() => import('@/features/bundles/pages/bundle-page')),
      },
      { path: 'author/:id', Component: page(() => import('@/features/authors/pages/author-page')) },
      {
        path: 'tools/idea-generator',
        Component: page(() => import('@/features/ideas/pages/idea-generator-page')),
      },
      { path: 'blog', Component: page(() => import('@/features/blog/pages/blog-list-page')) },
      { path: 'blog/:slug', Component: page(() => import('@/features/blog/pages/blog-post-page')) },
      { path: 'tutorials', Component: page(() => import('@/features/blog/pages/tutorials-page')) },
      {
        path: 'developers/license-keys',
        Component: page(() => import('@/features/static/pages/license-keys-docs-page')),
      },
      {
        path: 'developers/webhooks',
        Component: page(() => import('@/features/static/pages/webhooks-docs-page')),
      },
      // The legal and contact pages share one page component, which reads its slug from the path.
      { path: 'terms', Component: page(() => import('@/features/legal/pages/legal-page')) },
      { path: 'privacy', Component: page(() => import('@/features/legal/pages/legal-page')) },
      { path: 'refund-policy', Component: page(() => import('@/features/legal/pages/legal-page')) },
      { path: 'contact', Component: page(() => import('@/features/legal/pages/legal-page')) },
      { path: 'login', Component: page(() => import('@/features/auth/pages/login-page')) },
      { path: 'register', Component: page(() => import('@/features/auth/pages/register-page')) },
      {
        path: 'forgot-password',
        Component: page(() => import('@/features/auth/pages/forgot-password-page')),
      },
      {
        path: 'reset-password',
        Component: page(() => import('@/features/auth/pages/reset-password-page')),
      },
      {
        path: 'verify-email',
        Component: page(() => import('@/features/auth/pages/verify-email-page')),
      },
      {
        path: 'auth/success',
        Component: page(() => import('@/features/auth/pages/auth-success-page')),
      },
      {
        path: 'auth/github/callback',
        Component: page(() => import('@/features/auth/pages/github-callback-page')),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: 'edit-project/:id',
            Component: page(() => import('@/features/projects/pages/post-project-page')),
          },
          {
            path: 'dashboard',
            Component: page(() => import('@/features/dashboard/pages/dashboard-page')),
          },
          { path: 'cart', Component: page(() => import('@/features/cart/pages/cart-page')) },
          {
            path: 'receipts/:id',
            Component: page(() => import('@/features/purchases/pages/receipt-page')),
          },
          // Paying for several things at once (the cart, a bundle) and the orders it makes.
          {
            path: 'checkout',
            Component: page(() => import('@/features/checkout/pages/checkout-page')),
          },
          {
            path: 'orders',
            Component: page(() => import('@/features/purchases/pages/orders-page')),
          },
          {
            path: 'orders/:id',
            Component: page(() => import('@/features/purchases/pages/order-page')),
          },
          {
            path: 'orders/:id/receipt',
            Component: page(() => import('@/features/purchases/pages/order-receipt-page')),
          },
          {
            path: 'seller-dashboard',
            Component: page(() => import('@/features/seller/pages/seller-dashboard-page')),
          },
          {
            path: 'seller-dashboard/onboarding',
            Component: page(() => import('@/features/seller/pages/seller-onboarding-page')),
          },
          // Projects are posted from /post-projects; the old upload address leads there.
          { path: 'upload', element: <Navigate to={paths.postProjects} replace /> },
          {
            path: 'profile',
            Component: page(() => import('@/features/profile/pages/profile-page')),
          },
          {
            path: 'drafts',
            Component: page(() => import('@/features/projects/pages/drafts-page')),
          },
          {
            path: 'github-access',
            Component: page(() => import('@/features/github/pages/github-access-page')),
          },
        ],
      },
      {
        element: <AdminRoute />,
        children: [
          { path: 'admin', Component: page(() => import('@/features/admin/pages/admin-page')) },
          {
            path: 'admin/settings',
            Component: page(() => import('@/features/admin/pages/admin-settings-page')),
          },
          {
            path: 'admin/legal',
            Component: page(() => import('@/features/legal/pages/admin-legal-page')),
          },
          {
            path: 'admin/blog',
            Component: page(() => import('@/features/blog/pages/admin-blog-list-page')),
          },
          {
            path: 'admin/blog/new',
            Component: page(() => import('@/features/blog/pages/admin-blog-editor-page')),
          },
          {
            path: 'admin/blog/edit/:id',
            Component: page(() => import('@/features/blog/pages/admin-blog-editor-page')),
          },
        ],
      },
      { path: '*', Component: page(() => import('@/features/static/pages/not-found-page')) },
    ],
  },
];

/** The first segment of a path, as React Router compares it: decoded, in any case. */
function firstSegment(path: string): string {
  const segment = path.replace(/^\/+/, '').split('/')[0]!;
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** A first segment that is not a fixed word: a parameter, a splat or an optional segment. */
const isVariable = (segment: string) => /[:*?]/.test(segment);

/** A route's whole path: its parent's, and its own segments if it has any. */
const fullPath = (route: RouteObject, parentPath: string) =>
  route.path === undefined ? parentPath : `${parentPath}/${route.path}`;

/**
 * The route tree without the branches that cannot match a path starting with `segment` (their
 * first segment is another fixed word), or null when nothing is left. A layout route without a
 * path stays when one of its children does.
 */
function pruned(route: RouteObject, segment: string, parentPath: string): RouteObject | null {
  const path = fullPath(route, parentPath);
  const first = firstSegment(path);
  if (route.children) {
    const children = route.children
      .map((child) => pruned(child, segment, path))
      .filter((child): child is RouteObject => child !== null);
    return children.length > 0 ? { ...route, children } : null;
  }
  if (route.index) return first === segment ? route : null;
  return first === '' || isVariable(first) || first === segment ? route : null;
}

const fixedSegments = new Set<string>();
(function collect(list: RouteObject[], parentPath: string) {
  for (const route of list) {
    const path = fullPath(route, parentPath);
    const first = firstSegment(path);
    if (first && !isVariable(first)) fixedSegments.add(first);
    if (route.children) collect(route.children, path);
  }
})(routes, '');

const routesBySegment = new Map<string, RouteObject[]>();

/**
 * The part of `routes` that can match `pathname`: React Router flattens and ranks the whole table
 * each time it matches a location (a tenth of a server-rendered project page's CPU), and a table
 * holding only the branches of the path's first segment matches the same route for a fraction
 * of that. One table per fixed first segment, one for "/", and one ("*", which no fixed
 * segment is) for every other path.
 */
export function routesFor(pathname: string): RouteObject[] {
  const first = firstSegment(pathname);
  const key = first === '' || fixedSegments.has(first) ? first : '*';
  let table = routesBySegment.get(key);
  if (!table) {
    table = routes
      .map((route) => pruned(route, key, ''))
      .filter((route): route is RouteObject => route !== null);
    routesBySegment.set(key, table);
  }
  return table;
}

/** The routes of `routes` for the current location. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(routesFor(pathname));
}
