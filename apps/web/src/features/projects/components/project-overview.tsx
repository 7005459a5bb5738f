import type { Project } from '@codebazaar/shared';

import { Card, CardContent } from '@/components/ui/card';
import { Check, Cpu, Gift, Sparkles } from '@/components/ui/icons';

/** Tags and tech stack together, without case-insensitive duplicates. */
export function technologiesOf(project: Pick<Project, 'tags' | 'tech_stack'>): string[] {
  const seen = new Set<string>();
  return [...project.tags, ...project.tech_stack].filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What a buyer gets with each license type; `updatesMonths` is the project's term of updates for
 * a paid license (null or absent: for life).
 */
export function whatYouGet(project: Project, updatesMonths: number | null = null): string[] {
  const hasDemo = Boolean(project.demo.url ?? project.demoUrl);
  const items = ['Complete source code in a GitHub repository'];
  if (project.license.type === 'free') items.push('Free access to the repository');
  if (project.license.type === 'paid') items.push('Read access to the private repository');
  if (project.license.type === 'freemium')
    items.push('A free edition, plus the premium repository with a paid license');
  items.push(
    updatesMonths !== null && project.license.type !== 'free'
      ? `New releases and repository updates for ${updatesMonths} ${updatesMonths === 1 ? 'month' : 'months'}, renewable`
      : 'Future updates pushed to the repository',
  );
  if (hasDemo) items.push('A live demo to try before you decide');
  return items;
}

const HOW_IT_WORKS = [
  'Run the live demo in a secure sandbox to see the project in action.',
  'Claim free access or buy a license. The price includes the marketplace fee.',
  'Get read access to the repository; with a connected GitHub account the invitation is sent automatically.',
  'Clone the code and build on it.',
];

function FeatureList({
  title,
  items,
  icon,
}: {
  title: string;
  items: string[];
  icon: 'free' | 'paid';
}) {
  const Icon = icon === 'free' ? Gift : Sparkles;
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon
          className={icon === 'free' ? 'size-4 text-emerald-600' : 'size-4 text-indigo-600'}
          aria-hidden
        />
        {title}
      </h3>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {items.map((item, i) => (
          <li key={`${i}-${item}`} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Overview tab: description, technologies, features, what you get, how it works. */
export function ProjectOverview({
  project,
  updatesMonths = null,
}: {
  project: Project;
  updatesMonths?: number | null;
}) {
  const technologies = technologiesOf(project);
  const { freeFeatures, paidFeatures } = project.license.features;
  const type = project.license.type;
  const showFree = type !== 'paid' && freeFeatures.length > 0;
  const showPaid = type !== 'free' && paidFeatures.length > 0;

  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">About this project</h2>
          <p className="leading-relaxed whitespace-pre-line text-slate-700">
            {project.description || 'No description yet.'}
          </p>
        </CardContent>
      </Card>

      {technologies.length > 0 && (
        <Card>
          <CardContent className="space-y-3">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Cpu className="size-5 text-indigo-600" aria-hidden />
              Technologies
            </h2>
            <ul className="flex flex-wrap gap-2">
              {technologies.map((t) => (
                <li
                  key={t}
                  className="rounded-md bg-indigo-50 px-2.5 py-1 text-sm font-medium text-indigo-700"
                >
                  {t}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      {(showFree || showPaid) && (
        <Card>
          <CardContent className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900">Features</h2>
            <div className={showFree && showPaid ? 'grid gap-4 sm:grid-cols-2' : undefined}>
              {showFree && (
                <FeatureList
                  title={type === 'freemium' ? 'Free edition' : 'Included'}
                  items={freeFeatures}
                  icon="free"
                />
              )}
              {showPaid && (
                <FeatureList
                  title={type === 'freemium' ? 'Premium edition' : 'Included'}
                  items={paidFeatures}
                  icon="paid"
                />
              )}
            </div>
          </CardContent>
        </Card>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardContent className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900">What you get</h2>
            <ul className="space-y-2 text-sm text-slate-700">
              {whatYouGet(project, updatesMonths).map((item) => (
                <li key={item} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900">How it works</h2>
            <ol className="space-y-3 text-sm text-slate-700">
              {HOW_IT_WORKS.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white">
                    {i + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
