import { centsToDollars, type CartItem, type CartResponse } from '@codebazaar/shared';

import type { CartItemRow } from './cart.repository';

/** An item as the service priced it: what it counts for now, or why it cannot be bought. */
export interface PricedCartItem extends CartItemRow {
  /** What the item adds to the subtotal, cents (0 when not available). */
  lineCents: number;
  /** Why it cannot be bought now; null when it can. */
  reason: string | null;
}

const DEFAULT_CURRENCY = 'USD';

function toCartItemDto(item: PricedCartItem): CartItem {
  return {
    projectId: item.projectId,
    title: item.title,
    sellerName: item.sellerName,
    sellerId: item.sellerId,
    thumbnailUrl: item.thumbnailUrl,
    licenseType: item.licenseType,
    price: centsToDollars(item.priceCents),
    payWhatYouWant: item.payWhatYouWant,
    suggestedPrice:
      item.payWhatYouWant && item.suggestedPriceCents !== null
        ? centsToDollars(item.suggestedPriceCents)
        : null,
    amount: item.amountCents === null ? null : centsToDollars(item.amountCents),
    currency: item.currency,
    available: item.reason === null,
    unavailableReason: item.reason,
    addedAt: item.addedAt.toISOString(),
  };
}

/** The cart: its items, how many, and the subtotal of the available ones in dollars. */
export function toCartResponse(items: PricedCartItem[]): CartResponse {
  const subtotalCents = items.reduce((sum, item) => sum + item.lineCents, 0);
  return {
    items: items.map(toCartItemDto),
    count: items.length,
    subtotal: centsToDollars(subtotalCents),
    currency: items[0]?.currency ?? DEFAULT_CURRENCY,
  };
}
