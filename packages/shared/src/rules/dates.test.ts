import { describe, expect, it } from 'vitest';

import { formatDate, formatDateTime, formatMonthYear, formatShortMonthYear } from './dates';

describe('dates', () => {
  it('writes a day as "Jul 30, 2026" and a moment as "Jul 30, 2026, 14:05"', () => {
    expect(formatDate('2026-07-30T14:05:09Z')).toBe('Jul 30, 2026');
    expect(formatDateTime('2026-07-30T14:05:09Z')).toBe('Jul 30, 2026, 14:05');
    expect(formatDateTime(new Date('2026-01-02T00:07:00Z'))).toBe('Jan 2, 2026, 00:07');
  });

  it('names the UTC day whatever the time zone of the machine that renders it', () => {
    // 23:30 in New York on the 29th is already the 30th in UTC; every renderer says the 30th.
    expect(formatDate('2026-07-29T23:30:00-04:00')).toBe('Jul 30, 2026');
    expect(formatDateTime('2026-07-29T23:30:00-04:00')).toBe('Jul 30, 2026, 03:30');
  });

  it('writes months for "Member since" and reports', () => {
    expect(formatMonthYear('2024-03-05T10:00:00Z')).toBe('March 2024');
    expect(formatShortMonthYear('2026-07')).toBe('Jul 2026');
    expect(formatShortMonthYear('2026-12-31T23:59:59Z')).toBe('Dec 2026');
  });

  it('writes nothing for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatMonthYear(value)).toBe('');
    }
  });
});
