import { RELEASE_MAIL_MESSAGES, RELEASE_MESSAGES } from '@codebazaar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { movableClock } from '../../../test/github';
import {
  createTestApp,
  createUser,
  settle,
  testConfig,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import {
  insertHolderLicense,
  insertRelease,
  publishRelease,
  recordPublished,
} from '../../../test/release-notices-fixtures';
import { buildApp } from '../../app';
import { releaseMailOptOuts } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail/mailer';

const DAY = 86_400_000;
const { now: clock, later } = movableClock();

let ctx: TestContext;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  seller = await createUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** The release mails of a project title sent so far. */
const mailsAbout = (title: string, outbox: MailMessage[] = ctx.outbox) =>
  outbox.filter((m) => m.subject.startsWith(`${title} `));

/** A published paid project of the seller, and its title. */
async function project(title = `Tool ${Math.random().toString(36).slice(2, 8)}`) {
  const id = await createProject(ctx, seller, { ...paidProject(), title });
  return { id, title };
}

/** A user holding an active license of the project (term of updates: for life unless given). */
async function holder(projectId: string, updatesUntil: Date | null = null): Promise<TestUser> {
  const user = await createUser(ctx);
  await insertHolderLicense(ctx, projectId, user.id, { updatesUntil });
  return user;
}

/** The unsubscribe URL of a mail, from its List-Unsubscribe header. */
function unsubscribeUrlOf(mail: MailMessage): string {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  expect(header).toMatch(/^<.+>$/);
  return header.slice(1, -1);
}
/** The path and query of an absolute URL of this app, as inject takes it. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

const oneClick = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

async function optedOut(userId: string, projectId: string): Promise<number> {
  const rows = await ctx.database.db
    .select()
    .from(releaseMailOptOuts)
    .where(and(eq(releaseMailOptOuts.userId, userId), eq(releaseMailOptOuts.projectId, projectId)));
  return rows.length;
}

describe('release mails to holders', () => {
  it('mail every entitled holder once, offer a renewal to a holder whose term ended, and skip the rest', async () => {
    const { id, title } = await project();
    const forLife = await holder(id);
    const inTerm = await holder(id, new Date(Date.now() + 30 * DAY));
    const ended = await holder(id, new Date(Date.now() - 30 * DAY));
    const quiet = await holder(id);
    await ctx.database.db.insert(releaseMailOptOuts).values({ userId: quiet.id, projectId: id });
    const refunded = await createUser(ctx);
    await insertHolderLicense(ctx, id, refunded.id, { status: 'refunded' });
    const stranger = await createUser(ctx);

    await publishRelease(ctx, id, {
      version: '2.0.0',
      notes: '## Big changes\n\n- **Faster** builds & less memory\n\n<script>alert(1)</script>',
      files: [{ name: 'tool-2.0.0.zip', size: 3 * 1024 * 1024, sha256: 'a'.repeat(64) }],
    });
    await settle(ctx.app);

    const mails = mailsAbout(title);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [forLife.email, inTerm.email, ended.email].sort(),
    );
    for (const m of mails)
      expect(m.to).not.toMatch(
        new RegExp(`${quiet.email}|${refunded.email}|${stranger.email}|${seller.email}`),
      );

    const mail = mails.find((m) => m.to === forLife.email)!;
    expect(mail.subject).toBe(`${title} 2.0.0 is out`);
    expect(mail.text).toContain(`Hi ${forLife.username},`);
    expect(mail.text).toContain('- **Faster** builds & less memory');
    expect(mail.text).toContain('tool-2.0.0.zip (3.0 MB)');
    expect(mail.text).toContain(`SHA-256: ${'a'.repeat(64)}`);
    expect(mail.text).toContain('http://localhost:3000/dashboard?tab=purchases');
    expect(mail.text).toContain(`http://localhost:3000/project/${id}/changelog`);
    expect(mail.text).toContain(unsubscribeUrlOf(mail));
    // The HTML part: the notes rendered and sanitized, the rest escaped.
    expect(mail.html).toContain('<h2>Big changes</h2>');
    expect(mail.html).toContain('<strong>Faster</strong> builds &amp; less memory');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain(`<code>${'a'.repeat(64)}</code>`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrlOf(mail)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribeUrlOf(mail)).toMatch(
      /^http:\/\/localhost:3000\/api\/releases\/unsubscribe\?token=[^&]+$/,
    );

    const renewal = mails.find((m) => m.to === ended.email)!;
    expect(renewal.subject).toBe(`${title} 2.0.0 is out: renew your updates to get it`);
    expect(renewal.text).toContain("Your license's updates ended on");
    expect(renewal.text).toContain('Renew your updates in your library:');
    expect(mails.find((m) => m.to === inTerm.email)!.subject).toBe(`${title} 2.0.0 is out`);
  });

  it('counts a backdated release from its backdated date', async () => {
    const { id, title } = await project();
    const ended = await holder(id, new Date(Date.now() - 10 * DAY));
    await publishRelease(ctx, id, {
      version: '1.0.1',
      notes: 'Security fix',
      backdatedTo: new Date(Date.now() - 20 * DAY),
    });
    await settle(ctx.app);
    expect(mailsAbout(title).map((m) => [m.to, m.subject])).toEqual([
      [ended.email, `${title} 1.0.1 is out`],
    ]);
  });

  it('sends nothing for a yanked release, or one of a project that is not published', async () => {
    const { id, title } = await project();
    await holder(id);
    await publishRelease(ctx, id, { version: '0.1.0', yankedAt: new Date() });
    const draft = await createProject(ctx, seller, {
      ...paidProject(),
      title: `${title} draft`,
      status: 'draft',
    });
    await holder(draft);
    await publishRelease(ctx, draft, { version: '0.2.0' });
    await settle(ctx.app);
    expect(mailsAbout(title)).toEqual([]);
  });

  it('sends each mail once when the effect runs again, and when runs overlap', async () => {
    const { id, title } = await project();
    const holders = await Promise.all([holder(id), holder(id), holder(id)]);
    const release = await publishRelease(ctx, id, { version: '3.1.0' });
    await settle(ctx.app);
    expect(mailsAbout(title)).toHaveLength(3);

    // The effect again, as after a crash before it was marked done: a new occurrence of the
    // event, and the planning itself twice at once.
    await recordPublished(ctx.app, release, `release.published:${release}:again`);
    await Promise.all([
      ctx.app.releaseNotices.planHolderMails(release),
      ctx.app.releaseNotices.planHolderMails(release),
    ]);
    await settle(ctx.app);
    // A batch's turn run again, twice at once.
    const ids = holders.map((h) => h.id);
    await Promise.all([
      ctx.app.releaseNotices.recordHolderMails(release, ids),
      ctx.app.releaseNotices.recordHolderMails(release, ids),
    ]);
    await settle(ctx.app);
    expect(
      mailsAbout(title)
        .map((m) => m.to)
        .sort(),
    ).toEqual(holders.map((h) => h.email).sort());

    // Overlapping first runs of another release: still one mail each.
    const next = await insertRelease(ctx, id, { version: '3.2.0' });
    await Promise.all([
      ctx.app.releaseNotices.planHolderMails(next),
      ctx.app.releaseNotices.planHolderMails(next),
      ctx.app.releaseNotices.planHolderMails(next),
    ]);
    await settle(ctx.app);
    expect(mailsAbout(title).filter((m) => m.subject.includes('3.2.0'))).toHaveLength(3);
  });

  it('sends a mail that failed once when it is retried, and the others once', async (test) => {
    if (ctx.app.jobs.kind !== 'table') {
      // pg-boss retries on its own clock (30 s and more); the retry is pg-boss's, tested there.
      test.skip();
      return;
    }
    const { id, title } = await project();
    const [a, b] = await Promise.all([holder(id), holder(id)]);
    const send = ctx.app.mailer.send;
    let failed = 0;
    ctx.app.mailer.send = async (message) => {
      if (message.to === b.email && failed === 0) {
        failed += 1;
        throw new Error('SMTP is down');
      }
      return send(message);
    };
    try {
      await publishRelease(ctx, id, { version: '4.0.0' });
      await settle(ctx.app);
      expect(mailsAbout(title).map((m) => m.to)).toEqual([a.email]);
      later(60_000);
      await settle(ctx.app);
    } finally {
      ctx.app.mailer.send = send;
    }
    expect(
      mailsAbout(title)
        .map((m) => m.to)
        .sort(),
    ).toEqual([a.email, b.email].sort());
  });
});

describe('a restart', () => {
  it('between recording the mails and sending them loses none and doubles none', async () => {
    const { id, title } = await project();
    const holders = await Promise.all([holder(id), holder(id), holder(id)]);
    // The first instance publishes, plans the batch and records its mails, then stops dead:
    // none of its jobs runs (tests run jobs only through settle or runDueNow).
    const release = await insertRelease(ctx, id, { version: '6.0.0' });
    await recordPublished(ctx.app, release);
    await ctx.app.releaseNotices.planHolderMails(release);
    await ctx.app.releaseNotices.recordHolderMails(
      release,
      holders.map((h) => h.id),
    );
    expect(mailsAbout(title)).toEqual([]);

    // Another instance on the same database runs what was left: the publish effects (planning
    // again, recording nothing new), the batch job and the mails.
    const sent: MailMessage[] = [];
    const next = await buildApp({
      config: testConfig(),
      database: ctx.database,
      mailer: { send: async (m) => void sent.push(m) },
      clock,
    });
    await next.ready();
    try {
      await settle(next);
    } finally {
      await next.close();
    }
    expect(
      mailsAbout(title, sent)
        .map((m) => m.to)
        .sort(),
    ).toEqual(holders.map((h) => h.email).sort());
    await settle(ctx.app);
    expect(mailsAbout(title)).toEqual([]);
  });
});

describe('throttling', () => {
  let slow: TestContext;
  const { now, later: wait } = movableClock();
  beforeAll(async () => {
    slow = await createTestApp({ RELEASE_MAILS_PER_MINUTE: '2' }, { clock: now });
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('mails at most RELEASE_MAILS_PER_MINUTE holders a minute', async () => {
    const author = await createUser(slow);
    const id = await createProject(slow, author, { ...paidProject(), title: 'Throttled' });
    const users = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const user = await createUser(slow);
        await insertHolderLicense(slow, id, user.id);
        return user;
      }),
    );
    await publishRelease(slow, id, { version: '1.0.0' });
    await settle(slow.app);
    expect(mailsAbout('Throttled', slow.outbox)).toHaveLength(2);
    if (slow.app.jobs.kind !== 'table') return; // pg-boss waits for the real minute
    wait(60_000);
    await settle(slow.app);
    expect(mailsAbout('Throttled', slow.outbox)).toHaveLength(4);
    wait(60_000);
    await settle(slow.app);
    expect(
      mailsAbout('Throttled', slow.outbox)
        .map((m) => m.to)
        .sort(),
    ).toEqual(users.map((u) => u.email).sort());
  });
});

describe('one-click unsubscribe', () => {
  async function mailedHolder() {
    const p = await project();
    const user = await holder(p.id);
    await publishRelease(ctx, p.id, { version: '1.0.0' });
    await settle(ctx.app);
    const [mail] = mailsAbout(p.title);
    return { ...p, user, url: pathOf(unsubscribeUrlOf(mail!)) };
  }

  it('records the opt-out on a POST without a session, once, and no mail follows', async () => {
    const { id, title, user, url } = await mailedHolder();
    for (let i = 0; i < 2; i += 1) {
      const res = await oneClick(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        subscribed: false,
        projectId: id,
        message: RELEASE_MAIL_MESSAGES.unsubscribed,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await optedOut(user.id, id)).toBe(1);

    await publishRelease(ctx, id, { version: '1.1.0' });
    await settle(ctx.app);
    expect(mailsAbout(title).map((m) => m.subject)).toEqual([`${title} 1.0.0 is out`]);
  });

  it('takes the POST as multipart/form-data too, and many at once', async () => {
    const { id, user, url } = await mailedHolder();
    const boundary = 'x-boundary';
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload:
            `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
            `One-Click\r\n--${boundary}--\r\n`,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await optedOut(user.id, id)).toBe(1);
  });

  it('shows a page with a button on GET (a link scanner unsubscribes no one), and a page after it', async () => {
    const { id, title, user, url } = await mailedHolder();
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(title);
    const token = new URL(url, 'http://localhost').searchParams.get('token')!;
    expect(page.body).toContain(
      `<form method="post" action="/api/releases/unsubscribe?token=${encodeURIComponent(token)}">`,
    );
    expect(page.body).not.toContain('<script');
    expect(await optedOut(user.id, id)).toBe(0);

    const done = await oneClick(url, { accept: 'text/html,application/xhtml+xml' });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.body).toContain(RELEASE_MAIL_MESSAGES.unsubscribed);
    expect(await optedOut(user.id, id)).toBe(1);
  });

  it('refuses a token that was tampered with, and changes nothing', async () => {
    const { id, user, url } = await mailedHolder();
    const other = await project();
    const token = new URL(url, 'http://localhost').searchParams.get('token')!;
    const [userId, projectId, signature] = token.split('.') as [string, string, string];
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const stranger = await createUser(ctx);
    const forged = [
      `${userId}.${projectId}.${flipped}`,
      `${userId}.${other.id}.${signature}`,
      `${stranger.id}.${projectId}.${signature}`,
      `${userId}.${projectId}`,
      `${userId}.${projectId}.${signature}.extra`,
      'not-a-token',
      '',
    ];
    for (const bad of forged) {
      const at = `/api/releases/unsubscribe?token=${encodeURIComponent(bad)}`;
      const post = await oneClick(at);
      expect(post.statusCode, bad).toBe(400);
      expect(post.json()).toEqual({ error: RELEASE_MESSAGES.unsubscribeInvalid });
      const get = await ctx.app.inject({ method: 'GET', url: at });
      expect(get.statusCode, bad).toBe(400);
      expect(get.headers['content-type']).toMatch(/^text\/html/);
      expect(get.body).toContain(RELEASE_MESSAGES.unsubscribeInvalid);
    }
    const none = await ctx.app.inject({ method: 'POST', url: '/api/releases/unsubscribe' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: RELEASE_MESSAGES.unsubscribeInvalid });
    expect(await optedOut(user.id, id)).toBe(0);
    expect(await optedOut(user.id, other.id)).toBe(0);
    expect(await optedOut(stranger.id, id)).toBe(0);
  });
});

describe('GET and PUT /api/projects/{id}/release-mails', () => {
  it("let a holder read and turn off and on their project's release mails", async () => {
    const { id, title } = await project();
    const user = await holder(id);
    const url = `/api/projects/${id}/release-mails`;
    const get = () => ctx.app.inject({ method: 'GET', url, headers: user.headers });
    const put = (subscribed: unknown) =>
      ctx.app.inject({ method: 'PUT', url, headers: user.headers, payload: { subscribed } });

    expect((await get()).json()).toEqual({ subscribed: true });
    expect((await put(false)).json()).toEqual({ subscribed: false });
    expect((await put(false)).json()).toEqual({ subscribed: false });
    expect((await get()).json()).toEqual({ subscribed: false });
    expect(await optedOut(user.id, id)).toBe(1);
    await publishRelease(ctx, id, { version: '5.0.0' });
    await settle(ctx.app);
    expect(mailsAbout(title)).toEqual([]);

    expect((await put(true)).json()).toEqual({ subscribed: true });
    expect((await get()).json()).toEqual({ subscribed: true });
    await publishRelease(ctx, id, { version: '5.1.0' });
    await settle(ctx.app);
    expect(mailsAbout(title).map((m) => m.subject)).toEqual([`${title} 5.1.0 is out`]);

    const bad = await put('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: RELEASE_MAIL_MESSAGES.subscribedInvalid });
  });

  it('refuse whoever holds no active license, and hide drafts and unknown projects', async () => {
    const { id } = await project();
    const url = `/api/projects/${id}/release-mails`;
    const stranger = await createUser(ctx);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const user of [stranger, seller]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: RELEASE_MAIL_MESSAGES.notHolder });
      const put = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: user.headers,
        payload: { subscribed: false },
      });
      expect(put.statusCode).toBe(403);
    }
    const refunded = await createUser(ctx);
    await insertHolderLicense(ctx, id, refunded.id, { status: 'refunded' });
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: refunded.headers })).statusCode,
    ).toBe(403);

    const draft = await createProject(ctx, seller, { ...paidProject(), status: 'draft' });
    for (const target of [draft, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/projects/${target}/release-mails`,
        headers: stranger.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: RELEASE_MESSAGES.projectNotFound });
    }
    // A holder of a project that went back to draft still chooses.
    const draftHolder = await holder(draft);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${draft}/release-mails`,
      headers: draftHolder.headers,
    });
    expect(own.json()).toEqual({ subscribed: true });
  });
});
