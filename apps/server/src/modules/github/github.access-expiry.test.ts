/**
 * Invitations GitHub lists as expired, and lists longer than one page, against the fake GitHub
 * (docs/product-rules.md#repository-access). GitHub keeps an expired invitation in
 * `GET /repos/{owner}/{repo}/invitations` with `expired: true` until it is deleted, and pages
 * collaborators and invitations 100 at a time at most.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { accessEvents, githubInvitationSlots } from '../../db/schema';
import {
  accessWorld,
  connectGitHub,
  createGitHubTestApp,
  licenseRow,
  movableClock,
  type GitHubTestContext,
} from '../../../test/github';
import { createUser, testConfig, type TestUser } from '../../../test/helper';
import { INVITATION_LIFETIME_MS } from './github-access-engine';

let ctx: GitHubTestContext;
let seller: TestUser;
/** The app's clock: real time unless a test moves it. */
const { now: clock, later } = movableClock();
const { project, githubBuyer, buy } = accessWorld(() => ({ ctx, seller }), 'expirygh', 'expbuyer');

beforeAll(async () => {
  ctx = await createGitHubTestApp({}, { clock });
  seller = await createUser(ctx);
  await connectGitHub(ctx, seller, 'expirygh');
});
afterAll(async () => {
  await ctx?.close();
});

const access = () => ctx.app.github.access!;

const fakeRepo = (name: string) => ctx.fake.repos.get(`expirygh/${name}`)!;
/** The buyer's invitations as GitHub lists them. */
const invitationsOf = (name: string, login: string) =>
  fakeRepo(name).invitations.filter((i) => i.invitee.toLowerCase() === login.toLowerCase());
const created = (name: string) => ctx.fake.access.invitationsCreated.get(fakeRepo(name).id);

async function trail(licenseId: string) {
  const rows = await ctx.database.db
    .select()
    .from(accessEvents)
    .where(eq(accessEvents.licenseId, licenseId))
    .orderBy(accessEvents.createdAt);
  return rows.map((r) => `${r.action}:${r.cause}`);
}

/** `n` invitations of other people, sent before the test's buyer is invited. */
function crowd(name: string, n: number) {
  const repo = fakeRepo(name);
  for (let i = 0; i < n; i++) {
    repo.invitations.push({ id: 900_000 + i, invitee: `${name}-waiting${i}`, permission: 'pull' });
  }
}

