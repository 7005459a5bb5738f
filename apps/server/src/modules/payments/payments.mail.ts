import { centsToDollars, formatUsd } from '@codebazaar/shared';

import type { MailMessage } from '../../integrations/mail/mailer';

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
