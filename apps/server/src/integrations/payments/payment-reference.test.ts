import { describe, expect, it } from 'vitest';

import { intentOfReference, lineReference } from './payment-reference';

describe('payment references', () => {
  it('names line N of an order paid by intent X as X:N', () => {
    expect(lineReference('pi_3Abc', 1)).toBe('pi_3Abc:1');
    expect(lineReference('tpi_0f1e', 12)).toBe('tpi_0f1e:12');
  });

  it('refuses a line that is not a positive whole number', () => {
    for (const line of [0, -1, 1.5, Number.NaN]) {
      expect(() => lineReference('pi_1', line)).toThrow(/numbered from 1/);
    }
  });

  it('reads the intent and the line back', () => {
    expect(intentOfReference('pi_3Abc:1')).toEqual({ intentId: 'pi_3Abc', line: 1 });
    expect(intentOfReference(lineReference('tpi_0f1e', 20))).toEqual({
      intentId: 'tpi_0f1e',
      line: 20,
    });
  });

  it('takes a plain intent id as a payment of one license (no line)', () => {
    expect(intentOfReference('pi_3Abc')).toEqual({ intentId: 'pi_3Abc', line: null });
    expect(intentOfReference('tpi_0f1e')).toEqual({ intentId: 'tpi_0f1e', line: null });
  });

  it('leaves free claims as they are', () => {
    const free = 'free_6b1c2d3e-0000-4000-8000-000000000000';
    expect(intentOfReference(free)).toEqual({ intentId: free, line: null });
  });

  it('does not read a line out of something that is not one', () => {
    for (const ref of ['pi_1:', 'pi_1:0', 'pi_1:01', 'pi_1:x', ':3']) {
      expect(intentOfReference(ref)).toEqual({ intentId: ref, line: null });
    }
  });
});
