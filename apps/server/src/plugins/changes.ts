import crypto from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What changed, as far as caches care: `projects` and `blog` for public reads (and the readers'
 * licenses), `sessions` for the cached sessions (ADR 013).
 */
export type ChangeTopic = 'projects' | 'blog' | 'sessions';

/** 'local': this instance made the change (it already updated what it could); 'remote': another did. */
export type ChangeListener = (origin: 'local' | 'remote') => void;

/**
 * Invalidation of the short-lived caches of anonymous public reads across server instances
 * (docs/ARCHITECTURE.md#scale-out, docs/budgets.md). A write publishes its topic: this
 * instance's listeners run at once, and the other instances on the same PostgreSQL hear it
 * through LISTEN/NOTIFY. The write waits until
 * its own notification comes back on this instance's listening connection: PostgreSQL sends a
 * notification to every listener at the same commit, so by the time the writer answers, the
 * other instances have it too and a read there right after the write is fresh. (If that takes
 * longer than ECHO_TIMEOUT_MS, the write answers anyway; cache entries expire within seconds.)
 * On PGlite there is one process: local only.
 */
export interface Changes {
  /** Runs this instance's listeners, then tells the other instances; resolves once delivered. */
  publish(topic: ChangeTopic): Promise<void>;
  subscribe(topic: ChangeTopic, listener: ChangeListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

export const CHANGES_CHANNEL = 'codebazaar_changes';

const TOPICS: readonly ChangeTopic[] = ['projects', 'blog', 'sessions'];

/** The longest a write waits for its notification to come back. */
export const ECHO_TIMEOUT_MS = 1_000;

export default fp(
  async (app: FastifyInstance) => {
    // Lets an instance recognise (and skip) its own notifications.
    const instanceId = crypto.randomBytes(8).toString('hex');
    const listeners = new Map<ChangeTopic, ChangeListener[]>();
    const log = app.log.child({ module: 'changes' });
    // Notifications this instance sent and is waiting to hear back, by sequence number.
    const awaitingEcho = new Map<number, () => void>();
    let seq = 0;

    const run = (topic: ChangeTopic, origin: 'local' | 'remote') => {
      for (const listener of listeners.get(topic) ?? []) {
        try {
          listener(origin);
        } catch (err) {
          log.error({ err, topic }, 'change listener failed');
        }
      }
    };

    const listener = await app.database.listen(CHANGES_CHANNEL, {
      message(payload) {
        let parsed: { from?: unknown; topic?: unknown; seq?: unknown };
        try {
          parsed = JSON.parse(payload) as typeof parsed;
        } catch {
          return;
        }
        if (parsed.from === instanceId) {
          if (typeof parsed.seq === 'number') awaitingEcho.get(parsed.seq)?.();
          return;
        }
        const topic = TOPICS.find((t) => t === parsed.topic);
        if (topic) run(topic, 'remote');
      },
      reconnected() {
        log.warn('change notifications reconnected; dropping cached public reads');
        for (const topic of TOPICS) run(topic, 'remote');
      },
    });
    app.addHook('onClose', async () => {
      await listener.stop();
      for (const done of awaitingEcho.values()) done();
    });

    /** Resolves when the notification `n` comes back, or after ECHO_TIMEOUT_MS. */
    const echo = (n: number): { heard: Promise<void>; cancel(): void } => {
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          awaitingEcho.delete(n);
          resolve();
        };
        awaitingEcho.set(n, done);
        timer = setTimeout(() => {
          log.warn({ seq: n }, 'a change notification did not come back in time');
          done();
        }, ECHO_TIMEOUT_MS);
      });
      return { heard, cancel: () => awaitingEcho.get(n)?.() };
    };

    app.decorate<Changes>('changes', {
      async publish(topic) {
        run(topic, 'local');
        seq += 1;
        // Without a listening connection (PGlite; PostgreSQL while reconnecting) there is no
        // echo to wait for: the other instances' entries then simply expire.
        const back = listener.connected() ? echo(seq) : null;
        try {
          await app.database.notify(
            CHANGES_CHANNEL,
            JSON.stringify({ from: instanceId, topic, seq }),
          );
          await back?.heard;
        } catch (err) {
          back?.cancel();
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
