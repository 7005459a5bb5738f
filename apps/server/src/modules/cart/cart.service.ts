import {
  CART_MESSAGES,
  centsToDollars,
  dollarsToCents,
  isTooLowPaidPrice,
  MAX_CART_ITEMS,
  type CartResponse,
  type PutCartItemInput,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { DiscountsService } from '../discounts/discounts.service';
import type { LicensesService } from '../licenses/licenses.service';
import { toCartResponse, type PricedCartItem } from './cart.mapper';
import type { CartItemRow, CartRepository } from './cart.repository';

export interface CartServiceDeps {
  /** The project for sale (404 'Project not found'), and who holds what. */
  licenses: Pick<LicensesService, 'loadForSale' | 'findActive' | 'find'>;
  /** The pay-what-you-want rule of a checkout line (an amount only for pay what you want, ≥ the minimum). */
  discounts: Pick<DiscountsService, 'lineTerms'>;
}

/** An item the buyer may check out: the project and their amount (dollars; null: none named). */
export interface CheckoutItem {
  projectId: string;
  amount: number | null;
}

/**
 * The buyer's cart (docs/product-rules.md#cart): what they mean to buy, checked as checkout
 * checks a line when it is added, and again on every read (a project may be unpublished, made
 * free or bought since). Paid licenses take their projects out (`removePaid`).
 */
export function createCartService(repo: CartRepository, deps: CartServiceDeps) {
  const { licenses, discounts } = deps;

  /**
   * What an item counts for, cents, or why it cannot be bought now. The amount follows
   * checkout's rule (discounts.lineTerms); one kept from when the project took pay what you
   * want is dropped once it no longer does.
   */
  function price(row: CartItemRow): PricedCartItem {
    const amountCents = row.payWhatYouWant ? row.amountCents : null;
    const item = { ...row, amountCents };
    const refuse = (reason: string): PricedCartItem => ({ ...item, lineCents: 0, reason });
    if (row.status !== 'published') return refuse(CART_MESSAGES.unpublished);
    if (row.licenseType === 'free') return refuse(CART_MESSAGES.nowFree);
    if (!forSale(row)) return refuse(CART_MESSAGES.notForSale);
    if (row.held) return refuse(CART_MESSAGES.alreadyHeld);
    try {
      const terms = discounts.lineTerms({
        project: row,
        amount: amountCents === null ? null : centsToDollars(amountCents),
      });
      return { ...item, lineCents: terms.payCents ?? row.priceCents, reason: null };
    } catch {
      return refuse(CART_MESSAGES.amountBelowMinimum);
    }
  }

  async function read(userId: string): Promise<PricedCartItem[]> {
    return (await repo.list(userId)).map(price);
  }

  return {
    /** GET /cart */
    async get(user: AuthUser): Promise<CartResponse> {
      return toCartResponse(await read(user.id));
    },

    /**
     * PUT /cart/items/{projectId}: adds the project or sets its amount. Refused like a checkout
     * of it would be: unknown or unpublished (404), own (403), free or not for sale (400),
     * already held with a paid license (409), an amount checkout would refuse (400); and past
     * MAX_CART_ITEMS (400). Concurrent writes to one cart take turns.
     */
    async put(user: AuthUser, projectId: string, input: PutCartItemInput): Promise<CartResponse> {
      const project = await licenses.loadForSale(projectId);
      if (project.authorId === user.id) throw httpErrors.forbidden(CART_MESSAGES.ownProject);
      if (project.licenseType === 'free') {
        throw httpErrors.badRequest(CART_MESSAGES.freeProject);
      }
      if (!forSale(project)) throw httpErrors.badRequest(CART_MESSAGES.notForSale);
      const held = await licenses.findActive(project.id, user.id);
      if (held?.kind === 'paid') throw httpErrors.conflict(CART_MESSAGES.alreadyHeld);
      // 400 for an amount on a fixed price or below the minimum, as create-payment-intent.
      discounts.lineTerms({ project, amount: input.amount });
      const amountCents =
        input.amount === null || input.amount === undefined ? null : dollarsToCents(input.amount);
      await repo.transaction(async (tx) => {
        await repo.lockCart(user.id, tx);
        if (
          !(await repo.has(user.id, project.id, tx)) &&
          (await repo.count(user.id, tx)) >= MAX_CART_ITEMS
        ) {
          throw httpErrors.badRequest(CART_MESSAGES.cartFull);
        }
        await repo.put(user.id, project.id, amountCents, tx);
      });
      return toCartResponse(await read(user.id));
    },

    /** DELETE /cart/items/{projectId}: 404 when it was not in the cart. */
    async remove(user: AuthUser, projectId: string): Promise<CartResponse> {
      if (!isUuid(projectId) || !(await repo.remove(user.id, projectId))) {
        throw httpErrors.notFound(CART_MESSAGES.notInCart);
      }
      return toCartResponse(await read(user.id));
    },

    /**
     * The items checkout may buy now, oldest first: the available ones, with the buyer's amount
     * (null where they named none, or where the project no longer takes one).
     */
    async checkoutItems(userId: string): Promise<CheckoutItem[]> {
      return (await read(userId))
        .filter((item) => item.reason === null)
        .map((item) => ({
          projectId: item.projectId,
          amount: item.amountCents === null ? null : centsToDollars(item.amountCents),
        }));
    },

    /**
     * License event `activated`: a paid license takes its project out of its buyer's cart (a
     * free claim of a freemium project leaves it in). Run again, it finds nothing to remove.
     */
    async removePaid(licenseId: string): Promise<void> {
      const license = await licenses.find(licenseId);
      if (license?.kind !== 'paid') return;
      await repo.remove(license.buyerId, license.projectId);
    },
  };
}

/** Paid and freemium projects with a price checkout accepts (paid prices start at $1.00). */
function forSale(project: Pick<CartItemRow, 'licenseType' | 'priceCents'>): boolean {
  return (
    project.priceCents > 0 &&
    !isTooLowPaidPrice(project.licenseType, centsToDollars(project.priceCents))
  );
}

export type CartService = ReturnType<typeof createCartService>;
