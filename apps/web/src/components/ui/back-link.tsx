import type { ReactNode } from 'react';

import { ButtonLink } from './button';
import { ArrowLeft } from './icons';

/** The "← Back to …" link above a page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink
      to={to}
      variant="ghost"
      size="sm"
      className="-ml-3 mb-4"
      icon={<ArrowLeft className="size-4" aria-hidden />}
    >
      {children}
    </ButtonLink>
  );
}
