import { useState } from 'react';

import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
  xl: 'size-24 text-4xl',
} as const;

export interface AvatarProps {
  username: string;
  /** Profile image URL; the first letter of the username shows when absent or broken. */
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}

export function Avatar({ username, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizes[size],
    className,
  );
  if (showImage) {
    return (
      <img
        src={src!}
        alt={username}
        className={cn(classes, 'object-cover')}
        onError={() => setFailed(src ?? null)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={username}
      className={cn(classes, 'bg-indigo-600 font-semibold text-white uppercase')}
    >
      {username.charAt(0) || '?'}
    </span>
  );
}
