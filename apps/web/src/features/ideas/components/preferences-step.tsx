import type { Ref } from 'react';

import { Button } from '@/components/ui/button';
import { ArrowLeft, Sparkles } from '@/components/ui/icons';

import type { IdeaChoices } from '../lib/choices';
import { GOAL_OPTIONS, TIME_OPTIONS } from '../lib/options';

import { CheckCards, RadioCards } from './option-cards';
import { StepHeading } from './step-heading';

export interface PreferencesStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  choices: IdeaChoices;
  onChange: (patch: Partial<IdeaChoices>) => void;
  onBack: () => void;
  onGenerate: () => void;
  generating: boolean;
}

/** Step 2, Preferences: time available and goals, then Generate ideas. */
export function PreferencesStep({
  headingRef,
  choices,
  onChange,
  onBack,
  onGenerate,
  generating,
}: PreferencesStepProps) {
  return (
    <div className="space-y-8">
      <StepHeading
        ref={headingRef}
        step={2}
        title="Preferences"
        description="How much time do you have, and what do you want out of it?"
      />
      <RadioCards
        legend="Time available"
        name="timeCommitment"
        options={TIME_OPTIONS}
        value={choices.timeCommitment}
        onChange={(timeCommitment) => onChange({ timeCommitment })}
        columns="grid-cols-2 lg:grid-cols-4"
        compact
      />
      <CheckCards
        legend="Goals"
        hint="Choose any that apply."
        name="goals"
        options={GOAL_OPTIONS}
        values={choices.goals}
        onChange={(goals) => onChange({ goals })}
        columns="grid-cols-2 lg:grid-cols-3"
        compact
      />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-between">
        <Button
          variant="outline"
          size="lg"
          onClick={onBack}
          disabled={generating}
          icon={<ArrowLeft className="size-5" aria-hidden />}
        >
          Back
        </Button>
        <Button
          size="lg"
          onClick={onGenerate}
          loading={generating}
          icon={<Sparkles className="size-5" aria-hidden />}
        >
          {generating ? 'Generating ideas…' : 'Generate ideas'}
        </Button>
      </div>
    </div>
  );
}
