/** Leaves the SPA for a server route (e.g. the full-page GitHub sign-in). */
export function fullPageRedirect(url: string) {
  window.location.assign(url);
}
