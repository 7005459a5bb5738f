import type { Idea } from '@codebazaar/shared';
import type { Ref } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Lightbulb, RefreshCw } from '@/components/ui/icons';

import type { IdeaChoices } from '../lib/choices';
import { INTEREST_PHRASES, skillLevelShortLabel, timeLabel } from '../lib/options';

import { IdeaCard } from './idea-card';
import { StepHeading } from './step-heading';

export interface IdeasStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  ideas: Idea[];
  /** The choices the ideas were generated for. */
  choices: IdeaChoices;
  /**
   * True when generation failed and the built-in sample ideas are shown
   * (docs/product-rules.md#idea-generator).
   */
  isFallback: boolean;
  isSaved: (id: string) => boolean;
  onToggleSave: (idea: Idea) => void;
  startHref: (idea: Idea) => string;
  onStartOver: () => void;
}

function summary({ skillLevel, interests, timeCommitment }: IdeaChoices): string {
  const areas = interests.map((i) => INTEREST_PHRASES[i]);
  const level = skillLevelShortLabel(skillLevel).toLowerCase();
  const time = timeLabel(timeCommitment).toLowerCase();
  const base = `for ${/^[aeiou]/.test(level) ? 'an' : 'a'} ${level} developer with ${time} to build`;
  if (areas.length === 0) return `${base}, across every area.`;
  const list =
    areas.length === 1
      ? areas[0]
      : `${areas.slice(0, -1).join(', ')} and ${areas[areas.length - 1]}`;
  return `${base}, interested in ${list}.`;
}

/** Step 3, Your Ideas: the generated ideas (or the sample ideas) and Generate new ideas. */
export function IdeasStep({
  headingRef,
  ideas,
  choices,
  isFallback,
  isSaved,
  onToggleSave,
  startHref,
  onStartOver,
}: IdeasStepProps) {
  const startOver = (
    <Button
      variant="outline"
      onClick={onStartOver}
      icon={<RefreshCw className="size-4" aria-hidden />}
    >
      Generate new ideas
    </Button>
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <StepHeading
          ref={headingRef}
          step={3}
          title="Your Ideas"
          description={
            ideas.length === 0
              ? `Nothing yet ${summary(choices)}`
              : `${ideas.length} ${ideas.length === 1 ? 'idea' : 'ideas'} ${summary(choices)}`
          }
        />
        {ideas.length > 0 && startOver}
      </div>

      {isFallback && (
        <Alert variant="info" title="These are example ideas">
          We could not generate ideas just now, so here are a few examples to get you started. Try
          Generate new ideas again in a moment.
        </Alert>
      )}

      {ideas.length === 0 ? (
        <EmptyState
          icon={Lightbulb}
          titleAs="h3"
          title="No ideas matched your choices"
          description="Try other areas of interest or a different amount of time."
          action={startOver}
        />
      ) : (
        <>
          {!isFallback && (
            <p id="trending-explained" className="text-sm text-slate-600">
              <strong className="font-medium text-slate-800">Trending</strong> compares how busy an
              idea&apos;s category is on Codebazaar: its views and last-30-day sales per project
              against the marketplace average. 50% is average, higher means busier.
            </p>
          )}
          <ul className="grid items-start gap-6 lg:grid-cols-2">
            {ideas.map((idea) => (
              <li key={idea.id}>
                <IdeaCard
                  idea={idea}
                  saved={isSaved(idea.id)}
                  onToggleSave={onToggleSave}
                  startHref={startHref(idea)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
