import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { runEachPeriod } from '../../plugins/each-period';
import { createUpdatesRepository } from './updates.repository';
import {
  createUpdatesService,
  LICENSE_RENEWED,
  UPDATES_EFFECTS,
  UPDATES_ENDED,
  UPDATES_REMINDER,
  type UpdatesService,
} from './updates.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Updates for a term: policies, renewals and the end of terms (modules/updates, ADR 021). */
    updates: UpdatesService;
  }
}

/**
 * The term of updates: one service, the effects of its outbox events, and the scheduled sweep
 * (UPDATES_SWEEP_SECONDS, 0 = off), run by one instance per period.
 */
export default fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ module: 'updates' });
    const service = createUpdatesService(createUpdatesRepository(app.database.db), {
      outbox: app.outbox,
      entitlements: app.entitlements,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      clock: () => app.clock(),
      log,
      async onPolicyChanged(projectId) {
        // The project's page shows the policy (cached public answers go, ADR 012), and
        // checkouts opened on the old terms can no longer be paid.
        await app.changes.publish('projects');
        await app.projectEvents.emit('saleTermsChanged', projectId);
      },
    });
    app.decorate('updates', service);

    app.outbox.on(UPDATES_REMINDER, UPDATES_EFFECTS.reminderMail, (id, { payload }) =>
      service.remindHolder(id, payload),
    );
    app.outbox.on(UPDATES_ENDED, UPDATES_EFFECTS.endAccess, (id) => service.endAccess(id));
    app.outbox.on(UPDATES_ENDED, UPDATES_EFFECTS.endedMail, (id, { payload }) =>
      service.mailEnded(id, payload),
    );
    app.outbox.on(LICENSE_RENEWED, UPDATES_EFFECTS.renewalAccess, (id) =>
      service.restoreAccess(id),
    );
    // A renewal makes no license, so no license event commits its line's tax: this does.
    app.outbox.on(LICENSE_RENEWED, UPDATES_EFFECTS.renewalTax, (_id, { payload }) =>
      app.receipts.commitRenewalTax((payload as { paymentReference: string }).paymentReference),
    );

    runEachPeriod(app, {
      name: 'updates-sweep',
      seconds: app.config.UPDATES_SWEEP_SECONDS,
      work: () => service.sweep(),
      log,
      failure: 'updates sweep failed',
    });
  },
  {
    name: 'updates-module',
    dependencies: [
      'outbox',
      'changes',
      'entitlements-module',
      'projects-module',
      'receipts-module',
    ],
  },
);
