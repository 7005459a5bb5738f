import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { WEBHOOK_LIBRARY_SNIPPET, WEBHOOK_MANUAL_SNIPPET } from '@codebazaar/shared';
import { WEBHOOK_MANUAL_SENDS_PER_MINUTE } from '@codebazaar/shared/rules';

import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { schemaErrors } from '../../../test/contract';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/fakes/webhook-receiver';
import {
  createTestApp,
  createUser,
  testConfig,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { publishRelease } from '../../../test/release-notices-fixtures';
import { buildApp } from '../../app';
import {
  accessEvents,
  licenses,
  rateLimits,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import {
  isForbiddenAddress,
  resolveTarget,
  systemLookup,
  URL_MESSAGES,
  type Lookup,
} from './webhook-http';
import { DOCUMENTED_WEBHOOK_EVENTS, webhookSchemaName } from './webhook-payloads';
import { RETRY_DELAYS_MS, WEBHOOK_MESSAGES } from './webhooks.service';

/** Host names of the tests' own resolver; anything else does not resolve. */
const names = new Map<string, string>([
  ['localhost', '127.0.0.1'],
  ['public.test', '93.184.216.34'],
  ['metadata.test', '169.254.169.254'],
  ['mapped.test', '::ffff:127.0.0.1'],
]);
const lookup: Lookup = async (host) => {
  const address = names.get(host);
  if (!address)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

/** Retries after 1 ms (so both queue backends run them at once); a short time-out. */
const FAST = { lookup, retryDelaysMs: [1, 1], timeoutMs: 400 };

let ctx: TestContext;
let receiver: WebhookReceiver;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' }, { webhooks: FAST });
  receiver = await startWebhookReceiver();
  seller = await createUser(ctx);
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});
beforeEach(async () => {
  receiver.reset();
  // Each test sees only its own endpoints (and their deliveries).
  await ctx.database.db.delete(webhookEndpoints);
});

async function createHook(
  user: TestUser,
  body: Record<string, unknown> = {},
  app: FastifyInstance = ctx.app,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/seller/webhooks',
    headers: user.headers,
    payload: { url: receiver.url(), events: ['license.created'], ...body },
  });
  return res;
}

async function newHook(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await createHook(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string; url: string };
}

async function deliveriesOf(user: TestUser, id: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/seller/webhooks/${id}/deliveries`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().deliveries as Array<Record<string, unknown> & { id: string; status: string }>;
}

/**
 * Runs due jobs until `done` holds: retries are queued 1 ms ahead, which pg-boss sees once its
 * own clock has passed them. Fails after a bound instead of waiting for ever.
 */
async function runUntil(done: () => boolean | Promise<boolean>, app = ctx.app): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    await app.jobs.runDueNow();
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not reached');
}

async function sendTest(user: TestUser, id: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/seller/webhooks/${id}/test`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as { id: string; messageId: string };
}

async function insertLicense(buyer: TestUser, projectId: string): Promise<string> {
  const [row] = await ctx.database.db
    .insert(licenses)
    .values({
      projectId,
      buyerId: buyer.id,
      kind: 'paid',
      totalCents: 2500,
      sellerCents: 2000,
      feeCents: 500,
      paymentReference: `test_${crypto.randomUUID()}`,
    })
    .returning({ id: licenses.id });
  return row!.id;
}

