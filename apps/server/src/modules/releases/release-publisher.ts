import { slugify } from '@codebazaar/shared';
import type { FastifyBaseLogger } from 'fastify';

import type { ReleaseStorage } from '../../integrations/media/release-storage';
import { uniqueViolation } from '../../lib/db-errors';
import type { Outbox } from '../../plugins/outbox';
import { discardIncoming, storageKeyOf, type IncomingFile } from './release-files';
import type { NewRelease, ReleaseProjectRow, ReleasesRepository } from './releases.repository';

/** The outbox event of a new release (ADR 015): mails to holders, sellers' webhooks. */
export const RELEASE_PUBLISHED = 'release.published';

export type PublishOutcome =
  | { kind: 'published'; id: string }
  /** The version, or the GitHub release, was already a release of the project. */
  | { kind: 'version' | 'github_release' };

export interface PublisherDeps {
  storage: ReleaseStorage;
  outbox: Pick<Outbox, 'record' | 'relay'>;
  /** After a release was added or yanked: cached project answers are cleared. */
  onChange: () => Promise<void>;
  log: FastifyBaseLogger;
}

/** What a buyer's download is called: `<project title as a slug>-<version>.<zip|tar.gz>`. */
export const releaseFileName = (title: string, version: string, format: string) =>
  `${slugify(title) || 'project'}-${version}.${format}`;

/**
 * Adds releases (docs/product-rules.md#releases). The file goes to release storage first, under
 * the name of its content; then one transaction adds the release, its file row and the
 * `release.published` outbox row. When the transaction does not commit, the file is removed
 * unless another release names the same bytes. Both steps take a lock on the file's name, so a
 * removal never takes a file a committing release is about to name: the transaction checks,
 * under that lock, that the file is still there (and stores it again if a removal came first).
 */
export function createReleasePublisher(repo: ReleasesRepository, deps: PublisherDeps) {
  const { storage, outbox, log } = deps;

  /** Removes the stored file unless a release names it (under the lock of its name). */
  async function removeIfUnused(storageKey: string): Promise<void> {
    try {
      await repo.transaction(async (tx) => {
        await repo.lockStorageKey(storageKey, tx);
        if (!(await repo.storageKeyInUse(storageKey, tx))) await storage.remove([storageKey]);
      });
    } catch (err) {
      // Left behind, the file is private and named by no row: harmless.
      log.warn({ err, storageKey }, 'release file not removed');
    }
  }

  async function commit(
    project: ReleaseProjectRow,
    release: NewRelease,
    incoming: IncomingFile,
  ): Promise<
    { kind: 'published'; id: string; effects: string[] } | { kind: 'version' | 'github_release' }
  > {
    const storageKey = storageKeyOf(incoming);
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await repo.transaction(async (tx) => {
        await repo.lockProject(project.id, tx);
        const taken = await repo.conflict(project.id, release.version, release.githubReleaseId, tx);
        if (taken) return { kind: taken };
        await repo.lockStorageKey(storageKey, tx);
        if (!(await storage.exists(storageKey))) return { kind: 'file_missing' as const };
        const id = await repo.insert(
          release,
          {
            name: releaseFileName(project.title, release.version, incoming.format),
            storageKey,
            format: incoming.format,
            sizeBytes: incoming.size,
            sha256: incoming.sha256,
          },
          tx,
        );
        const effects = await outbox.record(tx, RELEASE_PUBLISHED, id, {
          occurrence: `${RELEASE_PUBLISHED}:${id}`,
          payload: { projectId: project.id, version: release.version },
        });
        return { kind: 'published' as const, id, effects };
      });
      if (outcome.kind !== 'file_missing') return outcome;
      // A removal of the same bytes (a refused upload of them) came between the store and
      // this transaction: store them again and retry.
      if (attempt >= 3) throw new Error(`release file ${storageKey} keeps disappearing`);
      await storage.put(storageKey, incoming.path, incoming.size);
    }
  }

  return {
    removeIfUnused,

    /**
     * Stores the file and adds the release. The incoming file is removed in any case; the
     * stored one stays only when a release names it.
     */
    async publish(
      project: ReleaseProjectRow,
      release: NewRelease,
      incoming: IncomingFile,
    ): Promise<PublishOutcome> {
      const storageKey = storageKeyOf(incoming);
      try {
        await storage.put(storageKey, incoming.path, incoming.size);
        let outcome: Awaited<ReturnType<typeof commit>>;
        try {
          outcome = await commit(project, release, incoming);
        } catch (err) {
          // The unique indexes catch what the project lock did not serialise.
          if (uniqueViolation(err) === null) throw err;
          outcome = { kind: 'version' };
        }
        if (outcome.kind !== 'published') {
          await removeIfUnused(storageKey);
          return outcome;
        }
        await outbox.relay(outcome.effects);
        await deps.onChange();
        return { kind: 'published', id: outcome.id };
      } catch (err) {
        await removeIfUnused(storageKey);
        throw err;
      } finally {
        await discardIncoming(incoming);
      }
    },
  };
}

export type ReleasePublisher = ReturnType<typeof createReleasePublisher>;
