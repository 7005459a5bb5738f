import type { Ref } from 'react';

export interface StepHeadingProps {
  ref: Ref<HTMLHeadingElement>;
  step: number;
  title: string;
  description: string;
}

/** The heading of a wizard step; focus moves here when the step changes. */
export function StepHeading({ ref, step, title, description }: StepHeadingProps) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wider text-indigo-600 uppercase">
        Step {step} of 3
      </p>
      <h2
        ref={ref}
        tabIndex={-1}
        className="mt-1 text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
      >
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 sm:text-base">{description}</p>
    </div>
  );
}
