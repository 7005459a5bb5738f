/**
 * Durable background jobs, one interface over two backends
 * (docs/decisions/010-jobs-pg-boss-and-table-runner.md): pg-boss on PostgreSQL, a table-backed
 * runner on the embedded PGlite database. Jobs survive restarts, failed runs are retried with
 * exponential back-off, and several instances share one queue without running a job twice.
 */

export interface Backoff {
  /** Wait before the first retry; each further retry waits twice as long. */
  delayMs: number;
  /** Upper bound of the wait (the table runner; pg-boss caps it itself). */
  maxDelayMs?: number;
}

export interface EnqueueOptions {
  /** At most one queued job per name and key: a second enqueue while one waits is dropped. */
  singletonKey?: string;
  /** Not before this time. */
  startAfter?: Date;
  /** Retries after the first run fails (default 5). */
  retryLimit?: number;
  backoff?: Backoff;
}

export interface JobInfo {
  id: string;
  name: string;
  /** 1 for the first run. */
  attempt: number;
  /** Whether this is the last run the retry limit allows. */
  lastAttempt: boolean;
}

export type JobHandler<T = unknown> = (payload: T, job: JobInfo) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'table';
  /** Resolves with the job id, or null when a queued job with the same singleton key exists. */
  enqueue<T extends object>(
    name: string,
    payload: T,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Registers the handler of a job name; a failure (thrown error) is retried per the job's options. */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Runs jobs that are due now until none is left (those a retry pushed into the future wait):
   * what the poller does, and how tests drive the queue without waiting. Returns how many ran.
   */
  runDueNow(): Promise<number>;
  /**
   * Work done at the start of every `runDueNow` (each poll, and each call of a test), before
   * jobs are claimed: the outbox relays the rows a crash left behind. A failure is reported to
   * the queue's `onError` and does not stop the run.
   */
  beforeEachRun(hook: () => Promise<unknown>): void;
  /** Starts polling every `pollMs` (0: only runDueNow runs jobs). */
  start(pollMs: number): void;
  /**
   * Stops polling and waits for the jobs in progress: a run in progress finishes the job it
   * holds (the table runner) or the batch it fetched (pg-boss) and takes no further one.
   */
  stop(): Promise<void>;
  /** Answers when the queue's storage does (readiness); throws otherwise. */
  ping(): Promise<void>;
  /** Jobs waiting to run, by job name (metrics). */
  queuedCounts(): Promise<Map<string, number>>;
}

export const DEFAULT_RETRY_LIMIT = 5;
export const DEFAULT_BACKOFF: Required<Backoff> = { delayMs: 30_000, maxDelayMs: 6 * 3600_000 };

/** The wait before retry number `retry` (1-based): delay, 2×delay, 4×delay, … up to the cap. */
export function backoffDelay(backoff: Required<Backoff>, retry: number): number {
  return Math.min(backoff.delayMs * 2 ** Math.max(0, retry - 1), backoff.maxDelayMs);
}

/** Runs the hooks registered with `beforeEachRun`, one after the other; failures are reported. */
export async function runHooks(
  hooks: readonly (() => Promise<unknown>)[],
  onError: (err: unknown, context: { job?: string; id?: string }) => void,
): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (err) {
      onError(err, {});
    }
  }
}

/** A loop that runs `runDueNow` every `pollMs`, one run at a time, and can be woken early. */
export function createPoller(run: () => Promise<unknown>, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await run();
        } while (again && !stopped);
      } catch (err) {
        onError(err);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return {
    start(pollMs: number) {
      if (pollMs <= 0 || timer) return;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
    },
    /** Runs soon when polling is on (a job was just enqueued). */
    wake() {
      if (timer) setImmediate(() => void tick());
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
