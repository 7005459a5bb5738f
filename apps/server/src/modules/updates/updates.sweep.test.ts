/**
 * The end of a term of updates, on the app's clock against the fake GitHub (ADR 021): reminders
 * 14 days and 1 day before, each sent once however often the sweep runs; after the end the
 * repository access goes (cause updates_ended) while the license, its key and its downloads stay;
 * nothing gives the access back (reconciliation, a retry, a re-send) but a renewal.
 */
import { TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accessEvents, entitlementGrants, licenses, outbox } from '../../db/schema';
import {
  accessWorld,
  connectGitHub,
  createGitHubTestApp,
  licenseRow,
  movableClock,
  type GitHubTestContext,
} from '../../../test/github';
import { createUser, settle, type TestUser } from '../../../test/helper';
import { giveAccount } from '../../../test/payments-fixtures';
import { UPDATES_ENDED, UPDATES_REMINDER } from './updates.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let ctx: GitHubTestContext;
let seller: TestUser;
const { now: clock, later } = movableClock();
const world = accessWorld(() => ({ ctx, seller }), 'termgh', 'termbuyer');

beforeAll(async () => {
  ctx = await createGitHubTestApp({}, { clock });
  seller = await createUser(ctx);
  await connectGitHub(ctx, seller, 'termgh');
  await giveAccount(ctx, seller);
});
afterAll(async () => {
  await ctx?.close();
});

const sweep = () => ctx.app.updates.sweep();
const repo = (name: string) => ctx.fake.repos.get(`termgh/${name}`)!;

async function trail(licenseId: string) {
  const rows = await ctx.database.db
    .select()
    .from(accessEvents)
    .where(eq(accessEvents.licenseId, licenseId))
    .orderBy(accessEvents.createdAt);
  return rows.map((r) => `${r.action}:${r.cause}`);
}

const reconcile = async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/reconcile',
    headers: seller.headers,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  await settle(ctx.app);
  return res.json();
};

/** The holder's mails about their term, by subject. */
const termMails = (buyer: TestUser) =>
  ctx.outbox.filter((m) => m.to === buyer.email && m.subject.includes('Your updates'));

