import { type ReactNode } from 'react';

import { cn } from '@/lib/cn';

export interface CharCounterProps {
  id?: string;
  length: number;
  /** The ideal length; going past it is shown, not prevented (docs/product-rules.md#blog). */
  ideal: number;
  className?: string;
}

/** "42/160": turns amber past the ideal length. */
export function CharCounter({ id, length, ideal, className }: CharCounterProps) {
  const over = length > ideal;
  return (
    <span
      id={id}
      className={cn(
        'text-xs tabular-nums',
        over ? 'font-medium text-amber-600' : 'text-slate-500',
        className,
      )}
    >
      {length}/{ideal}
      {over && <span className="sr-only"> (longer than the ideal {ideal} characters)</span>}
    </span>
  );
}

/** A Field with its counter in the top-right corner, beside the label. */
export function Counted({
  id,
  length,
  ideal,
  children,
}: {
  id: string;
  length: number;
  ideal: number;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      {children}
      <CharCounter id={id} length={length} ideal={ideal} className="absolute top-0.5 right-0" />
    </div>
  );
}
