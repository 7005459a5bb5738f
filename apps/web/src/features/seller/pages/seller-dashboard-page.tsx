import type { ConnectAccountStatus } from '@codebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Clock, FlaskConical, Plus, RefreshCw, ShieldCheck } from '@/components/ui/icons';
import { SellerBundles } from '@/features/bundles';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useDashboard } from '@/lib/queries/dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  getConnectAccountStatusQueryOptions,
  useConnectAccountStatus,
  useSellerEarnings,
} from '../api/payments-account';
import { BalancePanel } from '../components/balance-panel';
import { DiscountCodes } from '../components/discount-codes';
import { EarningsCards } from '../components/earnings-cards';
import { LicenseKeysManager } from '../components/license-keys-manager';
import { MonthlyRevenueChart } from '../components/monthly-revenue-chart';
import { PaymentSetupCard } from '../components/payment-setup-card';
import { PayoutInfo } from '../components/payout-info';
import { RecentSalesTable } from '../components/recent-sales-table';
import { RefundRequests } from '../components/refund-requests';
import { SELLER_MESSAGES } from '../lib/seller-messages';

/** /seller-dashboard: payment setup, or earnings and recent sales once the account exists. */
export function Component() {
  useDocumentTitle('Seller Dashboard');
  const status = useConnectAccountStatus();
  useOnboardingReturn();

  const header = (
    <PageHeader
      title="Seller Dashboard"
      description="Your earnings, your sales and the account your payouts go to."
      actions={
        <>
          {status.data && <AccountBadges status={status.data} />}
          <ButtonLink
            to={paths.postProjects}
            variant="outline"
            icon={<Plus className="size-4" aria-hidden />}
          >
            Post a project
          </ButtonLink>
        </>
      }
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {header}
      {status.isPending ? (
        <PageSpinner label="Checking payment account" />
      ) : status.isError ? (
        <Alert
          variant="error"
          title={SELLER_MESSAGES.statusFailed}
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={status.isFetching}
              onClick={() => void status.refetch()}
            >
              Try again
            </Button>
          }
        />
      ) : !status.data.hasAccount ? (
        <PaymentSetupCard mode="new" provider={status.data.provider} />
      ) : (
        <div className="space-y-8">
          {!status.data.detailsSubmitted ? (
            <PaymentSetupCard mode="incomplete" provider={status.data.provider} />
          ) : (
            !status.data.chargesEnabled && (
              <Alert variant="info" title="Your payment account is being reviewed">
                The payment provider has your details and is still verifying them. Buyers can
                purchase your paid projects as soon as charges are enabled.
              </Alert>
            )
          )}
          <Earnings provider={status.data.provider} />
        </div>
      )}
      <ProjectTools />
    </div>
  );
}

/**
 * Bundles and license keys of the seller's published projects (hidden until there is a
 * project); they need no payment account to be set up.
 */
function ProjectTools() {
  const dashboard = useDashboard();
  if (!dashboard.data || dashboard.data.publishedProjects.length === 0) return null;
  return (
    <div className="mt-8 space-y-8">
      <SellerBundles />
      <LicenseKeysManager projects={dashboard.data.publishedProjects} />
    </div>
  );
}

function AccountBadges({ status }: { status: ConnectAccountStatus }) {
  const complete = status.hasAccount && status.detailsSubmitted && status.chargesEnabled;
  return (
    <div className="flex flex-wrap items-center gap-2 self-center">
      {status.provider === 'test' && (
        <Badge variant="warning">
          <FlaskConical className="size-3.5" aria-hidden />
          Test mode
        </Badge>
      )}
      {complete ? (
        <Badge variant="success">
          <ShieldCheck className="size-3.5" aria-hidden />
          Payments active
        </Badge>
      ) : (
        status.hasAccount && (
          <Badge variant="neutral">
            <Clock className="size-3.5" aria-hidden />
            Setup pending
          </Badge>
        )
      )}
    </div>
  );
}

function Earnings({ provider }: { provider: ConnectAccountStatus['provider'] }) {
  const earnings = useSellerEarnings(true);
  if (earnings.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading earnings" />
      </div>
    );
  }
  if (earnings.isError) {
    return (
      <Alert
        variant="error"
        title={SELLER_MESSAGES.earningsFailed}
        action={
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden />}
            loading={earnings.isFetching}
            onClick={() => void earnings.refetch()}
          >
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <>
      <EarningsCards earnings={earnings.data} />
      <BalancePanel />
      <MonthlyRevenueChart months={earnings.data.monthlyRevenue} />
      <RefundRequests />
      <RecentSalesTable sales={earnings.data.recentSales} />
      <DiscountCodes />
      <PayoutInfo provider={provider} />
    </>
  );
}

/**
 * Back from the provider's onboarding (?onboarding=return, or =refresh when the link expired):
 * read the account status again, say how it went, and clean the URL.
 */
function useOnboardingReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const onboarding = params.get('onboarding');
  useEffect(() => {
    if (!onboarding || handled.current) return;
    handled.current = true;
    const next = new URLSearchParams(params);
    next.delete('onboarding');
    setParams(next, { replace: true });
    if (onboarding === 'refresh') {
      notify('info', SELLER_MESSAGES.onboardingExpired);
      return;
    }
    void queryClient
      .fetchQuery({ ...getConnectAccountStatusQueryOptions(), staleTime: 0 })
      .then((s) =>
        s.detailsSubmitted && s.chargesEnabled
          ? notify('success', SELLER_MESSAGES.onboardingComplete)
          : notify('info', SELLER_MESSAGES.onboardingPending),
      )
      .catch(() => undefined);
  }, [onboarding, params, setParams, queryClient]);
}
