import { describe, expect, it } from 'vitest';

import { TtlCache } from '../../lib/ttl-cache';
import { SearchVocabulary, searchWords, trigramSimilarity, trigrams } from './projects.search';

describe('searchWords', () => {
  it('keeps lower-case words without stop words and duplicates', () => {
    expect(searchWords('The React  dashboard, for the REACT crowd!')).toEqual([
      'react',
      'dashboard',
      'crowd',
    ]);
    expect(searchWords('!!! -- ')).toEqual([]);
    expect(searchWords('a b c d e f g h i j k', 3)).toEqual([]);
    expect(searchWords('one two three four five six seven eight')).toHaveLength(6);
  });
});

describe('trigrams (pg_trgm)', () => {
  it('pads words like pg_trgm', () => {
    expect(trigrams('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
  });

  it('measures similarity like pg_trgm similarity()', () => {
    // SELECT similarity('dashbord', 'dashboard') = 0.5833333
    expect(trigramSimilarity('dashbord', 'dashboard')).toBeCloseTo(7 / 12, 6);
    expect(trigramSimilarity('same', 'same')).toBe(1);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
  });
});

describe('SearchVocabulary', () => {
  const vocab = new SearchVocabulary([
    'Admin Dashboard Starter',
    'Weather API Client',
    'kubernetes',
    'react',
    'Version 2024',
  ]);

  it('suggests known words for typos', () => {
    expect(vocab.similar('dashbord')).toEqual(['dashboard']);
    expect(vocab.similar('wether')).toEqual(['weather']);
    expect(vocab.similar('kubernets')).toEqual(['kubernetes']);
  });

  it('suggests nothing for known, short or unrelated words', () => {
    expect(vocab.similar('react')).toEqual([]);
    expect(vocab.similar('ab')).toEqual([]);
    expect(vocab.similar('zebra')).toEqual([]);
  });

  it('grows as projects are published', () => {
    const v = new SearchVocabulary();
    expect(v.similar('electon')).toEqual([]);
    v.add(['Electron Notes']);
    expect(v.has('electron')).toBe(true);
    expect(v.similar('electon')).toEqual(['electron']);
    v.add(['Electron Notes']);
    expect(v.size).toBe(2);
  });
});

describe('TtlCache', () => {
  it('expires entries and clears on demand', () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, 2, () => now);
    cache.set('a', '1');
    expect(cache.get('a')).toBe('1');
    now = 999;
    expect(cache.get('a')).toBe('1');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', '2');
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the oldest entry when full, and caches nothing with a zero ttl', () => {
    const cache = new TtlCache<number>(1000, 2, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    const off = new TtlCache<number>(0);
    off.set('a', 1);
    expect(off.get('a')).toBeUndefined();
  });
});
