import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { schemaErrors } from '../../../test/contract';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/fakes/webhook-receiver';
import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { publishRelease } from '../../../test/release-notices-fixtures';
import { outbox, webhookDeliveries } from '../../db/schema';
import { webhookSchemaName } from '../webhooks/webhook-payloads';

let ctx: TestContext;
let receiver: WebhookReceiver;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp(
    { WEBHOOKS_ALLOW_PRIVATE: 'true' },
    { webhooks: { retryDelaysMs: [1], timeoutMs: 2_000 } },
  );
  receiver = await startWebhookReceiver();
  seller = await createUser(ctx);
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});

async function newHook(user: TestUser, events: string[]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/webhooks',
    headers: user.headers,
    payload: { url: receiver.url(`/${user.username}`), events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string };
}

describe('the release.published webhook', () => {
  it("reaches the seller's subscribed endpoints once, signed, as the document describes it", async () => {
    const hook = await newHook(seller, ['release.published']);
    await newHook(seller, ['license.created']);
    const stranger = await createUser(ctx);
    await newHook(stranger, ['release.published']);

    const projectId = await createProject(ctx, seller, { ...paidProject(), title: 'Hooked' });
    const publishedAt = new Date('2026-05-01T10:00:00.000Z');
    const backdatedTo = new Date('2026-04-01T00:00:00.000Z');
    const releaseId = await publishRelease(ctx, projectId, {
      version: '1.2.0',
      notes: '- Fixes <b>everything</b> & more',
      publishedAt,
      backdatedTo,
      files: [
        { name: 'hooked-1.2.0.zip', size: 1234, sha256: 'b'.repeat(64) },
        { name: 'hooked-1.2.0.tar.gz', size: 999, sha256: 'c'.repeat(64) },
      ],
    });
    await settle(ctx.app);

    const sent = receiver.received.filter((r) => r.path === `/${seller.username}`);
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!.body) as { type: string; data: unknown };
    // Signed with the endpoint's secret (Standard Webhooks).
    expect(() =>
      new Webhook(hook.secret).verify(sent[0]!.body, sent[0]!.headers as never),
    ).not.toThrow();
    expect(body.type).toBe('release.published');
    expect(body.data).toEqual({
      release: {
        id: releaseId,
        projectId,
        projectTitle: 'Hooked',
        version: '1.2.0',
        notes: '- Fixes <b>everything</b> & more',
        publishedAt: publishedAt.toISOString(),
        backdatedTo: backdatedTo.toISOString(),
        files: [
          { name: 'hooked-1.2.0.tar.gz', size: 999, sha256: 'c'.repeat(64) },
          { name: 'hooked-1.2.0.zip', size: 1234, sha256: 'b'.repeat(64) },
        ],
        url: `http://localhost:3000/project/${projectId}/changelog`,
      },
    });
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { schemas: Record<string, Record<string, unknown>> };
    }>();
    const schema = doc.components.schemas[webhookSchemaName('release.published')]!;
    expect(schemaErrors(schema, body)).toEqual([]);
    // Nothing to the stranger's endpoint, nor to the seller's other one.
    expect(receiver.received.filter((r) => r.path !== `/${seller.username}`)).toEqual([]);

    // The effect run again from its outbox row (a crash before it was marked done) finds the
    // delivery it made and sends nothing more.
    const [row] = await ctx.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.effect, 'release-notices.webhook'), eq(outbox.subjectId, releaseId)));
    await ctx.app.releaseNotices.queueWebhook(releaseId, row!.id);
    await settle(ctx.app);
    expect(receiver.received.filter((r) => r.path === `/${seller.username}`)).toHaveLength(1);
    const deliveries = await ctx.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id));
    expect(deliveries).toHaveLength(1);
  });
});
