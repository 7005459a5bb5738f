import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { adminAuditLog, licenses, projects, sessions, users } from '../../db/schema';
import { lastMonths } from './admin.service';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: TestUser | null = admin,
  payload?: object,
) => ctx.app.inject({ method, url, headers: user?.headers ?? {}, payload });

async function registered(): Promise<{ id: string; email: string; token: string }> {
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `m${randomUUID().slice(0, 8)}`, email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user._id, email, token: res.json().token };
}
const PASSWORD = 'Quite-Long-Secret-8812';

async function sale(projectId: string, buyer: TestUser, totalCents: number, at?: Date) {
  const [row] = await ctx.database.db
    .insert(licenses)
    .values({
      projectId,
      buyerId: buyer.id,
      kind: 'paid',
      totalCents,
      feeCents: Math.round(totalCents / 5),
      sellerCents: totalCents - Math.round(totalCents / 5),
      paymentReference: `pi_${randomUUID()}`,
      ...(at ? { createdAt: at, updatedAt: at } : {}),
    })
    .returning({ id: licenses.id });
  return row!.id;
}

describe('admin routes', () => {
  it('refuse visitors (401) and signed-in users who are not admins (403)', async () => {
    const user = await createUser(ctx);
    for (const url of ['/api/admin/overview', '/api/admin/users', '/api/admin/audit-log']) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('GET', url, user)).statusCode).toBe(403);
    }
  });
});

