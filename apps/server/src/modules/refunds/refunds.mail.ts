import type { MailMessage } from '../../integrations/mail/mailer';

const SIGNATURE = '\n\n— The Codebazaar team';

type To = { email: string; username: string };

/** The seller hears of a new refund request. */
export const refundRequestedMail = (
  to: To,
  r: { projectTitle: string; buyer: string; reason: string; url: string },
): MailMessage => ({
  to: to.email,
  subject: `Refund requested: ${r.projectTitle}`,
  text:
    `Hi ${to.username},\n\n${r.buyer} asked for a refund of "${r.projectTitle}":\n\n` +
    `${r.reason}\n\nApprove or decline it on your seller dashboard:\n${r.url}` +
    SIGNATURE,
});

/** The buyer hears the answer. */
export const refundAnsweredMail = (
  to: To,
  r: { projectTitle: string; approved: boolean; message: string | null },
): MailMessage => ({
  to: to.email,
  subject: r.approved
    ? `Your refund of ${r.projectTitle} was approved`
    : `Your refund request for ${r.projectTitle} was declined`,
  text:
    `Hi ${to.username},\n\n` +
    (r.approved
      ? `Your refund of "${r.projectTitle}" was approved. The payment goes back to your card, and the license has ended.`
      : `The seller declined your refund request for "${r.projectTitle}". Your license stays active.`) +
    (r.message ? `\n\nMessage from the seller:\n${r.message}` : '') +
    SIGNATURE,
});

/** The buyer confirms the request was sent. */
export const refundRequestSentMail = (to: To, r: { projectTitle: string }): MailMessage => ({
  to: to.email,
  subject: `Refund requested: ${r.projectTitle}`,
  text:
    `Hi ${to.username},\n\nYour refund request for "${r.projectTitle}" was sent to the seller. ` +
    `You will get an email when they answer.` +
    SIGNATURE,
});
