import { CART_MESSAGES } from '@codebazaar/shared';
import { describe, expect, it, vi } from 'vitest';

import { createDiscountsService } from '../discounts/discounts.service';
import type { DiscountsRepository } from '../discounts/discounts.repository';
import type { LicenseWithSellerRow } from '../licenses/licenses.repository';
import type { CartItemRow, CartRepository } from './cart.repository';
import { createCartService } from './cart.service';

/** The real pay-what-you-want rule: the cart reuses checkout's, it keeps no copy. */
const discounts = createDiscountsService({} as DiscountsRepository, { now: () => new Date() });

const row = (values: Partial<CartItemRow> = {}): CartItemRow => ({
  projectId: crypto.randomUUID(),
  amountCents: null,
  addedAt: new Date('2030-01-01T00:00:00Z'),
  title: 'A project',
  status: 'published',
  licenseType: 'paid',
  priceCents: 1000,
  currency: 'USD',
  payWhatYouWant: false,
  suggestedPriceCents: null,
  thumbnailUrl: null,
  sellerId: 'seller',
  sellerName: 'Seller',
  held: false,
  ...values,
});

function serviceWith(rows: CartItemRow[], license: Partial<LicenseWithSellerRow> | null = null) {
  const remove = vi.fn(async () => true);
  const repo = { list: async () => rows, remove } as unknown as CartRepository;
  const licenses = {
    loadForSale: vi.fn(),
    findActive: vi.fn(),
    find: vi.fn(async () => license as LicenseWithSellerRow | null),
  };
  return { cart: createCartService(repo, { licenses, discounts }), remove };
}

const user = { id: 'buyer', username: 'buyer', email: 'b@example.com', role: 'user' as const };

describe('the cart service', () => {
  it('counts an available item at its amount, else the suggested price, else the price', async () => {
    const { cart } = serviceWith([
      row({ priceCents: 1000 }),
      row({ payWhatYouWant: true, priceCents: 500, amountCents: 750 }),
      row({ payWhatYouWant: true, priceCents: 500, suggestedPriceCents: 900 }),
      row({ payWhatYouWant: true, priceCents: 500 }),
    ]);
    const answer = await cart.get(user);
    expect(answer.subtotal).toBe(31.5);
    expect(answer.items.map((i) => [i.amount, i.suggestedPrice])).toEqual([
      [null, null],
      [7.5, null],
      [null, 9],
      [null, null],
    ]);
  });

  it('gives the first reason that applies: unpublished, then free, then not for sale, then held', async () => {
    const { cart } = serviceWith([
      row({ status: 'draft', licenseType: 'free', held: true }),
      row({ licenseType: 'free', priceCents: 0, held: true }),
      row({ priceCents: 99, held: true }),
      row({ held: true, payWhatYouWant: true, amountCents: 1 }),
      row({ payWhatYouWant: true, amountCents: 999 }),
    ]);
    const answer = await cart.get(user);
    expect(answer.items.map((i) => i.unavailableReason)).toEqual([
      CART_MESSAGES.unpublished,
      CART_MESSAGES.nowFree,
      CART_MESSAGES.notForSale,
      CART_MESSAGES.alreadyHeld,
      CART_MESSAGES.amountBelowMinimum,
    ]);
    expect(answer.subtotal).toBe(0);
    expect(answer.count).toBe(5);
  });

  it('removes the project of a paid license from its buyer’s cart, each time it is asked', async () => {
    const { cart, remove } = serviceWith([], {
      kind: 'paid',
      buyerId: 'buyer',
      projectId: 'project',
    });
    await cart.removePaid('license');
    await cart.removePaid('license');
    expect(remove.mock.calls).toEqual([
      ['buyer', 'project'],
      ['buyer', 'project'],
    ]);
  });

  it('leaves the cart alone for a free license or an unknown one', async () => {
    for (const license of [{ kind: 'free' as const, buyerId: 'b', projectId: 'p' }, null]) {
      const { cart, remove } = serviceWith([], license);
      await cart.removePaid('license');
      expect(remove).not.toHaveBeenCalled();
    }
  });
});
