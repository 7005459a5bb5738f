import { Outlet } from 'react-router';

export function ProtectedRoute() {
  return <Outlet />;
}

export function AdminRoute() {
  return <Outlet />;
}
