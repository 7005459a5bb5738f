import type { Idea, MarketDemand } from '@codebazaar/shared';
import { categoryLabel, type SkillLevel } from '@codebazaar/shared/rules';
import { useId, useState } from 'react';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  Bookmark,
  BookmarkCheck,
  ChevronDown,
  Clock,
  DollarSign,
  Gauge,
  Rocket,
  TrendingUp,
  type LucideIcon,
} from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { DEMAND_LABELS, skillLevelShortLabel } from '../lib/options';
import { formatPriceRange } from '../lib/start-project';

import { IdeaBreakdown } from './idea-breakdown';

const DIFFICULTY_BADGE: Record<SkillLevel, BadgeVariant> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'purple',
};

const DEMAND_TONE: Record<MarketDemand, string> = {
  low: 'text-slate-700',
  medium: 'text-amber-700',
  high: 'text-emerald-700',
  'very-high': 'text-emerald-700',
};

function Fact({
  label,
  value,
  Icon,
  tone = 'text-slate-900',
}: {
  label: string;
  value: string;
  Icon: LucideIcon;
  tone?: string;
}) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-100">
      <dt className="flex items-center gap-1.5 text-xs text-slate-500">
        <Icon className="hidden size-3.5 min-[400px]:block" aria-hidden />
        {label}
      </dt>
      <dd className={cn('mt-0.5 text-sm font-semibold', tone)}>{value}</dd>
    </div>
  );
}

export interface IdeaCardProps {
  idea: Idea;
  saved: boolean;
  onToggleSave: (idea: Idea) => void;
  /** Where Start this project leads (register, or the prefilled post form). */
  startHref: string;
}

/** One generated idea with its facts, breakdown and actions. */
export function IdeaCard({ idea, saved, onToggleSave, startHref }: IdeaCardProps) {
  const [open, setOpen] = useState(false);
  const uid = useId();
  const titleId = `${uid}-title`;
  const breakdownId = `${uid}-breakdown`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="indigo">{categoryLabel(idea.category)}</Badge>
          <Badge variant={DIFFICULTY_BADGE[idea.difficulty]}>
            {skillLevelShortLabel(idea.difficulty)}
          </Badge>
        </div>
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700">
          <TrendingUp className="size-4" aria-hidden />
          {idea.trendingScore}% trending
        </p>
      </div>

      <h3 id={titleId} className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        {idea.title}
      </h3>
      <p className="mt-1.5 text-sm text-pretty text-slate-600">{idea.description}</p>

      <dl className="mt-4 grid grid-cols-2 gap-2.5">
        <Fact
          label="Estimated price"
          value={formatPriceRange(idea.estimatedPrice)}
          Icon={DollarSign}
        />
        <Fact
          label="Market demand"
          value={DEMAND_LABELS[idea.marketDemand]}
          Icon={TrendingUp}
          tone={DEMAND_TONE[idea.marketDemand]}
        />
        <Fact label="Time" value={idea.estimatedTime} Icon={Clock} />
        <Fact label="Difficulty" value={skillLevelShortLabel(idea.difficulty)} Icon={Gauge} />
      </dl>

      <button
        type="button"
        aria-expanded={open}
        aria-controls={breakdownId}
        onClick={() => setOpen((o) => !o)}
        className="mt-4 flex w-full items-center justify-between rounded-lg px-1 py-1.5 text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Project breakdown
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      <div id={breakdownId} hidden={!open}>
        {open && <IdeaBreakdown idea={idea} />}
      </div>

      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <ButtonLink
          to={startHref}
          aria-describedby={titleId}
          icon={<Rocket className="size-4" aria-hidden />}
          className="flex-1 sm:flex-none"
        >
          Start this project
        </ButtonLink>
        <Button
          variant={saved ? 'secondary' : 'outline'}
          aria-pressed={saved}
          aria-describedby={titleId}
          onClick={() => onToggleSave(idea)}
          icon={
            saved ? (
              <BookmarkCheck className="size-4" aria-hidden />
            ) : (
              <Bookmark className="size-4" aria-hidden />
            )
          }
          className="flex-1 sm:flex-none"
        >
          Save for later
        </Button>
      </div>
    </article>
  );
}