function verifies(secret: string, r: { body: string; headers: Record<string, unknown> }): boolean {
  try {
    new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

describe('endpoints', () => {
  it('shows the secret once (whsec_ + base64), lists without it, updates, rotates and deletes', async () => {
    const made = await newHook(seller, {
      description: 'Orders',
      events: ['license.created', 'license.created'],
    });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(made.secret.slice(6), 'base64')).toHaveLength(32);
    expect(made).toMatchObject({
      events: ['license.created'],
      description: 'Orders',
      enabled: true,
    });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/webhooks',
      headers: seller.headers,
    });
    expect(list.body).not.toContain(made.secret);
    expect(list.json().webhooks.map((w: { id: string }) => w.id)).toContain(made.id);
    const [stored] = await ctx.database.db
      .select({ s: webhookEndpoints.secretEncrypted })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.id));
    expect(stored!.s).not.toContain(made.secret.slice(6));

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/seller/webhooks/${made.id}`,
      headers: seller.headers,
      payload: { events: ['review.created', 'project.published'], enabled: false, description: '' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      events: ['review.created', 'project.published'],
      enabled: false,
    });

    const rotated = await ctx.app.inject({
      method: 'POST',
      url: `/api/seller/webhooks/${made.id}/rotate-secret`,
      headers: seller.headers,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(made.secret);

    const other = await createUser(ctx);
    for (const [method, url] of [
      ['PATCH', `/api/seller/webhooks/${made.id}`],
      ['DELETE', `/api/seller/webhooks/${made.id}`],
      ['POST', `/api/seller/webhooks/${made.id}/rotate-secret`],
      ['POST', `/api/seller/webhooks/${made.id}/test`],
      ['GET', `/api/seller/webhooks/${made.id}/deliveries`],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: other.headers,
        payload: method === 'PATCH' ? { enabled: true } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: WEBHOOK_MESSAGES.notFound });
    }

    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/webhooks/${made.id}`,
      headers: seller.headers,
    });
    expect(gone.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/webhooks/${made.id}`,
      headers: seller.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    for (const payload of [
      { url: 'ftp://example.com/hook', events: ['license.created'] },
      { url: 'not a url', events: ['license.created'] },
      { url: receiver.url(), events: [] },
      { url: receiver.url(), events: ['license.exploded'] },
      { url: 'http://nowhere.test/hook', events: ['license.created'] },
      { url: 'http://user:pw@public.test/hook', events: ['license.created'] },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/seller/webhooks',
        headers: seller.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['error']);
    }
  });
});

describe('delivery', () => {
  it('signs per Standard Webhooks: the reference library verifies it, and so does a hand-made HMAC', async () => {
    const hook = await newHook(seller);
    const sent = await sendTest(seller, hook.id);
    await runUntil(() => receiver.received.length === 1);
    const [got] = receiver.received;
    const headers = {
      'webhook-id': String(got!.headers['webhook-id']),
      'webhook-timestamp': String(got!.headers['webhook-timestamp']),
      'webhook-signature': String(got!.headers['webhook-signature']),
    };
    expect(headers['webhook-id']).toBe(sent.messageId);
    expect(got!.headers['content-type']).toBe('application/json');

    const payload = new Webhook(hook.secret).verify(got!.body, headers) as Record<string, unknown>;
    expect(payload).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.id } });
    expect(new Date(String(payload.timestamp)).toISOString()).toBe(payload.timestamp);

    const key = Buffer.from(hook.secret.slice('whsec_'.length), 'base64');
    const mac = crypto
      .createHmac('sha256', key)
      .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${got!.body}`)
      .digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${mac}`);

    // The docs page's snippets, exactly as shown (written next to the server's packages, so the
    // library one finds standardwebhooks).
    const dir = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../node_modules/.cache/webhook-snippets',
    );
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'library.ts'), WEBHOOK_LIBRARY_SNIPPET);
    fs.writeFileSync(path.join(dir, 'manual.ts'), WEBHOOK_MANUAL_SNIPPET);
    const { verifyEvent } = await import(/* @vite-ignore */ path.join(dir, 'library.ts'));
    const { verifyWebhook } = await import(/* @vite-ignore */ path.join(dir, 'manual.ts'));
    expect(verifyEvent(got!.body, headers, hook.secret)).toMatchObject({ type: 'webhook.test' });
    expect(verifyWebhook(got!.body, headers, hook.secret)).toBe(true);
    expect(verifyWebhook(`${got!.body} `, headers, hook.secret)).toBe(false);
    expect(() => verifyEvent(`${got!.body} `, headers, hook.secret)).toThrow();

    // Another secret (a rotated one) does not verify it.
    expect(() =>
      new Webhook(`whsec_${crypto.randomBytes(32).toString('base64')}`).verify(got!.body, headers),
    ).toThrow();

    const [logged] = await deliveriesOf(seller, hook.id);
    expect(logged).toMatchObject({
      id: sent.id,
      eventType: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'ok',
      error: null,
    });
    expect(typeof logged!.durationMs).toBe('number');
  });

  it('retries after a 500 and after a time-out, with the same id and body, then succeeds', async () => {
    const hook = await newHook(seller);
    const license = await insertLicense(
      await createUser(ctx),
      await createProject(ctx, seller, paidProject()),
    );
    receiver.answer({ status: 500, body: 'boom' }, 'hang');
    await ctx.app.licenseEvents.emit('activated', license);
    await runUntil(async () => (await deliveriesOf(seller, hook.id))[0]?.status === 'succeeded');

    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    const bodies = new Set(receiver.received.map((r) => r.body));
    expect(ids.size).toBe(1);
    expect(bodies.size).toBe(1);
    for (const r of receiver.received) {
      new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>);
    }
    const [d] = await deliveriesOf(seller, hook.id);
    expect(d).toMatchObject({
      eventType: 'license.created',
      status: 'succeeded',
      attempts: 3,
      responseStatus: 200,
    });
  });

  it('records a time-out, and gives up after the last attempt', async () => {
    const hook = await newHook(seller);
    receiver.answer('hang');
    await sendTest(seller, hook.id);
    await runUntil(async () => (await deliveriesOf(seller, hook.id))[0]?.status === 'failed');
    expect((await deliveriesOf(seller, hook.id))[0]).toMatchObject({
      attempts: 1,
      responseStatus: null,
      error: 'No answer within 0.4 s',
      nextAttemptAt: null,
    });

    receiver.reset();
    const license = await insertLicense(
      await createUser(ctx),
      await createProject(ctx, seller, paidProject()),
    );
    receiver.answer('hang', { status: 500, body: 'boom' }, { status: 503 });
    await ctx.app.licenseEvents.emit('activated', license);
    await runUntil(async () => (await deliveriesOf(seller, hook.id))[0]?.status === 'failed');
    // Three attempts in all (FAST has two retries); the log keeps the last one's answer.
    expect((await deliveriesOf(seller, hook.id))[0]).toMatchObject({
      eventType: 'license.created',
      attempts: 3,
      responseStatus: 503,
      error: 'The endpoint answered 503',
      nextAttemptAt: null,
    });
    expect(receiver.received).toHaveLength(3);
  });

  it('does not follow redirects', async () => {
    const hook = await newHook(seller);
    receiver.answer({ status: 302, headers: { location: receiver.url('/elsewhere') } });
    await sendTest(seller, hook.id);
    await runUntil(async () => (await deliveriesOf(seller, hook.id))[0]?.status === 'failed');
    expect(receiver.received.map((r) => r.path)).toEqual(['/hook']);
    const [d] = await deliveriesOf(seller, hook.id);
    expect(d).toMatchObject({ responseStatus: 302, error: 'Redirects are not followed' });
  });

  it('reads and keeps at most 64 kB of the answer', async () => {
    const hook = await newHook(seller);
    receiver.answer({ status: 200, body: 'x'.repeat(300 * 1024) });
    await sendTest(seller, hook.id);
    await runUntil(async () => (await deliveriesOf(seller, hook.id))[0]?.status === 'succeeded');
    const [d] = await deliveriesOf(seller, hook.id);
    expect((d!.responseBody as string).length).toBe(64 * 1024);
  });

  it('redelivers a message by hand: the same webhook-id and body, a new entry in the log', async () => {
    const hook = await newHook(seller);
    receiver.answer({ status: 500 });
    const sent = await sendTest(seller, hook.id);
    await runUntil(async () => (await deliveriesOf(seller, hook.id))[0]?.status === 'failed');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/seller/webhooks/${hook.id}/deliveries/${sent.id}/redeliver`,
      headers: seller.headers,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ messageId: sent.messageId, status: 'pending' });
    await runUntil(async () =>
      (await deliveriesOf(seller, hook.id)).some((d) => d.status === 'succeeded'),
    );
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(sent.messageId);
    expect(await deliveriesOf(seller, hook.id)).toHaveLength(2);

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/seller/webhooks/${hook.id}/deliveries/${crypto.randomUUID()}/redeliver`,
      headers: seller.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('switches an endpoint off after 5 events in a row failed every attempt, and mails the seller', async () => {
    const owner = await createUser(ctx);
    const hook = await newHook(owner);
    const project = await createProject(ctx, owner, paidProject());
    receiver.answer(...Array.from({ length: 15 }, () => ({ status: 500 })));
    for (let i = 0; i < 5; i += 1) {
      await ctx.app.licenseEvents.emit(
        'activated',
        await insertLicense(await createUser(ctx), project),
      );
    }
    await runUntil(async () =>
      (await deliveriesOf(owner, hook.id)).every((d) => d.status === 'failed'),
    );
    expect(receiver.received).toHaveLength(15);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/webhooks',
      headers: owner.headers,
    });
    expect(list.json().webhooks[0]).toMatchObject({
      enabled: false,
      disabledReason: WEBHOOK_MESSAGES.disabledByFailures(5),
    });
    // The licenses activated are paid: the owner also gets their sale notices (checkout's
    // listener of `activated`); of the webhook, one mail.
    const mails = ctx.outbox.filter(
      (m) => m.to === owner.email && !m.subject.startsWith('You sold a license'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A webhook of yours was switched off');
    expect(mails[0]!.text).toContain(receiver.url());

    // Switched off: no new deliveries, no test; switched on again, it receives events.
    await ctx.app.licenseEvents.emit(
      'activated',
      await insertLicense(await createUser(ctx), project),
    );
    expect(await deliveriesOf(owner, hook.id)).toHaveLength(5);
    const test = await ctx.app.inject({
      method: 'POST',
      url: `/api/seller/webhooks/${hook.id}/test`,
      headers: owner.headers,
    });
    expect(test.statusCode).toBe(409);
    const on = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/seller/webhooks/${hook.id}`,
      headers: owner.headers,
      payload: { enabled: true },
    });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null });
    await ctx.app.licenseEvents.emit(
      'activated',
      await insertLicense(await createUser(ctx), project),
    );
    await runUntil(async () =>
      (await deliveriesOf(owner, hook.id)).some((d) => d.status === 'succeeded'),
    );
  });

  it('waits 5 s before the first retry on the default schedule, about a day in all', async () => {
    const total = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20 * 3600_000);
    expect(total).toBeLessThan(36 * 3600_000);
    if (ctx.app.jobs.kind !== 'table') return; // pg-boss waits by the database's clock, not the app's
    let offset = 0;
    const app = await buildApp({
      config: testConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true' }),
      database: ctx.database,
      mailer: { send: async () => {} },
      clock: () => new Date(Date.now() + offset),
      webhooks: { lookup },
    });
    await app.ready();
    try {
      const owner = await createUser(ctx);
      const hook = await newHook(owner);
      receiver.answer({ status: 500 });
      const project = await createProject(ctx, owner, paidProject());
      await app.licenseEvents.emit(
        'activated',
        await insertLicense(await createUser(ctx), project),
      );
      await app.jobs.runDueNow();
      expect(receiver.received).toHaveLength(1);
      const [d] = await deliveriesOf(owner, hook.id);
      const waited =
        new Date(String(d!.nextAttemptAt)).getTime() - new Date(String(d!.lastAttemptAt)).getTime();
      expect(waited).toBeGreaterThanOrEqual(5_000);
      expect(waited).toBeLessThan(6_000);
      await app.jobs.runDueNow();
      expect(receiver.received).toHaveLength(1);
      offset = 6_000;
      await app.jobs.runDueNow();
      expect(receiver.received).toHaveLength(2);
      expect((await deliveriesOf(owner, hook.id))[0]).toMatchObject({
        status: 'succeeded',
        attempts: 2,
      });
    } finally {
      await app.close();
    }
  });
});

