import crypto from 'node:crypto';
import fs from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

import {
  createProject,
  expect,
  newSeller,
  registerUser,
  signIn,
  test,
  TEST_CARD_SUCCESS,
  uniqueWord,
  type RegisteredUser,
} from './fixtures';

// Releases, their files and updates for a term (issue 30), on the main server, which has no
// GitHub: the seller uploads the archives, the buyer downloads them and checks their SHA-256.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** CRC-32 (IEEE), as a zip entry carries it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid zip archive of one stored (uncompressed) file, written byte by byte. */
function zipOf(name: string, text: string): Buffer {
  const data = Buffer.from(text, 'utf8');
  const fileName = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const DOS_DATE = 0x21; // 1980-01-01
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0, 6); // flags
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt16LE(0, 10); // time
  local.writeUInt16LE(DOS_DATE, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(0, 12);
  central.writeUInt16LE(DOS_DATE, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt16LE(0, 30); // extra
  central.writeUInt16LE(0, 32); // comment
  central.writeUInt16LE(0, 34); // disk
  central.writeUInt16LE(0, 36); // internal attributes
  central.writeUInt32LE(0, 38); // external attributes
  central.writeUInt32LE(0, 42); // offset of the local header
  const centralSize = central.length + fileName.length;
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  end.writeUInt16LE(0, 20);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** Buys a project through the API with the test card (checkout, payment, confirm). */
async function buy(request: APIRequestContext, buyer: RegisteredUser, projectId: string) {
  const headers = bearer(buyer.token);
  const checkout = await request.post('/api/checkout', {
    headers,
    data: { items: [{ projectId }], billingCountry: 'US' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { checkoutId, paymentIntentId } = (await checkout.json()) as {
    checkoutId: string;
    paymentIntentId: string;
  };
  const paid = await request.post('/api/payments/test-processor/confirm', {
    headers,
    data: { paymentIntentId, cardNumber: TEST_CARD_SUCCESS },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirm = await request.post(`/api/checkout/${checkoutId}/confirm`, { headers });
  expect(confirm.status(), await confirm.text()).toBe(200);
}

/** A page of its own (cookies apart), signed in as `account` when one is given. */
async function pageOf(browser: Browser, account?: RegisteredUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (account) await signIn(page, account);
  return page;
}

/** Serious and critical axe violations inside `selector`. */
async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether the page is wider than a 390 px phone (something sticks out sideways). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth > 390);

/** A date as the pages print it: "Jan 5, 2027" (en-US, UTC). */
const shownDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Opens the project's editor, at its releases. */
async function openReleases(page: Page, projectId: string) {
  await page.goto(`/edit-project/${projectId}#releases`);
  const region = page.getByRole('region', { name: 'Releases' });
  await expect(region.getByRole('form', { name: 'Publish a release' })).toBeVisible();
  return region;
}

/** Publishes a release from the editor's form with an uploaded archive. */
async function publish(
  region: Locator,
  release: { version: string; notes: string; name: string; bytes: Buffer },
) {
  const form = region.getByRole('form', { name: 'Publish a release' });
  await form.getByLabel(/^Version/).fill(release.version);
  await form.getByLabel('Release notes').fill(release.notes);
  await form.getByLabel(/^Release file/).setInputFiles({
    name: release.name,
    mimeType: 'application/zip',
    buffer: release.bytes,
  });
  await form.getByRole('button', { name: 'Publish release' }).click();
  const published = region.getByRole('list', { name: 'Published releases' });
  await expect(published.getByText(`v${release.version}`, { exact: true })).toBeVisible();
  // The form is empty again, ready for the next one.
  await expect(form.getByLabel(/^Version/)).toHaveValue('');
}

test.describe('Releases and updates', () => {
  test('a seller without GitHub publishes v1.0.0 and v1.1.0; a buyer downloads both with matching checksums; a visitor reads the changelog and its feed', async ({
    browser,
    request,
  }) => {
    // Two uploads, a purchase, two downloads, the changelog and its feed: a long journey.
    test.setTimeout(180_000);
    const seller = await newSeller(request);
    const title = `Release kit ${uniqueWord()}`;
    const project = await createProject(request, seller, {
      title,
      licenseType: 'paid',
      price: 20,
    });
    const releases = [
      {
        version: '1.0.0',
        notes: 'First public version.',
        name: 'release-kit-1.0.0.zip',
        bytes: zipOf('README.md', `# ${title} 1.0.0\n\nThe first version.\n`),
      },
      {
        version: '1.1.0',
        notes: '- Faster start\n- A **new** flag',
        name: 'release-kit-1.1.0.zip',
        bytes: zipOf('README.md', `# ${title} 1.1.0\n\nFaster start, a new flag.\n`),
      },
    ];

    // The seller publishes both from the project's editor.
    const sellerPage = await pageOf(browser, seller);
    const region = await openReleases(sellerPage, project.id);
    for (const release of releases) await publish(region, release);
    const published = region.getByRole('list', { name: 'Published releases' });
    await expect(published.getByRole('listitem')).toHaveCount(2);
    await expect(published.getByRole('listitem').first()).toContainText('v1.1.0');
    // Without GitHub on the server there is no tag to take and nothing to sync.
    await expect(region.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
    await expect(region.getByLabel('From a GitHub tag')).toHaveCount(0);
    expect(await axeViolations(sellerPage, '#releases')).toEqual([]);

    // A buyer pays with the test card and downloads both from the project page.
    const buyer = await registerUser(request);
    await buy(request, buyer, project.id);
    const buyerPage = await pageOf(browser, buyer);
    await buyerPage.goto(`/project/${project.id}`);
    const panel = buyerPage.getByRole('region', { name: 'Releases' });
    for (const release of releases) {
      const item = panel.getByRole('article', { name: `v${release.version}` });
      const shown = (await item.getByTestId('release-file-sha256').textContent())!.trim();
      expect(shown).toBe(sha256(release.bytes));
      const [download] = await Promise.all([
        buyerPage.waitForEvent('download'),
        item.getByRole('button', { name: new RegExp(`^Download v${release.version} `) }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const bytes = await fs.readFile((await download.path())!);
      expect(sha256(bytes)).toBe(shown);
    }
    await expect(panel.getByRole('article', { name: 'v1.1.0' })).toContainText('Latest');
    await expect(buyerPage.getByTestId('updates-term')).toHaveText('Lifetime updates');
    expect(await axeViolations(buyerPage, '#releases')).toEqual([]);
    // On a phone nothing sticks out sideways, checksums included.
    await buyerPage.setViewportSize({ width: 390, height: 844 });
    await expect(panel.getByRole('article', { name: 'v1.0.0' })).toBeVisible();
    expect(await overflowsSideways(buyerPage)).toBe(false);
    await buyerPage.setViewportSize({ width: 1280, height: 720 });

    // And the newest from the library.
    await buyerPage.goto('/dashboard?tab=purchases');
    const row = buyerPage.getByRole('group', { name: `Updates of ${title}` });
    await expect(row).toContainText('v1.1.0');
    await expect(row.getByTestId('license-updates-term')).toHaveText('Lifetime updates');
    await expect(
      row.getByRole('checkbox', { name: `Email me new releases of ${title}` }),
    ).toBeChecked();
    const [latest] = await Promise.all([
      buyerPage.waitForEvent('download'),
      row.getByRole('button', { name: 'Download v1.1.0' }).click(),
    ]);
    expect(sha256(await fs.readFile((await latest.path())!))).toBe(sha256(releases[1]!.bytes));

    // A visitor reads the changelog: both versions, newest first, with notes and checksums.
    const visitor = await pageOf(browser);
    await visitor.goto(`/project/${project.id}/changelog`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const entries = visitor.getByRole('list', { name: 'Releases' }).getByRole('article');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0).getByRole('heading', { level: 2 })).toHaveText('v1.1.0');
    await expect(entries.nth(1).getByRole('heading', { level: 2 })).toHaveText('v1.0.0');
    await expect(entries.nth(0)).toContainText('Faster start');
    await expect(entries.nth(1)).toContainText('First public version.');
    await expect(entries.nth(1)).toContainText(sha256(releases[0]!.bytes));
    await expect(visitor.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: /^Download/ })).toHaveCount(0);
    const feedLink = visitor.getByRole('link', { name: 'Atom feed' });
    await expect(feedLink).toHaveAttribute('href', `/project/${project.id}/changelog.xml`);
    expect(await axeViolations(visitor, 'main')).toEqual([]);

    // The feed answers Atom with both versions.
    const feed = await request.get(`/project/${project.id}/changelog.xml`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    const xml = await feed.text();
    expect(xml).toContain('<feed');
    expect(xml).toContain('1.1.0');
    expect(xml).toContain('1.0.0');

    // On the project page the visitor sees the versions and the latest one, and downloads nothing.
    await visitor.getByRole('link', { name: `Back to ${title}` }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const visitorPanel = visitor.getByRole('region', { name: 'Releases' });
    await expect(visitorPanel.getByRole('article')).toHaveCount(2);
    await expect(visitorPanel).toContainText('Buyers of a license download these files.');
    await expect(visitorPanel.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    await expect(visitorPanel.getByRole('link', { name: /^Download/ })).toHaveCount(0);
    // Nor does the API give the visitor a link (asked from the visitor's own, signed-out context).
    const visitorList = await visitor.request.get(`/api/projects/${project.id}/releases`);
    expect(visitorList.status()).toBe(200);
    const listed = (await visitorList.json()) as {
      releases: { files: { downloadable: boolean }[] }[];
      licenseId: string | null;
    };
    expect(listed.licenseId).toBeNull();
    expect(listed.releases.flatMap((r) => r.files).every((f) => !f.downloadable)).toBe(true);
  });

  test('a 12-month policy gives a new buyer updates until a year out', async ({
    browser,
    request,
  }) => {
    const seller = await newSeller(request);
    const title = `Yearly kit ${uniqueWord()}`;
    const project = await createProject(request, seller, {
      title,
      licenseType: 'paid',
      price: 30,
    });

    // The seller sells 12 months of updates, renewals at $12.
    const sellerPage = await pageOf(browser, seller);
    await sellerPage.goto(`/edit-project/${project.id}#releases`);
    const policy = sellerPage.getByRole('form', { name: 'Updates policy' });
    await policy
      .getByLabel('Updates included with a license')
      .selectOption({ label: 'Updates for a number of months' });
    await expect(policy.getByLabel(/^Months of updates/)).toHaveValue('12');
    await expect(policy.getByLabel('Renewal price (USD)')).toHaveAttribute('placeholder', '30');
    await policy.getByLabel('Renewal price (USD)').fill('12');
    await policy.getByRole('button', { name: 'Save updates policy' }).click();
    await expect(
      sellerPage.getByText('Updates policy saved: Includes 12 months of updates'),
    ).toBeVisible();

    // Visitors read the policy on the project page, without amounts (prices are for signed-in
    // users); a signed-in user sees the renewal price too.
    const visitor = await pageOf(browser);
    await visitor.goto(`/project/${project.id}`);
    await expect(visitor.getByTestId('updates-policy')).toHaveText('Includes 12 months of updates');

    // A new buyer's license runs a year from the purchase.
    const buyer = await registerUser(request);
    const before = new Date();
    await buy(request, buyer, project.id);
    const after = new Date();
    const yearOut = (d: Date) => {
      const out = new Date(d.getTime());
      out.setUTCFullYear(out.getUTCFullYear() + 1);
      return shownDate(out);
    };
    // The purchase may straddle midnight UTC: either day is a year out.
    const expected = new RegExp(
      `^Updates until (${[...new Set([yearOut(before), yearOut(after)])].join('|')})$`,
    );
    const buyerPage = await pageOf(browser, buyer);
    await buyerPage.goto('/dashboard?tab=purchases');
    const row = buyerPage.getByRole('group', { name: `Updates of ${title}` });
    await expect(row.getByTestId('license-updates-term')).toHaveText(expected);
    // The term runs: a renewal is offered at the seller's price, and extends it.
    await expect(row.getByRole('link', { name: `Renew updates for ${title}` })).toHaveText(
      /Renew for \$12/,
    );
    await buyerPage.goto(`/project/${project.id}`);
    await expect(buyerPage.getByTestId('updates-term')).toHaveText(expected);
    await expect(buyerPage.getByTestId('updates-policy')).toHaveText(
      'Includes 12 months of updates, then $12 to renew',
    );
  });
});
