import { formatUsd } from '@codebazaar/shared/rules';
import { useState } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { CalendarClock, RefreshCcw } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { updatesTerm } from '@/lib/updates-term';

/**
 * The holder's term of updates on the project page (docs/product-rules.md#updates): until when
 * new releases are included, or for life; once it has ended, the way to renew it.
 */
export function UpdatesTerm({
  licenseId,
  updatesUntil,
  renewalPrice,
}: {
  licenseId: string;
  updatesUntil: string | null;
  /** The renewal price in dollars (the project's price when none is set); null when hidden. */
  renewalPrice: number | null;
}) {
  const [openedAt] = useState(() => Date.now());
  const term = updatesTerm(updatesUntil, openedAt);
  return (
    <div className="space-y-2 text-sm" data-testid="updates-term">
      <p
        className={
          'flex items-center gap-2 ' +
          (term.state === 'ended' ? 'font-medium text-amber-800' : 'text-slate-700')
        }
      >
        <CalendarClock className="size-4 shrink-0" aria-hidden />
        {term.text}
      </p>
      {term.state === 'ended' && (
        <ButtonLink
          to={paths.renewCheckout(licenseId)}
          variant="secondary"
          size="sm"
          className="w-full"
          icon={<RefreshCcw className="size-4" aria-hidden />}
        >
          {renewalPrice !== null ? `Renew for ${formatUsd(renewalPrice)}` : 'Renew updates'}
        </ButtonLink>
      )}
    </div>
  );
}
