import type { Project } from '@codebazaar/shared';

import { Card, CardContent } from '@/components/ui/card';
import { FileKey, Lock } from '@/components/ui/icons';

import { FeeBreakdown } from './fee-breakdown';

const TERMS: Record<Project['license']['type'], { title: string; text: string }> = {
  free: {
    title: 'Free license',
    text: 'Claim the project at no cost and get read access to its repository.',
  },
  paid: {
    title: 'Paid license',
    text: 'One payment gives you a license and read access to the private repository, including future updates.',
  },
  freemium: {
    title: 'Freemium license',
    text: 'The free edition is open to every member. A paid license unlocks the premium repository with the extra features below.',
  },
};

/** The license view of the project page (?tab=license): terms, editions and price breakdown. */
export function ProjectLicenseView({ project, signedIn }: { project: Project; signedIn: boolean }) {
  const { license } = project;
  const terms = TERMS[license.type];
  const { freeFeatures, paidFeatures } = license.features;
  return (
    <Card>
      <CardContent className="space-y-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
            <FileKey className="size-5" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{terms.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{terms.text}</p>
          </div>
        </div>

        {license.type !== 'free' && (
          <section aria-labelledby="license-pricing" className="space-y-2">
            <h3 id="license-pricing" className="font-semibold text-slate-900">
              Pricing
            </h3>
            {license.price === null ? (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Lock className="size-4" aria-hidden />
                {signedIn ? 'Price not available.' : 'Sign in to view the price.'}
              </p>
            ) : (
              <FeeBreakdown
                price={license.price}
                feePct={license.marketplaceFeePct}
                audience="buyer"
              />
            )}
          </section>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          {license.type !== 'paid' && (
            <section className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">
                {license.type === 'freemium' ? 'Free edition includes' : 'Includes'}
              </h3>
              <FeatureItems items={freeFeatures} />
            </section>
          )}
          {license.type !== 'free' && (
            <section className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">
                {license.type === 'freemium' ? 'Paid license includes' : 'Includes'}
              </h3>
              <FeatureItems items={paidFeatures} />
            </section>
          )}
        </div>

        <p className="text-xs text-slate-500">
          Repository access is read-only. Prices are in {license.currency}; the marketplace fee (
          {license.marketplaceFeePct}%) is added on top of the seller&apos;s price.
        </p>
      </CardContent>
    </Card>
  );
}

function FeatureItems({ items }: { items: string[] }) {
  if (items.length === 0) {
    return <p className="mt-2 text-sm text-slate-500">The source code of the project.</p>;
  }
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}
