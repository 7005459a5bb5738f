import { ACCESS_STATE_TEXT, type RepositoryLicenseRecord } from '@codebazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema';
import { insertLicense, insertProject, setRepositoryAccess } from '../../../test/github';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';

/**
 * The access manager's list and its CSV export on a server without GitHub (the README's start):
 * the export holds the rows the page lists, one query for both.
 */

let ctx: TestContext;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, user: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: user.headers });

/** Reads the quoted CSV the server writes (every cell quoted, CRLF line ends). */
function parseCsv(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replaceAll('""', '"')));
}

async function buyerWithGithub(login: string | null): Promise<TestUser> {
  const buyer = await createUser(ctx);
  if (login) {
    await ctx.database.db
      .update(users)
      .set({ githubUsername: login })
      .where(eq(users.id, buyer.id));
  }
  return buyer;
}

describe('the access list and its CSV export without GitHub', () => {
  it('exports exactly the rows the page lists, with the state the page shows', async () => {
    const pro = await insertProject(ctx, seller.id, {
      title: 'Invoice Kit',
      paidRepoUrl: 'https://github.com/maker/invoice-kit',
    });
    const chart = await insertProject(ctx, seller.id, {
      title: '=Chart Lib',
      paidRepoUrl: 'https://github.com/maker/chart-lib',
    });
    // Not listed on the page, so not exported: no GitHub repository, another seller's sale,
    // a refunded license.
    const offGithub = await insertProject(ctx, seller.id, {
      title: 'Self-hosted',
      paidRepoUrl: 'https://gitlab.com/maker/self-hosted',
    });
    const other = await createUser(ctx);
    const theirs = await insertProject(ctx, other.id, {
      paidRepoUrl: 'https://github.com/other/thing',
    });

    const queued = await buyerWithGithub('jordan-gh');
    await insertLicense(ctx, pro, queued.id);
    const noGithub = await buyerWithGithub(null);
    await insertLicense(ctx, chart, noGithub.id);
    const invited = await buyerWithGithub('sam-gh');
    const invitedLicense = await insertLicense(ctx, chart, invited.id);
    await setRepositoryAccess(ctx, invitedLicense, {
      invitationSent: true,
      accessState: 'invited',
      accessError: 'GitHub down',
    });
    const granted = await buyerWithGithub('kim-gh');
    const grantedLicense = await insertLicense(ctx, pro, granted.id);
    await setRepositoryAccess(ctx, grantedLicense, {
      invitationSent: true,
      accessGranted: true,
      accessState: 'active',
    });
    await insertLicense(ctx, offGithub, queued.id);
    await insertLicense(ctx, theirs, queued.id);
    const refunded = await insertLicense(ctx, pro, (await buyerWithGithub('rae-gh')).id);
    await ctx.app.licenses.markRefunded(refunded);

    const page = await get('/api/payments/seller-licenses-github', seller);
    expect(page.statusCode).toBe(200);
    const { licenses: rows, githubConfigured } = page.json() as {
      licenses: RepositoryLicenseRecord[];
      githubConfigured: boolean;
    };
    expect(githubConfigured).toBe(false);
    expect(rows).toHaveLength(4);

    const csv = await get('/api/payments/seller-licenses-github?format=csv', seller);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="repository-access.csv"');
    const [header, ...lines] = parseCsv(csv.body);
    expect(header).toEqual([
      'Purchase date',
      'Project',
      'Buyer',
      'Buyer GitHub',
      'Repository',
      'License',
      'Price (USD)',
      'Access',
      'Last GitHub error',
    ]);
    // Same rows, same order, as the page.
    expect(lines.map((l) => [l[1], l[2], l[4]])).toEqual(
      rows.map((r) => [
        r.projectTitle.startsWith('=') ? `'${r.projectTitle}` : r.projectTitle,
        r.buyerUsername,
        r.repositoryFullName,
      ]),
    );
    // One state per license, in the page's words: nothing is queued or invited without GitHub.
    const byBuyer = new Map(lines.map((l) => [l[2], l]));
    const notSetUp = ACCESS_STATE_TEXT.github_not_configured.label;
    expect(byBuyer.get(queued.username)![7]).toBe(notSetUp);
    expect(byBuyer.get(noGithub.username)![7]).toBe(notSetUp);
    expect(byBuyer.get(invited.username)![7]).toBe(notSetUp);
    expect(byBuyer.get(invited.username)![8]).toBe('');
    expect(byBuyer.get(granted.username)![7]).toBe(ACCESS_STATE_TEXT.active.label);
    expect(byBuyer.get(granted.username)!.slice(3, 7)).toEqual([
      'kim-gh',
      'maker/invoice-kit',
      'paid',
      '30.00',
    ]);
  });

  it('exports only a header for a seller who sold nothing, like the empty page', async () => {
    const nobody = await createUser(ctx);
    expect((await get('/api/payments/seller-licenses-github', nobody)).json().licenses).toEqual([]);
    const csv = await get('/api/payments/seller-licenses-github?format=csv', nobody);
    expect(parseCsv(csv.body)).toHaveLength(1);
  });

  it('refuses an unknown format with 400 and a signed-out caller with 401', async () => {
    const res = await get('/api/payments/seller-licenses-github?format=xml', seller);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining('format must be json or csv') });
    const out = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/seller-licenses-github?format=csv',
    });
    expect(out.statusCode).toBe(401);
  });
});

describe("a license's access for its buyer without GitHub", () => {
  it('reads the stored booleans like the other pages: granted access is active', async () => {
    const project = await insertProject(ctx, seller.id, {
      paidRepoUrl: 'https://github.com/maker/granted-kit',
    });
    const buyer = await buyerWithGithub('lee-gh');
    const granted = await insertLicense(ctx, project, buyer.id);
    await setRepositoryAccess(ctx, granted, { invitationSent: true, accessGranted: true });
    expect((await get(`/api/licenses/${granted}/access`, buyer)).json().state).toBe('active');

    const other = await buyerWithGithub('ash-gh');
    const sent = await insertLicense(ctx, project, other.id);
    await setRepositoryAccess(ctx, sent, { invitationSent: true });
    expect((await get(`/api/licenses/${sent}/access`, other)).json().state).toBe('invited');

    const fresh = await buyerWithGithub(null);
    const waiting = await insertLicense(ctx, project, fresh.id);
    expect((await get(`/api/licenses/${waiting}/access`, fresh)).json().state).toBe(
      'waiting_for_github',
    );
  });
});
