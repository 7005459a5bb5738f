import type { CartItem } from '@codebazaar/shared';

export interface SellerGroup {
  sellerId: string;
  sellerName: string;
  items: CartItem[];
}

/** The cart's items by seller, sellers in the order of their oldest item, items in cart order. */
export function groupBySeller(items: readonly CartItem[]): SellerGroup[] {
  const groups = new Map<string, SellerGroup>();
  for (const item of items) {
    const group = groups.get(item.sellerId);
    if (group) group.items.push(item);
    else {
      groups.set(item.sellerId, {
        sellerId: item.sellerId,
        sellerName: item.sellerName,
        items: [item],
      });
    }
  }
  return [...groups.values()];
}

/** What an available item counts for in dollars: the buyer's amount, suggested price or price. */
export const itemCharge = (item: CartItem): number =>
  item.amount ?? item.suggestedPrice ?? item.price;
