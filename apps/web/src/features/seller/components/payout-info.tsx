import type { PaymentProvider } from '@codebazaar/shared';
import { MARKETPLACE_FEE_PCT, PAYOUT_SCHEDULE_TEXT } from '@codebazaar/shared/rules';

import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ArrowRight, GitBranch, Info } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/**
 * The repository access link and the payment info box of the seller dashboard. The box states
 * the payout schedule of the payment mode in use, the page's only schedule text: the test
 * processor's daily run, or Stripe's 2-7 business days (docs/product-rules.md#balances).
 */
export function PayoutInfo({ provider }: { provider: PaymentProvider | null }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardContent className="flex h-full flex-col items-start gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
            <GitBranch className="size-5" aria-hidden />
          </span>
          <div>
            <h2 className="font-semibold text-slate-900">Repository access</h2>
            <p className="mt-1 text-sm text-slate-600">
              Buyers with a connected GitHub account are invited to your private repository
              automatically. Review, grant or revoke access per license.
            </p>
          </div>
          <ButtonLink
            to={paths.githubAccess}
            variant="outline"
            size="sm"
            className="mt-auto"
            icon={<ArrowRight className="size-4" aria-hidden />}
          >
            Manage GitHub access
          </ButtonLink>
        </CardContent>
      </Card>
      <section
        aria-labelledby="payment-info-title"
        className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 text-sm text-indigo-900 sm:p-6"
      >
        <h2 id="payment-info-title" className="flex items-center gap-2 font-semibold">
          <Info className="size-4" aria-hidden />
          Payment information
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5">
          {provider && <li>{PAYOUT_SCHEDULE_TEXT[provider]}.</li>}
          <li>
            You receive the full price you set; buyers pay a {MARKETPLACE_FEE_PCT}% marketplace fee
            on top.
          </li>
          <li>A refund ends the buyer&apos;s license and removes their repository access.</li>
        </ul>
      </section>
    </div>
  );
}
