/** Sends the browser to another site (the payment provider's onboarding); a seam for tests. */
export function leaveApp(url: string) {
  window.location.assign(url);
}