describe(`at most ${WEBHOOK_MANUAL_SENDS_PER_MINUTE} test events and redeliveries a minute per seller`, () => {
  const post = (user: TestUser, url: string, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url, headers: user.headers, remoteAddress });
  const testUrl = (id: string) => `/api/seller/webhooks/${id}/test`;
  const redeliverUrl = (id: string, deliveryId: string) =>
    `/api/seller/webhooks/${id}/deliveries/${deliveryId}/redeliver`;
  const countDeliveries = async (id: string) =>
    (
      await ctx.database.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, id))
    ).length;

  it('counts tests and redeliveries of all the seller’s endpoints together, from any address, then answers 429 with Retry-After', async () => {
    const owner = await createUser(ctx);
    const [a, b] = [await newHook(owner), await newHook(owner)];
    const first = await post(owner, testUrl(a.id));
    expect(first.statusCode, first.body).toBe(202);
    const deliveryId = first.json().id as string;
    // Half on one endpoint, half on the other; tests and redeliveries; several addresses.
    for (let i = 1; i < WEBHOOK_MANUAL_SENDS_PER_MINUTE; i += 1) {
      const url = i % 2 ? redeliverUrl(a.id, deliveryId) : testUrl(b.id);
      const res = await post(owner, url, `10.0.${i}.1`);
      expect(res.statusCode, `${i}: ${res.body}`).toBe(202);
    }
    const stored = (await countDeliveries(a.id)) + (await countDeliveries(b.id));
    expect(stored).toBe(WEBHOOK_MANUAL_SENDS_PER_MINUTE);

    for (const url of [testUrl(a.id), testUrl(b.id), redeliverUrl(a.id, deliveryId)]) {
      const res = await post(owner, url, '10.9.9.9');
      expect(res.statusCode, url).toBe(429);
      expect(res.json(), url).toEqual({ error: WEBHOOK_MESSAGES.tooManySends });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter, url).toBeGreaterThanOrEqual(1);
      expect(retryAfter, url).toBeLessThanOrEqual(60);
    }
    // Nothing was queued by the refused requests.
    expect((await countDeliveries(a.id)) + (await countDeliveries(b.id))).toBe(stored);

    // Another seller has a count of their own, from the same address.
    const other = await createUser(ctx);
    const theirs = await newHook(other);
    expect((await post(other, testUrl(theirs.id), '10.9.9.9')).statusCode).toBe(202);

    // Once the window has ended (moved into the past here), the seller may send again.
    await ctx.database.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(rateLimits.key, `%${owner.id}%`));
    expect((await post(owner, testUrl(a.id))).statusCode).toBe(202);
  });

  it('lets exactly the allowance through when requests arrive at once', async () => {
    const owner = await createUser(ctx);
    const hook = await newHook(owner);
    const first = await post(owner, testUrl(hook.id));
    expect(first.statusCode, first.body).toBe(202);
    const deliveryId = first.json().id as string;
    const extra = 6;
    const answers = await Promise.all(
      Array.from({ length: WEBHOOK_MANUAL_SENDS_PER_MINUTE - 1 + extra }, (_, i) =>
        post(owner, i % 2 ? testUrl(hook.id) : redeliverUrl(hook.id, deliveryId)),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(WEBHOOK_MANUAL_SENDS_PER_MINUTE - 1);
    expect(codes.filter((c) => c === 429)).toHaveLength(extra);
    expect(await countDeliveries(hook.id)).toBe(WEBHOOK_MANUAL_SENDS_PER_MINUTE);
  });

  it('does not count a refused request (unknown endpoint or delivery, switched off)', async () => {
    const owner = await createUser(ctx);
    const hook = await newHook(owner);
    const patch = (enabled: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/seller/webhooks/${hook.id}`,
        headers: owner.headers,
        payload: { enabled },
      });
    expect((await patch(false)).statusCode).toBe(200);
    for (let i = 0; i < WEBHOOK_MANUAL_SENDS_PER_MINUTE + 2; i += 1) {
      expect((await post(owner, testUrl(crypto.randomUUID()))).statusCode).toBe(404);
      expect((await post(owner, redeliverUrl(hook.id, crypto.randomUUID()))).statusCode).toBe(404);
      expect((await post(owner, testUrl(hook.id))).statusCode).toBe(409);
    }
    expect((await patch(true)).statusCode).toBe(200);
    expect((await post(owner, testUrl(hook.id))).statusCode).toBe(202);
  });
});

describe('protection against server-side request forgery in production (WEBHOOKS_ALLOW_PRIVATE off)', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await buildApp({
      // Production refuses loopback too; outside production it is allowed (the next block).
      config: testConfig({ NODE_ENV: 'production' }),
      database: ctx.database,
      mailer: { send: async () => {} },
      webhooks: FAST,
    });
    await strict.ready();
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses inner addresses at creation', async () => {
    for (const url of [
      'http://127.0.0.1/hook',
      'http://127.1/hook',
      'http://2130706433/hook',
      'http://10.0.0.1/hook',
      'http://172.16.5.4/hook',
      'http://192.168.1.1/hook',
      'http://100.64.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/hook',
      'http://[::1]/hook',
      'http://[::]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:169.254.169.254]/hook',
      'http://[fd00:ec2::254]/hook',
      'http://[fe80::1]/hook',
      'http://localhost/hook',
      'http://metadata.test/hook',
      'http://mapped.test/hook',
      `${receiver.url()}`,
    ]) {
      const res = await createHook(seller, { url }, strict);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: URL_MESSAGES.forbidden });
    }
    const ok = await createHook(seller, { url: 'https://public.test/hook' }, strict);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('checks again at delivery and connects to the checked address (a name that now resolves inward is refused)', async () => {
    names.set('rebind.test', '93.184.216.34');
    const res = await createHook(
      seller,
      { url: `http://rebind.test:${receiver.port}/hook`, events: ['license.created'] },
      strict,
    );
    expect(res.statusCode, res.body).toBe(201);
    const hook = res.json() as { id: string };
    names.set('rebind.test', '127.0.0.1');
    const test = await strict.inject({
      method: 'POST',
      url: `/api/seller/webhooks/${hook.id}/test`,
      headers: seller.headers,
    });
    expect(test.statusCode).toBe(202);
    await runUntil(
      async () => (await deliveriesOf(seller, hook.id))[0]?.status === 'failed',
      strict,
    );
    expect(receiver.received).toHaveLength(0);
    expect((await deliveriesOf(seller, hook.id))[0]).toMatchObject({
      error: URL_MESSAGES.forbidden,
      responseStatus: null,
    });
  });

  it('says on the list that loopback URLs are refused here', async () => {
    const res = await strict.inject({
      method: 'GET',
      url: '/api/seller/webhooks',
      headers: seller.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ loopbackAllowed: false });
  });

  it('refuses localhost as the system resolver answers it', async () => {
    await expect(
      resolveTarget('http://localhost:8080/hook', { lookup: systemLookup, allowPrivate: false }),
    ).rejects.toThrow(URL_MESSAGES.forbidden);
  });

  it('classifies addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::abcd',
      'ff02::1',
      '2002:7f00:1::1',
      '64:ff9b::7f00:1',
      'not-an-ip',
    ]) {
      expect(isForbiddenAddress(a), a).toBe(true);
    }
    for (const a of [
      '93.184.216.34',
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
      '::ffff:8.8.8.8',
    ]) {
      expect(isForbiddenAddress(a), a).toBe(false);
    }
  });
});

