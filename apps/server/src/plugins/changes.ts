import crypto from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What changed, as far as caches of public reads care. */
export type ChangeTopic = 'projects';

/** 'local': this instance made the change (it already updated what it could); 'remote': another did. */
export type ChangeListener = (origin: 'local' | 'remote') => void;

/**
 * Invalidation of the short-lived caches of anonymous public reads across server instances
 * (DESIGN §8, §9). A write publishes its topic: this instance's listeners run at once, and the
 * other instances on the same PostgreSQL hear it through LISTEN/NOTIFY, so a read on any
 * instance right after the write is fresh. On PGlite there is one process: local only.
 */
export interface Changes {
  /** Runs this instance's listeners, then tells the other instances; resolves once sent. */
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(topic: ChangeTopic, listener: ChangeListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

export const CHANGES_CHANNEL = 'codebazaar_changes';

const TOPICS: readonly ChangeTopic[] = ['projects'];

export default fp(
  async (app: FastifyInstance) => {
    // Lets an instance recognise (and skip) its own notifications.
    const instanceId = crypto.randomBytes(8).toString('hex');
    const listeners = new Map<ChangeTopic, ChangeListener[]>();
    const log = app.log.child({ module: 'changes' });

    const run = (topic: ChangeTopic, origin: 'local' | 'remote') => {
      for (const listener of listeners.get(topic) ?? []) {
        try {
          listener(origin);
        } catch (err) {
          log.error({ err, topic }, 'change listener failed');
        }
      }
    };

    const stop = await app.database.listen(CHANGES_CHANNEL, {
      message(payload) {
        let parsed: { from?: unknown; topic?: unknown };
        try {
          parsed = JSON.parse(payload) as typeof parsed;
        } catch {
          return;
        }
        if (parsed.from === instanceId) return;
        const topic = TOPICS.find((t) => t === parsed.topic);
        if (topic) run(topic, 'remote');
      },
      reconnected() {
        log.warn('change notifications reconnected; dropping cached public reads');
        for (const topic of TOPICS) run(topic, 'remote');
      },
    });
    app.addHook('onClose', stop);

    app.decorate<Changes>('changes', {
      async publish(topic) {
        run(topic, 'local');
        try {
          await app.database.notify(CHANGES_CHANNEL, JSON.stringify({ from: instanceId, topic }));
        } catch (err) {
          // The write itself is committed; other instances catch up when their entries expire.
          log.warn({ err, topic }, 'could not notify other instances of a change');
        }
      },
      subscribe(topic, listener) {
        listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
      },
    });
  },
  { name: 'changes' },
);
