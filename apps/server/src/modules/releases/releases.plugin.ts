import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createReleaseStorage } from '../../integrations/media/release-storage';
import { runEachPeriod } from '../../plugins/each-period';
import { createReleasePublisher } from './release-publisher';
import { createGitHubReleases } from './releases-github';
import { createReleasesRepository } from './releases.repository';
import { createReleasesService, type ReleasesService } from './releases.service';

export interface ReleasesModule extends ReleasesService {
  /** Queues the sync of every project on GitHub (what the timer does); how many were queued. */
  queueSyncs(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Releases of projects and their files (modules/releases): publishing, lists, the GitHub
     * sync, and the read API of other modules (`list`, `latest`, `get`).
     */
    releases: ReleasesModule;
  }
}

/** The job that adds one project's new GitHub releases. */
export const RELEASES_SYNC_JOB = 'releases.sync';

/**
 * One releases service on the configured release storage (DATA_DIR/releases or S3). Projects
 * on GitHub are synced every RELEASES_SYNC_SECONDS (0: never): each period one instance queues
 * a job per project, which the job queue runs once.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const log = app.log.child({ module: 'releases' });
    const repo = createReleasesRepository(app.database.db);
    const storage = createReleaseStorage(config);
    const onChange = () => app.changes.publish('projects');
    const publisher = createReleasePublisher(repo, {
      storage,
      outbox: app.outbox,
      onChange,
      log,
    });
    const github = createGitHubReleases(repo, publisher, {
      source: () => app.github.archives,
      incomingDir: storage.incomingDir,
      maxMb: config.RELEASE_MAX_MB,
      clock: () => app.clock(),
    });
    const service = createReleasesService(repo, {
      storage,
      publisher,
      github,
      githubConfigured: () => app.github.configured,
      onChange,
      clock: () => app.clock(),
    });
    const queueSyncs = async (): Promise<number> => {
      let queued = 0;
      for (const projectId of await service.syncedProjects()) {
        const id = await app.jobs.enqueue(
          RELEASES_SYNC_JOB,
          { projectId },
          { singletonKey: projectId },
        );
        if (id) queued += 1;
      }
      return queued;
    };
    app.decorate<ReleasesModule>('releases', { ...service, queueSyncs });

    await app.jobs.work<{ projectId: string }>(RELEASES_SYNC_JOB, async ({ projectId }) => {
      try {
        const { added } = await service.syncProject(projectId);
        if (added.length > 0) log.info({ projectId, added }, 'GitHub releases added');
      } catch (err) {
        // An author without GitHub (any more) is not retried; GitHub's own failures are.
        if ((err as { statusCode?: number }).statusCode === 400) return;
        throw err;
      }
    });

    // Without GitHub there is nothing to sync.
    runEachPeriod(app, {
      name: 'releases-sync',
      seconds: app.github.configured ? config.RELEASES_SYNC_SECONDS : 0,
      work: queueSyncs,
      log,
      failure: 'the releases sync could not be queued',
    });
  },
  {
    name: 'releases-module',
    dependencies: ['changes', 'jobs', 'outbox', 'github-module'],
  },
);
