import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { spreadCents } from './bundles';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Totals up to $100,000 and 1–20 list prices up to $100,000 each, in cents. */
const total = fc.integer({ min: 0, max: 10_000_000 });
const weights = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 });

describe('spreadCents', () => {
  it('spreads a bundle price in proportion to the list prices', () => {
    expect(spreadCents(4000, [2500, 2500])).toEqual([2000, 2000]);
    expect(spreadCents(3000, [1000, 2000, 3000])).toEqual([500, 1000, 1500]);
    // 1000 over thirds: 333.33 each; the cent left goes to the first position.
    expect(spreadCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    // Largest remainders first: exact parts 428.57, 285.71, 285.71 and 142.86, 285.71, 571.43.
    expect(spreadCents(1000, [3, 2, 2])).toEqual([428, 286, 286]);
    expect(spreadCents(1000, [1, 2, 4])).toEqual([143, 286, 571]);
    // A $10 bundle of a $9.99 and a $0.01 project.
    expect(spreadCents(1000, [999, 1])).toEqual([999, 1]);
  });

  it('spreads evenly when every weight is 0, and gives nothing to nothing', () => {
    expect(spreadCents(101, [0, 0, 0])).toEqual([34, 34, 33]);
    expect(spreadCents(0, [0, 5])).toEqual([0, 0]);
    expect(spreadCents(500, [])).toEqual([]);
    // A zero weight among others gets nothing.
    expect(spreadCents(999, [0, 1, 2])).toEqual([0, 333, 666]);
  });

  it('refuses a negative or fractional total and negative weights', () => {
    expect(() => spreadCents(-1, [1])).toThrow(RangeError);
    expect(() => spreadCents(1.5, [1])).toThrow(RangeError);
    expect(() => spreadCents(100, [1, -1])).toThrow(RangeError);
    expect(() => spreadCents(100, [Number.NaN])).toThrow(RangeError);
  });

  it('always sums to the total exactly, with no share below 0', () => {
    fc.assert(
      fc.property(total, weights, (t, ws) => {
        const shares = spreadCents(t, ws);
        expect(shares).toHaveLength(ws.length);
        expect(sum(shares)).toBe(t);
        for (const s of shares) {
          expect(Number.isInteger(s)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('keeps each share within a cent of its exact proportional part', () => {
    fc.assert(
      fc.property(total, weights, (t, ws) => {
        const w = sum(ws);
        const exact = ws.map((x) => (w > 0 ? (t * x) / w : t / ws.length));
        spreadCents(t, ws).forEach((s, i) => {
          expect(s).toBeGreaterThan(exact[i]! - 1);
          expect(s).toBeLessThan(exact[i]! + 1);
        });
      }),
    );
  });

  it('gives a larger weight at least as much, and equal weights shares a cent apart at most', () => {
    fc.assert(
      fc.property(total, weights, (t, ws) => {
        const shares = spreadCents(t, ws);
        for (let i = 0; i < ws.length; i += 1) {
          for (let j = 0; j < ws.length; j += 1) {
            if (ws[i]! > ws[j]!) expect(shares[i]).toBeGreaterThanOrEqual(shares[j]!);
            if (ws[i] === ws[j]) {
              expect(Math.abs(shares[i]! - shares[j]!)).toBeLessThanOrEqual(1);
              // The tie goes to the earlier position.
              if (i < j) expect(shares[i]).toBeGreaterThanOrEqual(shares[j]!);
            }
          }
        }
      }),
    );
  });

  it('is deterministic and does not depend on the scale of the weights', () => {
    fc.assert(
      fc.property(total, weights, fc.integer({ min: 2, max: 50 }), (t, ws, k) => {
        expect(spreadCents(t, ws)).toEqual(spreadCents(t, ws));
        expect(
          spreadCents(
            t,
            ws.map((x) => x * k),
          ),
        ).toEqual(spreadCents(t, ws));
      }),
    );
  });
});
