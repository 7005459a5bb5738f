import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { derivedKey, loadTokenKey } from '../../integrations/github/token-crypto';
import { RELEASE_PUBLISHED } from '../releases/release-publisher';
import { createReleaseNoticesRepository } from './release-notices.repository';
import {
  createReleaseNoticesService,
  RELEASE_HOLDER_MAIL,
  type ReleaseNoticesService,
} from './release-notices.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What follows a published release: holders' mails, webhooks, the changelog (ADR 015). */
    releaseNotices: ReleaseNoticesService;
  }
}

/**
 * The effects of `release.published`, which the releases module records in the transaction that
 * publishes: the holders' mails (planned in batches, each mail an outbox row of its own) and the
 * seller's webhooks (app.webhooks). Unsubscribe links are signed with a key derived from the
 * stored-token key, so every instance that shares that key accepts them.
 */
export default fp(
  async (app: FastifyInstance) => {
    const tokenKey = loadTokenKey(app.config, app.log);
    const linkKey = derivedKey(tokenKey, 'codebazaar release mail links');
    const service = createReleaseNoticesService(createReleaseNoticesRepository(app.database.db), {
      releases: app.releases,
      outbox: app.outbox,
      jobs: app.jobs,
      mailer: app.mailer,
      emitWebhook: (sellerId, type, data, cause) => app.webhooks.emit(sellerId, type, data, cause),
      linkKey,
      publicUrl: app.config.publicUrl,
      mailsPerMinute: app.config.RELEASE_MAILS_PER_MINUTE,
      clock: () => app.clock(),
    });
    await service.registerJobs();
    app.decorate('releaseNotices', service);

    app.outbox.on(RELEASE_PUBLISHED, 'release-notices.plan-holder-mails', async (id) => {
      await service.planHolderMails(id);
    });
    app.outbox.on(RELEASE_HOLDER_MAIL, 'release-notices.holder-mail', (id, { payload }) =>
      service.sendHolderMail(id, payload),
    );
    app.outbox.on(RELEASE_PUBLISHED, 'release-notices.webhook', (id, { outboxId }) =>
      service.queueWebhook(id, outboxId),
    );
  },
  {
    name: 'release-notices-module',
    dependencies: ['jobs', 'outbox', 'webhooks-module', 'releases-module'],
  },
);
