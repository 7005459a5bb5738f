import type { CreateCheckoutInput, CreateCheckoutResponse } from '@codebazaar/shared';
import { ORDER_MESSAGES } from '@codebazaar/shared';
import { PAYMENT_MESSAGES, RECEIPT_MESSAGES } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pencil, RefreshCw } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRefreshAfterOrder } from '@/lib/queries/orders';

import { confirmCheckout, createCheckout } from '../api/order-checkout';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';

import { CardPayment } from './card-payment';
import {
  CheckoutDetailsForm,
  checkoutDetailsSchema,
  type CheckoutDetails,
  type CheckoutDetailsValues,
} from './checkout-details-form';
import { CheckoutLines } from './checkout-lines';

/** Card errors that mean this checkout can no longer be paid: price it again. */
const STALE_CHECKOUT: readonly string[] = [
  PAYMENT_MESSAGES.priceChanged,
  PAYMENT_MESSAGES.checkoutExpired,
  PAYMENT_MESSAGES.checkoutReplaced,
  PAYMENT_MESSAGES.noLongerForSale,
  PAYMENT_MESSAGES.paymentClosed,
];

const startFailed = 'The checkout could not be started. Try again.';

export interface OrderCheckoutProps {
  /** Pay for this bundle; without it (and without `items`), the cart. */
  bundleId?: string;
  /** Pay for these lines (a renewal of a license's updates); without them, the cart. */
  items?: CreateCheckoutInput['items'];
  /** What the buyer is about to pay for (the cart's items or the bundle's projects). */
  summary: ReactNode;
  /** Nothing can be bought: Continue stays off. */
  blocked: boolean;
  /** The buyer's saved billing details, the form's starting values. */
  billing: { country: string | null; vatId: string | null; taxCollected: boolean };
}

/**
 * The checkout of several lines, paid once (docs/product-rules.md#carts-orders-and-bundles):
 * the details (codes, billing, consent) → POST /checkout prices every line → the card (test
 * processor or Stripe, the same step as a single project's checkout) → POST
 * /checkout/{id}/confirm makes the order → its page.
 */
export function OrderCheckout({ bundleId, items, summary, blocked, billing }: OrderCheckoutProps) {
  const navigate = useNavigate();
  const refreshAfterOrder = useRefreshAfterOrder();
  const form = useForm<CheckoutDetailsValues, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema(billing.taxCollected)),
    defaultValues: {
      billingCountry: billing.country ?? '',
      vatId: billing.vatId ?? '',
      discountCodes: [],
      code: '',
      consent: false,
    },
    reValidateMode: 'onSubmit',
  });
  const [detailsError, setDetailsError] = useState<{ message: string; hint?: ReactNode } | null>(
    null,
  );
  const [checkout, setCheckout] = useState<CreateCheckoutResponse | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  // The card was charged but the order is not confirmed yet: retry the (idempotent) confirm.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const payHeading = useRef<HTMLHeadingElement>(null);

  const onContinue = async (details: CheckoutDetails) => {
    setDetailsError(null);
    try {
      const res = await createCheckout({
        ...(bundleId ? { bundleId } : {}),
        ...(items ? { items } : {}),
        discountCodes: details.discountCodes?.length ? details.discountCodes : undefined,
        billingCountry: details.billingCountry || undefined,
        vatId: details.vatId ?? undefined,
        consentToImmediateDelivery: details.consentToImmediateDelivery,
      });
      setCheckout(res);
      setPayError(null);
      // The next step replaces the form: keyboard and screen reader users start at its heading.
      requestAnimationFrame(() => payHeading.current?.focus());
    } catch (err) {
      if (err instanceof ApiError && err.status === 503) {
        return setDetailsError({
          message: PAYMENT_MESSAGES.notConfigured,
          hint: 'This server takes no card payments right now. No payment was taken.',
        });
      }
      const message = errorMessage(err, startFailed);
      // The server's texts that belong to a field show under it; the rest above the button.
      if (message === ORDER_MESSAGES.consentRequired) form.setError('consent', { message });
      else if (
        message === RECEIPT_MESSAGES.countryRequired ||
        message === RECEIPT_MESSAGES.countryInvalid ||
        message === RECEIPT_MESSAGES.taxLocationInvalid
      ) {
        form.setError('billingCountry', { message });
      } else if (message === RECEIPT_MESSAGES.vatIdInvalid) form.setError('vatId', { message });
      else {
        // A project of the cart that cannot be bought (held, own, free, not for sale): the cart
        // is where to take it out.
        const inCart = !bundleId && !items && err instanceof ApiError && err.status < 500;
        setDetailsError({
          message,
          hint: inCart ? (
            <Link to={paths.cart} className="font-medium underline underline-offset-2">
              Review your cart
            </Link>
          ) : undefined,
        });
      }
    }
  };

  const confirm = async (checkoutId: string) => {
    setConfirming(true);
    try {
      const { order } = await confirmCheckout(checkoutId);
      refreshAfterOrder(order);
      await navigate(paths.order(order.id), { replace: true, state: { paid: true } });
    } catch (err) {
      setUnconfirmed(errorMessage(err, CHECKOUT_MESSAGES.processingFailed));
      setConfirming(false);
    }
  };

  const onCardError = (message: string | null) => {
    if (message && STALE_CHECKOUT.includes(message)) {
      // Nothing was charged: back to the details, priced again on Continue.
      setCheckout(null);
      setDetailsError({ message, hint: 'Nothing was charged. Continue to price it again.' });
      return;
    }
    setPayError(message);
  };

  const busy = paying || confirming;

  if (!checkout) {
    return (
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>What you are buying</CardTitle>
          </CardHeader>
          <CardContent>{summary}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Discounts and billing</CardTitle>
          </CardHeader>
          <CardContent>
            <CheckoutDetailsForm
              form={form}
              taxCollected={billing.taxCollected}
              blocked={blocked}
              error={detailsError}
              onSubmit={onContinue}
            />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex items-center justify-between gap-3">
          <CardTitle>
            <span ref={payHeading} tabIndex={-1} className="outline-none">
              Your order
            </span>
          </CardTitle>
          <Button
            variant="ghost"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden />}
            disabled={busy || unconfirmed !== null}
            onClick={() => setCheckout(null)}
          >
            Change details
          </Button>
        </CardHeader>
        <CardContent>
          <CheckoutLines checkout={checkout} showTax={billing.taxCollected} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Payment</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {unconfirmed !== null ? (
            <Alert
              variant="error"
              title="Your payment went through, but the order is not confirmed yet"
              action={
                <Button
                  variant="outline"
                  size="sm"
                  icon={<RefreshCw className="size-4" aria-hidden />}
                  loading={confirming}
                  onClick={() => void confirm(checkout.checkoutId)}
                >
                  Try again
                </Button>
              }
            >
              {unconfirmed} You will not be charged again.
            </Alert>
          ) : (
            <>
              {payError && (
                <Alert variant="error" title={payError}>
                  No order was made. Check the card details and try again.
                </Alert>
              )}
              <CardPayment
                provider={checkout.provider}
                publishableKey={checkout.publishableKey}
                clientSecret={checkout.clientSecret}
                paymentIntentId={checkout.paymentIntentId}
                total={checkout.total}
                busy={busy}
                onPayingChange={setPaying}
                onSucceeded={() => confirm(checkout.checkoutId)}
                onError={onCardError}
              />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
