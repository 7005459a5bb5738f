import { PAYMENT_MESSAGES } from '@codebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import {
  createProject,
  downloadsOf,
  freemiumProject,
  licensesOf,
  paidProject,
} from '../../../test/payments-fixtures';

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;
const activated: string[] = [];

const claim = (user: TestUser | null, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/licenses/claim-free',
    headers: user?.headers ?? {},
    payload: body as object,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.licenseEvents.afterCommit('activated', async (id) => {
    activated.push(id);
  });
  seller = await createUser(ctx);
  buyer = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

describe('POST /api/licenses/claim-free', () => {
  it('asks a visitor to sign in', async () => {
    const projectId = await createProject(ctx, seller);
    const res = await claim(null, { projectId });
    expect(res.statusCode).toBe(401);
    expect(await licensesOf(ctx, projectId)).toHaveLength(0);
  });

  it('refuses a missing or malformed project id', async () => {
    expect((await claim(buyer, {})).statusCode).toBe(400);
    const bad = await claim(buyer, { projectId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Invalid project id');
  });

  it('answers Project not found for unknown ids and drafts', async () => {
    const unknown = await claim(buyer, { projectId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: PAYMENT_MESSAGES.projectNotFound });
    const draft = await createProject(ctx, seller, { status: 'draft', publishedAt: null });
    const res = await claim(buyer, { projectId: draft });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Project not found' });
  });

  it('does not let the author claim their own project', async () => {
    const projectId = await createProject(ctx, seller);
    const res = await claim(seller, { projectId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.ownProject });
  });

  it('refuses a free claim of a paid-only project', async () => {
    const projectId = await createProject(ctx, seller, paidProject());
    const res = await claim(buyer, { projectId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PAYMENT_MESSAGES.notFree });
  });

  it('grants free access once, counts the download, and answers 409 the second time', async () => {
    const projectId = await createProject(ctx, seller, { downloads: 4 });
    const res = await claim(buyer, { projectId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(PAYMENT_MESSAGES.freeAccessGranted);
    expect(body.license).toMatchObject({ kind: 'free', isActive: true });
    expect(activated).toContain(body.license._id);
    expect(await downloadsOf(ctx, projectId)).toBe(5);

    const again = await claim(buyer, { projectId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PAYMENT_MESSAGES.alreadyHaveAccess);
    expect(again.json().error).toContain('already have access');
    expect(await downloadsOf(ctx, projectId)).toBe(5);
    expect(await licensesOf(ctx, projectId)).toHaveLength(1);
  });

  it('lets any signed-in user (an admin too) claim a freemium project', async () => {
    const projectId = await createProject(ctx, seller, freemiumProject());
    const res = await claim(admin, { projectId });
    expect(res.statusCode).toBe(200);
    expect(res.json().license.kind).toBe('free');
  });

  it('makes one license out of concurrent claims', async () => {
    const projectId = await createProject(ctx, seller);
    const user = await createUser(ctx);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(user, { projectId })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await licensesOf(ctx, projectId)).toHaveLength(1);
    expect(await downloadsOf(ctx, projectId)).toBe(1);
  });

  it('shows the claim in the dashboard purchases and as the viewer license of the project', async () => {
    const user = await createUser(ctx);
    const projectId = await createProject(ctx, seller, { title: 'Claimed Kit' });
    const claimed = (await claim(user, { projectId })).json();

    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: user.headers,
    });
    expect(dashboard.statusCode).toBe(200);
    const purchases = dashboard.json().purchasedLicenses;
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      _id: projectId,
      title: 'Claimed Kit',
      licenseId: claimed.license._id,
      licenseKind: 'free',
    });

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}`,
      headers: user.headers,
    });
    expect(detail.json().userLicense).toMatchObject({ _id: claimed.license._id, isActive: true });
  });
});
