import type { Ref } from 'react';

import { Button } from '@/components/ui/button';
import { ArrowRight } from '@/components/ui/icons';

import type { IdeaChoices } from '../lib/choices';
import { INTEREST_OPTIONS, SKILL_LEVEL_OPTIONS } from '../lib/options';

import { CheckCards, RadioCards } from './option-cards';
import { StepHeading } from './step-heading';

export interface InfoStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  choices: IdeaChoices;
  onChange: (patch: Partial<IdeaChoices>) => void;
  onNext: () => void;
}

/** Step 1, Your Info: experience level and areas of interest. */
export function InfoStep({ headingRef, choices, onChange, onNext }: InfoStepProps) {
  return (
    <div className="space-y-8">
      <StepHeading
        ref={headingRef}
        step={1}
        title="Your Info"
        description="Tell us where you are and what excites you."
      />
      <RadioCards
        legend="Experience level"
        name="skillLevel"
        options={SKILL_LEVEL_OPTIONS}
        value={choices.skillLevel}
        onChange={(skillLevel) => onChange({ skillLevel })}
        columns="sm:grid-cols-3"
      />
      <CheckCards
        legend="Areas of interest"
        hint="Pick as many as you like, or none to see ideas from every area."
        name="interests"
        options={INTEREST_OPTIONS}
        values={choices.interests}
        onChange={(interests) => onChange({ interests })}
        columns="grid-cols-2 lg:grid-cols-4"
        compact
      />
      <div className="flex justify-end border-t border-slate-100 pt-6">
        <Button size="lg" onClick={onNext} className="w-full sm:w-auto">
          Next
          <ArrowRight className="size-5" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
