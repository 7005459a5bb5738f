import type { IdeaGoal, IdeaInterest, MarketDemand, TimeCommitment } from '@codebazaar/shared';
import { SKILL_LEVEL_LABELS, type SkillLevel } from '@codebazaar/shared/rules';

import {
  BrainCircuit,
  Briefcase,
  CalendarDays,
  CalendarRange,
  ChartColumn,
  CircleDollarSign,
  Coffee,
  Gamepad2,
  GitFork,
  Globe,
  GraduationCap,
  Hourglass,
  Mountain,
  Palette,
  PartyPopper,
  Puzzle,
  Rocket,
  Server,
  Smartphone,
  Sprout,
  Wrench,
  type LucideIcon,
} from '@/components/ui/icons';

/** One choice of the wizard: the enum value, its label and a line of explanation. */
export interface WizardOption<T extends string> {
  value: T;
  label: string;
  hint: string;
  Icon: LucideIcon;
}

/** Experience levels; labels from the shared contract (docs/product-rules.md#idea-generator). */
export const SKILL_LEVEL_OPTIONS: WizardOption<SkillLevel>[] = [
  {
    value: 'beginner',
    label: SKILL_LEVEL_LABELS.beginner,
    hint: 'Learning the basics and shipping first projects.',
    Icon: Sprout,
  },
  {
    value: 'intermediate',
    label: SKILL_LEVEL_LABELS.intermediate,
    hint: 'Comfortable with a stack and building complete apps.',
    Icon: Rocket,
  },
  {
    value: 'advanced',
    label: SKILL_LEVEL_LABELS.advanced,
    hint: 'Designing systems, tuning performance, leading projects.',
    Icon: Mountain,
  },
];

/** Areas of interest (docs/product-rules.md#idea-generator). */
export const INTEREST_OPTIONS: WizardOption<IdeaInterest>[] = [
  { value: 'web', label: 'Web apps', hint: 'Sites, dashboards, SaaS', Icon: Globe },
  { value: 'mobile', label: 'Mobile apps', hint: 'iOS, Android, cross-platform', Icon: Smartphone },
  { value: 'api', label: 'APIs & backends', hint: 'Services, integrations', Icon: Server },
  {
    value: 'data',
    label: 'Data & analytics',
    hint: 'Pipelines, charts, reports',
    Icon: ChartColumn,
  },
  { value: 'ai', label: 'AI & ML', hint: 'Models, assistants, automation', Icon: BrainCircuit },
  { value: 'game', label: 'Games', hint: 'Browser, mobile, desktop', Icon: Gamepad2 },
  { value: 'tool', label: 'Developer tools', hint: 'CLIs, plugins, utilities', Icon: Wrench },
  { value: 'design', label: 'Design & UI', hint: 'Components, themes, templates', Icon: Palette },
];

/** How an interest reads inside a sentence ("interested in web apps and games"). */
export const INTEREST_PHRASES: Record<IdeaInterest, string> = {
  web: 'web apps',
  mobile: 'mobile apps',
  api: 'backend APIs',
  data: 'data analytics',
  ai: 'AI',
  game: 'games',
  tool: 'developer tools',
  design: 'UI design',
};

/** Time available; 1-week is the default (docs/product-rules.md#idea-generator). */
export const TIME_OPTIONS: WizardOption<TimeCommitment>[] = [
  { value: 'weekend', label: 'A weekend', hint: 'Two focused days', Icon: Coffee },
  { value: '1-week', label: '1 week', hint: 'A few evenings or one sprint', Icon: CalendarDays },
  { value: '2-weeks', label: '2 weeks', hint: 'Room for polish and tests', Icon: CalendarRange },
  { value: '1-month', label: '1 month', hint: 'A full product with extras', Icon: Hourglass },
];

/** Goals (docs/product-rules.md#idea-generator). */
export const GOAL_OPTIONS: WizardOption<IdeaGoal>[] = [
  { value: 'learn', label: 'Learn new skills', hint: 'Try a new stack', Icon: GraduationCap },
  { value: 'portfolio', label: 'Build my portfolio', hint: 'Show what I can do', Icon: Briefcase },
  { value: 'income', label: 'Earn income', hint: 'Sell licenses', Icon: CircleDollarSign },
  { value: 'opensource', label: 'Open source', hint: 'Give back to the community', Icon: GitFork },
  { value: 'solve', label: 'Solve a problem', hint: 'Scratch my own itch', Icon: Puzzle },
  { value: 'fun', label: 'Just for fun', hint: 'Build something playful', Icon: PartyPopper },
];

export const skillLevelShortLabel = (level: SkillLevel) =>
  level.charAt(0).toUpperCase() + level.slice(1);

export const timeLabel = (value: TimeCommitment) =>
  TIME_OPTIONS.find((o) => o.value === value)?.label ?? value;

export const DEMAND_LABELS: Record<MarketDemand, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  'very-high': 'Very high',
};
