import type { MailMessage } from '../../integrations/mail/mailer';

const SIGNATURE = '\n\n— The Codebazaar team';

export function verificationMail(opts: {
  to: string;
  username: string;
  link: string;
  validHours: number;
}): MailMessage {
  return {
    to: opts.to,
    subject: 'Verify your Codebazaar email address',
    text:
      `Hi ${opts.username},\n\n` +
      `Please confirm that this is your email address by opening the link below:\n\n` +
      `${opts.link}\n\n` +
      `The link works once and expires in ${opts.validHours} hours. ` +
      `If you did not create a Codebazaar account, you can ignore this message.` +
      SIGNATURE,
  };
}

export function passwordResetMail(opts: {
  to: string;
  username: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  return {
    to: opts.to,
    subject: 'Reset your Codebazaar password',
    text:
      `Hi ${opts.username},\n\n` +
      `Someone (hopefully you) asked to reset the password of your Codebazaar account. ` +
      `Choose a new password here:\n\n` +
      `${opts.link}\n\n` +
      `The link works once and expires in ${opts.validMinutes} minutes. ` +
      `If you did not ask for this, ignore this message: your password stays as it is.` +
      SIGNATURE,
  };
}

export function emailChangedMail(opts: {
  to: string;
  username: string;
  newEmail: string;
}): MailMessage {
  return {
    to: opts.to,
    subject: 'Your Codebazaar email address was changed',
    text:
      `Hi ${opts.username},\n\n` +
      `The email address of your Codebazaar account was changed to ${opts.newEmail}. ` +
      `If you did not make this change, reset your password and contact us right away.` +
      SIGNATURE,
  };
}

/** To the owner of an address another account tried to take: says so, and names no one. */
export function emailInUseMail(opts: { to: string; username: string }): MailMessage {
  return {
    to: opts.to,
    subject: 'Someone tried to use your email address on Codebazaar',
    text:
      `Hi ${opts.username},\n\n` +
      `Someone tried to use this email address for another Codebazaar account. ` +
      `Nothing changed on your account, and the address stays yours. ` +
      `If that was you, sign in to this account instead. Otherwise you can ignore this message.` +
      SIGNATURE,
  };
}

export function passwordChangedMail(opts: { to: string; username: string }): MailMessage {
  return {
    to: opts.to,
    subject: 'Your Codebazaar password was changed',
    text:
      `Hi ${opts.username},\n\n` +
      `The password of your Codebazaar account was just changed, and your other sessions ` +
      `were signed out. If this was not you, reset your password right away.` +
      SIGNATURE,
  };
}
