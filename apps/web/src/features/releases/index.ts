/**
 * Releases and updates, as other features may use them
 * (docs/decisions/018-web-feature-public-entries.md): the project page lists the releases, the
 * project's editor manages them, the library shows each license's updates. All stay lazy chunks
 * behind these entries; the changelog is a route of its own.
 */
export { LicenseUpdates, ProjectReleases, ProjectReleasesAdmin } from './components/entries';
