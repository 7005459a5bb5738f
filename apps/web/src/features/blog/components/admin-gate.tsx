import { type ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ShieldAlert } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Admin pages check admin status themselves too (docs/product-rules.md#screens-and-routes). */
export function AdminGate({ children }: { children: ReactNode }) {
  const { isAdmin, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!isAdmin) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <EmptyState
          icon={ShieldAlert}
          title="Access Denied"
          description="You don't have permission to access this page."
          action={<ButtonLink to={paths.dashboard}>Go to dashboard</ButtonLink>}
        />
      </div>
    );
  }
  return children;
}
