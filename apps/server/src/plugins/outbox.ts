import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Db } from '../db/client';
import { createOutboxStore } from '../integrations/outbox/outbox-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Side effects recorded with the change that causes them (ADR 015). */
    outbox: Outbox;
  }
}

/** What an effect is told about the row it runs. */
export interface OutboxEffectContext {
  outboxId: string;
  event: string;
  payload: unknown;
  /** 1 for the first run of the row. */
  attempt: number;
}

/**
 * One side effect. It must be idempotent: a run that died half-way (a crash, a lost lease) is
 * run again from the start.
 */
export type OutboxEffect = (subjectId: string, context: OutboxEffectContext) => Promise<void>;

export interface RecordOptions {
  payload?: unknown;
  /** Names this occurrence of the event (default `<event>:<subjectId>`): recorded once. */
  occurrence?: string;
}

export interface Outbox {
  /**
   * Registers the effect `name` (stable: rows carry it across restarts and deploys) of `event`.
   * Modules register at start-up, in their plugin.
   */
  on(event: string, name: string, effect: OutboxEffect): void;
  /**
   * Writes one row per effect of the event, inside the caller's transaction `tx`; returns their
   * ids, to be handed to `relay` once the transaction committed.
   */
  record(tx: Db, event: string, subjectId: string, options?: RecordOptions): Promise<string[]>;
  /**
   * Puts rows not yet dispatched on the job queue, one job per row (the row id as singleton
   * key): `ids` just after their commit, or every such row (start-up, each poll). Never throws:
   * a row it could not hand over waits for the next poll. Returns how many it handed over.
   */
  relay(ids?: readonly string[]): Promise<number>;
  /** Rows whose effect has not run to the end. */
  backlog(): Promise<number>;
}

/** The job that runs one outbox row. */
export const OUTBOX_JOB = 'outbox.effect';
/** Runs of a row before its job fails for good (back-off from 30 s, doubling, up to 6 h). */
const OUTBOX_RETRY_LIMIT = 10;

/**
 * The transactional outbox on the durable job queue (docs/decisions/015-transactional-outbox.md).
 * A change records its effects in its own transaction; the relay turns each row into a job right
 * after the commit, at start-up and on every poll of the queue (so rows a crash left behind are
 * picked up); the job skips a row already done, runs its effect and marks it done. Retries and
 * back-off are the queue's.
 */
export default fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ module: 'outbox' });
    const store = createOutboxStore(app.database.db);
    const effects = new Map<string, { event: string; run: OutboxEffect }>();

    async function relay(ids?: readonly string[]): Promise<number> {
      let handed = 0;
      try {
        for (const id of await store.undispatched(ids)) {
          await app.jobs.enqueue(
            OUTBOX_JOB,
            { id },
            { singletonKey: id, retryLimit: OUTBOX_RETRY_LIMIT },
          );
          await store.markDispatched(id, app.clock());
          handed += 1;
        }
      } catch (err) {
        log.warn({ err }, 'outbox relay failed; the next poll tries again');
      }
      return handed;
    }

    const outbox: Outbox = {
      on(event, name, run) {
        if (effects.has(name)) throw new Error(`outbox effect ${name} is registered twice`);
        effects.set(name, { event, run });
      },
      record(tx, event, subjectId, options = {}) {
        const occurrence = options.occurrence ?? `${event}:${subjectId}`;
        const rows = [...effects]
          .filter(([, e]) => e.event === event)
          .map(([effect]) => ({ effect, event, subjectId, occurrence, payload: options.payload }));
        return store.insert(rows, tx);
      },
      relay,
      backlog: () => store.backlog(),
    };
    app.decorate('outbox', outbox);

    await app.jobs.work<{ id: string }>(OUTBOX_JOB, async ({ id }) => {
      const row = await store.startRun(id);
      if (!row) return; // done already (a re-enqueued row), or gone
      const effect = effects.get(row.effect);
      if (!effect) throw new Error(`outbox effect ${row.effect} is not registered here`);
      try {
        await effect.run(row.subjectId, {
          outboxId: row.id,
          event: row.event,
          payload: row.payload,
          attempt: row.attempts,
        });
      } catch (err) {
        await store.markFailed(id, err instanceof Error ? err.message : String(err));
        throw err;
      }
      await store.markDone(id, app.clock());
    });
    // Every poll (and every runDueNow of a test) first hands over what is left undispatched.
    app.jobs.beforeEachRun(() => relay());
    app.addHook('onReady', async () => {
      await relay();
    });
  },
  { name: 'outbox', dependencies: ['jobs'] },
);
