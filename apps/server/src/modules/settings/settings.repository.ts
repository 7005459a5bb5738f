import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { marketplaceSettings } from '../../db/schema';

export interface SettingsRow {
  sellerOfRecordName: string;
  sellerOfRecordAddress: string;
  sellerOfRecordTaxId: string;
  updatedAt: Date;
}

const selection = {
  sellerOfRecordName: marketplaceSettings.sellerOfRecordName,
  sellerOfRecordAddress: marketplaceSettings.sellerOfRecordAddress,
  sellerOfRecordTaxId: marketplaceSettings.sellerOfRecordTaxId,
  updatedAt: marketplaceSettings.updatedAt,
};

/** The one row of marketplace settings (absent until an admin first saves). */
export function createSettingsRepository(db: Db) {
  return {
    async find(): Promise<SettingsRow | null> {
      const [row] = await db
        .select(selection)
        .from(marketplaceSettings)
        .where(eq(marketplaceSettings.id, 1))
        .limit(1);
      return row ?? null;
    },

    async save(
      values: Omit<SettingsRow, 'updatedAt'> & { updatedBy: string },
      at: Date,
    ): Promise<SettingsRow> {
      const [row] = await db
        .insert(marketplaceSettings)
        .values({ id: 1, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: marketplaceSettings.id, set: { ...values, updatedAt: at } })
        .returning(selection);
      if (!row) throw new Error('Saving the marketplace settings returned no row');
      return row;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
