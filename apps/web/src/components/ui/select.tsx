import type { Ref, SelectHTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

import { controlClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  /** Options to render; children may be used instead. */
  options?: readonly SelectOption[];
}

export function Select({ className, options, children, ...props }: SelectProps) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <select className={controlClasses(invalid, cn('h-10 pr-8', className))} {...props}>
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}
