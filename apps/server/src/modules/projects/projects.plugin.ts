import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { mediaFileNames } from '../../integrations/media/media-storage';
import { createProjectEvents, type ProjectEvents } from './project-events';
import { createProjectsRepository } from './projects.repository';
import { createProjectsService, type ProjectsService } from './projects.service';
import { createViewBuffer, type ViewBuffer } from './view-buffer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Projects: listing and search, detail, drafts and writes (modules/projects). */
    projects: ProjectsService;
    /** Project views waiting to be counted (written in batches, view-buffer.ts). */
    projectViews: ViewBuffer;
    /** Project changes other modules react to (payments cancel open checkouts). */
    projectEvents: ProjectEvents;
  }
}

/**
 * Builds the projects service once (the project routes and AI search share it, and with it its
 * cached counts) and the buffer that writes project views in batches. Project reads ask GitHub
 * about pending invitations and verify sources when GitHub is configured.
 */
export default fp(
  async (app: FastifyInstance) => {
    const repo = createProjectsRepository(app.database.db);
    const projectViews = createViewBuffer({
      write: repo.recordViews,
      onError: (err, dropped) =>
        app.log.warn({ err, dropped }, 'project views not written yet; retrying'),
    });
    app.decorate('projectViews', projectViews);
    // Queued views are written on close; the database is closed after app.close() (main.ts).
    app.addHook('onClose', () => projectViews.close());

    const events = createProjectEvents(app.log);
    app.decorate('projectEvents', events);

    const service = createProjectsService(repo, {
      // The project routes' list cache listens to the same topic, here and on other instances.
      onChange: () => app.changes.publish('projects'),
      checkRepositoryAccess: app.github.access?.checkForViewer,
      // Read at request time: the license-keys module is registered after this one.
      licenseKeyFor: (licenseId) => app.licenseKeys.keyForHolder(licenseId),
      // Read at request time too: the updates module is registered after this one.
      updatesOf: (projectIds, showPrice, policies) =>
        app.updates.projectsUpdates(projectIds, showPrice, policies),
      verifySource: app.github.service?.verifySource,
      assertSellableRepository: app.github.service?.assertSellableRepository,
      views: projectViews,
      onSaleTermsChanged: (id) => events.emit('saleTermsChanged', id),
      onPublished: (id) => events.emit('published', id),
      // A deleted project's images go with it (a file left behind is unreferenced).
      onRemoved: (row) =>
        app.mediaStorage
          .remove(mediaFileNames(row.media))
          .catch((err: unknown) => app.log.warn({ err }, 'media files not removed')),
    });
    // A listening server reads what the first search needs before it comes (tests that only
    // inject requests never listen, and read it on their first search as before).
    app.addHook('onListen', () => {
      void service.warmUp();
    });
    app.changes.subscribe('projects', (origin) => {
      // Another instance's write: its counts and search words are not in ours. Our own writes
      // elsewhere (a review changes ratings, which lists filter on): forget the counts.
      if (origin === 'remote') service.forgetCached();
      else service.forgetCounts();
    });
    // A claim or a purchase counts a download, which public answers show: cached answers go,
    // here and on other instances, before the buyer gets their answer (in memory, right after
    // the commit: what a lost notice costs is a cached count a little longer).
    app.licenseEvents.afterCommit('activated', () => app.changes.publish('projects'));
    app.decorate('projects', service);
  },
  { name: 'projects-module', dependencies: ['changes', 'github-module'] },
);
