import type { Idea, IdeaInterest } from '@codebazaar/shared';
import { competitionLevel } from '@codebazaar/shared/rules';

interface SampleIdea {
  idea: Idea;
  /** The areas of interest the idea belongs to (samples are filtered by interests). */
  interests: IdeaInterest[];
}

function sample(idea: Omit<Idea, 'competitionLevel'>, interests: IdeaInterest[]): SampleIdea {
  return {
    idea: { ...idea, competitionLevel: competitionLevel(idea.similarProjectsCount) },
    interests,
  };
}

/**
 * The three built-in ideas (a task dashboard, a rate limiter package, a component
 * library) shown when POST /tools/generate-ideas fails.
 */
const SAMPLE_IDEAS: SampleIdea[] = [
  sample(
    {
      id: 'sample-task-dashboard',
      title: 'Team Task Dashboard',
      description:
        'A focused task board for small teams: drag cards between columns, assign owners and due dates, and see at a glance what is late, what is blocked and who has too much on their plate.',
      category: 'web',
      difficulty: 'beginner',
      estimatedTime: '1 week',
      marketDemand: 'high',
      estimatedPrice: { min: 19, max: 49 },
      requiredSkills: ['React', 'TypeScript', 'Tailwind CSS', 'REST APIs'],
      suggestedFeatures: [
        'Kanban board with drag and drop between columns',
        'Owners, due dates and priority labels on every task',
        'Overdue and blocked filters with a workload view per person',
        'Keyboard shortcuts and a dark theme',
      ],
      monetizationTips: [
        'Give the board away free and sell a team license with workload reports',
        'Offer a self-hosted edition with single sign-on for companies',
      ],
      similarProjectsCount: 64,
      trendingScore: 72,
    },
    ['web', 'tool', 'data'],
  ),
  sample(
    {
      id: 'sample-rate-limiter',
      title: 'Drop-in API Rate Limiter',
      description:
        'A small, well-tested package that protects any HTTP API from abuse: token-bucket and sliding-window limits per user, key or IP, with in-memory and Redis stores and standard rate-limit headers.',
      category: 'library',
      difficulty: 'intermediate',
      estimatedTime: '2 weeks',
      marketDemand: 'very-high',
      estimatedPrice: { min: 29, max: 79 },
      requiredSkills: ['Node.js', 'TypeScript', 'Redis', 'HTTP'],
      suggestedFeatures: [
        'Token-bucket and sliding-window algorithms',
        'Limits per user, API key, IP address or route',
        'In-memory store for development, Redis store for clusters',
        'RateLimit and Retry-After headers, plus middleware for popular frameworks',
      ],
      monetizationTips: [
        'Publish the core as open source and license a pro edition with a usage dashboard',
        'Sell priority support and custom store adapters to companies',
      ],
      similarProjectsCount: 38,
      trendingScore: 81,
    },
    ['api', 'tool'],
  ),
  sample(
    {
      id: 'sample-component-library',
      title: 'Accessible UI Component Library',
      description:
        'A themeable set of accessible React components (buttons, dialogs, menus, tabs, data tables) with keyboard support, design tokens and documentation pages that show every state.',
      category: 'library',
      difficulty: 'advanced',
      estimatedTime: '1 month',
      marketDemand: 'high',
      estimatedPrice: { min: 39, max: 129 },
      requiredSkills: ['React', 'TypeScript', 'CSS', 'Accessibility (WAI-ARIA)'],
      suggestedFeatures: [
        'Twenty core components with full keyboard and screen reader support',
        'Design tokens for colours, spacing and typography, with light and dark themes',
        'Documentation site with live examples and copy-ready snippets',
        'Figma kit that matches the code',
      ],
      monetizationTips: [
        'Keep the base components free and sell premium blocks and page templates',
        'Offer a team license that includes the Figma kit and updates for a year',
      ],
      similarProjectsCount: 112,
      trendingScore: 67,
    },
    ['design', 'web', 'mobile'],
  ),
];

/** The sample ideas that match the chosen interests; all three when none match. */
export function sampleIdeasFor(interests: readonly IdeaInterest[]): Idea[] {
  const matching = SAMPLE_IDEAS.filter((s) => s.interests.some((i) => interests.includes(i)));
  return (matching.length > 0 ? matching : SAMPLE_IDEAS).map((s) => s.idea);
}
