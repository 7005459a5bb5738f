import { paths } from '@/config/paths';

import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { Compass, type LucideIcon } from './icons';

export interface NotFoundProps {
  title: string;
  description: string;
  icon?: LucideIcon;
}

/**
 * The one not-found screen: for an address no page matches and for a page whose project,
 * author or post does not exist (the server answers those with 404 too).
 */
export function NotFound({ title, description, icon = Compass }: NotFoundProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <p className="mb-4 text-center text-sm font-semibold text-indigo-600">404</p>
      <EmptyState
        titleAs="h1"
        icon={icon}
        title={title}
        description={description}
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
