import { type BlogPostSummary } from '@codebazaar/shared';

/** The date a reader sees: publication, else creation (drafts). */
export const postDate = (post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>) =>
  post.publishedAt ?? post.createdAt;

/** Author display name or username. */
export const authorName = (author: BlogPostSummary['author']) =>
  author.profile.displayName?.trim() || author.username;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export const formatCount = (n: number) => (n < 1000 ? String(n) : compact.format(n));
