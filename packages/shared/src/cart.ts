import { z } from 'zod';

import { payAmountSchema } from './commerce';

/**
 * The signed-in buyer's cart, kept on the server so it follows them across devices
 * (docs/product-rules.md#cart).
 */

/** The most projects a cart holds. */
export const MAX_CART_ITEMS = 20;

export const CART_MESSAGES = {
  notInCart: 'That project is not in your cart',
  cartFull: `Your cart holds at most ${MAX_CART_ITEMS} projects`,
  notForSale: 'This project is not for sale',
  freeProject: 'Free projects are claimed from their page, not bought',
  ownProject: 'You cannot buy your own project',
  alreadyHeld: 'You already have a license for this project',
  /** Why an item can no longer be bought (`unavailableReason`). */
  unpublished: 'This project is no longer published',
  nowFree: 'This project is now free: get it from its page',
  amountBelowMinimum: 'The minimum price went up: enter a new amount',
} as const;

/** PUT /cart/items/{projectId}: amount for pay what you want (dollars, at least the price). */
export const putCartItemInputSchema = z.object({
  amount: payAmountSchema.nullish(),
});
export type PutCartItemInput = z.infer<typeof putCartItemInputSchema>;

/** /cart/items/{projectId} */
export const cartItemParamsSchema = z.object({ projectId: z.string().max(100) });

export const cartItemSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  /** The seller's name, for grouping lines by seller. */
  sellerName: z.string(),
  sellerId: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** 'free' only for a project made free since it was added (then not available). */
  licenseType: z.enum(['free', 'paid', 'freemium']),
  /** The project's price, dollars (the minimum, for pay what you want). */
  price: z.number(),
  /** Pay what you want: the buyer chooses the amount, at least the price. */
  payWhatYouWant: z.boolean(),
  /** Pay what you want: the amount proposed when the buyer names none, dollars; else null. */
  suggestedPrice: z.number().nullable(),
  /**
   * The buyer's pay-what-you-want amount, dollars; null: the suggested price, else the price
   * (what checkout charges when no amount is given).
   */
  amount: z.number().nullable(),
  currency: z.string(),
  /** False when the item can no longer be bought (unpublished, now free, already held). */
  available: z.boolean(),
  /** Why not, when not available. */
  unavailableReason: z.string().nullable(),
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /cart (and the answer of PUT and DELETE): the items, oldest first. */
export const cartResponseSchema = z.object({
  items: z.array(cartItemSchema),
  count: z.number().int(),
  /** Sum of the available items' amounts (or prices), dollars, before discounts, fee and tax. */
  subtotal: z.number(),
  currency: z.string(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
