import { cn } from '@/lib/cn';

export interface TagListProps {
  tags: readonly string[];
  /** How many tags to show before "+N more". */
  max: number;
  className?: string;
}

/** The first `max` tags and a count of the others (cards 3, drafts 5). */
export function TagList({ tags, max, className }: TagListProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const extra = tags.length - shown.length;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {tag}
        </li>
      ))}
      {extra > 0 && (
        <li className="rounded-md px-1 py-0.5 text-xs text-slate-500">+{extra} more</li>
      )}
    </ul>
  );
}