describe('outside production (WEBHOOKS_ALLOW_PRIVATE off): loopback to try webhooks, nothing else inner', () => {
  let dev: FastifyInstance;
  beforeAll(async () => {
    dev = await buildApp({
      config: testConfig({ NODE_ENV: 'development' }),
      database: ctx.database,
      mailer: { send: async () => {} },
      webhooks: FAST,
    });
    await dev.ready();
  });
  afterAll(async () => {
    await dev?.close();
  });

  it('accepts loopback URLs, literal or by name', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://127.1/hook',
      'http://127.255.0.9/hook',
      'http://[::1]:8080/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[0:0:0:0:0:FFFF:7F00:0001]/hook',
      'http://localhost:8080/hook',
      'http://mapped.test/hook',
    ]) {
      const res = await createHook(seller, { url }, dev);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
      await ctx.database.db.delete(webhookEndpoints);
    }
  });

  it('still refuses link-local, cloud metadata and private addresses', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://169.254.1.1/hook',
      'http://[fe80::1]/hook',
      'http://[fd00:ec2::254]/hook',
      'http://[::ffff:169.254.169.254]/hook',
      'http://metadata.test/hook',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://10.0.0.1/hook',
      'http://192.168.1.1/hook',
      'http://172.16.5.4/hook',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
      'http://[::]/hook',
      // Forms that carry 127.0.0.1 but lead elsewhere than this machine.
      'http://[2002:7f00:1::1]/hook',
      'http://[64:ff9b::7f00:1]/hook',
      'http://[::127.0.0.1]/hook',
    ]) {
      const res = await createHook(seller, { url }, dev);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: URL_MESSAGES.forbidden });
    }
  });

  it('says on the list that loopback URLs are accepted here', async () => {
    const res = await dev.inject({
      method: 'GET',
      url: '/api/seller/webhooks',
      headers: seller.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ webhooks: [], loopbackAllowed: true });
  });

  it('delivers to a listener on this machine', async () => {
    const res = await createHook(seller, { url: receiver.url() }, dev);
    expect(res.statusCode, res.body).toBe(201);
    const hook = res.json() as { id: string };
    const test = await dev.inject({
      method: 'POST',
      url: `/api/seller/webhooks/${hook.id}/test`,
      headers: seller.headers,
    });
    expect(test.statusCode, test.body).toBe(202);
    await runUntil(async () => (await deliveriesOf(seller, hook.id))[0]?.status !== 'pending', dev);
    expect((await deliveriesOf(seller, hook.id))[0]).toMatchObject({
      status: 'succeeded',
      responseStatus: 200,
    });
    expect(receiver.received).toHaveLength(1);
  });
});

