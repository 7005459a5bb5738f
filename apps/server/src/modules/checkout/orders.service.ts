import {
  buildPagination,
  centsToDollars,
  COMMERCE_MESSAGES,
  computeFeeCents,
  isTooLowPaidPrice,
  MAX_CHECKOUT_ITEMS,
  needsDeliveryConsent,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  RELEASE_MESSAGES,
  renewalPriceCentsOf,
  type CheckoutCents,
  type CreateCheckoutResponse,
  type OrderReceipt,
  type OrderResponse,
  type Receipt,
  type OrdersResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { Db } from '../../db/client';
import type { IntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { lineReference } from '../../integrations/payments/payment-reference';
import { providerCalls } from '../../integrations/payments/provider-calls';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { Outbox } from '../../plugins/outbox';
import type { ProjectForSaleRow } from '../licenses/licenses.repository';
import type { CheckoutRepository } from './checkout.repository';
import type { CheckoutServiceDeps } from './checkout.service';
import { toCheckoutResponse, toOrderDto } from './orders.mapper';
import { headerOfReceipt, toOrderReceipt } from './orders.receipt';
import type { OrderLineRow, OrderRow, OrdersRepository } from './orders.repository';

/** Outbox events of orders (ADR 019): their effects run once each, after the commit. */
export const ORDER_PAID = 'order.paid';
export const ORDER_LINE_REFUSED = 'order.line-refused';

/**
 * A line to price: a project, and the buyer's amount or the line's share of a bundle; or a
 * renewal of the updates of the buyer's license of that project.
 */
interface WantedLine {
  projectId: string;
  /** Pay what you want: dollars. */
  amount?: number | null;
  /** A bundle's share of its price for this project, cents. */
  shareCents?: number;
  /** A renewal of updates: the license it extends (docs/product-rules.md#updates-for-a-term). */
  renewalOf?: string;
}

/** What a paid renewal line did (modules/updates). */
export type RenewalOutcome =
  { kind: 'renewed'; updatesUntil: Date; created: boolean } | { kind: 'refused'; reason: string };

/** Renewals of updates as checkout lines, priced here and carried out by the updates module. */
export interface OrderRenewals {
  /** The buyer's license to renew and its project; throws the refusal (404, 409, 400). */
  line(user: AuthUser, licenseId: string): Promise<{ projectId: string }>;
  /** Extends the license's term for a paid line, once per payment reference. */
  renew(line: {
    paymentReference: string;
    licenseId: string;
    buyerId: string;
    listPriceCents: number;
    totalCents: number;
  }): Promise<RenewalOutcome>;
}

export interface OrderSources {
  /** The buyer's cart: its projects and pay-what-you-want amounts (dollars). */
  cartItems?: (buyerId: string) => Promise<{ projectId: string; amount: number | null }[]>;
  /** A bundle's lines for the buyer, projects they already hold left out (complete the bundle). */
  bundleLines?: (
    bundleId: string,
    buyerId: string,
  ) => Promise<{ projectId: string; shareCents: number }[]>;
}

export interface OrdersServiceDeps extends CheckoutServiceDeps {
  outbox: Pick<Outbox, 'record' | 'relay'>;
  sources: OrderSources;
  /** Renewal lines (`renewalOf`): the updates module checks and carries them out. */
  renewals: OrderRenewals;
  /** The buyer's billing country on file, for the consent rule when the checkout names none. */
  billingCountryOf: (user: AuthUser) => Promise<string | null>;
  intentTtlMs: number;
}

export interface OpenOrderInput {
  items?: { projectId?: string; renewalOf?: string; amount?: number | null }[] | undefined;
  bundleId?: string | undefined;
  discountCodes?: string[] | undefined;
  billingCountry?: string | null | undefined;
  vatId?: string | null | undefined;
  consentToImmediateDelivery?: boolean | undefined;
}

/** Why a paid line can no longer make its license (project changed since), or null. */
function lineMismatch(line: OrderLineRow, project: ProjectForSaleRow | null): string | null {
  if (!project || project.status !== 'published' || project.licenseType === 'free') {
    return line.renewalOf ? RELEASE_MESSAGES.renewalNotForSale : PAYMENT_MESSAGES.noLongerForSale;
  }
  // A renewal line is priced at the renewal price (docs/product-rules.md#updates-for-a-term).
  const listed = line.renewalOf ? renewalPriceCentsOf(project) : project.priceCents;
  return listed !== line.listPriceCents ? PAYMENT_MESSAGES.priceChanged : null;
}

/**
 * A renewal line: the renewal price, the fee on top; no discount code and no amount of the
 * buyer's own (docs/product-rules.md#updates-for-a-term).
 */
function renewalCents(project: ProjectForSaleRow): CheckoutCents {
  const price = renewalPriceCentsOf(project);
  const fee = computeFeeCents(price, project.feePct);
  return {
    listPriceCents: price,
    discountCents: 0,
    priceCents: price,
    feeCents: fee.feeCents,
    taxCents: 0,
    totalCents: fee.totalCents,
  };
}

/**
 * Checkouts of several lines paid by one payment, and the orders they become
 * (docs/product-rules.md#carts-orders-and-bundles): the cart, a bundle or named items are
 * priced line by line (each seller's code on that seller's lines), the buyer's open checkouts
 * are replaced, one intent takes the total, and once it is paid each line makes its license and
 * receipt through the same activation as a purchase of one project. A line that can no longer
 * be licensed is refunded on its own.
 */
export function createOrdersService(
  checkoutRepo: CheckoutRepository,
  repo: OrdersRepository,
  deps: OrdersServiceDeps,
) {
  const { licenses, discounts, log } = deps;
  const now = deps.now ?? (() => new Date());
  const {
    processor,
    viaProvider,
    cancelReplaced: cancelIntents,
  } = providerCalls(deps.provider, log);

  /** The lines the buyer asked for: named items, a bundle's, or the cart's. */
  async function wantedLines(user: AuthUser, input: OpenOrderInput): Promise<WantedLine[]> {
    if (input.bundleId && input.items?.length) {
      throw httpErrors.badRequest(ORDER_MESSAGES.itemsOrBundle);
    }
    if (input.bundleId) {
      if (input.discountCodes?.length) {
        throw httpErrors.badRequest(ORDER_MESSAGES.noCodesWithBundle);
      }
      if (!deps.sources.bundleLines) throw httpErrors.notFound('Bundle not found');
      const lines = await deps.sources.bundleLines(input.bundleId, user.id);
      return lines.map((l) => ({ projectId: l.projectId, shareCents: l.shareCents }));
    }
    const items: NonNullable<OpenOrderInput['items']> = input.items?.length
      ? input.items
      : ((await deps.sources.cartItems?.(user.id)) ?? []);
    if (items.length === 0) throw httpErrors.badRequest(ORDER_MESSAGES.nothingToBuy);
    if (items.length > MAX_CHECKOUT_ITEMS) throw httpErrors.badRequest(ORDER_MESSAGES.tooManyItems);
    const keys = items.map((i) => (i.renewalOf ? `renewal:${i.renewalOf}` : (i.projectId ?? '')));
    if (new Set(keys).size !== items.length) {
      throw httpErrors.badRequest(ORDER_MESSAGES.duplicateItem);
    }
    const wanted: WantedLine[] = [];
    for (const item of items) {
      if (!item.renewalOf) {
        wanted.push({ projectId: item.projectId ?? '', amount: item.amount ?? null });
        continue;
      }
      // A renewal is priced by its seller: no amount of the buyer's own.
      if (item.amount !== undefined && item.amount !== null) {
        throw httpErrors.badRequest(RELEASE_MESSAGES.renewalNoAmount);
      }
      const { projectId } = await deps.renewals.line(user, item.renewalOf);
      wanted.push({ projectId, renewalOf: item.renewalOf });
    }
    return wanted;
  }

  /** Each project may be bought by this buyer now, refused by name; their sellers' accounts. */
  async function loadBuyable(user: AuthUser, wanted: WantedLine[]) {
    const accounts = new Map<string, boolean>();
    const projects: ProjectForSaleRow[] = [];
    for (const line of wanted) {
      const project = isUuid(line.projectId) ? await licenses.project(line.projectId) : null;
      // A renewal: the holder's own license (checked by the updates module) of a project still
      // on sale.
      if (
        line.renewalOf &&
        (!project ||
          project.status !== 'published' ||
          project.licenseType === 'free' ||
          renewalPriceCentsOf(project) <= 0)
      ) {
        throw httpErrors.conflict(RELEASE_MESSAGES.renewalNotForSale);
      }
      if (!project || project.status !== 'published') {
        throw httpErrors.notFound(PAYMENT_MESSAGES.projectNotFound);
      }
      const { title } = project;
      if (project.authorId === user.id) throw httpErrors.forbidden(ORDER_MESSAGES.ownItem(title));
      if (project.licenseType === 'free')
        throw httpErrors.badRequest(ORDER_MESSAGES.freeItem(title));
      if (
        !line.renewalOf &&
        (project.priceCents <= 0 ||
          isTooLowPaidPrice(project.licenseType, centsToDollars(project.priceCents)))
      ) {
        throw httpErrors.badRequest(ORDER_MESSAGES.notForSale(title));
      }
      const held = line.renewalOf ? null : await licenses.findActive(project.id, user.id);
      if (held?.kind === 'paid') throw httpErrors.conflict(ORDER_MESSAGES.alreadyHeld(title));
      if (!accounts.has(project.authorId)) {
        const account = await deps.sellerAccount(project.authorId);
        accounts.set(project.authorId, account?.chargesEnabled === true);
      }
      if (!accounts.get(project.authorId)) {
        throw httpErrors.conflict(ORDER_MESSAGES.sellerNotReady(title));
      }
      projects.push(project);
    }
    if (new Set(projects.map((p) => p.currency)).size > 1) {
      throw httpErrors.badRequest(ORDER_MESSAGES.oneCurrency);
    }
    return projects;
  }

  /** A bundle line: the project's list price, the bundle's share as its price. */
  function bundleCents(project: ProjectForSaleRow, shareCents: number): CheckoutCents {
    const fee = computeFeeCents(shareCents, project.feePct);
    return {
      listPriceCents: project.priceCents,
      discountCents: Math.max(0, project.priceCents - shareCents),
      priceCents: shareCents,
      feeCents: fee.feeCents,
      taxCents: 0,
      totalCents: fee.totalCents,
    };
  }

  /**
   * Prices every line and records the order as the buyer's one open checkout, in one
   * transaction: the checkouts it replaces are closed and their reservations freed first, then
   * each line reserves its code's use. A refused line or code changes nothing.
   */
  async function recordOrder(
    user: AuthUser,
    input: OpenOrderInput,
    wanted: WantedLine[],
    projects: ProjectForSaleRow[],
    consentedAt: Date | null,
    billingCountry: string | null,
  ) {
    const at = now();
    const expiresAt = new Date(at.getTime() + deps.intentTtlMs);
    const codes = [...new Set((input.discountCodes ?? []).map((c) => c.trim()).filter(Boolean))];
    return checkoutRepo.transaction(async (tx: Db) => {
      await checkoutRepo.lockBuyer(user.id, tx);
      const replaced = await repo.closeOpenOrders(user.id, at, tx);
      for (const project of projects) {
        const closed = await checkoutRepo.closeOpen(user.id, project.id, at, tx);
        replaced.push(
          ...closed.flatMap((r) => (r.paymentReference && !r.orderId ? [r.paymentReference] : [])),
        );
      }
      const order = await repo.insertOrder(
        {
          buyerId: user.id,
          bundleId: input.bundleId ?? null,
          billingCountry,
          consentedAt,
          listPriceCents: 0,
          discountCents: 0,
          priceCents: 0,
          feeCents: 0,
          totalCents: 0,
          currency: projects[0]!.currency,
          expiresAt,
        },
        tx,
      );
      const used = new Set<string>();
      const codeOfLine: (string | null)[] = [];
      for (const [i, project] of projects.entries()) {
        const want = wanted[i]!;
        let cents: CheckoutCents;
        let discount: { id: string; code: string } | null = null;
        if (want.renewalOf) {
          cents = renewalCents(project);
        } else if (want.shareCents !== undefined) {
          cents = bundleCents(project, want.shareCents);
        } else {
          const code = project.payWhatYouWant
            ? null
            : await discounts.codeForLine(project, codes, tx);
          const terms = discounts.lineTerms({ project, discountCode: code, amount: want.amount });
          const priced = await priceWithCode(project, terms, code, used, at, tx);
          cents = priced.cents;
          discount = priced.discount;
          if (discount) used.add(code!.toLowerCase());
        }
        codeOfLine.push(discount?.code ?? null);
        await repo.insertLines(
          [
            {
              orderId: order.id,
              position: i + 1,
              projectId: project.id,
              renewalOf: want.renewalOf ?? null,
              buyerId: user.id,
              discountId: discount?.id ?? null,
              ...cents,
              currency: project.currency,
              redemption: discount ? 'reserved' : 'none',
              expiresAt,
            },
          ],
          tx,
        );
      }
      const unmatched = codes.find((c) => !used.has(c.toLowerCase()));
      if (unmatched !== undefined) throw httpErrors.badRequest(COMMERCE_MESSAGES.codeNotFound);
      return { order, replaced, codeOfLine };
    });
  }

  /**
   * A line priced with its seller's code. When the code priced an earlier line of this order
   * and has no use left for this one, this line is priced without it.
   */
  async function priceWithCode(
    project: ProjectForSaleRow,
    terms: ReturnType<typeof discounts.lineTerms>,
    code: string | null,
    used: Set<string>,
    at: Date,
    tx: Db,
  ) {
    try {
      return await discounts.priceLine(project, terms, at, tx);
    } catch (err) {
      const usedUp = (err as Error).message === COMMERCE_MESSAGES.codeUsedUp;
      if (!code || !usedUp || !used.has(code.toLowerCase())) throw err;
      return discounts.priceLine(project, { ...terms, code: null }, at, tx);
    }
  }

  /** The buyer's order, or 404 for anyone else (and for ids that are not ids). */
  async function ownOrder(user: AuthUser, orderId: string, message: string): Promise<OrderRow> {
    const order = isUuid(orderId) ? await repo.find(orderId) : null;
    if (!order || order.buyerId !== user.id) throw httpErrors.notFound(message);
    return order;
  }

  async function orderAnswer(order: OrderRow): Promise<OrderResponse> {
    return { order: toOrderDto(order, await repo.lines([order.id])) };
  }

  /** Records a paid line as refused in the transaction that marks it; its refund follows. */
  async function refuseLine(line: OrderLineRow, reason: string): Promise<void> {
    log.warn({ lineId: line.id, reason }, 'paid order line cannot be licensed: refunding it');
    const rows = await checkoutRepo.transaction(async (tx) => {
      if (!(await repo.refuseLine(line.id, reason, tx))) return [];
      return deps.outbox.record(tx, ORDER_LINE_REFUSED, line.id);
    });
    await deps.outbox.relay(rows);
  }

  /**
   * The line's code use counts once its order is paid; a use whose reservation lapsed counts
   * only while the code has one left (as for a checkout of one project). False: refuse the line.
   */
  async function redeemLine(line: OrderLineRow): Promise<boolean> {
    const at = now();
    return checkoutRepo.transaction(async (tx) => {
      await checkoutRepo.lockBuyer(line.buyerId, tx);
      const locked = await repo.lockLine(line.id, tx);
      if (!locked || locked.redemption === 'none' || locked.redemption === 'redeemed') return true;
      const live = locked.redemption === 'reserved' && locked.expiresAt > at;
      if (!live && locked.discountId) {
        if (!(await discounts.hasUseLeftFor(locked, locked.discountId, at, tx))) return false;
        await checkoutRepo.releaseOthersOfBuyer(locked, tx);
      }
      await repo.setRedemption(locked.id, 'redeemed', tx);
      return true;
    });
  }

  /**
   * Fulfilment of an order, run however often its payment is reported: each line without a
   * license makes it (the line's reference is unique, so once) with its receipt, or is refused
   * and refunded; then the order is paid and its effects recorded. A run cut short is finished
   * by the next (the buyer's confirmation, Stripe's webhook).
   */
  async function fulfil(order: OrderRow, intent: IntentInfo): Promise<OrderRow> {
    if (order.status === 'paid') return order;
    const receiptFacts = await deps.receipts.paymentFacts(intent.id);
    for (const line of await repo.lines([order.id])) {
      if (line.licenseId || line.refusedReason || !line.paymentReference) continue;
      if (line.renewalOf) {
        // A renewal makes no license: it extends the buyer's term (once per reference).
        const renewed = await deps.renewals.renew({
          paymentReference: line.paymentReference,
          licenseId: line.renewalOf,
          buyerId: order.buyerId,
          listPriceCents: line.listPriceCents,
          totalCents: line.totalCents,
        });
        if (renewed.kind === 'refused') await refuseLine(line, renewed.reason);
        continue;
      }
      if (!(await redeemLine(line))) {
        await refuseLine(line, COMMERCE_MESSAGES.codeUsedUp);
        continue;
      }
      const result = await licenses.activatePaid({
        reference: line.paymentReference,
        projectId: line.projectId,
        buyerId: order.buyerId,
        stillForSale: (project) => lineMismatch(line, project),
        withLicense: async (license, tx) => {
          await deps.receipts.issueAtPayment(license.id, receiptFacts, tx);
        },
        amounts: {
          totalCents: line.totalCents,
          feeCents: line.feeCents,
          sellerCents: line.priceCents,
          currency: line.currency,
        },
      });
      if (result.kind === 'duplicate')
        await refuseLine(line, ORDER_MESSAGES.alreadyHeld(line.title));
      if (result.kind === 'refused') await refuseLine(line, result.reason);
    }
    const rows = await checkoutRepo.transaction(async (tx) => {
      if (!(await repo.markPaid(order.id, now(), tx))) return [];
      return deps.outbox.record(tx, ORDER_PAID, order.id);
    });
    await deps.outbox.relay(rows);
    return (await repo.find(order.id))!;
  }

  /**
   * An unpaid order that may no longer be paid (expired, replaced, or one of its projects
   * changed) has its intent canceled and its reservations freed; the buyer is told why (409).
   */
  async function refuseIfStale(provider: PaymentProvider, order: OrderRow, intent: IntentInfo) {
    if (intent.status === 'succeeded' || order.status === 'paid') return;
    let reason: string | null = null;
    if (order.expiresAt.getTime() <= now().getTime()) reason = PAYMENT_MESSAGES.checkoutExpired;
    else if (order.status === 'closed') reason = PAYMENT_MESSAGES.checkoutReplaced;
    else {
      for (const line of await repo.lines([order.id])) {
        reason = lineMismatch(line, await licenses.project(line.projectId));
        if (reason) break;
      }
    }
    if (!reason) return;
    await viaProvider(() => provider.cancelIntent(intent.id));
    await checkoutRepo.transaction((tx) =>
      repo.closeOpenOrders(order.buyerId, now(), tx, [order.id]),
    );
    throw httpErrors.conflict(reason);
  }

  return {
    /** POST /checkout: prices the lines, replaces the buyer's open checkouts, makes the intent. */
    async open(user: AuthUser, input: OpenOrderInput): Promise<CreateCheckoutResponse> {
      const provider = processor();
      const wanted = await wantedLines(user, input);
      const projects = await loadBuyable(user, wanted);
      const country = input.billingCountry || (await deps.billingCountryOf(user));
      const consented = input.consentToImmediateDelivery === true;
      if (needsDeliveryConsent(country) && !consented) {
        throw httpErrors.badRequest(ORDER_MESSAGES.consentRequired);
      }
      const { order, replaced, codeOfLine } = await recordOrder(
        user,
        input,
        wanted,
        projects,
        consented ? now() : null,
        country ?? null,
      );
      await cancelIntents(provider, replaced);
      let intent;
      let priced: OrderRow;
      try {
        // Tax on each line's price and fee, for the buyer's billing country.
        for (const line of await repo.lines([order.id])) {
          const { taxCents } = await deps.receipts.taxCheckout(user, {
            checkoutId: line.id,
            projectId: line.projectId,
            taxableCents: line.priceCents + line.feeCents,
            currency: line.currency,
            billingCountry: input.billingCountry,
            vatId: input.vatId,
          });
          if (taxCents > 0) await checkoutRepo.setTax(line.id, taxCents);
        }
        priced = await repo.sumLines(order.id);
        const total = priced;
        intent = await viaProvider(() =>
          provider.createOrderIntent({
            orderId: order.id,
            buyerId: user.id,
            amountCents: total.totalCents,
            feeCents: total.feeCents + total.taxCents,
            currency: total.currency,
            expiresAt: total.expiresAt,
            description: `Codebazaar order: ${projects.length} license${projects.length === 1 ? '' : 's'}`,
          }),
        );
      } catch (err) {
        await repo.deleteOrder(order.id);
        throw err;
      }
      const paymentIntentId = intent.id;
      if (
        !(await repo.attachIntent(order.id, paymentIntentId, (n) =>
          lineReference(paymentIntentId, n),
        ))
      ) {
        await cancelIntents(provider, [paymentIntentId]);
        throw httpErrors.conflict(PAYMENT_MESSAGES.checkoutReplaced);
      }
      const lines = await repo.lines([order.id]);
      return toCheckoutResponse(priced, lines, codeOfLine, intent, provider);
    },

    /** POST /checkout/{id}/confirm: the order of the buyer's paid checkout (idempotent). */
    async confirm(user: AuthUser, orderId: string): Promise<OrderResponse> {
      const order = await ownOrder(user, orderId, ORDER_MESSAGES.checkoutNotFound);
      if (order.status === 'paid') return orderAnswer(order);
      const provider = processor();
      const intent = order.intentId
        ? await viaProvider(() => provider.retrieveIntent(order.intentId!))
        : null;
      if (!intent) throw httpErrors.notFound(ORDER_MESSAGES.checkoutNotFound);
      await refuseIfStale(provider, order, intent);
      if (intent.status !== 'succeeded') {
        throw httpErrors.badRequest(PAYMENT_MESSAGES.paymentNotSucceeded);
      }
      return orderAnswer(await fulfil(order, intent));
    },

    /** An order intent's payment reported (test card network, Stripe's webhook). */
    async fulfilIntent(intent: IntentInfo): Promise<void> {
      const order = await repo.findByIntent(intent.id);
      if (!order) throw httpErrors.notFound(PAYMENT_MESSAGES.paymentNotFound);
      if (intent.status !== 'succeeded') {
        throw httpErrors.badRequest(PAYMENT_MESSAGES.paymentNotSucceeded);
      }
      await fulfil(order, intent);
    },

    /** Before paying an order intent with the test card: is it still payable? (409 when not.) */
    async refuseIfStaleIntent(provider: PaymentProvider, intent: IntentInfo): Promise<void> {
      const order = await repo.findByIntent(intent.id);
      if (order) await refuseIfStale(provider, order, intent);
    },

    /** An order intent was canceled or failed: its reservations are free again. */
    async releaseIntent(intentId: string): Promise<void> {
      const order = await repo.findByIntent(intentId);
      if (!order || order.status !== 'open') return;
      await checkoutRepo.transaction((tx) =>
        repo.closeOpenOrders(order.buyerId, now(), tx, [order.id]),
      );
    },

    /** A project's sale terms changed: open orders holding it can no longer be paid. */
    async cancelOpenOrdersOf(projectId: string): Promise<void> {
      const provider = deps.provider;
      const open = await repo.openOrdersOfProject(projectId);
      for (const order of open) {
        if (order.intentId && provider) await cancelIntents(provider, [order.intentId]);
        await checkoutRepo.transaction((tx) =>
          repo.closeOpenOrders(order.buyerId, now(), tx, [order.id]),
        );
      }
    },

    /** GET /orders: the buyer's paid orders, newest first. */
    async list(user: AuthUser, page: number, limit: number): Promise<OrdersResponse> {
      const { rows, total } = await repo.listPaid(user.id, limit, (page - 1) * limit);
      const lines = await repo.lines(rows.map((o) => o.id));
      return {
        orders: rows.map((o) =>
          toOrderDto(
            o,
            lines.filter((l) => l.orderId === o.id),
          ),
        ),
        pagination: buildPagination(page, limit, total),
      };
    },

    /** GET /orders/{id}: the buyer's paid order; 404 for anyone else and for unpaid ones. */
    async get(user: AuthUser, orderId: string): Promise<OrderResponse> {
      const order = await ownOrder(user, orderId, ORDER_MESSAGES.orderNotFound);
      if (order.status !== 'paid') throw httpErrors.notFound(ORDER_MESSAGES.orderNotFound);
      return orderAnswer(order);
    },

    /** GET /orders/{id}/receipt: one receipt for the buyer's paid order. */
    async receipt(user: AuthUser, orderId: string): Promise<OrderReceipt> {
      const order = await ownOrder(user, orderId, ORDER_MESSAGES.orderNotFound);
      if (order.status !== 'paid') throw httpErrors.notFound(ORDER_MESSAGES.orderNotFound);
      const lines = await repo.lines([order.id]);
      const receipts = new Map<string, Receipt>();
      for (const line of lines) {
        // A renewal line's license (renewed or not) names its seller.
        const licenseId = line.licenseId ?? line.renewalOf;
        if (licenseId && !receipts.has(licenseId)) {
          receipts.set(licenseId, await deps.receipts.receipt(user, licenseId));
        }
      }
      // The head of the first purchase's receipt, issued at this payment; an order of renewals
      // only (they make no license) is headed by the payment's own facts.
      const purchase = lines.find((l) => !l.renewalOf && l.licenseId);
      const renewal = lines.find((l) => l.renewalOf);
      let header;
      if (purchase) header = headerOfReceipt(receipts.get(purchase.licenseId!)!);
      else if (renewal && order.intentId) {
        header = await deps.receipts.paymentHeader(user, {
          licenseId: renewal.renewalOf!,
          checkoutId: renewal.id,
          intentId: order.intentId,
          paidAt: order.paidAt ?? order.createdAt,
        });
      } else throw httpErrors.notFound(ORDER_MESSAGES.orderNotFound);
      return toOrderReceipt(order, lines, receipts, header);
    },

    /** Lines of an order, for its mail and receipt. */
    lines: (orderId: string) => repo.lines([orderId]),
    find: (orderId: string) => repo.find(orderId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
