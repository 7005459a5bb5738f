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

import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { ProjectForSaleRow } from '../licenses/licenses.repository';
import type {
  CodeUse,
  DiscountRow,
  DiscountsRepository,
  DiscountWithCountsRow,
} from './discounts.repository';

export interface LineTermsInput {
  project: Pick<ProjectForSaleRow, 'payWhatYouWant' | 'priceCents' | 'suggestedPriceCents'>;
  discountCode?: string | null | undefined;
  /** Pay what you want: the buyer's amount, dollars. */
  amount?: number | null | undefined;
}

/** A line's code (trimmed; null without one) or pay-what-you-want amount in cents. */
export interface LineTerms {
  code: string | null;
  payCents: number | null;
}

export interface PricedLine {
  cents: CheckoutCents;
  /** The code that priced the line, as the seller wrote it; null without one. */
  discount: { id: string; code: string } | null;
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
 * Discount codes and their rules (docs/product-rules.md#discount-codes): a seller's codes, the
 * price of a checkout line, and whether a code has a use left. The checkout module owns the
 * checkout and calls these: a code's use is reserved with the checkout (the code row locked,
 * so maxRedemptions holds under concurrent checkouts), counted once paid, and freed when the
 * checkout expires, is replaced, canceled or refused, or is refunded.
 */
export function createDiscountsService(repo: DiscountsRepository, deps: { now: () => Date }) {
  const { now } = deps;

  /** Reserves a slot of the code for a new checkout; the caller holds the code row locked. */
  async function assertSlotFree(discount: DiscountRow, at: Date, tx: Db) {
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
     * What the buyer asks of a line before anything is read: a code, or a pay-what-you-want
     * amount (cents) for a project that takes one. Refuses a code with pay what you want, an
     * amount below the minimum, and an amount for a fixed price.
     */
    lineTerms(input: LineTermsInput): LineTerms {
      const { project } = input;
      const code = input.discountCode?.trim() || null;
      if (!project.payWhatYouWant) {
        if (input.amount !== null && input.amount !== undefined) {
          throw httpErrors.badRequest(COMMERCE_MESSAGES.amountNotAllowed);
        }
        return { code, payCents: null };
      }
      if (code) throw httpErrors.badRequest(COMMERCE_MESSAGES.codeNotWithPayWhatYouWant);
      const payCents =
        input.amount !== null && input.amount !== undefined
          ? dollarsToCents(input.amount)
          : (project.suggestedPriceCents ?? project.priceCents);
      if (payCents < project.priceCents) {
        throw httpErrors.badRequest(COMMERCE_MESSAGES.amountTooLow);
      }
      return { code, payCents };
    },

    /**
     * Of a buyer's codes, the one that prices this project's line in a checkout of several
     * lines: the first code of the project's seller that is not limited to other projects
     * (looked up without a lock; priceLine checks it). Null when none of them is the seller's.
     */
    async codeForLine(
      project: Pick<ProjectForSaleRow, 'id' | 'authorId'>,
      codes: readonly string[],
      tx: Db,
    ): Promise<string | null> {
      for (const code of codes) {
        const discount = await repo.findByCode(project.authorId, code, tx);
        if (!discount) continue;
        if (discount.projectIds.length > 0 && !discount.projectIds.includes(project.id)) continue;
        return code;
      }
      return null;
    },

    /**
     * Prices a line inside the checkout's transaction. A code is looked up among the seller's,
     * checked (dates, projects) and locked, and must have a use left at `at` (uses reserved by
     * live checkouts count): the caller then records the checkout holding the reservation before
     * the transaction ends, so maxRedemptions holds under concurrent checkouts.
     */
    async priceLine(
      project: ProjectForSaleRow,
      terms: LineTerms,
      at: Date,
      tx: Db,
    ): Promise<PricedLine> {
      let discount: DiscountRow | null = null;
      if (terms.code) {
        discount = await repo.findByCode(project.authorId, terms.code, tx, true);
        if (!discount) throw httpErrors.badRequest(COMMERCE_MESSAGES.codeNotFound);
        const refusal = discountRefusal(discount, project.id, at);
        if (refusal) throw httpErrors.badRequest(refusal);
        await assertSlotFree(discount, at, tx);
      }
      const cents = priceCheckout({
        listPriceCents: project.priceCents,
        feePct: project.feePct,
        discount,
        payCents: terms.payCents,
      });
      return { cents, discount: discount ? { id: discount.id, code: discount.code } : null };
    },

    /**
     * May a checkout whose reservation lapsed (paid after it expired or was replaced) still
     * count its use of the code? Only while the code has a use left at `at`, not counting the
     * buyer's own unpaid checkouts of the project (the same purchase). Locks the code row.
     */
    async hasUseLeftFor(use: CodeUse, discountId: string, at: Date, tx: Db): Promise<boolean> {
      const discount = await repo.findDiscount(discountId, tx, true);
      if (discount?.maxRedemptions == null) return true;
      return (await repo.slotsTaken(discount.id, at, tx, use)) < discount.maxRedemptions;
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
