import {
  centsToDollars,
  countryName,
  formatReceiptNumber,
  formatTaxRate,
  paymentMethodLabel,
  RECEIPT_MESSAGES,
  type Receipt,
  type ReceiptLine,
} from '@codebazaar/shared';

import type { ReceiptRow, ReceiptSourceRow } from './receipts.repository';

/** "No tax charged", or "Tax 19% (Germany)". */
export function taxNote(
  row: Pick<ReceiptRow, 'taxCents' | 'taxRateBasisPoints' | 'billingCountry'>,
) {
  if (row.taxCents <= 0) return RECEIPT_MESSAGES.noTax;
  const rate = row.taxRateBasisPoints !== null ? ` ${formatTaxRate(row.taxRateBasisPoints)}` : '';
  const where = row.billingCountry ? ` (${countryName(row.billingCountry)})` : '';
  return `Tax${rate}${where}`;
}

const line = (kind: ReceiptLine['kind'], label: string, cents: number): ReceiptLine => ({
  kind,
  label,
  amount: centsToDollars(cents),
  amountCents: cents,
});

/** A receipt row (what was issued) and the license's current status → the API's receipt. */
export function toReceiptDto(row: ReceiptRow, licenseStatus: ReceiptSourceRow['status']): Receipt {
  const note = taxNote(row);
  const lines: ReceiptLine[] = [
    // The item at what it cost before the discount (a pay-what-you-want amount as paid).
    line('item', `License: ${row.projectTitle}`, row.priceCents + row.discountCents),
  ];
  if (row.discountCents > 0) {
    const code = row.discountCode ? ` (${row.discountCode})` : '';
    lines.push(line('discount', `Discount${code}`, -row.discountCents));
  }
  lines.push(line('fee', 'Marketplace fee', row.feeCents));
  lines.push(line('tax', note, row.taxCents));
  return {
    licenseId: row.licenseId,
    number: formatReceiptNumber(row.number),
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt.toISOString(),
    seller: { name: row.sellerName },
    sellerOfRecord: {
      name: row.sellerOfRecordName,
      address: row.sellerOfRecordAddress,
      taxId: row.sellerOfRecordTaxId,
    },
    buyer: { name: row.buyerName, email: row.buyerEmail },
    billingCountry: row.billingCountry,
    billingCountryName: row.billingCountry ? countryName(row.billingCountry) : null,
    vatId: row.vatId,
    project: { id: row.projectId, title: row.projectTitle },
    lines,
    listPrice: centsToDollars(row.listPriceCents),
    discount: centsToDollars(row.discountCents),
    discountCode: row.discountCode,
    price: centsToDollars(row.priceCents),
    fee: centsToDollars(row.feeCents),
    tax: centsToDollars(row.taxCents),
    total: centsToDollars(row.totalCents),
    currency: row.currency,
    listPriceCents: row.listPriceCents,
    discountCents: row.discountCents,
    priceCents: row.priceCents,
    feeCents: row.feeCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    taxNote: note,
    cardLast4: row.cardLast4,
    paymentMethod: paymentMethodLabel(row.paymentMethod, row.cardLast4),
    paymentReference: row.paymentReference,
    status: licenseStatus === 'refunded' || row.refundedAt ? 'refunded' : 'paid',
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
