import { z } from 'zod';

import { SELLER_OF_RECORD_LIMITS, SETTINGS_MESSAGES } from './rules/settings';

export * from './rules/settings';

/** The party that sells and issues receipts: its legal name, postal address and tax id. */
export const sellerOfRecordSchema = z.object({
  name: z
    .string({ error: SETTINGS_MESSAGES.nameRequired })
    .trim()
    .min(1, SETTINGS_MESSAGES.nameRequired)
    .max(SELLER_OF_RECORD_LIMITS.name, SETTINGS_MESSAGES.nameTooLong),
  /** Multi-line; line ends kept, each line trimmed of trailing spaces. */
  address: z
    .string()
    .max(SELLER_OF_RECORD_LIMITS.address + 50, SETTINGS_MESSAGES.addressTooLong)
    .transform((v) =>
      v
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.trimEnd())
        .join('\n')
        .trim(),
    )
    .refine((v) => v.length <= SELLER_OF_RECORD_LIMITS.address, SETTINGS_MESSAGES.addressTooLong)
    .default(''),
  taxId: z
    .string()
    .trim()
    .max(SELLER_OF_RECORD_LIMITS.taxId, SETTINGS_MESSAGES.taxIdTooLong)
    .default(''),
});

/** GET and PUT /api/admin/settings (admins). */
export const marketplaceSettingsSchema = z.object({
  sellerOfRecord: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  /** When an admin last saved them; null while the defaults apply. */
  updatedAt: z.string().nullable(),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettingsSchema>;

export const updateMarketplaceSettingsInputSchema = z.object({
  sellerOfRecord: sellerOfRecordSchema,
});
export type UpdateMarketplaceSettingsInput = z.input<typeof updateMarketplaceSettingsInputSchema>;
