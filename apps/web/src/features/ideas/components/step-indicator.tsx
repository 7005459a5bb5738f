import { Check } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** The wizard's three steps, in order. */
export const WIZARD_STEPS = ['Your Info', 'Preferences', 'Your Ideas'] as const;
export type WizardStep = 1 | 2 | 3;

/** Where the visitor is in the wizard: done steps show a tick, the current one is marked. */
export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <nav aria-label="Idea generator progress">
      <ol className="flex items-start">
        {WIZARD_STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {index > 0 && (
                // The line from the previous step's circle to this one.
                <span
                  aria-hidden
                  className={cn(
                    'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 transition-colors',
                    step <= current ? 'bg-indigo-500' : 'bg-slate-200',
                  )}
                />
              )}
              <span
                className={cn(
                  'relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold transition-colors',
                  done && 'bg-indigo-600 text-white',
                  active && 'bg-indigo-600 text-white ring-4 ring-indigo-100',
                  !done && !active && 'bg-white text-slate-500 ring-1 ring-slate-300',
                )}
              >
                {done ? <Check className="size-4" aria-hidden /> : step}
              </span>
              <span
                className={cn(
                  'text-xs font-medium sm:text-sm',
                  active ? 'text-slate-900' : done ? 'text-indigo-700' : 'text-slate-500',
                )}
              >
                <span className="sr-only">Step {step}: </span>
                {label}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
