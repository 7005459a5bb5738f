import { centsToDollars, formatUsd } from '@codebazaar/shared';

import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import { intentOfReference } from '../../integrations/payments/payment-reference';
import type { LicensesService } from '../licenses/licenses.service';

const SIGNATURE = '\n\n— The Codebazaar team';

interface SaleDetails {
  projectTitle: string;
  projectUrl: string;
  totalCents: number;
  feeCents: number;
  sellerCents: number;
  reference: string;
  /** The buyer's receipt page (HTML, with its PDF). */
  receiptUrl?: string;
  /** The buyer's license key, when the project has keys on (docs/license-keys.md). */
  licenseKey?: string | null;
}

/** The tax included in the total, when there is any. */
function taxLine(sale: SaleDetails) {
  const tax = sale.totalCents - sale.sellerCents - sale.feeCents;
  return tax > 0 ? `Tax: ${formatUsd(centsToDollars(tax))}\n` : '';
}

/** The buyer's receipt of a paid license. */
export function buyerReceiptMail(to: { email: string; username: string }, sale: SaleDetails) {
  return {
    to: to.email,
    subject: `Your Codebazaar receipt: ${sale.projectTitle}`,
    text:
      `Hi ${to.username},\n\n` +
      `Thank you for your purchase. You now hold a license for "${sale.projectTitle}".\n\n` +
      `License price: ${formatUsd(centsToDollars(sale.sellerCents))}\n` +
      `Marketplace fee: ${formatUsd(centsToDollars(sale.feeCents))}\n` +
      taxLine(sale) +
      `Total paid: ${formatUsd(centsToDollars(sale.totalCents))}\n` +
      `Payment reference: ${sale.reference}\n\n` +
      (sale.licenseKey
        ? `Your license key: ${sale.licenseKey}\n` +
          `(also on the project page and in your dashboard, with its signed certificate)\n\n`
        : '') +
      `Open the project, including the full repository link, here:\n${sale.projectUrl}` +
      (sale.receiptUrl ? `\n\nYour receipt (with a PDF to download):\n${sale.receiptUrl}` : '') +
      SIGNATURE,
  } satisfies MailMessage;
}

/** The seller's notice of a sale. */
export function saleNoticeMail(
  to: { email: string; username: string },
  buyerUsername: string,
  sale: SaleDetails,
) {
  return {
    to: to.email,
    subject: `You sold a license for ${sale.projectTitle}`,
    text:
      `Hi ${to.username},\n\n` +
      `${buyerUsername} bought a license for "${sale.projectTitle}".\n\n` +
      `You receive: ${formatUsd(centsToDollars(sale.sellerCents))}\n` +
      `The customer paid ${formatUsd(centsToDollars(sale.totalCents))}, including the marketplace fee.\n\n` +
      `Your sales and earnings are on your seller dashboard.` +
      SIGNATURE,
  } satisfies MailMessage;
}

export interface SaleMailDeps {
  licenses: Pick<LicensesService, 'find' | 'project' | 'contact'>;
  mailer: Mailer;
  publicUrl: string;
  /** The license key for the receipt (license-keys module); null when the project has keys off. */
  licenseKeyFor?: (licenseId: string) => Promise<string | null>;
}

/**
 * License event `activated`: a paid license was made, so the buyer gets a receipt and the seller
 * a notice (a free claim sends neither). Each mail is an effect of its own on the outbox (ADR 015):
 * a failure is retried without sending the other mail again, and never fails the sale.
 */
export function saleMailsOnActivated(deps: SaleMailDeps) {
  const { licenses } = deps;
  async function saleOf(licenseId: string) {
    const license = await licenses.find(licenseId);
    if (!license || license.kind !== 'paid') return null;
    const project = await licenses.project(license.projectId);
    if (!project) return null;
    const [buyer, seller] = await Promise.all([
      licenses.contact(license.buyerId),
      licenses.contact(project.authorId),
    ]);
    if (!buyer || !seller) return null;
    const sale = {
      projectTitle: project.title,
      projectUrl: `${deps.publicUrl}/project/${project.id}`,
      reference: license.paymentReference,
      totalCents: license.totalCents,
      feeCents: license.feeCents,
      sellerCents: license.sellerCents,
      receiptUrl: `${deps.publicUrl}/receipts/${license.id}`,
    };
    return { license, buyer, seller, sale };
  }
  return {
    async buyerReceipt(licenseId: string): Promise<void> {
      const found = await saleOf(licenseId);
      // A line of an order: its buyer gets one mail for the whole order (orders.mail.ts).
      if (!found || intentOfReference(found.license.paymentReference).line !== null) return;
      const licenseKey = deps.licenseKeyFor ? await deps.licenseKeyFor(found.license.id) : null;
      await deps.mailer.send(buyerReceiptMail(found.buyer, { ...found.sale, licenseKey }));
    },
    async sellerNotice(licenseId: string): Promise<void> {
      const found = await saleOf(licenseId);
      if (found)
        await deps.mailer.send(saleNoticeMail(found.seller, found.buyer.username, found.sale));
    },
  };
}
