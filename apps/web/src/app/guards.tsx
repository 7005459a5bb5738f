import { Navigate, Outlet, useLocation } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * Route guard: spinner while loading, signed-out visitors go to /login (origin kept)
 * (docs/product-rules.md#screens-and-routes).
 */
export function ProtectedRoute() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}

/** Admin routes: signed out -> /login, signed in without the admin role -> /dashboard. */
export function AdminRoute() {
  const { user, isAdmin, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (!isAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