describe('the end of a term of updates', () => {
  it('reminds twice, then ends repository access only; a renewal gives it back', async () => {
    const pid = await world.project('kit');
    const buyer = await world.githubBuyer();
    const id = await world.buy(buyer, pid);
    ctx.fake.acceptInvitation('termgh/kit', buyer.login);
    await ctx.app.github.access!.checkForViewer(id);
    expect((await licenseRow(ctx, id)).accessState).toBe('active');
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: new Date(clock().getTime() + 20 * DAY) })
      .where(eq(licenses.id, id));
    const end = (await licenseRow(ctx, id)).updatesUntil!;

    // 20 days before the end: nothing yet.
    expect(await sweep()).toEqual({ reminded: 0, ended: 0 });

    // 13 days before: the 14-day reminder, once however often the sweep runs.
    later(7 * DAY);
    expect(await sweep()).toEqual({ reminded: 1, ended: 0 });
    expect(await sweep()).toEqual({ reminded: 0, ended: 0 });
    await settle(ctx.app);
    expect(termMails(buyer).map((m) => m.subject)).toEqual([
      expect.stringMatching(/end in 14 days$/),
    ]);
    const reminder = termMails(buyer)[0]!;
    expect(reminder.text).toContain(`http://localhost:3000/checkout?renew=${id}`);
    expect(reminder.html).toContain(`href="http://localhost:3000/checkout?renew=${id}"`);
    expect(await sweep()).toEqual({ reminded: 0, ended: 0 });

    // Half a day before: the 1-day reminder, once.
    later(12 * DAY + 12 * HOUR);
    expect(await sweep()).toEqual({ reminded: 1, ended: 0 });
    expect(await sweep()).toEqual({ reminded: 0, ended: 0 });
    await settle(ctx.app);
    expect(termMails(buyer).map((m) => m.subject)).toEqual([
      expect.stringMatching(/end in 14 days$/),
      expect.stringMatching(/end tomorrow$/),
    ]);
    const reminders = await ctx.database.db
      .select({ occurrence: outbox.occurrence })
      .from(outbox)
      .where(and(eq(outbox.subjectId, id), eq(outbox.event, UPDATES_REMINDER)));
    expect(new Set(reminders.map((r) => r.occurrence))).toEqual(
      new Set([
        `updates-reminder:${id}:14:${end.toISOString()}`,
        `updates-reminder:${id}:1:${end.toISOString()}`,
      ]),
    );

    // The term is over. Before the sweep, the seller removed the buyer by hand: reconciliation
    // does not invite them again, since the term no longer reaches the repository.
    later(13 * HOUR);
    repo('kit').collaborators.delete(buyer.login.toLowerCase());
    const report = await reconcile();
    expect(report.regranted).toEqual([]);
    expect(repo('kit').invitations).toEqual([]);
    repo('kit').collaborators.add(buyer.login.toLowerCase());

    expect(await sweep()).toEqual({ reminded: 0, ended: 1 });
    expect(await sweep()).toEqual({ reminded: 0, ended: 0 });
    await settle(ctx.app);
    expect(repo('kit').collaborators.has(buyer.login.toLowerCase())).toBe(false);
    expect((await trail(id)).at(-1)).toBe('revoke:updates_ended');
    const after = await licenseRow(ctx, id);
    expect(after).toMatchObject({ status: 'active', accessState: 'revoked', updatesUntil: end });
    // Downloads (and keys) stay granted: only repository access follows the term.
    const [downloads] = await ctx.database.db
      .select({ state: entitlementGrants.state })
      .from(entitlementGrants)
      .where(and(eq(entitlementGrants.licenseId, id), eq(entitlementGrants.kind, 'downloads')));
    expect(downloads?.state).toBe('active');
    expect(termMails(buyer).at(-1)?.subject).toMatch(/have ended$/);
    expect(termMails(buyer)).toHaveLength(3);

    // Nothing gives the access back: reconciliation, a re-send, a retry of the sync.
    await reconcile();
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/licenses/${id}/access/resend`,
      headers: buyer.headers,
    });
    expect(resend.statusCode).toBe(409);
    await ctx.app.github.access!.sync();
    await settle(ctx.app);
    expect(repo('kit').invitations).toEqual([]);
    expect(repo('kit').collaborators.has(buyer.login.toLowerCase())).toBe(false);
    expect((await trail(id)).at(-1)).toBe('revoke:updates_ended');

    // A renewal extends the term from now and invites the buyer again (cause renewal).
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.headers,
      payload: { items: [{ renewalOf: id }] },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { checkoutId, paymentIntentId } = opened.json();
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/test-processor/confirm',
      headers: buyer.headers,
      payload: { paymentIntentId, cardNumber: TEST_CARD_SUCCESS },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${checkoutId}/confirm`,
      headers: buyer.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settle(ctx.app);
    const renewed = await licenseRow(ctx, id);
    expect(renewed.updatesUntil!.getTime()).toBeGreaterThan(clock().getTime() + 360 * DAY);
    expect((await trail(id)).at(-1)).toBe('invite:renewal');
    expect(repo('kit').invitations.map((i) => i.invitee)).toEqual([buyer.login]);

    // The new term has reminders of its own.
    later(360 * DAY);
    expect((await sweep()).reminded).toBe(1);
  });

  it('is not undone by a dispute won after the end of the term', async () => {
    const pid = await world.project('disputed');
    const buyer = await world.githubBuyer();
    const id = await world.buy(buyer, pid);
    await ctx.app.licenses.suspend(id);
    await settle(ctx.app);
    expect((await licenseRow(ctx, id)).accessState).toBe('revoked');
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: new Date(clock().getTime() - DAY) })
      .where(eq(licenses.id, id));
    await ctx.app.licenses.restore(id);
    await settle(ctx.app);
    expect((await licenseRow(ctx, id)).accessState).toBe('revoked');
    expect(repo('disputed').invitations.filter((i) => i.invitee === buyer.login)).toEqual([]);
    expect((await trail(id)).at(-1)).toBe('revoke:dispute');
  });

  it('leaves a removal by the seller alone when the term is renewed before it ended', async () => {
    const pid = await world.project('early');
    const buyer = await world.githubBuyer();
    const id = await world.buy(buyer, pid);
    ctx.fake.acceptInvitation('termgh/early', buyer.login);
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: new Date(clock().getTime() + 5 * DAY) })
      .where(eq(licenses.id, id));
    const before = await trail(id);
    // The renewal's effect runs while the term still runs: nothing to give back.
    await ctx.app.updates.restoreAccess(id);
    await settle(ctx.app);
    expect(await trail(id)).toEqual(before);
    // An end recorded but renewed before its effect ran takes nothing away.
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: new Date(clock().getTime() - HOUR) })
      .where(eq(licenses.id, id));
    await sweep();
    const ended = await ctx.database.db
      .select({ effect: outbox.effect })
      .from(outbox)
      .where(and(eq(outbox.subjectId, id), eq(outbox.event, UPDATES_ENDED)));
    expect(ended.map((r) => r.effect).sort()).toEqual(['updates.end-access', 'updates.ended-mail']);
    await ctx.database.db
      .update(licenses)
      .set({ updatesUntil: new Date(clock().getTime() + 300 * DAY) })
      .where(eq(licenses.id, id));
    await settle(ctx.app);
    expect(await trail(id)).toEqual(before);
    expect(repo('early').collaborators.has(buyer.login.toLowerCase())).toBe(true);
  });
});
