import {
  centsToDollars,
  COMMERCE_MESSAGES,
  dollarsToCents,
  priceCheckout,
  type CheckoutCents,
  type ParsedCreateDiscountInput,
  type Discount,
  type DiscountListResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { ProjectForSaleRow } from '../licenses/licenses.repository';
import type {
  CheckoutRow,
  DiscountRow,
  DiscountsRepository,
  DiscountWithCountsRow,
} from './discounts.repository';

export interface OpenCheckoutInput {
  project: ProjectForSaleRow;
  buyerId: string;
  discountCode?: string | null | undefined;
  /** Pay what you want: the buyer's amount, dollars. */
  amount?: number | null | undefined;
  expiresAt: Date;
}

export interface OpenedCheckout {
  checkoutId: string;
  cents: CheckoutCents;
  /** The code as the seller wrote it; null without one. */
  discountCode: string | null;
  /** Intents of the buyer's checkouts this one replaced: the caller cancels them. */
  replacedIntentIds: string[];
}

const toDto = (row: DiscountWithCountsRow): Discount => ({
  _id: row.id,
  id: row.id,
  code: row.code,
  type: row.type,
  amount: row.type === 'percent' ? row.amount : centsToDollars(row.amount),
  projectIds: row.projectIds,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxRedemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  reserved: row.reserved,
  createdAt: row.createdAt.toISOString(),
});

/** Why a code cannot price this checkout at `now`, or null when it can. */
export function discountRefusal(
  discount: Pick<DiscountRow, 'startsAt' | 'endsAt' | 'projectIds'>,
  projectId: string,
  now: Date,
): string | null {
  if (discount.startsAt && discount.startsAt.getTime() > now.getTime()) {
    return COMMERCE_MESSAGES.codeNotStarted;
  }
  if (discount.endsAt && discount.endsAt.getTime() <= now.getTime()) {
    return COMMERCE_MESSAGES.codeExpired;
  }
  if (discount.projectIds.length > 0 && !discount.projectIds.includes(projectId)) {
    return COMMERCE_MESSAGES.codeOtherProject;
  }
  return null;
}

/**
 * Discount codes and checkout pricing (docs/product-rules.md#discount-codes): a seller's codes,
 * and the priced checkout of every payment intent. A code's redemption is reserved with the
 * checkout (the code row locked, so maxRedemptions holds under concurrent checkouts), counted
 * once paid, and freed when the checkout expires, is replaced, canceled or refused, or is
 * refunded. A buyer has one open checkout per project: a new one closes the one before.
 */
export function createDiscountsService(repo: DiscountsRepository, deps: { now: () => Date }) {
  const { now } = deps;

  /** Reserves a slot of the code for a new checkout; the caller holds the code row locked. */
  async function assertSlotFree(
    discount: DiscountRow,
    at: Date,
    tx: Parameters<typeof repo.slotsTaken>[2],
  ) {
    if (discount.maxRedemptions === null) return;
    const taken = await repo.slotsTaken(discount.id, at, tx);
    if (taken >= discount.maxRedemptions) throw httpErrors.badRequest(COMMERCE_MESSAGES.codeUsedUp);
  }

  return {
    /** POST /seller/discounts */
    async create(user: AuthUser, input: ParsedCreateDiscountInput): Promise<Discount> {
      const projectIds = [...new Set(input.projectIds ?? [])];
      if ((await repo.countForeignProjects(user.id, projectIds)) > 0) {
        throw httpErrors.badRequest(COMMERCE_MESSAGES.codeProjectsNotOwned);
      }
      const row = await repo.insert({
        sellerId: user.id,
        code: input.code,
        type: input.type,
        amount: input.type === 'percent' ? input.amount : dollarsToCents(input.amount),
        projectIds,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
        maxRedemptions: input.maxRedemptions ?? null,
      });
      // The unique index on (seller, lower(code)) let an equal code through once only.
      if (!row) throw httpErrors.conflict(COMMERCE_MESSAGES.codeTaken);
      return toDto({ ...row, redemptions: 0, reserved: 0 });
    },

    /** GET /seller/discounts */
    async list(user: AuthUser): Promise<DiscountListResponse> {
      const rows = await repo.listBySeller(user.id, now());
      return { discounts: rows.map(toDto) };
    },

    /** DELETE /seller/discounts/{id}: checkouts that used it keep their prices. */
    async remove(user: AuthUser, id: string): Promise<{ message: string }> {
      if (!isUuid(id) || !(await repo.delete(id, user.id))) {
        throw httpErrors.notFound(COMMERCE_MESSAGES.discountNotFound);
      }
      return { message: 'Discount code deleted' };
    },

    /**
     * Prices a checkout (code or pay-what-you-want amount) and records it as the buyer's open
     * checkout of the project, reserving the code's redemption until `expiresAt`. The checkout it
     * replaces is closed and its reservation freed in the same transaction (so the buyer's own
     * earlier checkout never uses up the code); a refused code changes nothing. The caller
     * cancels the replaced intents and attaches the new intent afterwards.
     */
    async openCheckout(input: OpenCheckoutInput): Promise<OpenedCheckout> {
      const { project } = input;
      const code = input.discountCode?.trim() || null;
      let payCents: number | null = null;
      if (project.payWhatYouWant) {
        if (code) throw httpErrors.badRequest(COMMERCE_MESSAGES.codeNotWithPayWhatYouWant);
        payCents =
          input.amount !== null && input.amount !== undefined
            ? dollarsToCents(input.amount)
            : (project.suggestedPriceCents ?? project.priceCents);
        if (payCents < project.priceCents) {
          throw httpErrors.badRequest(COMMERCE_MESSAGES.amountTooLow);
        }
      } else if (input.amount !== null && input.amount !== undefined) {
        throw httpErrors.badRequest(COMMERCE_MESSAGES.amountNotAllowed);
      }
      const at = now();
      return repo.transaction(async (tx) => {
        // Openings by one buyer for one project take turns; the unique index on open
        // checkouts would refuse a second open row anyway.
        await repo.lockBuyerProject(input.buyerId, project.id, tx);
        const replaced = await repo.closeOpen(input.buyerId, project.id, at, tx);
        let discount: DiscountRow | null = null;
        if (code) {
          discount = await repo.findByCode(project.authorId, code, tx, true);
          if (!discount) throw httpErrors.badRequest(COMMERCE_MESSAGES.codeNotFound);
          const refusal = discountRefusal(discount, project.id, at);
          if (refusal) throw httpErrors.badRequest(refusal);
          await assertSlotFree(discount, at, tx);
        }
        const cents = priceCheckout({
          listPriceCents: project.priceCents,
          feePct: project.feePct,
          discount,
          payCents,
        });
        const row = await repo.insertCheckout(
          {
            projectId: project.id,
            buyerId: input.buyerId,
            discountId: discount?.id ?? null,
            ...cents,
            currency: project.currency,
            redemption: discount ? 'reserved' : 'none',
            expiresAt: input.expiresAt,
          },
          tx,
        );
        return {
          checkoutId: row.id,
          cents,
          discountCode: discount?.code ?? null,
          replacedIntentIds: replaced.flatMap((r) => (r.intentId ? [r.intentId] : [])),
        };
      });
    },

    /** The checkout's tax (calculated once it was priced) is added to its total. */
    async addTax(checkoutId: string, taxCents: number): Promise<CheckoutCents> {
      const row = await repo.setTax(checkoutId, taxCents);
      return {
        listPriceCents: row.listPriceCents,
        discountCents: row.discountCents,
        priceCents: row.priceCents,
        feeCents: row.feeCents,
        taxCents: row.taxCents,
        totalCents: row.totalCents,
      };
    },

    attachIntent: (checkoutId: string, intentId: string) => repo.attachIntent(checkoutId, intentId),

    /** The intent could not be made: the checkout (and its reservation) goes. */
    abandon: (checkoutId: string) => repo.deleteCheckout(checkoutId),

    /** The priced checkout of an intent; null for intents made before checkouts were kept. */
    checkoutOf: (intentId: string): Promise<CheckoutRow | null> => repo.findCheckout(intentId),

    /**
     * The intent was paid: its redemption counts. A reservation that lapsed (paid after the
     * checkout expired or was replaced) counts only while the code has a slot left, not counting
     * the buyer's own newer checkouts of the project, which it then frees; false when it has none.
     */
    async redeem(intentId: string): Promise<boolean> {
      const at = now();
      return repo.transaction(async (tx) => {
        const seen = await repo.findCheckout(intentId, tx);
        // Taken before any row lock, as openCheckout takes it: the two never wait on each other
        // in a cycle when the buyer opens a checkout while an older intent is paid.
        if (seen) await repo.lockBuyerProject(seen.buyerId, seen.projectId, tx);
        const checkout = await repo.findCheckout(intentId, tx, true);
        if (!checkout || checkout.redemption === 'none' || checkout.redemption === 'redeemed') {
          return true;
        }
        const live = checkout.redemption === 'reserved' && checkout.expiresAt > at;
        if (!live && checkout.discountId) {
          const discount = await repo.findDiscount(checkout.discountId, tx, true);
          if (
            discount?.maxRedemptions != null &&
            (await repo.slotsTaken(discount.id, at, tx, checkout)) >= discount.maxRedemptions
          ) {
            return false;
          }
          await repo.releaseOthersOfBuyer(checkout, tx);
        }
        await repo.setRedemption(checkout.id, 'redeemed', tx);
        return true;
      });
    },

    /** The intent was canceled, declined or refused: its reservation is freed. */
    release: (intentId: string) => repo.releaseReserved(intentId),

    /** The project's open checkouts were canceled (its sale terms changed). */
    releaseOpenOfProject: (projectId: string) => repo.releaseReservedOfProject(projectId),

    /** A paid checkout given back (refused after payment): its redemption no longer counts. */
    async releasePaid(intentId: string): Promise<void> {
      const checkout = await repo.findCheckout(intentId);
      if (checkout && checkout.redemption !== 'none') {
        await repo.setRedemption(checkout.id, 'released');
      }
    },

    /** A license was refunded: the redemption of its payment no longer counts. */
    releaseForLicense: (licenseId: string) => repo.releaseForLicense(licenseId),
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
