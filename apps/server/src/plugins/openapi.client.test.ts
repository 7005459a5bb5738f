import { WEBHOOK_MANUAL_SENDS_PER_MINUTE } from '@codebazaar/shared/rules';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';

import type { components, paths, webhooks } from '../../test/api-client/schema';
import { createUser, createTestApp, type TestContext, type TestUser } from '../../test/helper';
import { testImage } from '../../test/images';
import { createProject } from '../../test/payments-fixtures';

/**
 * What issue 32 asks of a client generated from the document (docs/api.md): openapi-fetch with
 * the committed types of test/api-client/schema.d.ts, against a listening test app.
 */

let ctx: TestContext;
let baseUrl: string;
let seller: TestUser;

beforeAll(async () => {
  // Webhook endpoints on this machine's addresses are accepted here (the 429 below).
  ctx = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await createUser(ctx);
});
afterAll(() => ctx.close());

describe('a client generated from the OpenAPI document', () => {
  it('uploads a cover image as multipart/form-data', async () => {
    const api = createClient<paths>({ baseUrl, headers: seller.headers });
    const id = await createProject(ctx, seller);
    const bytes = await testImage('png', 800, 450);
    // `format: binary` types the field as a string (the file's name here); the serializer
    // sends the bytes under it, and fetch sets the multipart boundary.
    const res = await api.POST('/api/projects/{id}/media/cover', {
      params: { path: { id } },
      body: { file: 'cover.png' },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), body.file);
        return form;
      },
    });
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    expect(res.data!.media.cover?.card.url).toMatch(/^\/media\/[a-f0-9]{40}\.webp$/);
  });

  it('reads a cached answer again with If-None-Match and gets a 304', async () => {
    const api = createClient<paths>({ baseUrl });
    const id = await createProject(ctx, seller);
    const first = await api.GET('/api/projects/{id}', { params: { path: { id } } });
    expect(first.response.status).toBe(200);
    const etag = first.response.headers.get('etag');
    expect(etag).toBeTruthy();

    const again = await api.GET('/api/projects/{id}', {
      params: { path: { id } },
      headers: { 'If-None-Match': etag! },
    });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get('etag')).toBe(etag);
    // The document says so: a 304 with the ETag.
    expectTypeOf<
      paths['/api/projects/{id}']['get']['responses'][304]['headers']['ETag']
    >().toEqualTypeOf<string | undefined>();
  });

  it('is refused with 429 and waits the Retry-After the document types', async () => {
    const api = createClient<paths>({ baseUrl, headers: seller.headers });
    const hook = await api.POST('/api/seller/webhooks', {
      body: { url: 'http://127.0.0.1:9/hook', events: ['license.created'] },
    });
    expect(hook.response.status, JSON.stringify(hook.error)).toBe(201);
    const id = hook.data!.id;

    const send = () => api.POST('/api/seller/webhooks/{id}/test', { params: { path: { id } } });
    for (let i = 0; i < WEBHOOK_MANUAL_SENDS_PER_MINUTE; i += 1) {
      expect((await send()).response.status).toBe(202);
    }
    const refused = await send();
    expect(refused.response.status).toBe(429);
    expect(refused.error!.error).toMatch(/try again shortly/);

    type RetryAfter =
      paths['/api/seller/webhooks/{id}/test']['post']['responses'][429]['headers']['Retry-After'];
    expectTypeOf<RetryAfter>().toEqualTypeOf<number | undefined>();
    const retryAfter: RetryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('types webhook payloads from the document, without a cast', () => {
    type LicenseCreated =
      webhooks['license.created']['post']['requestBody']['content']['application/json'];
    expectTypeOf<LicenseCreated>().toEqualTypeOf<components['schemas']['LicenseCreatedEvent']>();
    expectTypeOf<LicenseCreated['data']['license']['kind']>().toEqualTypeOf<'free' | 'paid'>();
    expectTypeOf<LicenseCreated['data']['license']['status']>().toEqualTypeOf<
      'active' | 'refunded' | 'suspended' | 'revoked'
    >();
    expectTypeOf<
      webhooks['license.created']['post']['parameters']['header']['webhook-signature']
    >().toEqualTypeOf<string>();

    // A receiver written against the union narrows on `type`.
    type Event =
      | components['schemas']['LicenseCreatedEvent']
      | components['schemas']['AccessRevokedEvent']
      | components['schemas']['WebhookTestEvent'];
    const describe = (event: Event): string => {
      switch (event.type) {
        case 'license.created':
          return `${event.data.license.kind} license of ${event.data.license.projectTitle}`;
        case 'access.revoked':
          return `access ${event.data.access.action}`;
        case 'webhook.test':
          return event.data.message;
      }
    };
    const event: Event = {
      type: 'license.created',
      timestamp: '2026-01-01T00:00:00.000Z',
      data: {
        license: {
          id: '00000000-0000-4000-8000-000000000001',
          projectId: '00000000-0000-4000-8000-000000000002',
          projectTitle: 'Kit',
          buyerUsername: 'buyer',
          kind: 'paid',
          status: 'active',
          totalCents: 2500,
          sellerCents: 2000,
          currency: 'USD',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      },
    };
    expect(describe(event)).toBe('paid license of Kit');
  });
});
