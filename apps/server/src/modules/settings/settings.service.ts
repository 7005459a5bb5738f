import {
  DEFAULT_SELLER_OF_RECORD,
  type MarketplaceSettings,
  type SellerOfRecord,
} from '@codebazaar/shared';

import type { RecordAudit } from '../../lib/audit';
import type { SettingsRepository, SettingsRow } from './settings.repository';

const toDto = (row: SettingsRow | null): MarketplaceSettings => ({
  sellerOfRecord: row
    ? {
        name: row.sellerOfRecordName,
        address: row.sellerOfRecordAddress,
        taxId: row.sellerOfRecordTaxId,
      }
    : { ...DEFAULT_SELLER_OF_RECORD },
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/**
 * The marketplace settings admins keep (docs/receipts-and-tax.md#seller-of-record). Receipts
 * take a snapshot of the seller of record when they are issued; the default legal pages read it
 * when they are shown, so both name the same party.
 */
export function createSettingsService(
  repo: SettingsRepository,
  deps: { now: () => Date; audit?: RecordAudit },
) {
  return {
    /** GET /admin/settings */
    get: async (): Promise<MarketplaceSettings> => toDto(await repo.find()),

    /** PUT /admin/settings (admins; the body already checked by its schema). */
    async update(
      admin: { id: string; username: string },
      input: { sellerOfRecord: SellerOfRecord },
    ) {
      const row = await repo.save(
        {
          sellerOfRecordName: input.sellerOfRecord.name,
          sellerOfRecordAddress: input.sellerOfRecord.address,
          sellerOfRecordTaxId: input.sellerOfRecord.taxId,
          updatedBy: admin.id,
        },
        deps.now(),
      );
      await deps.audit?.({
        actor: admin,
        action: 'settings.update',
        targetType: 'setting',
        targetId: 'seller-of-record',
        targetSnapshot: 'Seller of record',
      });
      return toDto(row);
    },

    /** The seller of record now: the saved one, or the marketplace by its name. */
    sellerOfRecord: async (): Promise<SellerOfRecord> => toDto(await repo.find()).sellerOfRecord,
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