async function resendAsBuyer(buyer: TestUser, licenseId: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/licenses/${licenseId}/access/resend`,
    headers: buyer.headers,
  });
  expect(res.statusCode).toBe(202);
  await ctx.app.jobs.runDueNow();
}

describe('an invitation GitHub lists as expired', () => {
  it('is expired by reconciliation: the expired one deleted and one new sent, then left to the buyer', async () => {
    const pid = await project('listed');
    const buyer = await githubBuyer();
    const id = await buy(buyer, pid);
    ctx.fake.access.expireInvitation('expirygh/listed', buyer.login);

    const mails = ctx.outbox.length;
    const report = await access().reconcile(seller.id, pid);
    expect(report.pending).toEqual([]);
    expect(report.regranted).toEqual([
      expect.objectContaining({
        licenseId: id,
        reason: 'The invitation expired; a new one is on its way',
      }),
    ]);
    await ctx.app.jobs.runDueNow();
    // The expired invitation is gone and a pending one took its place.
    expect(invitationsOf('listed', buyer.login)).toEqual([
      expect.not.objectContaining({ expired: true }),
    ]);
    expect(created('listed')).toEqual([buyer.login, buyer.login]);
    expect(await licenseRow(ctx, id)).toMatchObject({ accessState: 'invited' });
    expect(ctx.outbox.slice(mails).map((m) => m.subject)).toEqual([
      'A new invitation to expirygh/listed',
    ]);

    // It expires again: recorded, the buyer told, no third invitation on its own.
    ctx.fake.access.expireInvitation('expirygh/listed', buyer.login);
    const again = await access().reconcile(seller.id, pid);
    expect(again.pending).toEqual([
      expect.objectContaining({
        licenseId: id,
        reason: 'The invitation expired again; the buyer can re-send it',
      }),
    ]);
    await ctx.app.jobs.runDueNow();
    expect(await licenseRow(ctx, id)).toMatchObject({ accessState: 'invitation_expired' });
    expect(created('listed')).toHaveLength(2);
    expect(ctx.outbox.at(-1)).toMatchObject({
      to: buyer.email,
      subject: 'Your invitation to expirygh/listed expired',
    });

    // The buyer re-sends: the expired invitation is replaced, not left in the way.
    await resendAsBuyer(buyer, id);
    expect(invitationsOf('listed', buyer.login)).toEqual([
      expect.not.objectContaining({ expired: true }),
    ]);
    expect(created('listed')).toHaveLength(3);
    expect(await licenseRow(ctx, id)).toMatchObject({ accessState: 'invited' });
    expect(await trail(id)).toEqual([
      'invite:purchase',
      'expire:reconciliation',
      'resend:reconciliation',
      'expire:reconciliation',
      'resend:buyer_action',
    ]);
  });

  it('is re-sent once when two reconciliations see it at the same moment', async () => {
    const pid = await project('twice');
    const buyer = await githubBuyer();
    const id = await buy(buyer, pid);
    ctx.fake.access.expireInvitation('expirygh/twice', buyer.login);

    // Both read the licenses and the invitations before either acts on what it saw.
    const first = ctx.fake.access.hold('GET /repos/expirygh/twice/invitations');
    const second = ctx.fake.access.hold('GET /repos/expirygh/twice/invitations');
    const mails = ctx.outbox.length;
    const both = Promise.all([
      access().reconcile(seller.id, pid),
      access().reconcile(seller.id, pid),
    ]);
    await Promise.all([first.reached, second.reached]);
    first.release();
    second.release();
    const reports = await both;
    await ctx.app.jobs.runDueNow();

    expect(reports.flatMap((r) => r.regranted)).toHaveLength(1);
    expect(await trail(id)).toEqual([
      'invite:purchase',
      'expire:reconciliation',
      'resend:reconciliation',
    ]);
    expect(created('twice')).toEqual([buyer.login, buyer.login]);
    expect(invitationsOf('twice', buyer.login)).toEqual([
      expect.not.objectContaining({ expired: true }),
    ]);
    expect(ctx.outbox.slice(mails).filter((m) => m.to === buyer.email)).toHaveLength(1);
    expect(await licenseRow(ctx, id)).toMatchObject({ accessState: 'invited' });
  });

  it('is replaced once by a re-send that stopped between deleting it and inviting again', async (test) => {
    if (ctx.app.jobs.kind !== 'table') {
      // pg-boss expires a dead run on its own clock (minutes); its retry is pg-boss's, tested there.
      test.skip();
      return;
    }
    const pid = await project('restart-resend');
    const buyer = await githubBuyer();
    const id = await buy(buyer, pid);
    ctx.fake.access.expireInvitation('expirygh/restart-resend', buyer.login);
    await access().reconcile(seller.id, pid);

    // GitHub deletes the expired invitation, but the answer never reaches the first instance.
    const held = ctx.fake.access.hold('DELETE /repos/expirygh/restart-resend/invitations/');
    const dying = ctx.app.jobs.runDueNow();
    await Promise.race([held.reached, dying]);
    expect(invitationsOf('restart-resend', buyer.login)).toEqual([]);

    // Another instance starts; once the dead run's lease is over it runs the re-send again.
    const next = await buildApp({ config: testConfig(ctx.env), database: ctx.database, clock });
    await next.ready();
    try {
      expect(await next.jobs.runDueNow()).toBe(0);
      later(10 * 60_000);
      await next.jobs.runDueNow();
      expect(await licenseRow(ctx, id)).toMatchObject({ accessState: 'invited' });
      // The first run's answer arrives late and it carries on; nothing is sent twice.
      held.release();
      await dying;
      expect(created('restart-resend')).toEqual([buyer.login, buyer.login]);
      expect(invitationsOf('restart-resend', buyer.login)).toEqual([
        expect.not.objectContaining({ expired: true }),
      ]);
      expect(await licenseRow(ctx, id)).toMatchObject({ accessState: 'invited' });
      expect(await trail(id)).toEqual([
        'invite:purchase',
        'expire:reconciliation',
        'resend:reconciliation',
      ]);
      // The purchase's invitation and the one re-send: two of the day's slots, not three.
      const slots = await ctx.database.db
        .select()
        .from(githubInvitationSlots)
        .where(
          like(
            githubInvitationSlots.repository,
            `project:${(await licenseRow(ctx, id)).projectId}:%`,
          ),
        );
      expect(slots).toHaveLength(2);
      expect(await next.jobs.runDueNow()).toBe(0);
    } finally {
      await next.close();
    }
  });
});

describe('lists longer than one page', () => {
  it('finds the pending invitation in 150th place and the collaborator on page 2', async () => {
    const pid = await project('crowded');
    crowd('crowded', 149);
    const buyer = await githubBuyer();
    const id = await buy(buyer, pid);
    expect(fakeRepo('crowded').invitations.at(149)?.invitee).toBe(buyer.login);

    const report = await access().reconcile(seller.id, pid);
    expect(report.regranted).toEqual([]);
    expect(report.pending).toEqual([
      expect.objectContaining({ licenseId: id, reason: 'Invitation sent, not accepted yet' }),
    ]);
    expect(report.unexpected).toHaveLength(149);

    // Past its lifetime but still pending on GitHub: the periodic check leaves it alone.
    later(INVITATION_LIFETIME_MS);
    await access().sync();
    await ctx.app.jobs.runDueNow();
    expect(await licenseRow(ctx, id)).toMatchObject({ accessState: 'invited' });

    // 120 collaborators came first, so the buyer is listed on page 2.
    for (let i = 0; i < 120; i++) fakeRepo('crowded').collaborators.add(`crowded-helper${i}`);
    ctx.fake.acceptInvitation('expirygh/crowded', buyer.login);
    const after = await access().reconcile(seller.id, pid);
    expect(after.regranted).toEqual([]);
    expect(await licenseRow(ctx, id)).toMatchObject({ accessState: 'active' });
    expect(await trail(id)).toEqual(['invite:purchase', 'accept_seen:reconciliation']);
  });

  it('replaces an expired invitation in 150th place when the buyer re-sends', async () => {
    const pid = await project('crowded-resend');
    crowd('crowded-resend', 149);
    const buyer = await githubBuyer();
    const id = await buy(buyer, pid);
    ctx.fake.access.expireInvitation('expirygh/crowded-resend', buyer.login);

    await resendAsBuyer(buyer, id);
    expect(invitationsOf('crowded-resend', buyer.login)).toEqual([
      expect.not.objectContaining({ expired: true }),
    ]);
    expect(created('crowded-resend')).toEqual([buyer.login, buyer.login]);
    expect(await trail(id)).toEqual(['invite:purchase', 'resend:buyer_action']);
  });
});
