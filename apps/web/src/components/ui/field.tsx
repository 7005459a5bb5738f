import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Label } from './label';

export interface FieldProps {
  /** id of the control; the label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** ids for aria-describedby of a control inside a Field. */
export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** aria props for a control in a Field: invalid state and description ids (hint: the Field has one). */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const describedBy = [error ? fieldErrorId(id) : null, hint && !error ? fieldHintId(id) : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** Label + control + hint + error text. Pass `fieldAria(id, error)` to the control. */
export function Field({ id, label, error, hint, required, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
      </Label>
      {children}
      {hint && !error && (
        <p id={fieldHintId(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
