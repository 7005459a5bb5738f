import { type BlogFeaturedImage } from '@codebazaar/shared';
import { useState } from 'react';

import {
  BadgeCheck,
  Code2,
  GraduationCap,
  Megaphone,
  Newspaper,
  Store,
  TrendingUp,
  Users,
  Wrench,
  type LucideIcon,
} from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** A colour and an icon per category, for posts without a featured image. */
const placeholders: Record<string, { tone: string; Icon: LucideIcon }> = {
  development: { tone: 'from-indigo-500 to-blue-600', Icon: Code2 },
  marketplace: { tone: 'from-emerald-500 to-teal-600', Icon: Store },
  tutorials: { tone: 'from-amber-500 to-orange-600', Icon: GraduationCap },
  announcements: { tone: 'from-rose-500 to-pink-600', Icon: Megaphone },
  community: { tone: 'from-sky-500 to-cyan-600', Icon: Users },
  tools: { tone: 'from-slate-600 to-slate-800', Icon: Wrench },
  'best-practices': { tone: 'from-violet-500 to-purple-600', Icon: BadgeCheck },
  'case-studies': { tone: 'from-fuchsia-500 to-indigo-600', Icon: TrendingUp },
};
const fallback = { tone: 'from-indigo-500 to-violet-600', Icon: Newspaper };

export interface PostImageProps {
  image: BlogFeaturedImage | null;
  /** Used as alt text when the image has none. */
  title: string;
  /** Picks the placeholder's colour and icon. */
  category?: string;
  className?: string;
  /** Eager for the image at the top of a page, lazy in lists. */
  loading?: 'eager' | 'lazy';
}

/** A post's featured image, or a calm gradient when it has none (or it fails to load). */
export function PostImage({ image, title, category, className, loading = 'lazy' }: PostImageProps) {
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
  const { tone, Icon } = (category && placeholders[category]) || fallback;
  return (
    <div
      aria-hidden
      className={cn(
        'relative flex w-full items-center justify-center overflow-hidden bg-gradient-to-br',
        tone,
        className,
      )}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.25),transparent_55%)]" />
      <Icon className="relative size-12 text-white/80" strokeWidth={1.5} />
    </div>
  );
}
