import { describe, expect, it } from 'vitest';

import {
  addMonths,
  compareVersions,
  formatBytes,
  isEntitledToRelease,
  isSemver,
  latestRelease,
  normalizeVersion,
  renewedUntil,
  updatesStanding,
  updatesTermRuns,
} from './releases';

describe('versions', () => {
  it('reads semantic versions, with or without a leading v', () => {
    expect(normalizeVersion(' v1.2.3 ')).toBe('1.2.3');
    expect(normalizeVersion('version-1')).toBe('version-1');
    expect(isSemver('1.2.3-beta.1+build.5')).toBe(true);
    expect(isSemver('1.2')).toBe(false);
    expect(isSemver('01.2.3')).toBe(false);
  });

  it('orders them as semver does', () => {
    const sorted = [
      '1.0.0',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '0.9.9',
      '2.0.0',
      '1.10.0',
      '1.2.0',
    ];
    sorted.sort(compareVersions);
    expect(sorted).toEqual([
      '0.9.9',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ]);
    expect(compareVersions('1.0.0+a', '1.0.0+b')).toBe(0);
    expect(() => compareVersions('1.0', '1.0.0')).toThrow();
  });

  it('takes the highest release as the latest, a pre-release only when there is nothing else', () => {
    const v = (version: string) => ({ version });
    expect(latestRelease([v('1.9.0'), v('2.0.0-beta.1'), v('1.10.0')])?.version).toBe('1.10.0');
    expect(latestRelease([v('2.0.0-beta.1'), v('2.0.0-alpha')])?.version).toBe('2.0.0-beta.1');
    expect(latestRelease([])).toBeNull();
  });
});

describe('a term of updates', () => {
  const release = (publishedAt: string, backdatedTo: string | null = null) => ({
    publishedAt,
    backdatedTo,
  });

  it('reaches the releases counted up to its end, backdated ones by their date; for life, all', () => {
    const until = '2026-06-01T00:00:00.000Z';
    expect(isEntitledToRelease(until, release('2026-05-31T23:59:59Z'))).toBe(true);
    expect(isEntitledToRelease(until, release('2026-06-01T00:00:00Z'))).toBe(true);
    expect(isEntitledToRelease(until, release('2026-06-01T00:00:01Z'))).toBe(false);
    expect(
      isEntitledToRelease(until, release('2026-09-01T00:00:00Z', '2026-05-01T00:00:00Z')),
    ).toBe(true);
    expect(isEntitledToRelease(null, release('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('runs until its end, or for life', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(updatesTermRuns(null, now)).toBe(true);
    expect(updatesTermRuns('2026-11-27T00:00:01Z', now)).toBe(true);
    expect(updatesTermRuns('2026-11-27T00:00:00Z', now)).toBe(false);
    expect(updatesTermRuns(new Date('2026-01-01T00:00:00Z'), now.getTime())).toBe(false);
  });

  it('runs calendar months, the 31st falling back to the month’s last day', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2024-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T10:00:00.000Z',
    );
    expect(addMonths(new Date('2026-11-27T00:00:00Z'), 12).toISOString()).toBe(
      '2027-11-27T00:00:00.000Z',
    );
  });

  it('is renewed from the later of now and its current end', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(renewedUntil(new Date('2027-01-01T00:00:00Z'), now, 12).toISOString()).toBe(
      '2028-01-01T00:00:00.000Z',
    );
    expect(renewedUntil(new Date('2026-01-01T00:00:00Z'), now, 12).toISOString()).toBe(
      '2027-11-27T00:00:00.000Z',
    );
    expect(renewedUntil(null, now, 1).toISOString()).toBe('2026-12-27T00:00:00.000Z');
  });
});

describe('updatesStanding', () => {
  it('names the latest release, the latest the term reaches, and how many it misses', () => {
    const r = (version: string, publishedAt: string, backdatedTo: string | null = null) => ({
      version,
      publishedAt,
      backdatedTo,
    });
    const releases = [
      r('2.0.0', '2026-09-01T00:00:00Z'),
      r('1.2.1', '2026-08-01T00:00:00Z', '2026-04-01T00:00:00Z'),
      r('1.2.0', '2026-03-01T00:00:00Z'),
    ];
    const ended = updatesStanding(releases, '2026-06-01T00:00:00Z');
    expect(ended.latest?.version).toBe('2.0.0');
    expect(ended.latestEntitled?.version).toBe('1.2.1');
    expect(ended.behind).toBe(1);
    const lifetime = updatesStanding(releases, null);
    expect(lifetime.latestEntitled?.version).toBe('2.0.0');
    expect(lifetime.behind).toBe(0);
    expect(updatesStanding([], null)).toEqual({ latest: null, latestEntitled: null, behind: 0 });
  });
});

describe('formatBytes', () => {
  it('reads as people read sizes, in powers of 1,024', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(14_540)).toBe('14.2 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MB');
  });
});
