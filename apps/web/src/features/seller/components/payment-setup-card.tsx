import type { PaymentProvider } from '@codebazaar/shared';
import { MARKETPLACE_FEE_PCT, PAYMENT_MESSAGES } from '@codebazaar/shared/rules';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ArrowRight, FlaskConical, Wallet } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';

import { useCreateConnectAccount } from '../api/payments-account';
import { leaveApp } from '../lib/leave-app';
import { SELLER_MESSAGES } from '../lib/seller-messages';

const STEPS = [
  'Create your payout account with the payment provider',
  'Give the provider your payout details',
  'Sell paid licenses and get paid for every sale',
];

export interface PaymentSetupCardProps {
  /** new: no account yet; incomplete: started, details not submitted. */
  mode: 'new' | 'incomplete';
  /** null: the server takes no payments, so there is nothing to set up. */
  provider: PaymentProvider | null;
}

/**
 * The seller dashboard's payment setup, for a seller with no payment account or one whose details
 * are not submitted yet: creates the account (or a fresh onboarding link) and sends the browser
 * to the provider's onboarding.
 */
export function PaymentSetupCard({ mode, provider }: PaymentSetupCardProps) {
  if (provider === null) {
    return (
      <Alert variant="info" title={PAYMENT_MESSAGES.notConfigured}>
        This server has no payment processor, so paid licenses cannot be sold or set up here yet.
        Free projects work as usual.
      </Alert>
    );
  }
  return <SetupCard mode={mode} provider={provider} />;
}

function SetupCard({ mode, provider }: { mode: 'new' | 'incomplete'; provider: PaymentProvider }) {
  const create = useCreateConnectAccount();
  // The browser is leaving for the onboarding page: keep the button busy until it does.
  const leaving = create.isSuccess;
  const onSetup = () =>
    create.mutate(undefined, {
      onSuccess: ({ onboardingUrl }) => leaveApp(onboardingUrl),
    });

  return (
    <Card aria-labelledby="payment-setup-title" className="overflow-hidden">
      <CardContent className="grid gap-6 p-6 sm:p-8 md:grid-cols-[1fr_auto] md:items-center">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 sm:flex">
            <Wallet className="size-6" aria-hidden />
          </span>
          <div className="min-w-0 space-y-3">
            <h2 id="payment-setup-title" className="text-xl font-semibold text-slate-900">
              {mode === 'new' ? 'Set up payments to start selling' : 'Finish setting up payments'}
            </h2>
            {mode === 'new' ? (
              <p className="text-slate-600">
                Connect a payout account to sell paid licenses. Buyers pay your price plus a{' '}
                {MARKETPLACE_FEE_PCT}% marketplace fee; you receive the full price you set.
              </p>
            ) : (
              <p className="text-slate-600">
                You started setting up your payout account, but the payment provider still needs
                your details. Complete the payment provider setup to receive payouts and let buyers
                purchase your paid projects.
              </p>
            )}
            {mode === 'new' && (
              <ol className="space-y-1.5 text-sm text-slate-700">
                {STEPS.map((step, i) => (
                  <li key={step} className="flex items-center gap-2.5">
                    <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white">
                      {i + 1}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
            )}
            {provider === 'test' && (
              <p className="flex items-start gap-2 text-sm text-amber-800">
                <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
                Test mode: the built-in test processor is active, so setup takes one click and no
                real money moves.
              </p>
            )}
          </div>
        </div>
        <div className="space-y-3 md:w-56">
          <Button
            size="lg"
            className="w-full"
            loading={create.isPending || leaving}
            onClick={onSetup}
            icon={<ArrowRight className="size-4" aria-hidden />}
          >
            {mode === 'new' ? 'Set up payments' : 'Continue setup'}
          </Button>
        </div>
        {create.isError && (
          <Alert variant="error" className="md:col-span-2">
            {errorMessage(create.error, SELLER_MESSAGES.createAccountFailed)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
