/**
 * The marketplace settings admins edit (docs/receipts-and-tax.md#seller-of-record): the seller of
 * record that receipts and the default legal pages name.
 */
export const SELLER_OF_RECORD_LIMITS = { name: 200, address: 500, taxId: 50 } as const;

/** The seller of record until an admin saves the settings: the marketplace by its name. */
export const DEFAULT_SELLER_OF_RECORD = { name: 'Codebazaar', address: '', taxId: '' } as const;

export const SETTINGS_MESSAGES = {
  nameRequired: 'Enter the legal name of the seller of record',
  nameTooLong: `The legal name is at most ${SELLER_OF_RECORD_LIMITS.name} characters`,
  addressTooLong: `The address is at most ${SELLER_OF_RECORD_LIMITS.address} characters`,
  taxIdTooLong: `The tax id is at most ${SELLER_OF_RECORD_LIMITS.taxId} characters`,
  saved: 'Settings saved',
  addressMissing: 'No address set: receipts and legal pages show none.',
  taxIdMissing: 'No tax id set: receipts show none.',
} as const;

export interface SellerOfRecord {
  name: string;
  address: string;
  taxId: string;
}

/** What is missing from the seller of record, in words, for the settings page and its admins. */
export function sellerOfRecordGaps(s: SellerOfRecord): string[] {
  const gaps: string[] = [];
  if (s.address.trim() === '') gaps.push(SETTINGS_MESSAGES.addressMissing);
  if (s.taxId.trim() === '') gaps.push(SETTINGS_MESSAGES.taxIdMissing);
  return gaps;
}
