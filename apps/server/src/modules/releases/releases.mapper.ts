import { isEntitledToRelease, type ProjectRelease } from '@codebazaar/shared';

import { renderMarkdown } from '../../lib/markdown';
import type { ReleaseWithFiles } from './releases.repository';

/** Who is looking at a release: the author, a holder (their term), or anyone else. */
export type ReleaseViewer =
  { kind: 'author' } | { kind: 'holder'; updatesUntil: Date | null } | { kind: 'other' };

/**
 * A release as the API shows it (docs/product-rules.md#releases): its files are downloadable
 * by the author, and by a holder whose term reaches the release while it is not yanked.
 */
export function toProjectRelease(row: ReleaseWithFiles, viewer: ReleaseViewer): ProjectRelease {
  const entitled = viewer.kind === 'holder' ? isEntitledToRelease(viewer.updatesUntil, row) : null;
  const downloadable = viewer.kind === 'author' || (entitled === true && row.yankedAt === null);
  return {
    id: row.id,
    version: row.version,
    notes: row.notes,
    notesHtml: renderMarkdown(row.notes),
    publishedAt: row.publishedAt.toISOString(),
    backdatedTo: row.backdatedTo?.toISOString() ?? null,
    yanked: row.yankedAt !== null,
    source: row.source,
    githubTag: row.githubTag,
    files: row.files.map((f) => ({
      name: f.name,
      size: f.sizeBytes,
      sha256: f.sha256,
      downloadable,
    })),
    entitled,
  };
}
