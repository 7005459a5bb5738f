/**
 * Project views, counted in batches off the request path.
 *
 * A first view of the day used to cost its request a write: a `project_views` row and a new
 * version of the project's row (with every index on `projects`, two of them GIN). Under load the
 * request waited twice for a pooled connection. Now a view is queued here, and one statement
 * every `flushMs` writes all queued views and adds them to the counters. The view rows still
 * decide (their primary key is project, visitor, day), so a visitor counted by another server
 * instance is not counted twice.
 *
 * Until the flush, `pending(projectId)` tells how many views of the project wait here, so this
 * instance's answers count them already. A crash loses at most the views of one interval;
 * purchases and other writes never go through here.
 */
export interface QueuedView {
  projectId: string;
  visitorKey: string;
  day: string;
}

export interface ViewBufferOptions {
  /** Writes queued views; called with at most `batchSize` at a time. */
  write: (views: QueuedView[]) => Promise<void>;
  /** Time between flushes. */
  flushMs?: number;
  /** Views per statement (three parameters each). */
  batchSize?: number;
  /** Views kept while the database refuses them; more are dropped (and reported). */
  maxQueued?: number;
  onError?: (err: unknown, dropped: number) => void;
}

export type ViewBuffer = ReturnType<typeof createViewBuffer>;

export function createViewBuffer(opts: ViewBufferOptions) {
  const flushMs = opts.flushMs ?? 1_000;
  const batchSize = opts.batchSize ?? 500;
  const maxQueued = opts.maxQueued ?? 20_000;
  let queued = new Map<string, QueuedView>();
  const perProject = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;

  const keyOf = (v: QueuedView) => `${v.projectId}|${v.visitorKey}|${v.day}`;

  function forget(views: QueuedView[]) {
    for (const v of views) {
      const left = (perProject.get(v.projectId) ?? 1) - 1;
      if (left > 0) perProject.set(v.projectId, left);
      else perProject.delete(v.projectId);
    }
  }

  async function writeAll(): Promise<void> {
    const batch = [...queued.values()];
    queued = new Map();
    for (let i = 0; i < batch.length; i += batchSize) {
      const part = batch.slice(i, i + batchSize);
      try {
        await opts.write(part);
        forget(part);
      } catch (err) {
        // Keep what fits for the next flush (the database may be back by then).
        const rest = batch.slice(i);
        let dropped = 0;
        for (const v of rest) {
          const key = keyOf(v);
          if (queued.has(key)) forget([v]);
          else if (queued.size < maxQueued) queued.set(key, v);
          else {
            forget([v]);
            dropped += 1;
          }
        }
        opts.onError?.(err, dropped);
        return;
      }
    }
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushMs);
    timer.unref();
  }

  /** Writes everything queued so far; resolves when it is written (or kept after an error). */
  function flush(): Promise<void> {
    if (flushing) return flushing.then(() => (queued.size > 0 ? flush() : undefined));
    if (queued.size === 0) return Promise.resolve();
    flushing = writeAll().finally(() => {
      flushing = null;
      if (queued.size > 0) schedule();
    });
    return flushing;
  }

  return {
    /** Queues a view; false when the same view is already queued. */
    add(view: QueuedView): boolean {
      const key = keyOf(view);
      if (queued.has(key)) return false;
      if (queued.size >= maxQueued) {
        opts.onError?.(new Error('view queue full'), 1);
        return false;
      }
      queued.set(key, view);
      perProject.set(view.projectId, (perProject.get(view.projectId) ?? 0) + 1);
      schedule();
      return true;
    },

    /** Views of `projectId` queued or being written, not yet in its counter. */
    pending(projectId: string): number {
      return perProject.get(projectId) ?? 0;
    },

    flush,

    /** Stops the timer and writes what is left (on shutdown). */
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
  };
}
