import { type BlogFeaturedImage } from '@codebazaar/shared';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';

import { cn } from '@/lib/cn';

export interface PostImageProps {
  image: BlogFeaturedImage | null;
  /** Used as alt text when the image has none. */
  title: string;
  className?: string;
  /** Eager for the image at the top of a page, lazy in lists. */
  loading?: 'eager' | 'lazy';
}

/** A post's featured image, or a calm gradient when it has none (or it fails to load). */
export function PostImage({ image, title, className, loading = 'lazy' }: PostImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = image?.url?.trim();
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt={image?.alt?.trim() || title}
        loading={loading}
        decoding="async"
        onError={() => setFailedUrl(url)}
        className={cn('w-full bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={cn(
        'flex w-full items-center justify-center bg-gradient-to-br from-indigo-500 via-indigo-600 to-violet-600',
        className,
      )}
    >
      <Newspaper className="size-10 text-white/70" />
    </div>
  );
}
