import type { Idea } from '@codebazaar/shared';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Lightbulb } from '@/components/ui/icons';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useGenerateIdeas } from '../api/generate-ideas';
import { IdeasStep } from '../components/ideas-step';
import { InfoStep } from '../components/info-step';
import { PreferencesStep } from '../components/preferences-step';
import { SavedIdeas } from '../components/saved-ideas';
import { StepIndicator, type WizardStep } from '../components/step-indicator';
import { DEFAULT_CHOICES, type IdeaChoices } from '../lib/choices';
import { sampleIdeasFor } from '../lib/sample-ideas';
import { useSavedIdeas } from '../lib/saved-ideas';
import { startProjectHref } from '../lib/start-project';

export function Component() {
  useDocumentTitle('Project Idea Generator');
  const { user } = useAuth();
  const [step, setStep] = useState<WizardStep>(1);
  const [choices, setChoices] = useState<IdeaChoices>(DEFAULT_CHOICES);
  const generate = useGenerateIdeas();
  const saved = useSavedIdeas();

  // Idea wizard: focus follows the step (not on the first render of the page).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);
  const goTo = (next: WizardStep) => {
    stepChanged.current = true;
    setStep(next);
  };

  const change = (patch: Partial<IdeaChoices>) => setChoices((c) => ({ ...c, ...patch }));
  // Success or failure both lead to the results: a failure shows the sample ideas
  // (docs/product-rules.md#idea-generator).
  const onGenerate = () => generate.mutate(choices, { onSettled: () => goTo(3) });
  const onStartOver = () => {
    generate.reset();
    goTo(1);
  };

  const isFallback = generate.isError;
  const ideas: Idea[] = isFallback ? sampleIdeasFor(choices.interests) : (generate.data ?? []);
  const startHref = (idea: Idea) => startProjectHref(idea, user !== null);
  const toggleSave = (idea: Idea) => {
    if (saved.isSaved(idea.id)) {
      saved.remove(idea.id);
      toast('Removed from saved ideas');
    } else {
      saved.save(idea);
      toast.success('Saved for later');
    }
  };

  return (
    <div className="bg-gradient-to-b from-indigo-50 via-white to-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-amber-700 shadow-sm ring-1 ring-amber-100">
            <Lightbulb className="size-4" aria-hidden />
            Free tool
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            Project Idea Generator
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-pretty text-slate-600 sm:text-lg">
            Answer a few quick questions and get project ideas matched to your skills, with market
            demand, pricing and the skills you need.
          </p>
        </header>

        <div className="mt-8 rounded-2xl border border-slate-200 bg-white shadow-sm sm:mt-10">
          <div className="border-b border-slate-100 px-4 py-5 sm:px-8">
            <StepIndicator current={step} />
          </div>
          <div className="px-4 py-6 sm:px-8 sm:py-8">
            {step === 1 && (
              <InfoStep
                headingRef={headingRef}
                choices={choices}
                onChange={change}
                onNext={() => goTo(2)}
              />
            )}
            {step === 2 && (
              <PreferencesStep
                headingRef={headingRef}
                choices={choices}
                onChange={change}
                onBack={() => goTo(1)}
                onGenerate={onGenerate}
                generating={generate.isPending}
              />
            )}
            {step === 3 && (
              <IdeasStep
                headingRef={headingRef}
                ideas={ideas}
                choices={choices}
                isFallback={isFallback}
                isSaved={saved.isSaved}
                onToggleSave={toggleSave}
                startHref={startHref}
                onStartOver={onStartOver}
              />
            )}
          </div>
        </div>

        <SavedIdeas ideas={saved.ideas} onRemove={saved.remove} startHref={startHref} />
      </div>
    </div>
  );
}
