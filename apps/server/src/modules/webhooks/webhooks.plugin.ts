import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createTokenCipher, loadTokenKey } from '../../integrations/github/token-crypto';
import { systemLookup } from './webhook-http';
import { createWebhooksRepository } from './webhooks.repository';
import {
  createWebhooksService,
  DEFAULT_DELIVERY_OPTIONS,
  type WebhookDeliveryOptions,
  type WebhooksService,
} from './webhooks.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seller webhooks: endpoints, signed deliveries on the job queue (modules/webhooks). */
    webhooks: WebhooksService;
  }
}

export interface WebhooksPluginOptions {
  /** Tests shorten the retry waits and the time-out, and resolve host names themselves. */
  delivery?: Partial<WebhookDeliveryOptions>;
}

/**
 * Builds the webhooks service once, registers its delivery job, and subscribes to the other
 * modules' event buses (licenses, the access trail, reviews, projects): they hand over ids, the
 * service reads what it sends.
 */
export default fp<WebhooksPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const { config } = app;
    const log = app.log.child({ module: 'webhooks' });
    const service = createWebhooksService({
      repo: createWebhooksRepository(app.database.db),
      // The signing secrets are needed in clear: kept encrypted with the stored-token key.
      cipher: createTokenCipher(loadTokenKey(config, app.log)),
      jobs: app.jobs,
      mailer: app.mailer,
      clock: () => app.clock(),
      publicUrl: config.publicUrl,
      allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
      // Outside production a newcomer tries webhooks on this machine (docs/product-rules.md#webhooks).
      allowLoopback: config.NODE_ENV !== 'production',
      delivery: { lookup: systemLookup, ...DEFAULT_DELIVERY_OPTIONS, ...opts.delivery },
      onAttempt: (outcome) => app.metrics.webhookDelivery(outcome),
      log,
    });
    await service.registerJobs();
    app.decorate('webhooks', service);

    app.licenseEvents.on('activated', 'webhooks.license-created', (id, { outboxId }) =>
      service.onLicense('license.created', id, outboxId),
    );
    app.licenseEvents.on('refunded', 'webhooks.license-refunded', (id, { outboxId }) =>
      service.onLicense('license.refunded', id, outboxId),
    );
    app.licenseEvents.on('suspended', 'webhooks.license-disputed', (id, { outboxId }) =>
      service.onLicense('license.disputed', id, outboxId),
    );
    app.accessEvents.on('recorded', (id) => service.onAccessRecorded(id));
    app.reviewEvents.on('created', (id) => service.onReviewCreated(id));
    app.projectEvents.on('published', (id) => service.onProjectPublished(id));
  },
  {
    name: 'webhooks-module',
    dependencies: ['jobs', 'metrics', 'reviews-module', 'projects-module'],
  },
);
