import { ApiError, errorMessage } from '@/lib/api-client';

/** Texts of spec §8 Blog that code and tests share. */
export const BLOG_MESSAGES = {
  loadFailed: 'Failed to load blog posts',
  postNotFound: 'Blog post not found',
  postLoadFailed: 'Failed to load blog post',
  updateFailed: 'Failed to update post',
  deleteFailed: 'Failed to delete post',
  saveFailed: 'Failed to save post',
  deleteConfirm: 'Are you sure you want to delete this post?',
} as const;

/**
 * The text to show for a failed call: the server's own message for a client error
 * (e.g. a slug clash), else the screen's fallback. A 5xx carries only a generic text.
 */
export const blogErrorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500
    ? errorMessage(err, fallback)
    : fallback;
