import crypto from 'node:crypto';

import { PAYMENT_MESSAGES, REFUND_MESSAGES, TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { licenses, refundRequests } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../../test/fakes/stripe';
import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';

/**
 * Refund windows and refund requests through the HTTP API, with the built-in test processor
 * and with Stripe (the real SDK against the local fake).
 */

const DAY = 86_400_000;

for (const providerName of ['test', 'stripe'] as const) {
  describe(`refund requests (${providerName})`, () => {
    let ctx: TestContext;
    let fake: FakeStripe | null = null;
    let seller: TestUser;
    let admin: TestUser;
    let stranger: TestUser;
    // Licenses are stamped by the database's clock: the app's starts at the same time.
    let clock = new Date();
    const events: string[] = [];

    const req = (user: TestUser | null, url: string, payload?: object, method = 'POST') =>
      ctx.app.inject({
        method: method as 'POST',
        url: `/api${url}`,
        headers: user?.headers ?? {},
        ...(payload ? { payload } : {}),
      });

    /** `buyer` buys `projectId`: the license id. */
    async function buy(buyer: TestUser, projectId: string): Promise<string> {
      const intent = await req(buyer, '/payments/create-payment-intent', { projectId });
      expect(intent.statusCode).toBe(200);
      const id = intent.json().paymentIntentId as string;
      if (fake) fake.succeed(id);
      else {
        await req(buyer, '/payments/test-processor/confirm', {
          paymentIntentId: id,
          cardNumber: TEST_CARD_SUCCESS,
        });
      }
      const res = await req(buyer, '/payments/confirm-payment', { paymentIntentId: id });
      expect(res.statusCode).toBe(200);
      return res.json().license._id as string;
    }

    const statusOf = async (licenseId: string) =>
      (
        await ctx.database.db
          .select({ status: licenses.status })
          .from(licenses)
          .where(eq(licenses.id, licenseId))
      )[0]!.status;

    beforeAll(async () => {
      if (providerName === 'stripe') {
        fake = await startFakeStripe();
        ctx = await createTestApp(
          {
            STRIPE_SECRET_KEY: fake.secretKey,
            STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
            STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
            STRIPE_API_BASE_URL: fake.url,
          },
          { clock: () => clock },
        );
      } else {
        ctx = await createTestApp({}, { clock: () => clock });
      }
      ctx.app.licenseEvents.afterCommit('refunded', async (id) => void events.push(id));
      seller = await createUser(ctx);
      admin = await createUser(ctx, { role: 'admin' });
      stranger = await createUser(ctx);
      if (fake) {
        expect((await req(seller, '/payments/create-connect-account')).statusCode).toBe(200);
        fake.completeOnboarding([...fake.accounts.keys()].at(-1)!);
      } else {
        await giveAccount(ctx, seller);
      }
    });
    afterAll(async () => {
      await ctx.close();
      await fake?.close();
    });
    beforeEach(() => {
      events.length = 0;
      ctx.outbox.length = 0;
    });

    it('shows the window on the project, 14 days by default, 0–60 set by the seller', async () => {
      const body = (days?: unknown) => ({
        title: 'Window kit',
        description: 'A kit',
        category: 'web',
        repository: { paidUrl: 'https://github.com/example/paid' },
        license: {
          type: 'paid',
          price: 5,
          ...(days === undefined ? {} : { refundWindowDays: days }),
        },
      });
      const plain = await req(seller, '/projects', body());
      expect(plain.json().project.license.refundWindowDays).toBe(14);
      for (const days of [0, 60]) {
        const res = await req(seller, '/projects', body(days));
        expect(res.statusCode).toBe(201);
        expect(res.json().project.license.refundWindowDays).toBe(days);
      }
      for (const days of [-1, 61, 1.5, 'x']) {
        const res = await req(seller, '/projects', body(days));
        expect(res.statusCode, String(days)).toBe(400);
        expect(res.json().error).toContain(REFUND_MESSAGES.windowRange);
      }
    });

    it('the buyer asks inside the window; the seller approves: refunded with the provider, license ended, both mailed', async () => {
      const buyer = await createUser(ctx);
      const projectId = await createProject(ctx, seller, paidProject(2000));
      const licenseId = await buy(buyer, projectId);
      ctx.outbox.length = 0;

      // Only the buyer asks, with a reason.
      expect(
        (await req(stranger, `/licenses/${licenseId}/refund-request`, { reason: 'x' })).statusCode,
      ).toBe(404);
      expect(
        (await req(buyer, `/licenses/${licenseId}/refund-request`, { reason: '  ' })).statusCode,
      ).toBe(400);
      const asked = await req(buyer, `/licenses/${licenseId}/refund-request`, {
        reason: 'It does not build on Windows',
      });
      expect(asked.statusCode).toBe(201);
      const request = asked.json().refundRequest;
      expect(request).toMatchObject({
        status: 'pending',
        licenseId,
        total: 24,
        reason: 'It does not build on Windows',
      });
      expect(
        (await req(buyer, `/licenses/${licenseId}/refund-request`, { reason: 'again' })).json()
          .error,
      ).toBe(REFUND_MESSAGES.alreadyRequested);
      await settle(ctx.app); // the mails are outbox effects (ADR 015)
      expect(ctx.outbox.map((m) => m.to)).toEqual(
        expect.arrayContaining([seller.email, buyer.email]),
      );

      // The seller sees it; strangers neither see nor answer it.
      const list = await req(seller, '/seller/refund-requests', undefined, 'GET');
      expect(list.json().refundRequests.map((r: { id: string }) => r.id)).toContain(request.id);
      expect(
        (await req(stranger, '/seller/refund-requests', undefined, 'GET')).json().refundRequests,
      ).toEqual([]);
      expect(
        (await req(stranger, `/seller/refund-requests/${request.id}/approve`, {})).statusCode,
      ).toBe(404);
      expect(await statusOf(licenseId)).toBe('active');

      ctx.outbox.length = 0;
      const approved = await req(seller, `/seller/refund-requests/${request.id}/approve`, {
        message: 'Sorry!',
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().refundRequest).toMatchObject({
        status: 'approved',
        message: 'Sorry!',
      });
      expect(await statusOf(licenseId)).toBe('refunded');
      expect(events).toEqual([licenseId]);
      if (fake) expect(fake.refunds.at(-1)!.payment_intent).toMatch(/^pi_/);
      await settle(ctx.app);
      expect(ctx.outbox.find((m) => m.to === buyer.email)?.subject).toMatch(/approved/);
      // Answered once only.
      expect(
        (await req(seller, `/seller/refund-requests/${request.id}/decline`, { message: 'no' }))
          .statusCode,
      ).toBe(409);
    });

    it('the seller declines with a message; the license stays active', async () => {
      const buyer = await createUser(ctx);
      const projectId = await createProject(ctx, seller, paidProject(1500));
      const licenseId = await buy(buyer, projectId);
      const id = (
        await req(buyer, `/licenses/${licenseId}/refund-request`, { reason: 'Changed my mind' })
      ).json().refundRequest.id as string;
      expect((await req(seller, `/seller/refund-requests/${id}/decline`, {})).json().error).toBe(
        REFUND_MESSAGES.messageRequired,
      );
      await settle(ctx.app); // the request's own mails go out first
      ctx.outbox.length = 0;
      const res = await req(seller, `/seller/refund-requests/${id}/decline`, {
        message: 'Outside our policy',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().refundRequest).toMatchObject({
        status: 'declined',
        message: 'Outside our policy',
      });
      expect(await statusOf(licenseId)).toBe('active');
      await settle(ctx.app);
      expect(ctx.outbox.find((m) => m.to === buyer.email)?.text).toContain('Outside our policy');
      expect(events).toEqual([]);
    });

    it('refuses requests at and after the end of the window (edges), and on a 0-day window', async () => {
      const buyer = await createUser(ctx);
      const week = await createProject(ctx, seller, { ...paidProject(1000), refundWindowDays: 7 });
      const none = await createProject(ctx, seller, { ...paidProject(1000), refundWindowDays: 0 });
      const start = clock;
      const weekLicense = await buy(buyer, week);
      const noneLicense = await buy(buyer, none);
      const [row] = await ctx.database.db
        .select({ createdAt: licenses.createdAt })
        .from(licenses)
        .where(eq(licenses.id, weekLicense));
      // The license's time comes from the database; the window is measured from it.
      const boughtAt = row!.createdAt.getTime();
      expect(
        (await req(buyer, `/licenses/${noneLicense}/refund-request`, { reason: 'r' })).json().error,
      ).toBe(REFUND_MESSAGES.outsideWindow);
      clock = new Date(boughtAt + 7 * DAY);
      expect(
        (await req(buyer, `/licenses/${weekLicense}/refund-request`, { reason: 'r' })).json().error,
      ).toBe(REFUND_MESSAGES.outsideWindow);
      clock = new Date(boughtAt + 7 * DAY - 1);
      expect(
        (await req(buyer, `/licenses/${weekLicense}/refund-request`, { reason: 'r' })).statusCode,
      ).toBe(201);
      clock = start;
    });

    it('an admin approves; 20 concurrent approvals refund once; an approval cut short after the refund completes on retry', async () => {
      const buyer = await createUser(ctx);
      const projectId = await createProject(ctx, seller, paidProject(3000));
      const licenseId = await buy(buyer, projectId);
      const id = (
        await req(buyer, `/licenses/${licenseId}/refund-request`, { reason: 'Broken' })
      ).json().refundRequest.id as string;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          req(i % 2 ? admin : seller, `/seller/refund-requests/${id}/approve`, {}),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      for (const r of results) expect([200, 409]).toContain(r.statusCode);
      expect(await statusOf(licenseId)).toBe('refunded');
      expect(events).toEqual([licenseId]);
      if (fake) {
        const intentRefunds = fake.refunds.filter(
          (r) => r.payment_intent === fake!.refunds.at(-1)!.payment_intent,
        );
        expect(intentRefunds).toHaveLength(1);
      }

      // Half-written: the refund went through but the server stopped before recording the answer.
      const buyer2 = await createUser(ctx);
      const license2 = await buy(buyer2, projectId);
      const id2 = (
        await req(buyer2, `/licenses/${license2}/refund-request`, { reason: 'Broken' })
      ).json().refundRequest.id as string;
      expect((await req(seller, '/payments/refund', { licenseId: license2 })).statusCode).toBe(200);
      const [pending] = await ctx.database.db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.id, id2));
      expect(pending!.status).toBe('pending');
      const again = await req(admin, `/seller/refund-requests/${id2}/approve`, {});
      expect(again.statusCode).toBe(200);
      expect(again.json().refundRequest.status).toBe('approved');
    });
  });
}

/**
 * An approval refunds through the payments module: the answers of a server that takes no
 * payments, and of a provider that fails. The contract check (test/helper.ts) holds each answer
 * to the document, which lists both.
 */
describe('approving a refund request when the payment provider cannot refund', () => {
  /** A paid license of `buyer` (as a payment would leave it) and the buyer's refund request. */
  async function pendingRequest(ctx: TestContext, seller: TestUser, buyer: TestUser) {
    const projectId = await createProject(ctx, seller, paidProject(2000));
    const [license] = await ctx.database.db
      .insert(licenses)
      .values({
        projectId,
        buyerId: buyer.id,
        kind: 'paid',
        totalCents: 2400,
        feeCents: 400,
        sellerCents: 2000,
        paymentReference: `pi_${crypto.randomUUID().replaceAll('-', '')}`,
      })
      .returning({ id: licenses.id });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/licenses/${license!.id}/refund-request`,
      headers: buyer.headers,
      payload: { reason: 'It does not build' },
    });
    expect(asked.statusCode).toBe(201);
    return { licenseId: license!.id, requestId: asked.json().refundRequest.id as string };
  }

  /** Approves, then finds the license and the request unchanged: nothing was refunded. */
  async function approveRefused(ctx: TestContext, status: number, error: string) {
    const seller = await createUser(ctx);
    const buyer = await createUser(ctx);
    const { licenseId, requestId } = await pendingRequest(ctx, seller, buyer);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/seller/refund-requests/${requestId}/approve`,
      headers: seller.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    const [license] = await ctx.database.db
      .select({ status: licenses.status })
      .from(licenses)
      .where(eq(licenses.id, licenseId));
    expect(license!.status).toBe('active');
    const [request] = await ctx.database.db
      .select({ status: refundRequests.status })
      .from(refundRequests)
      .where(eq(refundRequests.id, requestId));
    expect(request!.status).toBe('pending');
  }

  it('answers 503 "Payments are not configured" on a server without payments', async () => {
    // Production without Stripe and without PAYMENTS_TEST_MODE takes no payments.
    const ctx = await createTestApp({ NODE_ENV: 'production' });
    try {
      await approveRefused(ctx, 503, PAYMENT_MESSAGES.notConfigured);
    } finally {
      await ctx.close();
    }
  });

  it('answers 502 when the provider fails, without its details', async () => {
    // Stripe refuses every call: the app holds a key the fake does not accept.
    const fake = await startFakeStripe();
    const ctx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_not_the_fakes',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_codebazaar',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
    });
    try {
      // The error handler keeps a 5xx's text to the log.
      await approveRefused(ctx, 502, 'Internal server error');
      // Stripe was asked (the refund reads the payment first) and refused.
      expect(fake.requests.some((r) => r.path.startsWith('/v1/payment_intents/'))).toBe(true);
      expect(fake.refunds).toEqual([]);
    } finally {
      await ctx.close();
      await fake.close();
    }
  });
});