describe('events: each to the endpoints of the seller that subscribe to it', () => {
  it('sends license, access, review, project and release events of the seller’s own projects only', async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const all = [
      'license.created',
      'license.refunded',
      'license.disputed',
      'access.granted',
      'access.revoked',
      'review.created',
      'project.published',
      'release.published',
    ];
    const hook = await newHook(owner, { events: all });
    const onlyRefunds = await newHook(owner, { events: ['license.refunded'] });
    const strangers = await newHook(stranger, { events: all });

    const project = await createProject(ctx, owner, paidProject());
    const buyer = await createUser(ctx);
    const license = await insertLicense(buyer, project);
    await ctx.app.licenseEvents.emit('activated', license);
    await ctx.app.licenseEvents.emit('refunded', license);
    await ctx.app.licenseEvents.emit('suspended', license);
    await ctx.app.licenseEvents.emit('restored', license);

    for (const action of ['invite', 'remove', 'fail'] as const) {
      const [row] = await ctx.database.db
        .insert(accessEvents)
        .values({
          licenseId: license,
          projectId: project,
          sellerId: owner.id,
          buyerId: buyer.id,
          githubAccount: 'buyergh',
          repository: 'owner/paid',
          action,
          cause: 'purchase',
        })
        .returning({ id: accessEvents.id });
      await ctx.app.accessEvents.emit('recorded', row!.id);
    }

    // A review by the license holder (through the API); editing it sends nothing more.
    for (const body of ['Does what it says.', 'Still does what it says.']) {
      const review = await ctx.app.inject({
        method: 'PUT',
        url: `/api/projects/${project}/reviews`,
        headers: buyer.headers,
        payload: { rating: 5, body },
      });
      expect(review.statusCode, review.body).toBe(200);
    }

    // A draft published by its author (through the API); publishing again sends nothing more.
    const draft = await createProject(ctx, owner, {
      status: 'draft',
      publishedAt: null,
      tags: ['react'],
    });
    for (let i = 0; i < 2; i += 1) {
      const published = await ctx.app.inject({
        method: 'POST',
        url: `/api/projects/${draft}/publish`,
        headers: owner.headers,
      });
      expect(published.statusCode, published.body).toBe(200);
    }

    // A release of the project, published as the releases module does (modules/release-notices).
    const release = await publishRelease(ctx, project, {
      version: '1.0.0',
      notes: 'First release',
      files: [{ name: 'project-1.0.0.zip', size: 2048, sha256: 'd'.repeat(64) }],
    });

    await runUntil(async () =>
      (await deliveriesOf(owner, hook.id)).every((d) => d.status !== 'pending'),
    );
    await ctx.app.jobs.runDueNow();
    const types = (await deliveriesOf(owner, hook.id)).map((d) => d.eventType).sort();
    expect(types).toEqual([...all].sort());
    expect((await deliveriesOf(owner, onlyRefunds.id)).map((d) => d.eventType)).toEqual([
      'license.refunded',
    ]);
    expect(await deliveriesOf(stranger, strangers.id)).toEqual([]);

    const bodies = receiver.received
      .filter((r) => verifies(hook.secret, r))
      .map(
        (r) =>
          JSON.parse(r.body) as { type: string; data: Record<string, Record<string, unknown>> },
      );
    const byType = Object.fromEntries(bodies.map((b) => [b.type, b.data]));
    expect(byType['license.created']!.license).toMatchObject({
      id: license,
      projectId: project,
      totalCents: 2500,
      currency: 'USD',
    });
    expect(byType['access.granted']!.access).toMatchObject({
      licenseId: license,
      action: 'invite',
      githubAccount: 'buyergh',
    });
    expect(byType['access.revoked']!.access).toMatchObject({ action: 'remove' });
    expect(byType['review.created']!.review).toMatchObject({
      projectId: project,
      rating: 5,
      body: 'Does what it says.',
    });
    expect(byType['project.published']!.project).toMatchObject({ id: draft, status: 'published' });
    expect(byType['release.published']!.release).toMatchObject({
      id: release,
      projectId: project,
      version: '1.0.0',
      files: [{ name: 'project-1.0.0.zip', size: 2048, sha256: 'd'.repeat(64) }],
    });
    expect(JSON.stringify(byType)).not.toContain(buyer.email);

    // Every body sent, and a test event's, is what the document's `webhooks` section says.
    await sendTest(owner, hook.id);
    await runUntil(() => receiver.received.some((r) => r.body.includes('"webhook.test"')));
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      webhooks: Record<string, { post: { parameters: { name: string; in: string }[] } }>;
      components: { schemas: Record<string, Record<string, unknown>> };
    }>();
    expect(Object.keys(doc.webhooks).sort()).toEqual([...DOCUMENTED_WEBHOOK_EVENTS].sort());
    const sent = receiver.received.filter((r) => verifies(hook.secret, r));
    expect(new Set(sent.map((r) => JSON.parse(r.body).type)).size).toBe(all.length + 1);
    for (const r of sent) {
      const body = JSON.parse(r.body) as { type: string };
      const schema = doc.components.schemas[webhookSchemaName(body.type)];
      expect(schema, body.type).toBeDefined();
      expect(schemaErrors(schema!, body), body.type).toEqual([]);
      const headers = doc.webhooks[body.type]!.post.parameters.filter((p) => p.in === 'header');
      for (const { name } of headers) expect(r.headers[name], `${body.type} ${name}`).toBeTruthy();
      expect(headers.map((h) => h.name).sort()).toEqual(
        Object.keys(r.headers)
          .filter((h) => h.startsWith('webhook-'))
          .sort(),
      );
    }
    // And the schemas are strict: a field the document does not list is caught.
    const licenseBody = { type: 'license.created', timestamp: new Date().toISOString() };
    expect(
      schemaErrors(doc.components.schemas.LicenseCreatedEvent!, {
        ...licenseBody,
        data: { license: { ...byType['license.created']!.license, buyerEmail: buyer.email } },
      }),
    ).not.toEqual([]);
    expect(
      schemaErrors(doc.components.schemas.LicenseCreatedEvent!, {
        ...licenseBody,
        data: { license: { ...byType['license.created']!.license, kind: 'gift' } },
      }),
    ).not.toEqual([]);
  });
});

