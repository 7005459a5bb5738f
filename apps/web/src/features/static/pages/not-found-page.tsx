import { Compass } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <p className="mb-4 text-center text-sm font-semibold text-indigo-600">404</p>
      <EmptyState
        titleAs="h1"
        icon={Compass}
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <>
            <ButtonLink to={paths.home}>Go to home page</ButtonLink>
            <ButtonLink to={paths.findProjects} variant="outline">
              Browse projects
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
