import type { Ref, TextareaHTMLAttributes } from 'react';

import { controlClasses } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <textarea rows={rows} className={controlClasses(invalid, className)} {...props} />;
}
