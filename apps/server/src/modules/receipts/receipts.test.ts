import { formatReceiptNumber, RECEIPT_MESSAGES, TEST_CARD_SUCCESS } from '@codebazaar/shared';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createTestApp,
  createUser,
  settle,
  type TestContext,
  type TestUser,
} from '../../../test/helper';
import { createProject, giveAccount, paidProject } from '../../../test/payments-fixtures';

/** Receipts and billing details on the built-in test processor, without tax (TAX_MODE=off). */

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A purchase through the test card network; the license id. */
async function buy(user: TestUser, projectId: string, extra: object = {}) {
  const intent = await call(user, 'POST', '/api/payments/create-payment-intent', {
    projectId,
    ...extra,
  });
  expect(intent.statusCode).toBe(200);
  const paymentIntentId = intent.json().paymentIntentId as string;
  const paid = await call(user, 'POST', '/api/payments/test-processor/confirm', {
    paymentIntentId,
    cardNumber: TEST_CARD_SUCCESS,
  });
  expect(paid.statusCode).toBe(200);
  const confirmed = await call(user, 'POST', '/api/payments/confirm-payment', { paymentIntentId });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json().license._id as string;
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx, { username: 'receiptseller' });
  buyer = await createUser(ctx);
  other = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
  await giveAccount(ctx, seller);
});
afterAll(() => ctx.close());

describe('billing details', () => {
  it('keeps the country and VAT ID in the profile, normalized, and refuses bad ones', async () => {
    expect((await call(null, 'GET', '/api/account/billing')).statusCode).toBe(401);
    expect((await call(buyer, 'GET', '/api/account/billing')).json()).toEqual({
      country: null,
      vatId: null,
      taxCollected: false,
    });
    const saved = await call(buyer, 'PUT', '/api/account/billing', {
      country: 'de',
      vatId: 'de 123.456-789',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ country: 'DE', vatId: 'DE123456789', taxCollected: false });
    expect((await call(buyer, 'GET', '/api/account/billing')).json().country).toBe('DE');

    const badCountry = await call(buyer, 'PUT', '/api/account/billing', { country: 'XX' });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().error).toContain(RECEIPT_MESSAGES.countryInvalid);
    const badVat = await call(buyer, 'PUT', '/api/account/billing', { country: 'DE', vatId: '#!' });
    expect(badVat.statusCode).toBe(400);
    // Nothing changed.
    expect((await call(buyer, 'GET', '/api/account/billing')).json().vatId).toBe('DE123456789');
  });
});

