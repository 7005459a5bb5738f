import { check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import { users } from './users';

/**
 * The marketplace's own settings, edited by admins (`/admin/settings`): one row, absent until an
 * admin first saves. The seller of record is who receipts and the default legal pages name as
 * the party that sells (docs/receipts-and-tax.md#seller-of-record).
 */
export const marketplaceSettings = pgTable(
  'marketplace_settings',
  {
    id: smallint().primaryKey(),
    sellerOfRecordName: text().notNull(),
    /** Multi-line postal address; '' when not given. */
    sellerOfRecordAddress: text().notNull().default(''),
    /** VAT number or other tax id; '' when not given. */
    sellerOfRecordTaxId: text().notNull().default(''),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('marketplace_settings_one_row', sql`${t.id} = 1`)],
);
