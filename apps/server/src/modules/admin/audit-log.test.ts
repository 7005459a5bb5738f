import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { AUDIT_ACTION_LABELS, TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';

/**
 * The audit log as an admin reads it: every admin and money action appears with who acted, what
 * it was about in words (read now, with a fallback for what was deleted) and the action's label.
 */

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
  seller = await createUser(ctx);
  await giveAccount(ctx, seller);
});
afterAll(() => ctx.close());

const req = (user: TestUser | null, method: string, url: string, payload?: object) =>
  ctx.app.inject({
    method: method as 'POST',
    url: `/api${url}`,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

interface Entry {
  actorId: string | null;
  actorUsername: string;
  action: string;
  actionLabel: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  targetExists: boolean;
  reason: string;
}

async function latest(query = ''): Promise<Entry[]> {
  const res = await req(admin, 'GET', `/admin/audit-log${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().entries as Entry[];
}

/** `buyer` buys `projectId` with the test processor: the license id and the payment's id. */
async function buy(buyer: TestUser, projectId: string) {
  const intent = await req(buyer, 'POST', '/payments/create-payment-intent', { projectId });
  expect(intent.statusCode).toBe(200);
  const paymentIntentId = intent.json().paymentIntentId as string;
  await req(buyer, 'POST', '/payments/test-processor/confirm', {
    paymentIntentId,
    cardNumber: TEST_CARD_SUCCESS,
  });
  const res = await req(buyer, 'POST', '/payments/confirm-payment', { paymentIntentId });
  expect(res.statusCode).toBe(200);
  return { licenseId: res.json().license._id as string, paymentIntentId };
}

describe('GET /api/admin/audit-log', () => {
  it('names the actor and the subject, labels the action, and follows renames', async () => {
    const member = await createUser(ctx, { username: 'renamed-later' });
    expect(
      (await req(admin, 'POST', `/admin/users/${member.id}/suspend`, { reason: 'Spam' }))
        .statusCode,
    ).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ username: 'renamed-now' })
      .where(eq(users.id, member.id));
    const [entry] = await latest();
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorUsername: admin.username,
      action: 'user.suspend',
      actionLabel: 'Suspended the account',
      targetType: 'user',
      targetLabel: '@renamed-now',
      targetExists: true,
      reason: 'Spam',
    });
  });

  it('records role changes and project removals with the project title', async () => {
    const member = await createUser(ctx);
    await req(admin, 'PUT', `/admin/users/${member.id}/role`, { role: 'admin', reason: 'Helps' });
    expect((await latest())[0]).toMatchObject({
      action: 'user.make-admin',
      actionLabel: 'Made an admin',
      targetLabel: `@${member.username}`,
    });
    const project = await createProject(ctx, seller, { title: 'Crypto miner in disguise' });
    await req(admin, 'POST', `/admin/projects/${project}/unpublish`, { reason: 'Malware' });
    expect((await latest())[0]).toMatchObject({
      action: 'project.unpublish',
      actionLabel: 'Unpublished the project',
      targetType: 'project',
      targetId: project,
      targetLabel: 'Crypto miner in disguise',
    });
  });

  it('records a report resolution with its outcome, and names a removed review', async () => {
    const project = await createProject(ctx, seller, { title: 'Queue Kit' });
    const writer = await createUser(ctx);
    const reporter = await createUser(ctx);
    const { licenses } = await import('../../db/schema');
    await ctx.database.db.insert(licenses).values({
      projectId: project,
      buyerId: writer.id,
      kind: 'free',
      paymentReference: `f-${writer.id}`,
    });
    await req(writer, 'PUT', `/projects/${project}/reviews`, { rating: 1, body: 'Spam link here' });
    const { reviews } = await import('../../db/schema');
    const [review] = await ctx.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.userId, writer.id));
    const filed = await req(reporter, 'POST', '/reports', {
      targetType: 'review',
      targetId: review!.id,
      reason: 'spam',
    });
    await req(admin, 'POST', `/admin/reports/${filed.json().id}/resolve`, {
      action: 'remove-review',
      note: 'Advertising',
    });
    const [resolution, removal] = await latest();
    const reviewName = `@${writer.username} on “Queue Kit”`;
    expect(resolution).toMatchObject({
      action: 'report.remove-review',
      actionLabel: 'Resolved a report: remove the review',
      targetType: 'report',
      targetLabel: `report on the review by ${reviewName}`,
      reason: 'Advertising',
    });
    expect(removal).toMatchObject({
      action: 'review.remove',
      targetType: 'review',
      targetLabel: reviewName,
      targetExists: false,
    });
  });

  it("records a seller's refund decisions and an admin's refund, by whoever acted", async () => {
    const project = await createProject(ctx, seller, { title: 'Paid Kit', ...paidProject() });
    const alice = await createUser(ctx, { username: 'alice-buys' });
    const bob = await createUser(ctx, { username: 'bob-buys' });
    const carol = await createUser(ctx, { username: 'carol-buys' });
    const a = await buy(alice, project);
    const b = await buy(bob, project);
    const c = await buy(carol, project);

    const askA = await req(alice, 'POST', `/licenses/${a.licenseId}/refund-request`, {
      reason: 'Not what I expected',
    });
    const approved = await req(
      seller,
      'POST',
      `/seller/refund-requests/${askA.json().refundRequest.id}/approve`,
      { message: 'Sorry about that' },
    );
    expect(approved.statusCode).toBe(200);
    expect((await latest())[0]).toMatchObject({
      actorId: seller.id,
      actorUsername: seller.username,
      action: 'refund.approve',
      actionLabel: 'Approved a refund request',
      targetType: 'license',
      targetId: a.licenseId,
      targetLabel: '“Paid Kit” bought by @alice-buys',
      reason: 'Sorry about that',
    });
    // One entry for an approval: the refund it made adds none of its own.
    expect((await latest())[1]?.targetId).not.toBe(a.licenseId);

    const askB = await req(bob, 'POST', `/licenses/${b.licenseId}/refund-request`, {
      reason: 'Changed my mind',
    });
    await req(seller, 'POST', `/seller/refund-requests/${askB.json().refundRequest.id}/decline`, {
      message: 'You downloaded it already',
    });
    expect((await latest())[0]).toMatchObject({
      actorUsername: seller.username,
      action: 'refund.decline',
      targetLabel: '“Paid Kit” bought by @bob-buys',
      reason: 'You downloaded it already',
    });

    expect(
      (await req(admin, 'POST', '/payments/refund', { licenseId: c.licenseId })).statusCode,
    ).toBe(200);
    expect((await latest())[0]).toMatchObject({
      actorId: admin.id,
      action: 'license.refund',
      actionLabel: 'Refunded the purchase',
      targetLabel: '“Paid Kit” bought by @carol-buys',
    });
  });

  it('records dispute outcomes, reported by the payment processor', async () => {
    const project = await createProject(ctx, seller, { title: 'Disputed Kit', ...paidProject() });
    const buyer = await createUser(ctx, { username: 'dana-disputes' });
    const { licenseId, paymentIntentId } = await buy(buyer, project);
    await req(admin, 'POST', '/payments/test-processor/dispute', { paymentIntentId });
    await req(admin, 'POST', '/payments/test-processor/dispute', {
      paymentIntentId,
      outcome: 'lost',
    });
    const [lost, opened] = await latest();
    for (const entry of [lost, opened]) {
      expect(entry).toMatchObject({
        actorId: null,
        actorUsername: 'Test processor',
        targetType: 'license',
        targetId: licenseId,
        targetLabel: '“Disputed Kit” bought by @dana-disputes',
      });
    }
    expect(opened!.action).toBe('dispute.open');
    expect(lost).toMatchObject({
      action: 'dispute.lost',
      actionLabel: 'Dispute lost: license revoked',
    });
  });

  it('records legal page edits and blog posts, and names a deleted post by its last title', async () => {
    await req(admin, 'PUT', '/legal/terms', {
      title: 'Terms of sale',
      content: '<p>New terms</p>',
    });
    expect((await latest())[0]).toMatchObject({
      action: 'legal-page.update',
      actionLabel: 'Edited the legal page',
      targetType: 'legal-page',
      targetId: 'terms',
      targetLabel: 'Terms of sale',
    });
    const created = await req(admin, 'POST', '/blog/admin/posts', {
      title: 'Launch notes',
      content: '<p>Hello</p>',
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json()._id as string;
    expect((await latest())[0]).toMatchObject({
      action: 'post.create',
      targetLabel: 'Launch notes',
    });
    await req(admin, 'PUT', `/blog/admin/posts/${postId}`, { title: 'Launch notes, final' });
    expect((await latest())[0]).toMatchObject({
      action: 'post.update',
      targetLabel: 'Launch notes, final',
    });
    expect((await req(admin, 'DELETE', `/blog/${postId}`)).statusCode).toBe(200);
    const [deleted, updated] = await latest();
    expect(deleted).toMatchObject({
      action: 'post.delete',
      targetLabel: 'Launch notes, final',
      targetExists: false,
    });
    expect(updated).toMatchObject({ targetLabel: 'Launch notes, final', targetExists: false });
  });

  it('records a change of the marketplace settings', async () => {
    const res = await req(admin, 'PUT', '/admin/settings', {
      sellerOfRecord: { name: 'Codebazaar Ltd', address: '1 Main St', taxId: 'GB123456789' },
    });
    expect(res.statusCode).toBe(200);
    expect((await latest())[0]).toMatchObject({
      actorId: admin.id,
      action: 'settings.update',
      actionLabel: 'Changed the marketplace settings',
      targetType: 'setting',
      targetLabel: 'Seller of record',
    });
  });

  it('says "deleted …" for a subject gone without a trace', async () => {
    const project = await createProject(ctx, seller, { title: 'Short-lived' });
    await req(admin, 'POST', `/admin/projects/${project}/feature`, { featured: true });
    const { projects } = await import('../../db/schema');
    await ctx.database.db.delete(projects).where(eq(projects.id, project));
    expect((await latest())[0]).toMatchObject({
      action: 'project.feature',
      targetLabel: 'deleted project',
      targetExists: false,
    });
  });

  it('filters by group and pages through the log', async () => {
    const refunds = await latest('?group=refund');
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((e) => e.action.startsWith('refund.'))).toBe(true);
    const page1 = await req(admin, 'GET', '/admin/audit-log?limit=2&page=1');
    const page2 = await req(admin, 'GET', '/admin/audit-log?limit=2&page=2');
    expect(page1.json().pagination).toMatchObject({ currentPage: 1 });
    const ids1 = page1.json().entries.map((e: Entry & { id: string }) => e.id);
    const ids2 = page2.json().entries.map((e: Entry & { id: string }) => e.id);
    expect(ids1).toHaveLength(2);
    expect(ids2.some((id: string) => ids1.includes(id))).toBe(false);
    const bad = await req(admin, 'GET', '/admin/audit-log?group=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Unknown group of actions' });
  });

  it('is for admins only', async () => {
    expect((await req(null, 'GET', '/admin/audit-log')).statusCode).toBe(401);
    expect((await req(seller, 'GET', '/admin/audit-log')).statusCode).toBe(403);
  });
});

describe('audit action codes', () => {
  /** Every `action: '…'` and `'group.code'` literal written to the audit log in the server. */
  function writtenCodes(): Set<string> {
    const root = join(__dirname, '..', '..');
    const codes = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
          const text = readFileSync(path, 'utf8');
          if (!/audit|record\(|moderation/i.test(text)) continue;
          for (const m of text.matchAll(
            /'((?:user|project|review|report|license|refund|dispute|legal-page|post|settings)\.[a-z-]+)'/g,
          )) {
            codes.add(m[1]!);
          }
        }
      }
    };
    walk(root);
    return codes;
  }

  it('has a label for every action code the server writes', () => {
    const codes = writtenCodes();
    expect(codes.size).toBeGreaterThan(15);
    const missing = [...codes].filter((code) => !Object.hasOwn(AUDIT_ACTION_LABELS, code));
    expect(missing).toEqual([]);
  });
});
