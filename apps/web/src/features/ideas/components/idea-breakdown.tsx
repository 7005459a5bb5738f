import type { Idea } from '@codebazaar/shared';
import { competitionLevel, type CompetitionLevel } from '@codebazaar/shared/rules';
import type { ReactNode } from 'react';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { CircleCheck, CircleDollarSign, Layers, Users } from '@/components/ui/icons';

const COMPETITION_BADGE: Record<CompetitionLevel, BadgeVariant> = {
  Low: 'success',
  Medium: 'warning',
  High: 'danger',
};

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {icon}
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </div>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="space-y-1.5 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-500" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Required skills, key features, monetization strategy, similar projects. */
export function IdeaBreakdown({ idea }: { idea: Idea }) {
  // The competition rule from the shared contract, so the count and the level always agree.
  const level = competitionLevel(idea.similarProjectsCount);
  const count = idea.similarProjectsCount;
  return (
    <div className="mt-3 space-y-5 rounded-lg border border-slate-100 bg-slate-50/70 p-4">
      <Section
        title="Required skills"
        icon={<Layers className="size-4 text-indigo-500" aria-hidden />}
      >
        <ul className="flex flex-wrap gap-1.5">
          {idea.requiredSkills.map((skill) => (
            <li key={skill}>
              <Badge variant="indigo">{skill}</Badge>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Key features"
        icon={<CircleCheck className="size-4 text-indigo-500" aria-hidden />}
      >
        <Bullets items={idea.suggestedFeatures} />
      </Section>
      <Section
        title="Monetization strategy"
        icon={<CircleDollarSign className="size-4 text-indigo-500" aria-hidden />}
      >
        <Bullets items={idea.monetizationTips} />
      </Section>
      <Section title="Competition" icon={<Users className="size-4 text-indigo-500" aria-hidden />}>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            {count} similar {count === 1 ? 'project' : 'projects'} on the marketplace
          </span>
          <Badge variant={COMPETITION_BADGE[level]}>{level} competition</Badge>
        </p>
      </Section>
    </div>
  );
}
