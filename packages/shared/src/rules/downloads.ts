/** Downloads one license may start in 24 hours (protects the seller's GitHub quota). */
export const DOWNLOADS_PER_DAY = 20;
/** How long a download link lasts. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;
/** What a holder's page says where it would offer the archives, on a server without GitHub. */
export const ARCHIVES_NEED_GITHUB =
  'Repository downloads need GitHub, which is not set up on this server.';