describe('personal access tokens', () => {
  it('reach the webhook routes with webhooks:write only', async () => {
    const tokenOf = async (scopes: string[]) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/tokens',
        headers: seller.headers,
        payload: { name: scopes.join(' '), scopes },
      });
      return { authorization: `Bearer ${res.json().token}` };
    };
    const write = await tokenOf(['webhooks:write']);
    const other = await tokenOf([
      'projects:read',
      'projects:write',
      'sales:read',
      'licenses:read',
      'licenses:write',
      'discounts:write',
      'refunds:write',
    ]);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/webhooks',
      headers: write,
      payload: { url: receiver.url(), events: ['project.published'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const routes = [
      ['GET', '/api/seller/webhooks', undefined, 200],
      ['PATCH', `/api/seller/webhooks/${id}`, { description: 'CI' }, 200],
      ['POST', `/api/seller/webhooks/${id}/test`, undefined, 202],
      ['GET', `/api/seller/webhooks/${id}/deliveries`, undefined, 200],
      ['POST', `/api/seller/webhooks/${id}/rotate-secret`, undefined, 200],
    ] as const;
    for (const [method, url, payload, status] of routes) {
      const denied = await ctx.app.inject({ method, url, headers: other, payload });
      expect(denied.statusCode, `${method} ${url} without the scope`).toBe(403);
      const allowed = await ctx.app.inject({ method, url, headers: write, payload });
      expect(allowed.statusCode, `${method} ${url}`).toBe(status);
    }
    const [delivery] = await deliveriesOf(seller, id);
    const redeliver = `/api/seller/webhooks/${id}/deliveries/${delivery!.id}/redeliver`;
    expect(
      (await ctx.app.inject({ method: 'POST', url: redeliver, headers: other })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: redeliver, headers: write })).statusCode,
    ).toBe(202);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/seller/webhooks/${id}`,
          headers: other,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/seller/webhooks/${id}`,
          headers: write,
        })
      ).statusCode,
    ).toBe(200);
    // The token cannot manage tokens: that takes a signed-in session.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/account/tokens', headers: write }))
        .statusCode,
    ).toBe(403);
    await ctx.app.jobs.runDueNow();
  });
});

