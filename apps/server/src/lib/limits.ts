/** How many drafts (and other per-user lists) one response carries at most. */
export const MAX_USER_LIST = 100;
