import type { InputHTMLAttributes, Ref } from 'react';

import { cn } from '@/lib/cn';

/** Shared look of text controls (input, textarea, select). */
export const controlClasses = (invalid?: boolean, className?: string) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:outline-red-500/30'
      : 'border-slate-300 focus:border-indigo-500 focus:outline-indigo-500/30',
    className,
  );

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <input type={type} className={controlClasses(invalid, cn('h-10', className))} {...props} />
  );
}
