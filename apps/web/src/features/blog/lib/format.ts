import { type BlogPostSummary } from '@codebazaar/shared';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** "Mar 4, 2025"; an empty string for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The date a reader sees: publication, else creation (drafts). */
export const postDate = (post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>) =>
  post.publishedAt ?? post.createdAt;

/** Author display name or username (spec §2 Blog list card). */
export const authorName = (author: BlogPostSummary['author']) =>
  author.profile.displayName?.trim() || author.username;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export const formatCount = (n: number) => (n < 1000 ? String(n) : compact.format(n));
