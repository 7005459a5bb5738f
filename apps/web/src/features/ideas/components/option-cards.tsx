import { useId, type ReactNode } from 'react';

import { CheckCircle2 } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import type { WizardOption } from '../lib/options';

interface GroupProps {
  legend: string;
  hint?: ReactNode;
  /** Grid classes of the cards (columns per breakpoint). */
  columns: string;
  children: ReactNode;
}

function Group({ legend, hint, columns, children }: GroupProps) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className={cn('mt-4 grid gap-3', columns)}>{children}</div>
    </fieldset>
  );
}

interface OptionCardProps<T extends string> {
  option: WizardOption<T>;
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  /** Compact cards put the icon above the text. */
  compact?: boolean;
}

/**
 * A choice shown as a card: a real (visually hidden) radio or checkbox, so keyboards and screen
 * readers get the native behaviour (arrow keys in a radio group, space to toggle).
 */
function OptionCard<T extends string>({
  option,
  type,
  name,
  checked,
  onChange,
  compact = false,
}: OptionCardProps<T>) {
  const id = useId();
  const { Icon } = option;
  return (
    <label
      className={cn(
        'relative flex cursor-pointer rounded-xl border bg-white p-4 transition',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
        compact ? 'flex-col items-start gap-3' : 'items-start gap-3',
        checked
          ? 'border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500'
          : 'border-slate-200 hover:border-indigo-300 hover:shadow-sm',
      )}
    >
      <input
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="sr-only"
      />
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-lg transition-colors',
          checked ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-600',
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className={cn('min-w-0', !compact && 'pr-6')}>
        <span id={`${id}-label`} className="block text-sm font-semibold text-slate-900">
          {option.label}
        </span>
        <span id={`${id}-hint`} className="mt-0.5 block text-xs text-slate-600 sm:text-sm">
          {option.hint}
        </span>
      </span>
      <CheckCircle2
        aria-hidden
        className={cn(
          'absolute top-3 right-3 size-5 text-indigo-600 transition-opacity',
          checked ? 'opacity-100' : 'opacity-0',
        )}
      />
    </label>
  );
}

export interface RadioCardsProps<T extends string> {
  legend: string;
  hint?: ReactNode;
  name: string;
  options: readonly WizardOption<T>[];
  value: T;
  onChange: (value: T) => void;
  columns: string;
  compact?: boolean;
}

/** A single choice among cards (a radio group). */
export function RadioCards<T extends string>({
  legend,
  hint,
  name,
  options,
  value,
  onChange,
  columns,
  compact,
}: RadioCardsProps<T>) {
  return (
    <Group legend={legend} hint={hint} columns={columns}>
      {options.map((option) => (
        <OptionCard
          key={option.value}
          type="radio"
          name={name}
          option={option}
          checked={option.value === value}
          onChange={() => onChange(option.value)}
          compact={compact}
        />
      ))}
    </Group>
  );
}

export interface CheckCardsProps<T extends string> {
  legend: string;
  hint?: ReactNode;
  name: string;
  options: readonly WizardOption<T>[];
  values: readonly T[];
  onChange: (values: T[]) => void;
  columns: string;
  compact?: boolean;
}

/** Any number of choices among cards (checkboxes); the order of `options` is kept. */
export function CheckCards<T extends string>({
  legend,
  hint,
  name,
  options,
  values,
  onChange,
  columns,
  compact,
}: CheckCardsProps<T>) {
  const toggle = (value: T) => {
    const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <Group legend={legend} hint={hint} columns={columns}>
      {options.map((option) => (
        <OptionCard
          key={option.value}
          type="checkbox"
          name={name}
          option={option}
          checked={values.includes(option.value)}
          onChange={() => toggle(option.value)}
          compact={compact}
        />
      ))}
    </Group>
  );
}
