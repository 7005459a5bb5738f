import type { PaymentAmount, Project } from '@codebazaar/shared';
import { formatUsd, PAYMENT_MESSAGES } from '@codebazaar/shared/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckCircle2, RefreshCw } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paymentKeys } from '@/lib/query-keys';
import { useBilling } from '@/lib/queries/billing';
import { useRefreshAfterLicense } from '@/lib/queries/refresh-after-license';
import { confirmPayment, createPaymentIntent, type CheckoutTerms } from '../api/checkout';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';

import { BillingFields, type CheckoutBilling } from './billing-fields';
import { CardPayment } from './card-payment';
import { CheckoutTermsForm } from './checkout-terms';

export interface CheckoutDialogProps {
  project: Pick<Project, '_id' | 'title'> & {
    license: Pick<Project['license'], 'payWhatYouWant' | 'price' | 'suggestedPrice'>;
  };
  /** Upgrading a free claim of a freemium project to the paid license. */
  upgrade?: boolean;
  onClose: () => void;
}

type Phase = 'pay' | 'finalizing' | 'done';

/**
 * The checkout may no longer be paid: it no longer matches the project, or the buyer opened a
 * newer one (another tab or device). The server canceled the intent.
 */
const STALE_CHECKOUT: readonly string[] = [
  PAYMENT_MESSAGES.priceChanged,
  PAYMENT_MESSAGES.checkoutExpired,
  PAYMENT_MESSAGES.checkoutReplaced,
  PAYMENT_MESSAGES.noLongerForSale,
];

/** The server runs no payment processor (503): nothing to retry, no card form to show. */
const paymentsOff = (err: unknown) =>
  err instanceof ApiError && err.status === 503 && err.message === PAYMENT_MESSAGES.notConfigured;

/**
 * Paid access (docs/product-rules.md#money): create a payment intent (the server sets the amount),
 * take the card (test processor form or Stripe Elements), then confirm the payment with the server,
 * which grants the license; the project is reloaded so the panel shows the repository link.
 */
