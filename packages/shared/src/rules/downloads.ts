/** Downloads one license may start in 24 hours (protects the seller's GitHub quota). */
export const DOWNLOADS_PER_DAY = 20;
/** How long a download link lasts. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;
