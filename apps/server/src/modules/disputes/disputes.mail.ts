import { centsToDollars, formatUsd } from '@codebazaar/shared';

import type { MailMessage } from '../../integrations/mail/mailer';

const SIGNATURE = '\n\n— The Codebazaar team';

type To = { email: string; username: string };

interface DisputeDetails {
  projectTitle: string;
  buyer: string;
  amountCents: number;
  reason: string;
  reference: string;
  url: string;
}

const reasonText = (reason: string) => reason.replaceAll('_', ' ');

/** The seller hears that a buyer's bank disputes a payment. */
export const disputeOpenedMail = (to: To, d: DisputeDetails): MailMessage => ({
  to: to.email,
  subject: `A payment for ${d.projectTitle} is disputed`,
  text:
    `Hi ${to.username},\n\n` +
    `${d.buyer}'s bank disputes the payment of ${formatUsd(centsToDollars(d.amountCents))} ` +
    `for "${d.projectTitle}" (reason: ${reasonText(d.reason)}).\n\n` +
    `While the dispute is open the license is suspended: the buyer's repository access is ` +
    `removed and the license key does not validate. If the dispute is won, both come back; if ` +
    `it is lost, the license stays revoked.\n\n` +
    `Payment reference: ${d.reference}\nYour sales: ${d.url}` +
    SIGNATURE,
});

/** The seller hears how the dispute ended. */
export const disputeClosedMail = (
  to: To,
  d: DisputeDetails & { outcome: 'won' | 'lost' },
): MailMessage => ({
  to: to.email,
  subject:
    d.outcome === 'won' ? `Dispute won: ${d.projectTitle}` : `Dispute lost: ${d.projectTitle}`,
  text:
    `Hi ${to.username},\n\n` +
    (d.outcome === 'won'
      ? `The dispute of ${d.buyer}'s payment for "${d.projectTitle}" was decided in your favour. ` +
        `The license is active again and the buyer's access is being restored.`
      : `The dispute of ${d.buyer}'s payment for "${d.projectTitle}" was lost: ` +
        `${formatUsd(centsToDollars(d.amountCents))} went back to the buyer and the license stays revoked.`) +
    `\n\nPayment reference: ${d.reference}\nYour sales: ${d.url}` +
    SIGNATURE,
});