export default function CheckoutDialog({ project, upgrade, onClose }: CheckoutDialogProps) {
  const refresh = useRefreshAfterLicense();
  const [phase, setPhase] = useState<Phase>('pay');
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState<CheckoutTerms>({});
  // Billing details typed here (else the server uses the profile's): docs/receipts-and-tax.md.
  const [typedBilling, setTypedBilling] = useState<CheckoutBilling | null>(null);
  const billingQuery = useBilling({ fresh: true });
  const billing: CheckoutBilling = typedBilling ?? {
    billingCountry: billingQuery.data?.country ?? undefined,
    vatId: billingQuery.data?.vatId ?? undefined,
  };
  const taxCollected = billingQuery.data?.taxCollected ?? false;
  // With tax the total depends on the country: the checkout waits until there is one.
  const needsCountry = taxCollected && !billing.billingCountry;
  const intentQuery = (t: CheckoutTerms, b: CheckoutBilling | null) => ({
    queryKey: [...paymentKeys.intent(project._id), t, b] as const,
    queryFn: () => createPaymentIntent(project._id, { ...t, ...b }),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  /** New terms or billing details: priced by the server first; the checkout switches only when it accepts. */
  const apply = async (next: CheckoutTerms, nextBilling: CheckoutBilling | null) => {
    try {
      await queryClient.fetchQuery(intentQuery(next, nextBilling));
    } catch (err) {
      return errorMessage(err, CHECKOUT_MESSAGES.initFailed);
    }
    setTerms(next);
    setTypedBilling(nextBilling);
    setError(null);
    setStale(null);
    return null;
  };
  const applyTerms = (next: CheckoutTerms) => apply(next, typedBilling);
  const applyBilling = (next: CheckoutBilling) => apply(terms, next);
  const intent = useQuery({
    ...intentQuery(terms, typedBilling),
    enabled: !billingQuery.isPending && !needsCountry,
    // One intent per opening of the checkout: never cached, refetched or retried behind the
    // buyer's back.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // A stale checkout (new price, expired, replaced, unpublished): say why, reload the project and start a
  // new checkout, so the summary shows what the project costs now.
  const [stale, setStale] = useState<string | null>(null);
  const onError = (message: string | null) => {
    if (message && STALE_CHECKOUT.includes(message)) {
      setStale(message);
      setError(null);
      void refresh(project._id).catch(() => undefined);
      void intent.refetch();
      return;
    }
    if (message === null) setStale(null);
    setError(message);
  };

  const onSucceeded = async (paymentIntentId: string) => {
    setPhase('finalizing');
    setError(null);
    try {
      await confirmPayment(paymentIntentId);
    } catch (err) {
      setPhase('pay');
      onError(errorMessage(err, CHECKOUT_MESSAGES.processingFailed));
      return;
    }
    await refresh(project._id).catch(() => undefined);
    setPhase('done');
  };

  const busy = paying || phase === 'finalizing';
  const title = phase === 'done' ? 'Purchase complete' : upgrade ? 'Upgrade license' : 'Checkout';

  return (
    <Dialog title={title} description={project.title} onClose={onClose} busy={busy}>
      {phase === 'done' ? (
        <PurchaseDone amount={intent.data?.amount} />
      ) : needsCountry ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            Tax depends on where you are billed. Choose your billing country to see the total.
          </p>
          <BillingFields
            billing={billing}
            taxCollected
            busy={false}
            startOpen
            onApply={(next) => {
              // Priced when the checkout opens with it (the intent query below starts then).
              setTypedBilling(next);
              return Promise.resolve(null);
            }}
          />
        </div>
      ) : intent.isPending ? (
        <div className="flex flex-col items-center gap-3 py-10 text-sm text-slate-600">
          <Spinner label="Preparing checkout" />
          Preparing secure checkout…
        </div>
      ) : intent.isError && paymentsOff(intent.error) ? (
        <Alert variant="info" title={PAYMENT_MESSAGES.notConfigured}>
          This server takes no card payments, so this license cannot be bought here right now. No
          payment was taken.
        </Alert>
      ) : intent.isError ? (
        <Alert
          variant="error"
          title={errorMessage(intent.error, CHECKOUT_MESSAGES.initFailed)}
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={intent.isFetching}
              onClick={() => void intent.refetch()}
            >
              Try again
            </Button>
          }
        />
      ) : (
        <div className="space-y-5">
          {stale && (
            <Alert variant="error" title={stale}>
              Nothing was charged. The summary below shows the current price.
            </Alert>
          )}
          <CheckoutTermsForm
            license={project.license}
            amount={intent.data.amount}
            busy={busy}
            onApply={applyTerms}
          />
          <BillingFields
            key={`${billing.billingCountry ?? ''}-${billing.vatId ?? ''}`}
            billing={billing}
            taxCollected={taxCollected}
            busy={busy}
            onApply={applyBilling}
          />
          <OrderSummary amount={intent.data.amount} showTax={taxCollected} />
          {error && (
            <Alert variant="error" title={error}>
              No license was granted. Check the card details and try again.
            </Alert>
          )}
          <CardPayment
            provider={intent.data.provider}
            publishableKey={intent.data.publishableKey}
            clientSecret={intent.data.clientSecret}
            paymentIntentId={intent.data.paymentIntentId}
            total={intent.data.amount.total}
            busy={busy}
            onPayingChange={setPaying}
            onSucceeded={onSucceeded}
            onError={onError}
          />
        </div>
      )}
    </Dialog>
  );
}

/** The breakdown as the server computed it (docs/product-rules.md#money). */
function OrderSummary({ amount, showTax }: { amount: PaymentAmount; showTax: boolean }) {
  return (
    <dl aria-label="Order summary" className="rounded-xl bg-slate-50 px-4 py-1 text-sm">
      {amount.discountCents > 0 && (
        <>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">List price</dt>
            <dd className="text-slate-800 tabular-nums">{formatUsd(amount.listPrice)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">Discount ({amount.discountCode})</dt>
            <dd className="text-emerald-700 tabular-nums">−{formatUsd(amount.discount)}</dd>
          </div>
        </>
      )}
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-slate-600">License price</dt>
        <dd className="text-slate-800 tabular-nums">{formatUsd(amount.price)}</dd>
      </div>
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-slate-600">Marketplace fee</dt>
        <dd className="text-slate-800 tabular-nums">+{formatUsd(amount.fee)}</dd>
      </div>
      {(amount.taxCents > 0 || showTax) && (
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Tax</dt>
          <dd className="text-slate-800 tabular-nums">+{formatUsd(amount.tax)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-slate-200 py-2.5">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="text-base font-bold text-slate-900 tabular-nums">
          {formatUsd(amount.total)}
        </dd>
      </div>
    </dl>
  );
}

/** The license is in the buyer's library: the button opens it there. */
function PurchaseDone({ amount }: { amount?: PaymentAmount }) {
  return (
    <div className="flex flex-col items-center text-center" role="status">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="size-8" aria-hidden />
      </span>
      <p className="mt-4 font-semibold text-slate-900">{PAYMENT_MESSAGES.purchaseComplete}</p>
      {amount && (
        <p className="mt-1 text-sm text-slate-600">
          {formatUsd(amount.total)} charged. The license is now in your dashboard under Purchases.
        </p>
      )}
      <ButtonLink to={paths.dashboardPurchases} className="mt-6 w-full" autoFocus>
        Go to your license
      </ButtonLink>
    </div>
  );
}
