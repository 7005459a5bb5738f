import crypto from 'node:crypto';

import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { licenses, paymentAccounts, projects } from '../src/db/schema';
import { lineReference } from '../src/integrations/payments/payment-reference';
import type { TestProcessor } from '../src/integrations/payments/test-processor';
import type { TestContext, TestUser } from './helper';

/** Factories for license and payment tests: projects, seller accounts, the stored license. */

let projectCounter = 0;

export async function createProject(
  ctx: Pick<TestContext, 'database'>,
  author: TestUser,
  values: Partial<typeof projects.$inferInsert> = {},
): Promise<string> {
  projectCounter += 1;
  const [row] = await ctx.database.db
    .insert(projects)
    .values({
      authorId: author.id,
      title: `Project ${projectCounter}`,
      description: 'A project for payment tests',
      category: 'web',
      licenseType: 'free',
      freeRepoUrl: 'https://github.com/example/free',
      status: 'published',
      publishedAt: new Date(),
      ...values,
    })
    .returning({ id: projects.id });
  return row!.id;
}

export const paidProject = (priceCents = 2500) => ({
  licenseType: 'paid' as const,
  priceCents,
  paidRepoUrl: 'https://github.com/example/paid',
});

export const freemiumProject = (priceCents = 1000) => ({
  licenseType: 'freemium' as const,
  priceCents,
  paidRepoUrl: 'https://github.com/example/paid',
});

/** A seller who finished onboarding with a provider. */
export async function giveAccount(
  ctx: Pick<TestContext, 'database'>,
  user: TestUser,
  opts: { provider?: 'test' | 'stripe'; accountId?: string; chargesEnabled?: boolean } = {},
): Promise<string> {
  const accountId = opts.accountId ?? `acct_test_${user.id.slice(0, 8)}`;
  const enabled = opts.chargesEnabled ?? true;
  await ctx.database.db.insert(paymentAccounts).values({
    userId: user.id,
    provider: opts.provider ?? 'test',
    providerAccountId: accountId,
    detailsSubmitted: enabled,
    chargesEnabled: enabled,
  });
  return accountId;
}

export async function licensesOf(ctx: Pick<TestContext, 'database'>, projectId: string) {
  return ctx.database.db.select().from(licenses).where(eq(licenses.projectId, projectId));
}

export async function downloadsOf(
  ctx: Pick<TestContext, 'database'>,
  projectId: string,
): Promise<number> {
  const [row] = await ctx.database.db
    .select({ downloads: projects.downloads })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row!.downloads;
}

/**
 * A buyer's steps through the test card checkout, each over HTTP: open the checkout, pay with the
 * test card, and the whole purchase (`buy`). `app()` is read at call time, so a file can make its
 * context in `beforeAll`.
 */
export function purchaseSteps(app: () => TestContext['app']) {
  const post = (user: TestUser | null, url: string, payload?: object) =>
    app().inject({
      method: 'POST',
      url: `/api/payments${url}`,
      headers: user?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  async function startPurchase(user: TestUser, projectId: string) {
    const res = await post(user, '/create-payment-intent', { projectId });
    expect(res.statusCode).toBe(200);
    return res.json() as { paymentIntentId: string; clientSecret: string };
  }
  const pay = (user: TestUser, paymentIntentId: string, cardNumber = TEST_CARD_SUCCESS) =>
    post(user, '/test-processor/confirm', { paymentIntentId, cardNumber });
  async function buy(user: TestUser, projectId: string) {
    const { paymentIntentId } = await startPurchase(user, projectId);
    expect((await pay(user, paymentIntentId)).statusCode).toBe(200);
    const res = await post(user, '/confirm-payment', { paymentIntentId });
    expect(res.statusCode).toBe(200);
    return { paymentIntentId, license: res.json().license as { _id: string; kind: string } };
  }
  return { post, startPurchase, pay, buy };
}

/** One line of an order paid at once: its project and what the buyer paid for it. */
export interface OrderLineInput {
  projectId: string;
  /** What the buyer paid for the line (price + fee), cents. */
  totalCents: number;
  feeCents: number;
}

/**
 * An order of several lines paid by one intent, as the checkout of several lines will make it:
 * the provider's order intent, paid by `pay` (the test card, or the fake Stripe's card), then one
 * paid license per line with the reference `intent:line` and its receipt, through
 * licenses.activatePaid. Returns the intent and the licenses in line order.
 */
export async function payOrder(
  ctx: Pick<TestContext, 'app'>,
  buyer: TestUser,
  lines: OrderLineInput[],
  pay: (intentId: string) => Promise<void>,
): Promise<{ intentId: string; orderId: string; licenseIds: string[] }> {
  const provider = ctx.app.paymentProvider!;
  const orderId = crypto.randomUUID();
  const { id: intentId } = await provider.createOrderIntent({
    orderId,
    buyerId: buyer.id,
    amountCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
    feeCents: lines.reduce((sum, l) => sum + l.feeCents, 0),
    currency: 'USD',
    description: `Codebazaar order of ${lines.length} projects`,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  await pay(intentId);
  const licenseIds: string[] = [];
  for (const [i, line] of lines.entries()) {
    const reference = lineReference(intentId, i + 1);
    const facts = await ctx.app.receipts.paymentFacts(reference);
    const made = await ctx.app.licenses.activatePaid({
      reference,
      projectId: line.projectId,
      buyerId: buyer.id,
      amounts: {
        totalCents: line.totalCents,
        feeCents: line.feeCents,
        sellerCents: line.totalCents - line.feeCents,
        currency: 'USD',
      },
      withLicense: async (license, tx) => {
        await ctx.app.receipts.issueAtPayment(license.id, facts, tx);
      },
    });
    if (made.kind !== 'license') throw new Error(`line ${i + 1} made no license: ${made.kind}`);
    licenseIds.push(made.license.id);
  }
  return { intentId, orderId, licenseIds };
}

/** Pays a test processor intent with the test card. */
export function testCard(ctx: Pick<TestContext, 'app'>, buyer: TestUser) {
  return async (intentId: string) => {
    const provider = ctx.app.paymentProvider;
    if (provider?.name !== 'test') throw new Error('the test processor is not running');
    const paid = await (provider as TestProcessor).confirmCard(
      intentId,
      buyer.id,
      TEST_CARD_SUCCESS,
      new Date(),
    );
    expect(paid).toEqual({ outcome: 'succeeded', changed: true });
  };
}
