import { describe, expect, it } from 'vitest';

import { fillRevenueMonths, revenueWindowStart } from './balances.service';

describe('monthly revenue window', () => {
  it('starts on the first day of the month eleven months back, across a year boundary', () => {
    const now = new Date('2026-02-10T08:00:00Z');
    expect(revenueWindowStart(now).toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('lists twelve months oldest first and fills the gaps with zero', () => {
    const now = new Date('2026-01-31T23:59:59Z');
    const months = fillRevenueMonths(now, [
      { month: '2025-02', sellerCents: 2500, sales: 1 },
      { month: '2025-07', sellerCents: 1999, sales: 2 },
      { month: '2026-01', sellerCents: 1000, sales: 1 },
    ]);
    expect(months.map((m) => m.month)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(months[0]).toEqual({ month: '2025-02', earnings: 25, sales: 1 });
    expect(months[5]).toEqual({ month: '2025-07', earnings: 19.99, sales: 2 });
    expect(months[11]).toEqual({ month: '2026-01', earnings: 10, sales: 1 });
    expect(months[1]).toEqual({ month: '2025-03', earnings: 0, sales: 0 });
  });

  it('ignores months outside the window', () => {
    const months = fillRevenueMonths(new Date('2026-06-01T00:00:00Z'), [
      { month: '2025-06', sellerCents: 500, sales: 1 },
    ]);
    expect(months[0]!.month).toBe('2025-07');
    expect(months.every((m) => m.sales === 0)).toBe(true);
  });
});
