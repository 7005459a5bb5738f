import { describe, expect, it, vi } from 'vitest';

import { TtlCache } from './ttl-cache';

/** A load that finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TtlCache', () => {
  it('expires entries after the time to live and drops the oldest when full', () => {
    let now = 0;
    const cache = new TtlCache<number>(1_000, 2, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    now = 1_000;
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps an entry for a shorter time when asked, never longer than its time to live', () => {
    let now = 0;
    const cache = new TtlCache<number>(1_000, 10, () => now);
    cache.set('short', 1, 300);
    cache.set('long', 2, 5_000);
    cache.set('spent', 3, 0);
    expect(cache.get('spent')).toBeUndefined();
    now = 299;
    expect(cache.get('short')).toBe(1);
    now = 300;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe(2);
    now = 1_000;
    expect(cache.get('long')).toBeUndefined();
  });

  it('load: requests that miss the same key at once share one load, then the cached value', async () => {
    const cache = new TtlCache<string>(1_000);
    const load = deferred<string>();
    const loader = vi.fn(() => load.promise);
    const first = cache.load('k', loader);
    const second = cache.load('k', loader);
    const other = cache.load('other', async () => 'other');
    load.resolve('value');
    expect(await Promise.all([first, second, other])).toEqual(['value', 'value', 'other']);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await cache.load('k', loader)).toBe('value');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('load: a failed load is not cached and the next request tries again', async () => {
    const cache = new TtlCache<string>(1_000);
    await expect(cache.load('k', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.load('k', async () => 'back')).toBe('back');
  });

  it('load: a clear() during a load keeps its answer out of the cache and starts afresh', async () => {
    const cache = new TtlCache<string>(1_000);
    const stale = deferred<string>();
    const before = cache.load('k', () => stale.promise);
    cache.clear(); // a write happened
    const after = cache.load('k', async () => 'fresh');
    stale.resolve('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(cache.get('k')).toBe('fresh');
  });

  it('load with caching off calls the loader every time', async () => {
    const cache = new TtlCache<number>(0);
    let n = 0;
    const loader = async () => ++n;
    expect(await Promise.all([cache.load('k', loader), cache.load('k', loader)])).toEqual([1, 2]);
  });

  it('load: a value keep() refuses reaches the waiting requests but is not cached', async () => {
    const cache = new TtlCache<string | null>(1_000);
    const load = deferred<string | null>();
    const loader = vi.fn(() => load.promise);
    const keep = (v: string | null) => v !== null;
    const both = Promise.all([cache.load('k', loader, keep), cache.load('k', loader, keep)]);
    load.resolve(null);
    expect(await both).toEqual([null, null]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.load('k', async () => 'now there', keep)).toBe('now there');
    expect(cache.get('k')).toBe('now there');
  });
});
