import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The migration that moved receipts to payment time (drizzle/0022_receipts-at-payment.sql):
 * a database in the old shape (receipts numbered in viewing order, dated the viewing day, some
 * paid licenses without one) is migrated, and every paid license then has a receipt numbered
 * in payment order from 1, dated its payment.
 */
const drizzleFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const BACKFILL = '0022_receipts-at-payment';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that ends just before the backfill. */
function foldersBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  const kept = journal.entries.slice(0, stop);
  fs.writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  );
  for (const e of kept) {
    fs.copyFileSync(path.join(drizzleFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  return dir;
}

let client: PGlite;
let oldFolder: string;
const ids = {
  seller: '00000000-0000-4000-8000-000000000001',
  buyer: '00000000-0000-4000-8000-000000000002',
  project: '00000000-0000-4000-8000-000000000010',
  freeProject: '00000000-0000-4000-8000-000000000011',
  // Paid licenses, by payment time: march, may (refunded), july, july (same second, larger id),
  // and a free claim in june.
  march: '00000000-0000-4000-8000-000000000101',
  may: '00000000-0000-4000-8000-000000000102',
  julyA: '00000000-0000-4000-8000-000000000103',
  julyB: '00000000-0000-4000-8000-000000000104',
  free: '00000000-0000-4000-8000-000000000105',
};

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle({ client, casing: 'snake_case' });
  oldFolder = foldersBefore(BACKFILL);
  await migrate(db, { migrationsFolder: oldFolder });

  await client.exec(`
    insert into users (id, username, email, display_name) values
      ('${ids.seller}', 'maker', 'maker@example.com', 'Maya Maker'),
      ('${ids.buyer}', 'buyer', 'buyer@example.com', '');
    insert into projects (id, author_id, title, license_type, price_cents, status)
      values ('${ids.project}', '${ids.seller}', 'Kit', 'paid', 2500, 'published'),
             ('${ids.freeProject}', '${ids.seller}', 'Gift', 'free', 0, 'published');
    insert into licenses (id, project_id, buyer_id, kind, total_cents, fee_cents, seller_cents,
      payment_reference, status, created_at, updated_at) values
      ('${ids.march}', '${ids.project}', '${ids.buyer}', 'paid', 3000, 500, 2500, 'tpi_march', 'revoked',
        '2026-03-02T10:00:00Z', '2026-03-09T10:00:00Z'),
      ('${ids.may}', '${ids.project}', '${ids.buyer}', 'paid', 3000, 500, 2500, 'pi_may', 'refunded',
        '2026-05-02T10:00:00Z', '2026-05-04T10:00:00Z'),
      ('${ids.julyB}', '${ids.project}', '${ids.buyer}', 'paid', 3000, 500, 2500, 'tpi_july_b', 'suspended',
        '2026-07-30T10:00:00Z', '2026-07-30T10:00:00Z'),
      ('${ids.julyA}', '${ids.project}', '${ids.buyer}', 'paid', 3000, 500, 2500, 'tpi_july_a', 'active',
        '2026-07-30T10:00:00Z', '2026-07-30T10:00:00Z'),
      ('${ids.free}', '${ids.freeProject}', '${ids.buyer}', 'free', 0, 0, 0, 'free_june', 'active',
        '2026-06-01T10:00:00Z', '2026-06-01T10:00:00Z');
    insert into test_payment_intents (id, client_secret, project_id, buyer_id, amount_cents, fee_cents, status, card_last4)
      values ('tpi_july_a', 's', '${ids.project}', '${ids.buyer}', 3000, 500, 'succeeded', '4242'),
             ('tpi_march', 's2', '${ids.project}', '${ids.buyer}', 3000, 500, 'succeeded', null);
    insert into refund_requests (license_id, buyer_id, reason, status, decided_at)
      values ('${ids.may}', '${ids.buyer}', 'Not for me', 'approved', '2026-05-03T08:00:00Z');
    -- The old receipts: opened in November, July's first, then May's; March's and July B's never.
    insert into receipts (number, license_id, seller_name, buyer_name, buyer_email, project_id,
      project_title, list_price_cents, price_cents, fee_cents, total_cents, tax_mode,
      payment_reference, issued_at) values
      (1, '${ids.julyA}', 'Maya Maker', 'buyer', 'buyer@example.com', '${ids.project}', 'Kit',
        2500, 2500, 500, 3000, 'off', 'tpi_july_a', '2026-11-27T09:00:00Z'),
      (2, '${ids.may}', 'Maya Maker', 'buyer', 'buyer@example.com', '${ids.project}', 'Kit',
        2500, 2500, 500, 3000, 'off', 'pi_may', '2026-11-27T09:05:00Z');
    insert into receipt_counter (id, last) values (1, 2);
  `);

  await migrate(db, { migrationsFolder: drizzleFolder });
});

afterAll(async () => {
  await client.close();
  fs.rmSync(oldFolder, { recursive: true, force: true });
});

interface Row {
  license_id: string;
  number: number;
  paid_at: Date;
  issued_at: Date;
  refunded_at: Date | null;
  payment_method: string;
  card_last4: string | null;
  seller_name: string;
  buyer_name: string;
  seller_of_record_name: string;
}

describe('receipts backfill', () => {
  it('gives every paid license a receipt, numbered in payment order (ties by license id), dated its payment', async () => {
    const { rows } = await client.query<Row>('select * from receipts order by number');
    expect(rows.map((r) => [r.number, r.license_id])).toEqual([
      [1, ids.march],
      [2, ids.may],
      [3, ids.julyA],
      [4, ids.julyB],
    ]);
    for (const r of rows) expect(r.issued_at.getTime()).toBe(r.paid_at.getTime());
    expect(rows[0]!.paid_at.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(rows[3]!.paid_at.toISOString()).toBe('2026-07-30T10:00:00.000Z');
  });

  it('keeps what the old receipts said and fills the new facts', async () => {
    const { rows } = await client.query<Row>('select * from receipts order by number');
    const [march, may, julyA, julyB] = rows;
    expect(may!.refunded_at?.toISOString()).toBe('2026-05-03T08:00:00.000Z');
    expect(march!.refunded_at).toBeNull(); // a lost dispute is not a refund
    expect(julyA).toMatchObject({ payment_method: 'Test card', card_last4: '4242' });
    expect(march).toMatchObject({ payment_method: 'Test card', card_last4: null });
    expect(may).toMatchObject({ payment_method: 'Card', card_last4: null });
    expect(julyB).toMatchObject({ seller_name: 'Maya Maker', buyer_name: 'buyer' });
    expect(rows.every((r) => r.seller_of_record_name === 'Codebazaar')).toBe(true);
  });

  it('gives no receipt to a free claim, and the counter continues after the last number', async () => {
    const free = await client.query('select 1 from receipts where license_id = $1', [ids.free]);
    expect(free.rows).toHaveLength(0);
    const counter = await client.query<{ last: number }>('select last from receipt_counter');
    expect(counter.rows).toEqual([{ last: 4 }]);
  });
});
