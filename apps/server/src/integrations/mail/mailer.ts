import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, for mail clients that show it (the text stays the fallback). */
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to the log (the outbox). In
 * production the log gets only the recipient and the subject: a body holds sign-in links with
 * their tokens, and a production log is read by more people than the recipient.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
    const production = config.NODE_ENV === 'production';
    return {
      async send(message) {
        const mail = production ? { to: message.to, subject: message.subject } : message;
        log.info({ mail }, `mail to ${message.to}: ${message.subject}`);
      },
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
  };
}
