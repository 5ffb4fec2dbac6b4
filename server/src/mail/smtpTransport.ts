import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';
import type { SendMail } from './outbox.ts';

/**
 * Sends through the SMTP server of SMTP_URL with nodemailer. The envelope's recipients are the staff addresses
 * only: the enquirer's address is the Reply-To header, so the form can never be used to mail anyone else.
 */
export function smtpSender(config: MailConfig): { send: SendMail; close(): void } {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // A dead or silent server must not hold a send (and with it shutdown) for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close: () => transport.close(),
  };
}
