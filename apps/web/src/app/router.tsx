import { createBrowserRouter, type RouteObject } from 'react-router';

import { LoadingShell } from '@/components/layouts/loading-shell';

import { AdminRoute, ProtectedRoute } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The route table of spec §2. Each page is its own chunk: a page module exports
 * `Component` (and optionally `loader`), loaded on first visit.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown on the very first load while the first page's chunk arrives.
    hydrateFallbackElement: <LoadingShell />,
    children: [
      { index: true, lazy: () => import('@/features/home/pages/home-page') },
      { path: 'find-projects', lazy: () => import('@/features/projects/pages/find-projects-page') },
      { path: 'post-projects', lazy: () => import('@/features/projects/pages/post-project-page') },
      { path: 'project/:id', lazy: () => import('@/features/projects/pages/project-detail-page') },
      { path: 'author/:id', lazy: () => import('@/features/authors/pages/author-page') },
      {
        path: 'tools/idea-generator',
        lazy: () => import('@/features/ideas/pages/idea-generator-page'),
      },
      { path: 'blog', lazy: () => import('@/features/blog/pages/blog-list-page') },
      { path: 'blog/:slug', lazy: () => import('@/features/blog/pages/blog-post-page') },
      { path: 'tutorials', lazy: () => import('@/features/blog/pages/tutorials-page') },
      { path: 'login', lazy: () => import('@/features/auth/pages/login-page') },
      { path: 'register', lazy: () => import('@/features/auth/pages/register-page') },
      { path: 'forgot-password', lazy: () => import('@/features/auth/pages/forgot-password-page') },
      { path: 'reset-password', lazy: () => import('@/features/auth/pages/reset-password-page') },
      { path: 'verify-email', lazy: () => import('@/features/auth/pages/verify-email-page') },
      { path: 'auth/success', lazy: () => import('@/features/auth/pages/auth-success-page') },
      {
        path: 'auth/github/callback',
        lazy: () => import('@/features/auth/pages/github-callback-page'),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: 'edit-project/:id',
            lazy: () => import('@/features/projects/pages/post-project-page'),
          },
          { path: 'dashboard', lazy: () => import('@/features/dashboard/pages/dashboard-page') },
          {
            path: 'seller-dashboard',
            lazy: () => import('@/features/dashboard/pages/seller-dashboard-page'),
          },
          {
            path: 'seller-dashboard/onboarding',
            lazy: () => import('@/features/dashboard/pages/seller-onboarding-page'),
          },
          { path: 'upload', lazy: () => import('@/features/static/pages/upload-page') },
          { path: 'profile', lazy: () => import('@/features/profile/pages/profile-page') },
          { path: 'drafts', lazy: () => import('@/features/projects/pages/drafts-page') },
          {
            path: 'github-access',
            lazy: () => import('@/features/github/pages/github-access-page'),
          },
        ],
      },
      {
        element: <AdminRoute />,
        children: [
          { path: 'admin', lazy: () => import('@/features/static/pages/admin-page') },
          { path: 'admin/blog', lazy: () => import('@/features/blog/pages/admin-blog-list-page') },
          {
            path: 'admin/blog/new',
            lazy: () => import('@/features/blog/pages/admin-blog-editor-page'),
          },
          {
            path: 'admin/blog/edit/:id',
            lazy: () => import('@/features/blog/pages/admin-blog-editor-page'),
          },
        ],
      },
      { path: '*', lazy: () => import('@/features/static/pages/not-found-page') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
