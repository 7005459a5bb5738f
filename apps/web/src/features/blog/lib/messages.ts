/** Blog texts that code and tests share (docs/product-rules.md#texts). */
export const BLOG_MESSAGES = {
  loadFailed: 'Failed to load blog posts',
  postNotFound: 'Blog post not found',
  postLoadFailed: 'Failed to load blog post',
  updateFailed: 'Failed to update post',
  deleteFailed: 'Failed to delete post',
  saveFailed: 'Failed to save post',
  deleteConfirm: 'Are you sure you want to delete this post?',
} as const;
