import type { ProjectRelease, ProjectReleasesResponse, ReleaseFile } from '@codebazaar/shared';

/** Release data as the API answers it, for this feature's tests. */

export const SHA_100 = 'a'.repeat(64);
export const SHA_110 = 'b'.repeat(64);

export const releaseFile = (overrides: Partial<ReleaseFile> = {}): ReleaseFile => ({
  name: 'kit-1.1.0.zip',
  size: 14_540,
  sha256: SHA_110,
  downloadable: false,
  ...overrides,
});

export const release = (overrides: Partial<ProjectRelease> = {}): ProjectRelease => ({
  id: 'rel-110',
  version: '1.1.0',
  notes: 'Faster builds',
  notesHtml: '<p>Faster <strong>builds</strong></p>',
  publishedAt: '2026-03-01T10:00:00.000Z',
  backdatedTo: null,
  yanked: false,
  source: 'upload',
  githubTag: null,
  files: [releaseFile()],
  entitled: null,
  ...overrides,
});

/** Two releases, newest first, with the viewer's downloads as `downloadable` says. */
export function twoReleases(
  viewer: { downloadable: [boolean, boolean]; entitled: [boolean | null, boolean | null] } = {
    downloadable: [false, false],
    entitled: [null, null],
  },
): ProjectRelease[] {
  return [
    release({
      files: [releaseFile({ downloadable: viewer.downloadable[0] })],
      entitled: viewer.entitled[0],
    }),
    release({
      id: 'rel-100',
      version: '1.0.0',
      notes: 'First',
      notesHtml: '<p>First release</p>',
      publishedAt: '2026-01-10T10:00:00.000Z',
      files: [
        releaseFile({
          name: 'kit-1.0.0.zip',
          size: 2_048,
          sha256: SHA_100,
          downloadable: viewer.downloadable[1],
        }),
      ],
      entitled: viewer.entitled[1],
    }),
  ];
}

export const releasesAnswer = (
  overrides: Partial<ProjectReleasesResponse> = {},
): ProjectReleasesResponse => ({
  releases: twoReleases(),
  licenseId: null,
  updatesUntil: null,
  canManage: false,
  archives: 'github_not_configured',
  ...overrides,
});
