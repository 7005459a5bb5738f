import { cn } from '@/lib/cn';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  className?: string;
  /** Accessible text; the spinner is announced as a status. */
  label?: string;
}

export function Spinner({ size = 'md', className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden
        className={cn(
          'animate-spin rounded-full border-current border-r-transparent text-indigo-600',
          sizes[size],
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A centred spinner filling a page area, used while a page or session loads. It is as tall as
 * the viewport below the navigation bar, so the footer stays out of sight until the content
 * arrives instead of jumping down (a layout shift).
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}
