import {
  compareVersions,
  updatesStanding,
  type UpgradeKeyResponse,
  type ValidateKeyResponse,
  type VersionInfo,
} from '@codebazaar/shared';

/** A release as the upgrade answer needs it. */
interface ReleaseVersion {
  version: string;
  publishedAt: Date;
  backdatedTo: Date | null;
  notes: string;
}

export interface UpgradeDeps {
  /** The key's check (license-keys.service validate): its code and license, with its term. */
  validate(key: string, projectId: string): Promise<ValidateKeyResponse>;
  /** The project's releases that are not yanked (app.releases.list). */
  releases: { list(projectId: string): Promise<ReleaseVersion[]> };
  /** A download link of a release for the license (app.downloads.releaseLink). */
  releaseLink(licenseId: string, version: string): Promise<{ url: string; expiresAt: string }>;
  /** Links are answered whole: the program calling is not on this site. */
  publicUrl: string;
}

const toVersionInfo = (r: ReleaseVersion | null): VersionInfo | null =>
  r && { version: r.version, publishedAt: r.publishedAt.toISOString(), notes: r.notes };

/**
 * POST /license-keys/upgrade (docs/license-keys.md#upgrade): a program asks with its key whether
 * a newer version is out. The key is checked as validate checks it (an unknown key answers its
 * code and nothing else). `latest` is the project's latest release; `entitledLatest` the latest
 * the license's term of updates reaches, for a valid key only; an update is available when that
 * one is newer than `currentVersion`, and then `download` is a link to it. A newer `latest` with
 * no update available is "renew to get it".
 */
export async function upgradeKey(
  deps: UpgradeDeps,
  body: { key: string; projectId: string; currentVersion: string },
): Promise<UpgradeKeyResponse> {
  const check = await deps.validate(body.key, body.projectId);
  if (!check.license) {
    return {
      code: check.code,
      updateAvailable: false,
      latest: null,
      entitledLatest: null,
      updatesUntil: null,
      download: null,
    };
  }
  const { id: licenseId, updatesUntil = null } = check.license;
  const standing = updatesStanding(await deps.releases.list(body.projectId), updatesUntil);
  const entitled = check.code === 'VALID' ? standing.latestEntitled : null;
  const updateAvailable =
    entitled !== null && compareVersions(entitled.version, body.currentVersion) > 0;
  const link = updateAvailable ? await deps.releaseLink(licenseId, entitled.version) : null;
  return {
    code: check.code,
    updateAvailable,
    latest: toVersionInfo(standing.latest),
    entitledLatest: toVersionInfo(entitled),
    updatesUntil,
    download: link && { url: `${deps.publicUrl}${link.url}`, expiresAt: link.expiresAt },
  };
}
