import { ORDER_MESSAGES, RELEASE_MESSAGES, type PurchasedLicense } from '@codebazaar/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarCheck, PackageCheck, RefreshCw, ShoppingCart } from '@/components/ui/icons';
import { NotFound } from '@/components/ui/not-found';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useBilling } from '@/lib/queries/billing';
import { getCartQueryOptions } from '@/lib/queries/cart';
import { getDashboardQueryOptions } from '@/lib/queries/dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getBundleQueryOptions } from '../api/order-checkout';
import { BundleItems, CartItems } from '../components/checkout-items';
import { OrderCheckout } from '../components/order-checkout';
import { RenewalItems } from '../components/renewal-items';

/**
 * /checkout: pay for the cart in one payment; /checkout?bundle=<id>: pay for a bundle (the
 * projects the buyer does not hold yet); /checkout?renew=<licenseId>: renew a license's updates.
 */
export function Component() {
  const [params] = useSearchParams();
  const bundleId = params.get('bundle') ?? undefined;
  const renewId = bundleId ? undefined : (params.get('renew') ?? undefined);
  useDocumentTitle('Checkout');
  const billing = useBilling({ fresh: true });
  const { user } = useAuth();
  const cart = useQuery({
    ...getCartQueryOptions(user?.id ?? ''),
    staleTime: 0,
    enabled: !bundleId && !renewId && !!user,
  });
  const bundle = useQuery({ ...getBundleQueryOptions(bundleId ?? ''), enabled: !!bundleId });
  // A renewal reads the license from the buyer's library.
  const library = useQuery({ ...getDashboardQueryOptions(), enabled: !!renewId });
  const source = bundleId ? bundle : renewId ? library : cart;

  if (billing.isPending || source.isPending) {
    return (
      <Shell>
        <div className="flex flex-col items-center gap-3 py-16 text-sm text-slate-600">
          <Spinner label="Loading checkout" />
          Loading your checkout…
        </div>
      </Shell>
    );
  }
  if (bundleId && bundle.error instanceof ApiError && bundle.error.status === 404) {
    return (
      <NotFound
        title="Bundle not found"
        description={errorMessage(bundle.error, 'There is no bundle at this address.')}
      />
    );
  }
  const failed = source.isError ? source : billing.isError ? billing : null;
  if (failed || !billing.data) {
    return (
      <Shell>
        <Alert
          variant="error"
          title={errorMessage(failed?.error, 'The checkout could not be loaded')}
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={source.isFetching || billing.isFetching}
              onClick={() => {
                void source.refetch();
                void billing.refetch();
              }}
            >
              Try again
            </Button>
          }
        />
      </Shell>
    );
  }
  const billingDetails = {
    country: billing.data.country,
    vatId: billing.data.vatId,
    taxCollected: billing.data.taxCollected,
  };

  if (bundleId && bundle.data) {
    const { bundle: b, forViewer } = bundle.data;
    const allHeld = !!forViewer && b.projects.every((p) => forViewer.heldProjectIds.includes(p.id));
    if (allHeld) {
      return (
        <Shell>
          <EmptyState
            icon={PackageCheck}
            title={ORDER_MESSAGES.bundleAllHeld}
            description="Every project of this bundle is already in your library."
            action={<ButtonLink to={paths.dashboardPurchases}>Go to your library</ButtonLink>}
          />
        </Shell>
      );
    }
    return (
      <Shell
        description={`Bundle: ${b.title}`}
        back={{ to: paths.bundle(b.id), label: 'Back to the bundle' }}
      >
        <OrderCheckout
          bundleId={b.id}
          summary={<BundleItems {...bundle.data} />}
          blocked={false}
          billing={billingDetails}
        />
      </Shell>
    );
  }

  if (renewId && library.data) {
    const purchase = library.data.purchasedLicenses.find((p) => p.licenseId === renewId);
    return <Renewal purchase={purchase} billing={billingDetails} />;
  }

  if (!cart.data) return null;
  if (cart.data.items.length === 0) {
    return (
      <Shell>
        <EmptyState
          icon={ShoppingCart}
          title={ORDER_MESSAGES.nothingToBuy}
          description="Add projects to your cart from their pages, then pay for them all at once."
          action={<ButtonLink to={paths.findProjects}>Browse projects</ButtonLink>}
        />
      </Shell>
    );
  }
  const available = cart.data.items.filter((i) => i.available).length;
  return (
    <Shell
      description={`${available} ${available === 1 ? 'project' : 'projects'} from your cart, paid at once.`}
      back={{ to: paths.cart, label: 'Back to the cart' }}
    >
      {available === 0 && (
        <Alert
          variant="error"
          title="Nothing in your cart can be bought right now"
          className="mb-6"
        >
          Remove these projects from your cart, or add others.
        </Alert>
      )}
      <OrderCheckout
        summary={<CartItems cart={cart.data} />}
        blocked={available === 0}
        billing={billingDetails}
      />
    </Shell>
  );
}

/** /checkout?renew=<licenseId>: one line, the renewal of the license's updates. */
function Renewal({
  purchase,
  billing,
}: {
  purchase: PurchasedLicense | undefined;
  billing: { country: string | null; vatId: string | null; taxCollected: boolean };
}) {
  if (!purchase) {
    return (
      <NotFound
        title={RELEASE_MESSAGES.renewalNotFound}
        description="There is no license of yours at this address."
      />
    );
  }
  const refusal =
    purchase.licenseStatus !== 'active'
      ? RELEASE_MESSAGES.renewalNotActive
      : !purchase.updates || purchase.updates.updatesUntil === null
        ? RELEASE_MESSAGES.renewalLifetime
        : null;
  if (refusal) {
    return (
      <Shell>
        <EmptyState
          icon={CalendarCheck}
          title={refusal}
          action={<ButtonLink to={paths.dashboardPurchases}>Go to your library</ButtonLink>}
        />
      </Shell>
    );
  }
  return (
    <Shell
      description={`Renew updates for ${purchase.title}`}
      back={{ to: paths.dashboardPurchases, label: 'Back to your library' }}
    >
      <OrderCheckout
        items={[{ renewalOf: purchase.licenseId }]}
        summary={<RenewalItems purchase={purchase} />}
        blocked={false}
        billing={billing}
      />
    </Shell>
  );
}

function Shell({
  description,
  back,
  children,
}: {
  description?: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      {back && <BackLink to={back.to}>{back.label}</BackLink>}
      <PageHeader title="Checkout" description={description} className="mb-6" />
      {children}
    </div>
  );
}
