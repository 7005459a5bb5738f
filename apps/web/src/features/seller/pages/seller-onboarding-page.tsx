import { useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ArrowLeft, CheckCircle2, FlaskConical } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useCompleteTestOnboarding } from '../api/payments-account';
import { SELLER_MESSAGES } from '../lib/seller-messages';

const WHAT_HAPPENS = [
  'Your payout account is marked as verified, with charges enabled.',
  'Buyers can purchase your paid projects with the test card.',
  'Sales and earnings appear on your seller dashboard.',
];

/**
 * /seller-dashboard/onboarding: the onboarding of the built-in test processor
 * (docs/ARCHITECTURE.md#outside-services), where the create-connect-account call sends the seller
 * when Stripe is not configured.
 */
export function Component() {
  useDocumentTitle('Payment account onboarding');
  const navigate = useNavigate();
  const complete = useCompleteTestOnboarding();
  const onComplete = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        notify('success', SELLER_MESSAGES.onboardingComplete);
        void navigate(paths.sellerDashboard);
      },
    });

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <ButtonLink
        to={paths.sellerDashboard}
        variant="ghost"
        size="sm"
        className="-ml-3"
        icon={<ArrowLeft className="size-4" aria-hidden />}
      >
        Back to seller dashboard
      </ButtonLink>
      <Card className="mt-4">
        <CardContent className="space-y-6 p-6 sm:p-8">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-700">
              <FlaskConical className="size-6" aria-hidden />
            </span>
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">
                Payment account onboarding
              </h1>
              <p className="mt-2 text-slate-600">
                Codebazaar is running its built-in test processor instead of a real payment
                provider. No real money moves, and no identity, tax or bank checks are made.
              </p>
            </div>
          </div>
          <div className="rounded-xl bg-slate-50 p-5">
            <h2 className="text-sm font-semibold text-slate-900">When you complete onboarding</h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {WHAT_HAPPENS.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          {complete.isError && (
            <Alert variant="error">
              {errorMessage(complete.error, SELLER_MESSAGES.onboardingFailed)}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ButtonLink to={paths.sellerDashboard} variant="outline">
              Cancel
            </ButtonLink>
            <Button
              size="lg"
              loading={complete.isPending || complete.isSuccess}
              onClick={onComplete}
            >
              Complete onboarding
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
