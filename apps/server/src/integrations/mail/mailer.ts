import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message is written to the log (the outbox). */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
    return {
      async send(message) {
        log.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
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