describe('two instances on one PostgreSQL', () => {
  it('deliver each message once', async () => {
    if (ctx.database.kind !== 'postgres') {
      console.warn(
        'webhooks.test.ts "two instances" skipped: set TEST_DATABASE_URL (PostgreSQL); the embedded PGlite cannot be shared between processes.',
      );
      return;
    }
    const second = await buildApp({
      config: testConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true' }),
      database: ctx.database,
      mailer: { send: async () => {} },
      webhooks: FAST,
    });
    await second.ready();
    try {
      const owner = await createUser(ctx);
      const hook = await newHook(owner);
      const project = await createProject(ctx, owner, paidProject());
      const ids = await Promise.all(
        Array.from({ length: 20 }, async () => insertLicense(await createUser(ctx), project)),
      );
      for (const id of ids) await ctx.app.licenseEvents.emit('activated', id);
      await Promise.all([
        ...Array.from({ length: 3 }, () => ctx.app.jobs.runDueNow()),
        ...Array.from({ length: 3 }, () => second.jobs.runDueNow()),
      ]);
      await runUntil(async () =>
        (await deliveriesOf(owner, hook.id)).every((d) => d.status === 'succeeded'),
      );
      const messageIds = receiver.received.map((r) => r.headers['webhook-id']);
      expect(messageIds).toHaveLength(20);
      expect(new Set(messageIds).size).toBe(20);
      const rows = await ctx.database.db
        .select({ attempts: webhookDeliveries.attempts })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, hook.id));
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