describe('receipts', () => {
  let projectId: string;
  let licenseId: string;

  beforeAll(async () => {
    projectId = await createProject(ctx, seller, { ...paidProject(2500), title: 'Receipt kit' });
    licenseId = await buy(buyer, projectId);
  });

  it('gives the buyer a receipt with every fact, and says no tax was charged', async () => {
    const res = await call(buyer, 'GET', `/api/licenses/${licenseId}/receipt`);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.number).toMatch(/^CB-\d{6}$/);
    expect(r).toMatchObject({
      licenseId,
      seller: { name: 'receiptseller' },
      buyer: { name: buyer.username, email: buyer.email },
      billingCountry: 'DE',
      billingCountryName: 'Germany',
      vatId: 'DE123456789',
      project: { id: projectId, title: 'Receipt kit' },
      listPrice: 25,
      discount: 0,
      price: 25,
      fee: 5,
      tax: 0,
      total: 30,
      totalCents: 3000,
      taxNote: 'No tax charged',
      cardLast4: '4242',
      paymentMethod: 'Test card ending in 4242',
      sellerOfRecord: { name: 'Codebazaar', address: '', taxId: '' },
      status: 'paid',
      refundedAt: null,
    });
    // Issued at payment: dated the payment, not the day it is first read.
    expect(r.issuedAt).toBe(r.paidAt);
    const [license] = await rows<{ created_at: string }>(
      sql`select created_at from licenses where id = ${licenseId}`,
    );
    expect(Math.abs(Date.parse(r.paidAt) - new Date(license!.created_at).getTime())).toBeLessThan(
      60_000,
    );
    expect(
      r.lines.map((l: { kind: string; amountCents: number }) => [l.kind, l.amountCents]),
    ).toEqual([
      ['item', 2500],
      ['fee', 500],
      ['tax', 0],
    ]);
  });

  it('shows it to the buyer alone: 404 to anyone else (the seller and admins too), 401 to visitors', async () => {
    for (const user of [other, seller, admin]) {
      const res = await call(user, 'GET', `/api/licenses/${licenseId}/receipt`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: RECEIPT_MESSAGES.notFound });
      expect((await call(user, 'GET', `/api/licenses/${licenseId}/receipt.pdf`)).statusCode).toBe(
        404,
      );
    }
    expect((await call(null, 'GET', `/api/licenses/${licenseId}/receipt`)).statusCode).toBe(401);
    expect((await call(buyer, 'GET', '/api/licenses/not-a-uuid/receipt')).statusCode).toBe(404);
  });

  it('gives no receipt for a free claim', async () => {
    const free = await createProject(ctx, seller, { licenseType: 'free', priceCents: 0 });
    const claim = await call(buyer, 'POST', '/api/licenses/claim-free', { projectId: free });
    expect(claim.statusCode).toBe(200);
    const res = await call(buyer, 'GET', `/api/licenses/${claim.json().license._id}/receipt`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(RECEIPT_MESSAGES.freeClaim);
  });

  it('links the receipt from the purchase mail', async () => {
    await settle(ctx.app); // the receipt mail is an effect of the activation (ADR 015)
    const mail = ctx.outbox.find((m) => m.to === buyer.email && m.text.includes('Receipt kit'));
    expect(mail?.text).toContain(`http://localhost:3000/receipts/${licenseId}`);
  });

  it('makes a PDF that opens and holds the number and the totals', async () => {
    const json = (await call(buyer, 'GET', `/api/licenses/${licenseId}/receipt`)).json();
    const res = await call(buyer, 'GET', `/api/licenses/${licenseId}/receipt.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`receipt-${json.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      json.number,
      'Receipt kit',
      buyer.email,
      'Germany',
      'DE123456789',
      '$25.00',
      'Marketplace fee',
      '$5.00',
      '$30.00',
      'No tax charged',
      'Test card ending in 4242',
      'Status: Paid',
      'Paid on',
      'Seller of record',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says a refunded sale was refunded, on the page and in the PDF', async () => {
    const project = await createProject(ctx, seller, paidProject(1000));
    const id = await buy(buyer, project);
    const refund = await call(seller, 'POST', '/api/payments/refund', { licenseId: id });
    expect(refund.statusCode).toBe(200);
    const r = (await call(buyer, 'GET', `/api/licenses/${id}/receipt`)).json();
    expect(r.status).toBe('refunded');
    expect(r.refundedAt).not.toBeNull();
    const text = await pdfText(
      (await call(buyer, 'GET', `/api/licenses/${id}/receipt.pdf`)).rawPayload,
    );
    expect(text).toContain('Status: Refunded');
    expect(text).toContain('Refunded in full: $12.00');
  });

  it('takes the billing details typed at checkout and keeps them in the profile', async () => {
    const project = await createProject(ctx, seller, paidProject(1000));
    const buyer2 = await createUser(ctx);
    const id = await buy(buyer2, project, { billingCountry: 'fr', vatId: 'FR40303265045' });
    const r = (await call(buyer2, 'GET', `/api/licenses/${id}/receipt`)).json();
    expect(r).toMatchObject({ billingCountry: 'FR', vatId: 'FR40303265045' });
    expect((await call(buyer2, 'GET', '/api/account/billing')).json()).toMatchObject({
      country: 'FR',
      vatId: 'FR40303265045',
    });
    const bad = await call(buyer2, 'POST', '/api/payments/create-payment-intent', {
      projectId: project,
      billingCountry: 'Narnia',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists every paid purchase of the buyer with its receipt, refunded ones too', async () => {
    const res = await call(buyer, 'GET', '/api/account/receipts');
    expect(res.statusCode).toBe(200);
    const list = res.json().receipts as { licenseId: string; status: string; number: string }[];
    expect(list.length).toBe(2);
    expect(list.map((r) => r.status)).toEqual(['refunded', 'paid']);
    expect(list[1]).toMatchObject({ licenseId, projectTitle: 'Receipt kit', total: 30 });
    expect((await call(other, 'GET', '/api/account/receipts')).json()).toEqual({ receipts: [] });
  });

  it('numbers receipts in payment order, gapless, each once, with 20 purchases at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx)));
    const project = await createProject(ctx, seller, paidProject(1500));
    const before = (await call(buyer, 'GET', `/api/licenses/${licenseId}/receipt`)).json();
    const ids = await Promise.all(buyers.map((b) => buy(b, project)));
    const receipts = await Promise.all(
      ids.map(async (id, i) =>
        (await call(buyers[i]!, 'GET', `/api/licenses/${id}/receipt`)).json(),
      ),
    );
    const numbers = receipts.map((r) => Number((r.number as string).slice(3)));
    expect(new Set(numbers).size).toBe(20);
    // No gaps: the 20 new numbers follow each other, after the first sale's.
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]!).toBe(19);
    expect(sorted[0]!).toBeGreaterThan(Number((before.number as string).slice(3)));
    expect(formatReceiptNumber(sorted[0]!)).toMatch(/^CB-0000\d\d$/);
    // Payment order: a higher number was never paid earlier.
    const byNumber = [...receipts].sort((a, b) => (a.number < b.number ? -1 : 1));
    const times = byNumber.map((r) => Date.parse(r.paidAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Reading a receipt again never gives it another number.
    const again = (await call(buyers[0]!, 'GET', `/api/licenses/${ids[0]}/receipt`)).json().number;
    expect(again).toBe(receipts[0].number);
  });

  it('numbers purchases made one after the other in the order they were paid', async () => {
    const project = await createProject(ctx, seller, paidProject(700));
    const first = await buy(await createUser(ctx), project);
    const second = await buy(await createUser(ctx), project);
    const numberOf = async (id: string) =>
      Number(
        (
          await rows<{ number: number }>(sql`select number from receipts where license_id = ${id}`)
        )[0]!.number,
      );
    expect(await numberOf(second)).toBe((await numberOf(first)) + 1);
  });

  it('a payment rolled back after its receipt was written gives its number back', async () => {
    const project = await createProject(ctx, seller, paidProject(900));
    const payer = await createUser(ctx);
    const last = async () =>
      Number((await rows<{ last: number }>(sql`select last from receipt_counter`))[0]!.last);
    const lastBefore = await last();
    const facts = await ctx.app.receipts.paymentFacts('tpi_rolled_back');
    await expect(
      ctx.app.licenses.activatePaid({
        reference: 'tpi_rolled_back',
        projectId: project,
        buyerId: payer.id,
        amounts: { totalCents: 1080, feeCents: 180, sellerCents: 900, currency: 'USD' },
        withLicense: async (license, tx) => {
          const receipt = await ctx.app.receipts.issueAtPayment(license.id, facts, tx);
          expect(receipt?.number).toBe(lastBefore + 1);
          throw new Error('the process stopped after the receipt');
        },
      }),
    ).rejects.toThrow('the process stopped after the receipt');
    expect(await last()).toBe(lastBefore);
    expect(await ctx.app.licenses.findByReference('tpi_rolled_back')).toBeNull();
    // The next payment takes the number the rolled-back one had.
    const id = await buy(payer, project);
    const r = (await call(payer, 'GET', `/api/licenses/${id}/receipt`)).json();
    expect(r.number).toBe(formatReceiptNumber(lastBefore + 1));
  });

  it('keeps the seller of record the settings had at payment, whatever the admin saves later', async () => {
    const put = (sellerOfRecord: object) =>
      call(admin, 'PUT', '/api/admin/settings', { sellerOfRecord });
    expect(
      (await put({ name: 'Bazaar Ltd', address: '1 Quay St\nDublin', taxId: 'IE123' })).statusCode,
    ).toBe(200);
    const project = await createProject(ctx, seller, paidProject(800));
    const payer = await createUser(ctx);
    const id = await buy(payer, project);
    expect((await put({ name: 'Someone Else GmbH', address: '', taxId: '' })).statusCode).toBe(200);
    const r = (await call(payer, 'GET', `/api/licenses/${id}/receipt`)).json();
    expect(r.sellerOfRecord).toEqual({
      name: 'Bazaar Ltd',
      address: '1 Quay St\nDublin',
      taxId: 'IE123',
    });
    const text = await pdfText(
      (await call(payer, 'GET', `/api/licenses/${id}/receipt.pdf`)).rawPayload,
    );
    expect(text).toContain('Bazaar Ltd');
    expect(text).toContain('Dublin');
    expect(text).toContain('IE123');
    expect(text).not.toContain('Someone Else');
    // Receipts issued afterwards name the new seller of record.
    const laterBuyer = await createUser(ctx);
    const later = await buy(laterBuyer, project);
    expect(
      (await call(laterBuyer, 'GET', `/api/licenses/${later}/receipt`)).json().sellerOfRecord,
    ).toEqual({ name: 'Someone Else GmbH', address: '', taxId: '' });
    await put({ name: 'Codebazaar', address: '', taxId: '' });
  });

  it('a paid license that came in without its receipt gets one late: the next number, dated its payment', async () => {
    const project = await createProject(ctx, seller, paidProject(600));
    const payer = await createUser(ctx);
    const id = await buy(payer, project);
    const [before] = await rows<{ number: number }>(
      sql`select number from receipts where license_id = ${id}`,
    );
    await ctx.database.db.execute(sql`delete from receipts where license_id = ${id}`);
    const [license] = await rows<{ created_at: string }>(
      sql`select created_at from licenses where id = ${id}`,
    );
    const res = await call(payer, 'GET', `/api/licenses/${id}/receipt`);
    expect(res.statusCode).toBe(200);
    const receipt = res.json();
    expect(receipt.number).toBe(formatReceiptNumber(before!.number + 1));
    expect(Date.parse(receipt.paidAt)).toBe(new Date(license!.created_at).getTime());
    expect(receipt.paymentMethod).toMatch(/^Test card/);
    // Read again: the same receipt, not another number.
    expect((await call(payer, 'GET', `/api/licenses/${id}/receipt`)).json().number).toBe(
      receipt.number,
    );
    expect(await rows(sql`select 1 from receipts where license_id = ${id}`)).toHaveLength(1);
  });
});
