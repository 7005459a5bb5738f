import { PAYMENT_MESSAGES, TEST_CARD_SUCCESS } from '@codebazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, testConfig, type TestContext } from '../../../test/helper';
import {
  createProject,
  giveAccount,
  licensesOf,
  paidProject,
} from '../../../test/payments-fixtures';
import { createMailer } from '../../integrations/mail/mailer';

const post = (ctx: TestContext, headers: object, url: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments${url}`,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

describe('payments in production without Stripe and without PAYMENTS_TEST_MODE', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => ctx.close());

  it('refuses paid checkout and onboarding with 503, tells the client, keeps free claims', async () => {
    const seller = await createUser(ctx);
    const buyer = await createUser(ctx);
    await giveAccount(ctx, seller);
    const paid = await createProject(ctx, seller, paidProject(1200));
    const free = await createProject(ctx, seller);

    const refused = { error: PAYMENT_MESSAGES.notConfigured };
    const intent = await post(ctx, buyer.headers, '/create-payment-intent', { projectId: paid });
    expect(intent.statusCode).toBe(503);
    expect(intent.json()).toEqual(refused);
    // The test card network does not exist either: even an all-zero "card" pays nothing.
    for (const [url, body] of [
      ['/confirm-payment', { paymentIntentId: 'tpi_0123456789abcdef01234567' }],
      [
        '/test-processor/confirm',
        { paymentIntentId: 'tpi_0123456789abcdef01234567', cardNumber: '0000 0000 0000 0000' },
      ],
      ['/create-connect-account', undefined],
      ['/test-processor/complete-onboarding', undefined],
    ] as const) {
      const res = await post(ctx, seller.headers, url, body);
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual(refused);
    }
    expect(await licensesOf(ctx, paid)).toEqual([]);

    const config = await ctx.app.inject({ url: '/api/payments/config' });
    expect(config.json()).toEqual({ provider: null, publishableKey: null, enabled: false });

    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/licenses/claim-free',
      headers: buyer.headers,
      payload: { projectId: free },
    });
    expect(claim.statusCode).toBe(200);
  });
});

describe('payments in production with PAYMENTS_TEST_MODE=true', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
  });
  afterAll(() => ctx.close());

  it('runs the built-in test processor', async () => {
    const seller = await createUser(ctx);
    const buyer = await createUser(ctx);
    await giveAccount(ctx, seller);
    const paid = await createProject(ctx, seller, paidProject(1200));
    const intent = await post(ctx, buyer.headers, '/create-payment-intent', { projectId: paid });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId } = intent.json<{ paymentIntentId: string }>();
    const pay = await post(ctx, buyer.headers, '/test-processor/confirm', {
      paymentIntentId,
      cardNumber: TEST_CARD_SUCCESS,
    });
    expect(pay.statusCode).toBe(200);
    expect(await licensesOf(ctx, paid)).toHaveLength(1);
    const config = await ctx.app.inject({ url: '/api/payments/config' });
    expect(config.json()).toEqual({ provider: 'test', publishableKey: null, enabled: true });
  });
});

describe('the log outbox (no SMTP_URL)', () => {
  const message = {
    to: 'someone@example.com',
    subject: 'Reset your password',
    text: 'Open http://localhost:3000/reset-password?token=secret-reset-token within an hour.',
  };
  function capture(env: Record<string, string>) {
    const lines: string[] = [];
    const log = {
      info: (obj: unknown, msg?: string) => void lines.push(JSON.stringify(obj) + (msg ?? '')),
    } as unknown as FastifyBaseLogger;
    return { mailer: createMailer(testConfig(env), log), lines };
  }

  it('writes whole messages outside production', async () => {
    const { mailer, lines } = capture({});
    await mailer.send(message);
    expect(lines.join('\n')).toContain('secret-reset-token');
  });

  it('writes only the recipient and the subject in production', async () => {
    const { mailer, lines } = capture({ NODE_ENV: 'production' });
    await mailer.send(message);
    const logged = lines.join('\n');
    expect(logged).toContain('someone@example.com');
    expect(logged).toContain('Reset your password');
    expect(logged).not.toContain('secret-reset-token');
  });
});
