import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { claimPeriod } from '../db/rate-limit-counters';

export interface PeriodicWork {
  /** Names the lease in the shared rate_limits table: one per kind of work. */
  name: string;
  /** The period; 0 or less: never. */
  seconds: number;
  work: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** What the log says when a run fails. */
  failure: string;
}

/**
 * Runs `work` once per period across every instance: each instance's timer looks, and the first
 * in each period takes a lease a little shorter than the period (so timer drift never skips a
 * turn) and runs it. A run still going when the next tick comes is not started twice; closing the
 * app stops the timer and waits for the run in progress. Tests call the work directly.
 */
export function runEachPeriod(app: FastifyInstance, periodic: PeriodicWork): void {
  const { name, seconds, work, log, failure } = periodic;
  if (seconds <= 0) return;
  let running: Promise<void> | null = null;
  const runIfOurTurn = async () => {
    try {
      if (await claimPeriod(app.database.db, name, seconds * 900)) await work();
    } catch (err) {
      log.error({ err }, failure);
    }
  };
  const timer = setInterval(() => {
    running ??= runIfOurTurn().finally(() => {
      running = null;
    });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
