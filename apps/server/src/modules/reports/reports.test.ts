import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject } from '../../../test/payments-fixtures';
import { licenses, reports, reviews, users } from '../../db/schema';

let ctx: TestContext;
let admin: TestUser;
let reporter: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
  reporter = await createUser(ctx);
});
afterAll(() => ctx.close());

const report = (user: TestUser | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: user?.headers ?? {},
    payload,
  });
const resolve = (id: string, payload: object, user: TestUser = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/reports/${id}/resolve`,
    headers: user.headers,
    payload,
  });
const notices = (user: TestUser) =>
  ctx.app.inject({ url: '/api/account/notices', headers: user.headers });

async function reviewOf(projectId: string, writer: TestUser): Promise<string> {
  await ctx.database.db.insert(licenses).values({
    projectId,
    buyerId: writer.id,
    kind: 'free',
    paymentReference: `free-${randomUUID()}`,
  });
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/reviews`,
    headers: writer.headers,
    payload: { rating: 1, body: 'Buy my course instead at spam.example' },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await ctx.database.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.userId, writer.id));
  return row!.id;
}

describe('POST /api/reports', () => {
  it('takes one open report per reporter and target, from signed-in users only', async () => {
    const author = await createUser(ctx);
    const project = await createProject(ctx, author, { title: 'Suspicious miner' });
    const body = { targetType: 'project', targetId: project, reason: 'malware', details: 'Mines' };
    expect((await report(null, body)).statusCode).toBe(401);
    const first = await report(reporter, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      targetType: 'project',
      targetId: project,
      targetLabel: 'Suspicious miner',
      status: 'open',
      resolution: null,
    });
    const again = await report(reporter, { ...body, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You already reported this; an admin will look at it' });
    // Someone else may report the same project.
    expect((await report(await createUser(ctx), body)).statusCode).toBe(201);
  });

  it('keeps one open report when the same report is sent many times at once', async () => {
    const author = await createUser(ctx);
    const project = await createProject(ctx, author);
    const someone = await createUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        report(someone, { targetType: 'project', targetId: project, reason: 'spam' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, someone.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown targets, drafts, oneself and bad reasons with {error}', async () => {
    const draft = await createProject(ctx, await createUser(ctx), { status: 'draft' });
    const unknown = await report(reporter, {
      targetType: 'user',
      targetId: randomUUID(),
      reason: 'spam',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await report(reporter, { targetType: 'project', targetId: draft, reason: 'spam' }))
        .statusCode,
    ).toBe(404);
    const self = await report(reporter, {
      targetType: 'user',
      targetId: reporter.id,
      reason: 'spam',
    });
    expect(self.statusCode).toBe(400);
    const bad = await report(reporter, { targetType: 'user', targetId: admin.id, reason: 'meh' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^reason/);
  });

  it('is rate-limited per user', async () => {
    const busy = await createUser(ctx);
    const targets = await Promise.all(Array.from({ length: 11 }, () => createUser(ctx)));
    const codes: number[] = [];
    for (const t of targets) {
      codes.push(
        (await report(busy, { targetType: 'user', targetId: t.id, reason: 'spam' })).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('resolving reports', () => {
  it('unpublishes a reported project: the author sees why, the reporter is told by mail and on the dashboard', async () => {
    const author = await createUser(ctx);
    const project = await createProject(ctx, author, { title: 'Copied theme' });
    const filed = await report(reporter, {
      targetType: 'project',
      targetId: project,
      reason: 'stolen-code',
      details: 'Copied from my repository',
    });
    const queue = await ctx.app.inject({ url: '/api/admin/reports', headers: admin.headers });
    expect(queue.json().reports.map((r: { id: string }) => r.id)).toContain(filed.json().id);
    const mailsBefore = ctx.outbox.length;

    const res = await resolve(filed.json().id, {
      action: 'unpublish',
      note: 'The code belongs to someone else',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', resolution: 'unpublish' });
    expect((await ctx.app.inject({ url: `/api/projects/${project}` })).statusCode).toBe(404);

    const authorNotices = (await notices(author)).json();
    expect(authorNotices.unpublished).toEqual([
      { projectId: project, title: 'Copied theme', reason: 'The code belongs to someone else' },
    ]);
    const mine = (await notices(reporter)).json().reports;
    expect(mine.find((r: { id: string }) => r.id === filed.json().id)).toMatchObject({
      status: 'resolved',
      resolution: 'unpublish',
      resolutionNote: 'The code belongs to someone else',
    });
    const mail = ctx.outbox.slice(mailsBefore);
    expect(mail.map((m) => m.to).sort()).toEqual([author.email, reporter.email].sort());
    expect(mail.find((m) => m.to === reporter.email)!.text).toContain(
      'took the project off the marketplace',
    );
    const authorMail = mail.find((m) => m.to === author.email)!;
    expect(authorMail.subject).toBe('Your project was taken off Codebazaar');
    expect(authorMail.text).toContain('The code belongs to someone else');

    // Resolved once only; the audit log has the unpublishing and the resolution.
    expect((await resolve(filed.json().id, { action: 'dismiss' })).statusCode).toBe(409);
    const log = (
      await ctx.app.inject({ url: '/api/admin/audit-log', headers: admin.headers })
    ).json().entries;
    expect(log.slice(0, 2)).toMatchObject([
      { action: 'report.unpublish', targetType: 'report', targetId: filed.json().id },
      { action: 'project.unpublish', targetType: 'project', targetId: project },
    ]);
  });

  it('removes a reported review and recomputes the rating', async () => {
    const author = await createUser(ctx);
    const project = await createProject(ctx, author);
    const spammer = await createUser(ctx);
    const review = await reviewOf(project, spammer);
    const filed = await report(reporter, {
      targetType: 'review',
      targetId: review,
      reason: 'spam',
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().targetLabel).toContain(spammer.username);
    // An action that does not fit the target is refused.
    expect((await resolve(filed.json().id, { action: 'unpublish' })).statusCode).toBe(400);
    const res = await resolve(filed.json().id, { action: 'remove-review' });
    expect(res.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(reviews).where(eq(reviews.id, review))).toEqual([]);
    const detail = await ctx.app.inject({ url: `/api/projects/${project}/reviews` });
    expect(detail.json().reviews).toEqual([]);
  });

  it('suspends a reported user, and dismissing changes nothing but the report', async () => {
    const troll = await createUser(ctx);
    const first = await report(reporter, {
      targetType: 'user',
      targetId: troll.id,
      reason: 'spam',
    });
    const other = await createUser(ctx);
    const second = await report(other, {
      targetType: 'user',
      targetId: troll.id,
      reason: 'other',
    });
    const dismissed = await resolve(second.json().id, { action: 'dismiss', note: 'Not enough' });
    expect(dismissed.json().resolution).toBe('dismiss');
    const [still] = await ctx.database.db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, troll.id));
    expect(still!.suspendedAt).toBeNull();

    const res = await resolve(first.json().id, { action: 'suspend-user', note: 'Spam everywhere' });
    expect(res.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/auth/profile', headers: troll.headers })).statusCode,
    ).toBe(401);
  });

  it('refuses a resolution without an outcome, for every role, and changes nothing', async () => {
    const { reporter, review, filed } = await reportedReview();
    const id = filed.json().id as string;
    const mailsBefore = ctx.outbox.length;
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/resolve`,
      payload: { action: 'remove-review' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await resolve(id, { action: 'remove-review' }, reporter)).statusCode).toBe(403);
    for (const payload of [{ note: 'no action' }, { action: '', note: 'no action' }, {}]) {
      const res = await resolve(id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Choose an outcome' });
    }
    expect((await resolve(id, { action: 'delete-everything' })).json()).toEqual({
      error: "action must be 'dismiss', 'unpublish', 'remove-review' or 'suspend-user'",
    });
    expect(await ctx.database.db.select().from(reviews).where(eq(reviews.id, review))).toHaveLength(
      1,
    );
    const [row] = await ctx.database.db
      .select({ status: reports.status })
      .from(reports)
      .where(eq(reports.id, id));
    expect(row!.status).toBe('open');
    expect(ctx.outbox.length).toBe(mailsBefore);
  });

  /** A review of a new project by a new writer, reported as spam by a reporter of its own. */
  async function reportedReview() {
    const author = await createUser(ctx);
    const project = await createProject(ctx, author);
    const writer = await createUser(ctx);
    // A reporter of its own: reports are rate-limited per user.
    const reporter = await createUser(ctx);
    const review = await reviewOf(project, writer);
    const filed = await report(reporter, {
      targetType: 'review',
      targetId: review,
      reason: 'spam',
    });
    return { project, writer, reporter, review, filed };
  }

  it('dismisses a report on a review: the review stays, nobody reads that an admin agreed', async () => {
    const { project, reporter, filed } = await reportedReview();
    const mailsBefore = ctx.outbox.length;
    const res = await resolve(filed.json().id, { action: 'dismiss', note: 'no action' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', resolution: 'dismiss' });
    const listed = await ctx.app.inject({ url: `/api/projects/${project}/reviews` });
    expect(listed.json().reviews).toHaveLength(1);
    const mail = ctx.outbox.slice(mailsBefore);
    expect(mail.map((m) => m.to)).toEqual([reporter.email]);
    expect(mail[0]!.text).toContain('found nothing that breaks the rules');
    expect(mail[0]!.text).not.toContain('agreed');
  });

  it("tells the review's author when their review is removed", async () => {
    const { writer, reporter, filed } = await reportedReview();
    const mailsBefore = ctx.outbox.length;
    const res = await resolve(filed.json().id, { action: 'remove-review', note: 'Advertising' });
    expect(res.statusCode).toBe(200);
    const mail = ctx.outbox.slice(mailsBefore);
    expect(mail.find((m) => m.to === reporter.email)!.text).toContain(
      'An admin agreed and removed the review.',
    );
    const toWriter = mail.find((m) => m.to === writer.email)!;
    expect(toWriter.subject).toBe('Your review was removed from Codebazaar');
    expect(toWriter.text).toContain('Note from the admin: Advertising');
  });

  it('is for admins only', async () => {
    const filed = await report(reporter, {
      targetType: 'user',
      targetId: (await createUser(ctx)).id,
      reason: 'spam',
    });
    expect((await resolve(filed.json().id, { action: 'dismiss' }, reporter)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/admin/reports', headers: reporter.headers })).statusCode,
    ).toBe(403);
  });
});
