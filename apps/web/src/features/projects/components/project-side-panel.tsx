import type { Project, ProjectUpdates, ViewerLicense } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Lock, LogIn } from '@/components/ui/icons';
import { updatesPolicyText } from '@/lib/updates-term';

import { sidePanelVariant } from './side-panel-variant';

// What signed-in viewers see (buying, claiming, the author's and a licensee's panels) loads
// apart from the visitor's panel; the page starts loading it as soon as someone is signed in.
const loadSignedInPanel = () => import('./project-side-panel-signed-in');
export const preloadSignedInPanel = () => void loadSignedInPanel();
const SignedInBody = lazy(() => loadSignedInPanel().then((m) => ({ default: m.SignedInBody })));
const Checkout = lazy(() => loadSignedInPanel().then((m) => ({ default: m.Checkout })));

export interface ProjectSidePanelProps {
  project: Project;
  userLicense: ViewerLicense | null;
  /** The updates policy and latest release (absent from servers without releases). */
  updates?: ProjectUpdates;
  /** The signed-in viewer's id, or null for a visitor. */
  viewerId: string | null;
  /**
   * The stored session is still being checked (a page from the server, before its reader is
   * known): neither the visitor's buttons nor a signed-in body yet.
   */
  checking?: boolean;
  /** A visitor asked for access: store the intended action and go to /login. */
  onSignIn: () => void;
}

/**
 * The license side panel of the project page, per license type and viewer
 * (docs/product-rules.md#prices).
 */
export function ProjectSidePanel({
  project,
  userLicense,
  updates,
  viewerId,
  checking = false,
  onSignIn,
}: ProjectSidePanelProps) {
  const variant = sidePanelVariant(project, viewerId, userLicense);
  const { license } = project;
  const hasFree = license.type !== 'paid';
  const hasPaid = license.type !== 'free';
  const [checkout, setCheckout] = useState<{ upgrade: boolean } | null>(null);

  return (
    <Card aria-labelledby="license-panel-title">
      <CardContent className="space-y-5">
        <div>
          <h2 id="license-panel-title" className="text-sm font-medium text-slate-500">
            {license.type === 'free'
              ? 'Free license'
              : license.type === 'paid'
                ? 'Paid license'
                : 'Freemium license'}
          </h2>
          <PriceLine project={project} />
          {project.license.type !== 'free' && (
            <p className="mt-1 text-xs text-slate-500">
              {project.license.refundWindowDays > 0
                ? `Refunds within ${project.license.refundWindowDays} days of purchase`
                : 'No refunds on this project'}
            </p>
          )}
          {project.license.type !== 'free' && updates && (
            <UpdatesPolicyLine updates={updates} price={project.license.price} />
          )}
        </div>

        {variant === 'visitor' && checking && (
          <div className="h-24 animate-pulse rounded-lg bg-slate-100" aria-hidden />
        )}
        {variant === 'visitor' && !checking && (
          <div className="space-y-3">
            {hasFree && (
              <Button
                className="w-full"
                variant={hasPaid ? 'outline' : 'primary'}
                icon={<LogIn className="size-4" aria-hidden />}
                onClick={onSignIn}
              >
                Sign in for free access
              </Button>
            )}
            {hasPaid && (
              <Button
                className="w-full"
                icon={<Lock className="size-4" aria-hidden />}
                onClick={onSignIn}
              >
                Sign in to view price
              </Button>
            )}
            <p className="text-center text-xs text-slate-500">
              An account is free. You come back here after signing in.
            </p>
          </div>
        )}
        {variant !== 'visitor' && (
          <Suspense fallback={null}>
            <SignedInBody
              variant={variant}
              project={project}
              userLicense={userLicense}
              updates={updates}
              onCheckout={(upgrade) => setCheckout({ upgrade })}
            />
          </Suspense>
        )}
      </CardContent>
      {checkout && (
        <Suspense fallback={null}>
          <Checkout
            project={project}
            upgrade={checkout.upgrade}
            onClose={() => setCheckout(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}

function PriceLine({ project }: { project: Project }) {
  const { license } = project;
  if (license.type === 'free') {
    return <p className="mt-1 text-3xl font-bold text-emerald-700">Free</p>;
  }
  if (license.price === null) {
    return (
      <p className="mt-1 flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Lock className="size-5 text-slate-400" aria-hidden />
        Premium
      </p>
    );
  }
  if (license.payWhatYouWant) {
    return (
      <p className="mt-1 text-xl font-bold text-slate-900">
        Pay what you want, from {formatUsd(license.price)}
        {license.type === 'freemium' && (
          <span className="ml-2 text-sm font-normal text-slate-500">or free edition</span>
        )}
      </p>
    );
  }
  return (
    <p className="mt-1 text-3xl font-bold text-slate-900">
      {formatUsd(license.price)}
      {license.type === 'freemium' && (
        <span className="ml-2 text-sm font-normal text-slate-500">or free edition</span>
      )}
    </p>
  );
}

/**
 * What a license includes of future releases (docs/product-rules.md#updates), and what renewing
 * costs when the term is limited and the price is shown.
 */
function UpdatesPolicyLine({ updates, price }: { updates: ProjectUpdates; price: number | null }) {
  const renewal = updates.updatesMonths === null ? null : (updates.renewalPrice ?? price);
  return (
    <p className="mt-1 text-xs text-slate-500" data-testid="updates-policy">
      {updatesPolicyText(updates.updatesMonths)}
      {renewal !== null && `, then ${formatUsd(renewal)} to renew`}
    </p>
  );
}
