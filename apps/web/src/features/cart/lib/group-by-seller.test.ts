import type { CartItem } from '@codebazaar/shared';
import { describe, expect, it } from 'vitest';

import { groupBySeller, itemCharge } from './group-by-seller';

const item = (projectId: string, sellerId: string, extra: Partial<CartItem> = {}): CartItem => ({
  projectId,
  title: projectId,
  sellerName: `Seller ${sellerId}`,
  sellerId,
  thumbnailUrl: null,
  licenseType: 'paid',
  price: 10,
  payWhatYouWant: false,
  suggestedPrice: null,
  amount: null,
  currency: 'USD',
  available: true,
  unavailableReason: null,
  addedAt: '2030-01-01T00:00:00.000Z',
  ...extra,
});

describe('groupBySeller', () => {
  it('keeps sellers in the order of their oldest item and items in cart order', () => {
    const groups = groupBySeller([item('a', 's1'), item('b', 's2'), item('c', 's1')]);
    expect(groups.map((g) => [g.sellerName, g.items.map((i) => i.projectId)])).toEqual([
      ['Seller s1', ['a', 'c']],
      ['Seller s2', ['b']],
    ]);
    expect(groupBySeller([])).toEqual([]);
  });
});

describe('itemCharge', () => {
  it("is the buyer's amount, else the suggested price, else the price", () => {
    expect(itemCharge(item('a', 's', { amount: 12, suggestedPrice: 15 }))).toBe(12);
    expect(itemCharge(item('a', 's', { suggestedPrice: 15 }))).toBe(15);
    expect(itemCharge(item('a', 's'))).toBe(10);
  });
});
