import type { Project } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Gift, ShoppingCart } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { preloadCheckout } from '@/features/checkout';
import { errorMessage } from '@/lib/api-client';
import { useRefreshAfterLicense } from '@/lib/queries/refresh-after-license';

import { useClaimFree } from '../api/claim-free';
import { CLAIM_MESSAGES, isAlreadyHaveAccess } from '../lib/claim-messages';

/**
 * Free access: claim, then reload the project so the panel shows the repository. An
 * "already have access" answer reloads without an error (docs/product-rules.md#texts).
 */
export function ClaimFreeAccess({ project, secondary }: { project: Project; secondary: boolean }) {
  const claim = useClaimFree();
  const refresh = useRefreshAfterLicense();
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const onClaim = () => {
    setError(null);
    claim.mutate(project._id, {
      onSuccess: (res) => {
        notify('success', res.message);
        setRefreshing(true);
        void refresh(project._id).finally(() => setRefreshing(false));
      },
      onError: (err) => {
        if (isAlreadyHaveAccess(err.message)) {
          setRefreshing(true);
          void refresh(project._id).finally(() => setRefreshing(false));
          return;
        }
        setError(errorMessage(err, CLAIM_MESSAGES.claimFailed));
      },
    });
  };

  return (
    <div className="space-y-2">
      <Button
        className="w-full"
        variant={secondary ? 'outline' : 'primary'}
        icon={<Gift className="size-4" aria-hidden />}
        loading={claim.isPending || refreshing}
        onClick={onClaim}
        aria-describedby={error ? 'claim-error' : undefined}
      >
        Get free access
      </Button>
      {error && (
        <p id="claim-error" role="alert" className="text-center text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Paid access: the Purchase (or Upgrade) button; it opens the checkout dialog
 * (docs/product-rules.md#money).
 */
export function PurchaseButton({
  project,
  upgrade,
  onClick,
}: {
  project: Project;
  upgrade?: boolean;
  onClick: () => void;
}) {
  const { customerPrice, payWhatYouWant } = project.license;
  const label = payWhatYouWant
    ? upgrade
      ? 'Upgrade: choose your price'
      : 'Choose your price'
    : upgrade
      ? customerPrice !== null
        ? `Upgrade for ${formatUsd(customerPrice)}`
        : 'Upgrade to Premium'
      : customerPrice !== null
        ? `Purchase for ${formatUsd(customerPrice)}`
        : 'Purchase license';
  return (
    <Button
      className="w-full"
      icon={<ShoppingCart className="size-4" aria-hidden />}
      onClick={onClick}
      // Start fetching the checkout chunk as soon as the buyer shows intent.
      onPointerEnter={() => void preloadCheckout()}
      onFocus={() => void preloadCheckout()}
      aria-haspopup="dialog"
    >
      {label}
    </Button>
  );
}
