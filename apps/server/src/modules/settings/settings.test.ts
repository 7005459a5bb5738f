import { SETTINGS_MESSAGES, type MarketplaceSettings } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
  user = await createUser(ctx);
});
afterAll(() => ctx.close());

const get = (headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
const put = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers,
    payload: payload as object,
  });

describe('marketplace settings', () => {
  it('starts with the marketplace as the seller of record, no address and no tax id', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sellerOfRecord: { name: 'Codebazaar', address: '', taxId: '' },
      updatedAt: null,
    });
  });

  it('is for admins only: 401 for visitors, 403 for other users, on both reads and writes', async () => {
    const body = { sellerOfRecord: { name: 'Mine', address: '', taxId: '' } };
    expect((await get({})).statusCode).toBe(401);
    expect((await get(user.headers)).statusCode).toBe(403);
    expect((await put(body, {})).statusCode).toBe(401);
    expect((await put(body, user.headers)).statusCode).toBe(403);
    expect((await get()).json().sellerOfRecord.name).toBe('Codebazaar');
  });

  it('saves a seller of record, trimmed, keeping the lines of the address', async () => {
    const res = await put({
      sellerOfRecord: {
        name: '  Codebazaar Ltd ',
        address: '  1 Quay Street  \r\nDublin D02 XY00\r\nIreland\n',
        taxId: ' IE1234567T ',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<MarketplaceSettings>();
    expect(saved.sellerOfRecord).toEqual({
      name: 'Codebazaar Ltd',
      address: '1 Quay Street\nDublin D02 XY00\nIreland',
      taxId: 'IE1234567T',
    });
    expect(saved.updatedAt).not.toBeNull();
    expect((await get()).json()).toEqual(saved);
  });

  it('refuses bad input with a clear 400, changing nothing', async () => {
    const before = (await get()).json();
    const cases: [unknown, string][] = [
      [{ sellerOfRecord: { name: '', address: '', taxId: '' } }, SETTINGS_MESSAGES.nameRequired],
      [{ sellerOfRecord: { name: '   ' } }, SETTINGS_MESSAGES.nameRequired],
      [{ sellerOfRecord: { name: 'x'.repeat(201) } }, SETTINGS_MESSAGES.nameTooLong],
      [
        { sellerOfRecord: { name: 'A', address: 'x'.repeat(501) } },
        SETTINGS_MESSAGES.addressTooLong,
      ],
      [{ sellerOfRecord: { name: 'A', taxId: 'x'.repeat(51) } }, SETTINGS_MESSAGES.taxIdTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    const missing = await put({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('error');
    expect((await get()).json()).toEqual(before);
  });

  it('accepts the limits exactly: 200-character name, 500-character address, 50-character tax id', async () => {
    const res = await put({
      sellerOfRecord: { name: 'n'.repeat(200), address: 'a'.repeat(500), taxId: 't'.repeat(50) },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
