import type { OrderReceipt, Receipt, ReceiptLine } from '@codebazaar/shared';
import PDFDocument from 'pdfkit';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

const STATUS = { paid: 'Paid', refunded: 'Refunded', partly_refunded: 'Partly refunded' } as const;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** What a receipt PDF shows: a license's receipt or an order's. */
interface PdfReceipt {
  title: string;
  paidAt: string;
  status: 'paid' | 'refunded' | 'partly_refunded';
  refundedAt: string | null;
  buyer: Receipt['buyer'];
  billingCountryName: string | null;
  vatId: string | null;
  sellerOfRecord: Receipt['sellerOfRecord'];
  licensedBy: string;
  lines: ReceiptLine[];
  totalCents: number;
  currency: string;
  paymentMethod: string;
  taxNote: string;
  paymentReference: string;
  /** Lines under the payment's (the term of updates of each license). */
  details: string[];
  /** Closing paragraphs (the refund, the consent given). */
  notes: string[];
}

/**
 * The receipt as an A4 PDF (pdfkit, its built-in Helvetica): the same facts as the receipt
 * page, so a buyer can file or forward it.
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  return renderPdf({
    ...receipt,
    title: `Receipt ${receipt.number}`,
    licensedBy: `Licensed by ${receipt.seller.name}, through Codebazaar`,
    details: receipt.updatesNote ? [receipt.updatesNote] : [],
    notes:
      receipt.status === 'refunded'
        ? [`Refunded in full: ${money(receipt.totalCents, receipt.currency)}`]
        : [],
  });
}

/** An order's receipt as a PDF: a line per item, then the fees and the tax. */
export function renderOrderReceiptPdf(receipt: OrderReceipt): Promise<Buffer> {
  const refundedCents = Math.round(receipt.refunded * 100);
  return renderPdf({
    ...receipt,
    title: `Order ${receipt.number}`,
    refundedAt: null,
    licensedBy: `Licensed by ${[...new Set(receipt.items.map((i) => i.sellerName))].join(', ')}, through Codebazaar`,
    totalCents: Math.round(receipt.total * 100),
    details: receipt.items.flatMap((i) => (i.updatesNote ? [`${i.title}: ${i.updatesNote}`] : [])),
    notes: [
      ...(refundedCents > 0 ? [`Refunded: ${money(refundedCents, receipt.currency)}`] : []),
      ...(receipt.consentedAt && receipt.consentText
        ? [`On ${day(receipt.consentedAt)} the buyer agreed: "${receipt.consentText}"`]
        : []),
    ],
  });
}

function renderPdf(receipt: PdfReceipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: receipt.title, Author: 'Codebazaar' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const cur = receipt.currency;

  doc.font('Helvetica-Bold').fontSize(22).text('Codebazaar', left, 56);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Receipt', { continued: false });
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(receipt.title, left, 56, { width, align: 'right' })
    .font('Helvetica')
    .fontSize(10)
    .text(`Paid on ${day(receipt.paidAt)}`, { width, align: 'right' })
    .text(`Status: ${STATUS[receipt.status]}`, {
      width,
      align: 'right',
    });
  if (receipt.refundedAt) {
    doc.text(`Refunded on ${day(receipt.refundedAt)}`, { width, align: 'right' });
  }

  let y = 150;
  const column = (title: string, lines: string[], x: number) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(title, x, y, { width: width / 2 - 10 });
    doc.font('Helvetica').fontSize(10);
    for (const l of lines) doc.text(l, { width: width / 2 - 10 });
    return doc.y;
  };
  const billed = [receipt.buyer.name, receipt.buyer.email];
  if (receipt.billingCountryName) billed.push(receipt.billingCountryName);
  if (receipt.vatId) billed.push(`VAT ID: ${receipt.vatId}`);
  const endA = column('Billed to', billed, left);
  const sor = receipt.sellerOfRecord;
  const endB = column(
    'Seller of record',
    [
      sor.name,
      ...sor.address.split('\n').filter((l) => l.trim() !== ''),
      ...(sor.taxId ? [`Tax ID: ${sor.taxId}`] : []),
      receipt.licensedBy,
    ],
    left + width / 2,
  );
  y = Math.max(endA, endB) + 28;

  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Description', left, y, { width: width - 120 });
  doc.text('Amount', left + width - 120, y, { width: 120, align: 'right' });
  y += 18;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#cccccc')
    .stroke();
  y += 8;
  doc.font('Helvetica');
  for (const l of receipt.lines) {
    doc.text(l.label, left, y, { width: width - 130 });
    const next = doc.y;
    doc.text(money(l.amountCents, cur), left + width - 120, y, { width: 120, align: 'right' });
    y = Math.max(next, doc.y) + 6;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#cccccc')
    .stroke();
  y += 10;
  doc.font('Helvetica-Bold').fontSize(12);
  doc.text('Total', left, y, { width: width - 130 });
  doc.text(money(receipt.totalCents, cur), left + width - 120, y, { width: 120, align: 'right' });
  y = doc.y + 24;

  doc.font('Helvetica').fontSize(10);
  doc.text(`Payment method: ${receipt.paymentMethod}`, left, y, { width });
  doc.text(`Tax: ${receipt.taxNote}`, { width });
  doc.text(`Payment reference: ${receipt.paymentReference}`, { width });
  if (receipt.details.length > 0) doc.moveDown();
  for (const detail of receipt.details) doc.text(detail, { width });
  for (const note of receipt.notes) doc.moveDown().font('Helvetica-Bold').text(note, { width });
  doc.end();
  return done;
}
