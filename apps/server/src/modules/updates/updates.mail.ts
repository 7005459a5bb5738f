import { centsToDollars, computeFeeCents, formatDate, formatUsd } from '@codebazaar/shared';

import type { MailMessage } from '../../integrations/mail/mailer';
import { escapeHtml } from '../../lib/html';
import type { TermMailRow } from './updates.repository';

/** How long a renewal extends a term when the project sells updates for life now. */
export const DEFAULT_RENEWAL_MONTHS = 12;

const SIGNATURE = '— The Codebazaar team';

/** Where the holder renews: the web checkout of a renewal line (docs/product-rules.md#updates-for-a-term). */
export const renewalUrl = (publicUrl: string, licenseId: string) =>
  `${publicUrl}/checkout?renew=${encodeURIComponent(licenseId)}`;

/** What the holder pays for a renewal before tax: the renewal price and the marketplace fee. */
function renewalCost(row: TermMailRow): string {
  const price = row.renewalPriceCents ?? row.priceCents;
  return formatUsd(centsToDollars(computeFeeCents(price, row.feePct).totalCents));
}

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/** A message as text and as the same paragraphs in HTML, with one link (the renewal). */
function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
): MailMessage {
  const text = [...paragraphs, `${link.label}:\n${link.url}`, SIGNATURE].join('\n\n');
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n') +
    `\n<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` +
    `\n<p>${escapeHtml(SIGNATURE)}</p>`;
  return { to, subject, text: `${text}\n`, html };
}

/** 14 days (or 1 day) before the end of a term: what ends, what stays, how to renew. */
export function updatesReminderMail(
  row: TermMailRow & { updatesUntil: Date },
  days: number,
  renewalMonths: number,
  publicUrl: string,
): MailMessage {
  const when = days === 1 ? 'tomorrow' : `in ${days} days`;
  return message(
    row.buyerEmail,
    `Your updates for ${row.projectTitle} end ${when}`,
    [
      `Hi ${row.buyerUsername},`,
      `Your license of ${row.projectTitle} includes new releases and access to its repository ` +
        `until ${formatDate(row.updatesUntil)}. After that you keep every release published ` +
        'until then: its downloads and your license key keep working.',
      `Renewing extends your updates by ${months(renewalMonths)} from the end of your term, ` +
        `for ${renewalCost(row)} plus any tax.`,
    ],
    { label: 'Renew your updates', url: renewalUrl(publicUrl, row.id) },
  );
}

/** The term ended: repository access is gone, the releases of the term stay. */
export function updatesEndedMail(
  row: TermMailRow & { updatesUntil: Date },
  renewalMonths: number,
  publicUrl: string,
): MailMessage {
  return message(
    row.buyerEmail,
    `Your updates for ${row.projectTitle} have ended`,
    [
      `Hi ${row.buyerUsername},`,
      `The updates included with your license of ${row.projectTitle} ended on ` +
        `${formatDate(row.updatesUntil)}, and with them your access to its repository. You keep ` +
        'every release published until then: its downloads and your license key keep working.',
      `Renewing gives you ${months(renewalMonths)} of new releases and repository access from ` +
        `today, for ${renewalCost(row)} plus any tax.`,
    ],
    { label: 'Renew your updates', url: renewalUrl(publicUrl, row.id) },
  );
}