describe('overview', () => {
  it('lists 12 months, oldest first, ending with this month', () => {
    const { months, from } = lastMonths(new Date('2026-03-15T10:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
    expect(from.toISOString()).toBe('2025-04-01T00:00:00.000Z');
  });

  it('sums real sales, fees and refunds of the month, and counts new users and projects', async () => {
    const before = (await call('GET', '/api/admin/overview')).json().months.at(-1);
    const seller = await createUser(ctx);
    const buyer = await createUser(ctx);
    const project = await createProject(ctx, seller, paidProject(2500));
    await sale(project, buyer, 2500);
    const refunded = await sale(project, await createUser(ctx), 1000);
    await ctx.database.db
      .update(licenses)
      .set({ status: 'refunded' })
      .where(eq(licenses.id, refunded));
    // A sale older than the 12 months is not counted anywhere.
    await sale(project, await createUser(ctx), 9900, new Date('2000-01-05T00:00:00Z'));

    const res = await call('GET', '/api/admin/overview');
    expect(res.statusCode).toBe(200);
    const months = res.json().months;
    expect(months).toHaveLength(12);
    const now = months.at(-1);
    expect(now.grossSales - before.grossSales).toBeCloseTo(35);
    expect(now.marketplaceFees - before.marketplaceFees).toBeCloseTo(7);
    expect(now.salesCount - before.salesCount).toBe(2);
    expect(now.refunds - before.refunds).toBeCloseTo(10);
    expect(now.refundsCount - before.refundsCount).toBe(1);
    expect(now.newUsers - before.newUsers).toBe(4);
    expect(now.newProjects - before.newProjects).toBe(1);
  });
});

describe('users', () => {
  it('searches users and projects with control characters as spaces, never a 500', async () => {
    const u = await createUser(ctx, {
      username: 'nul_searcher',
      email: 'nul.searcher@example.org',
    });
    const users = await call('GET', '/api/admin/users?search=nul%00searcher');
    expect(users.statusCode).toBe(200);
    expect(users.json().users).toEqual([]);
    const named = await call('GET', '/api/admin/users?search=%00nul_searcher%01');
    expect(named.json().users.map((x: { id: string }) => x.id)).toEqual([u.id]);
    const projects = await call('GET', '/api/admin/projects?search=a%00b');
    expect(projects.statusCode).toBe(200);
  });

  it('finds users by part of their name or email, case-insensitively, and takes % literally', async () => {
    const u = await createUser(ctx, {
      username: 'Zebra_Finder',
      email: 'zebra.finder@example.org',
    });
    const byName = await call('GET', '/api/admin/users?search=bra_fin');
    expect(byName.json().users.map((x: { id: string }) => x.id)).toEqual([u.id]);
    const byEmail = await call('GET', '/api/admin/users?search=FINDER%40EXAMPLE.ORG');
    expect(byEmail.json().users.map((x: { id: string }) => x.id)).toEqual([u.id]);
    const percent = await call('GET', '/api/admin/users?search=%25');
    expect(percent.json().users).toEqual([]);
    expect(byName.json().users[0]).toMatchObject({
      email: 'zebra.finder@example.org',
      role: 'user',
    });
  });

  it('suspension ends sessions, blocks sign-in, hides projects, keeps licenses; unsuspending undoes it', async () => {
    const member = await registered();
    const memberHeaders = { authorization: `Bearer ${member.token}` };
    const buyer = await createUser(ctx);
    const [row] = await ctx.database.db
      .select({ id: users.id, username: users.username, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, member.id));
    const author = { ...row!, token: member.token, headers: memberHeaders };
    const project = await createProject(ctx, author, { title: 'Hidden while suspended' });
    const licenseId = await sale(project, buyer, 0);

    const res = await call('POST', `/api/admin/users/${member.id}/suspend`, admin, {
      reason: 'Selling malware',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suspended: true, suspendedReason: 'Selling malware' });

    // The session is gone, and so is any new one.
    const profile = await ctx.app.inject({ url: '/api/auth/profile', headers: memberHeaders });
    expect(profile.statusCode).toBe(401);
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, member.id)),
    ).toEqual([]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: 'This account is suspended' });
    await expect(ctx.app.auth.signInAs(member.id)).rejects.toMatchObject({ statusCode: 403 });

    // The projects leave the public lists, search, their page, the author page and the sitemap.
    const list = await ctx.app.inject({ url: '/api/projects?search=hidden%20suspended' });
    expect(list.json().projects).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/projects/${project}` })).statusCode).toBe(404);
    const authorPage = await ctx.app.inject({ url: `/api/users/${member.id}` });
    expect(authorPage.json().stats.projectsCount).toBe(0);
    const sitemap = await ctx.app.inject({ url: '/sitemaps/projects-1.xml' });
    expect(sitemap.body).not.toContain(project);

    // The buyer keeps the license.
    const [license] = await ctx.database.db
      .select({ status: licenses.status })
      .from(licenses)
      .where(eq(licenses.id, licenseId));
    expect(license!.status).toBe('active');

    // Unsuspending publishes the projects again and lets the user sign in.
    const back = await call('POST', `/api/admin/users/${member.id}/unsuspend`, admin, {
      reason: 'Appeal accepted',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().suspended).toBe(false);
    expect((await ctx.app.inject({ url: `/api/projects/${project}` })).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(200);

    const log = (await call('GET', '/api/admin/audit-log')).json().entries;
    expect(log.slice(0, 2)).toMatchObject([
      {
        action: 'user.unsuspend',
        targetId: member.id,
        reason: 'Appeal accepted',
        actorId: admin.id,
      },
      { action: 'user.suspend', targetId: member.id, reason: 'Selling malware', actorId: admin.id },
    ]);
  });

  it('refuses a suspension without a reason, of an admin, or twice, and changes nothing', async () => {
    const target = await createUser(ctx);
    const noReason = await call('POST', `/api/admin/users/${target.id}/suspend`, admin, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ error: 'Reason is required' });
    const other = await createUser(ctx, { role: 'admin' });
    const ofAdmin = await call('POST', `/api/admin/users/${other.id}/suspend`, admin, {
      reason: 'x',
    });
    expect(ofAdmin.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/admin/users/${randomUUID()}/suspend`, admin, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/admin/users/${target.id}/unsuspend`, admin, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    const [row] = await ctx.database.db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, target.id));
    expect(row!.suspendedAt).toBeNull();
  });
});

describe('admin role', () => {
  it('makes and removes admins, and writes both to the audit log', async () => {
    const target = await createUser(ctx);
    const made = await call('PUT', `/api/admin/users/${target.id}/role`, admin, {
      role: 'admin',
      reason: 'Joins the team',
    });
    expect(made.json().role).toBe('admin');
    const removed = await call('PUT', `/api/admin/users/${target.id}/role`, admin, {
      role: 'user',
      reason: 'Left the team',
    });
    expect(removed.json().role).toBe('user');
    const log = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, target.id));
    expect(log.map((e) => e.action).sort()).toEqual(['user.make-admin', 'user.remove-admin']);
  });

  it('never removes the last admin, even when admins demote each other at once', async () => {
    const { database } = ctx;
    // Only the admins of this test: the others lose the role first.
    await database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const team = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx, { role: 'admin' })));
    const answers = await Promise.all(
      team.flatMap((actor) =>
        team
          .filter((t) => t.id !== actor.id)
          .map((t) =>
            call('PUT', `/api/admin/users/${t.id}/role`, actor, { role: 'user', reason: 'race' }),
          ),
      ),
    );
    for (const a of answers) expect([200, 403, 409]).toContain(a.statusCode);
    const left = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
    const last = team.find((t) => t.id === left[0]!.id)!;
    const self = await call('PUT', `/api/admin/users/${last.id}/role`, last, {
      role: 'user',
      reason: 'Leaving',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'The last admin cannot lose the admin role' });
    // The suite's admin is an admin again for the tests below.
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  });
});

describe('projects', () => {
  it('searches drafts and published projects by title or author', async () => {
    const author = await createUser(ctx, { username: 'quokkadev' });
    const draft = await createProject(ctx, author, { title: 'Quokka draft', status: 'draft' });
    const res = await call('GET', '/api/admin/projects?search=quokka');
    expect(res.json().projects.map((p: { id: string }) => p.id)).toContain(draft);
    const published = await call('GET', '/api/admin/projects?search=quokka&status=published');
    expect(published.json().projects.map((p: { id: string }) => p.id)).not.toContain(draft);
  });

  it('unpublishes with a reason, refuses a draft, and features only published projects', async () => {
    const author = await createUser(ctx);
    const project = await createProject(ctx, author);
    const featured = await call('POST', `/api/admin/projects/${project}/feature`, admin, {
      featured: true,
    });
    expect(featured.statusCode).toBe(200);
    expect(featured.json().featured).toBe(true);

    const res = await call('POST', `/api/admin/projects/${project}/unpublish`, admin, {
      reason: 'Contains stolen code',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'draft',
      unpublishedReason: 'Contains stolen code',
      featured: false,
    });
    expect((await ctx.app.inject({ url: `/api/projects/${project}` })).statusCode).toBe(404);
    const twice = await call('POST', `/api/admin/projects/${project}/unpublish`, admin, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    const feature = await call('POST', `/api/admin/projects/${project}/feature`, admin, {
      featured: true,
    });
    expect(feature.statusCode).toBe(409);
    const [row] = await ctx.database.db
      .select({ featuredAt: projects.featuredAt })
      .from(projects)
      .where(eq(projects.id, project));
    expect(row!.featuredAt).toBeNull();
  });
});
