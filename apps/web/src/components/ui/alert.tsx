import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { AlertCircle, CheckCircle2, Info } from './icons';

const variants = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: AlertCircle },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CheckCircle2 },
  info: { box: 'border-indigo-200 bg-indigo-50 text-indigo-800', Icon: Info },
} as const;

export interface AlertProps {
  variant?: keyof typeof variants;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Optional action (e.g. a Try again button) shown under the text. */
  action?: ReactNode;
}

/** A message box. Errors are announced immediately (role=alert), others politely. */
export function Alert({ variant = 'info', title, children, className, action }: AlertProps) {
  const { box, Icon } = variants[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
        {action && <div className="pt-2">{action}</div>}
      </div>
    </div>
  );
}
