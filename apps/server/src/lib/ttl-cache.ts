/**
 * A small in-memory cache with a time to live, for anonymous public reads. Each server
 * instance has its own; entries expire after a few seconds, so other instances' writes show
 * up quickly, and this instance's writes clear it at once.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /** Loads under way, so that requests missing the same key at once share one. */
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by clear(): a load that started before it is not cached. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` for the cache's time to live, or for `ttlMs` when that is shorter. */
  set(key: string, value: V, ttlMs = this.ttlMs): void {
    const keep = Math.min(ttlMs, this.ttlMs);
    if (keep <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + keep });
  }

  /**
   * The cached value, or `loader`'s. Requests that miss the same key while it loads wait for
   * the same load: when an entry expires under load, the database sees one query, not one per
   * request. A clear() during the load lets later requests load afresh and keeps the stale
   * answer out of the cache. A value `keep` refuses is handed to the waiting requests but not
   * cached (for example "no such session": the next request asks again).
   */
  load(key: string, loader: () => Promise<V>, keep?: (value: V) => boolean): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    if (this.ttlMs <= 0) return loader();
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = loader().then(
      (value) => {
        if (this.generation === generation) {
          this.loading.delete(key);
          if (!keep || keep(value)) this.set(key, value);
        }
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation += 1;
  }
}
