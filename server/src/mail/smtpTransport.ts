import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';
import type { SendMail } from './outbox.ts';

/**
 * Sends through the SMTP server of SMTP_URL with nodemailer. An enquiry's notification goes to the staff addresses
 * only (the enquirer's address is the Reply-To header); a free-trial booking's service e-mails go to the address it
 * was booked with, in fixed words, within the booking's per-address limits (ADR 023).
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
        attachments: mail.calendar
          ? [
              {
                filename: mail.calendar.filename,
                content: mail.calendar.content,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ]
          : undefined,
      });
    },
    close: () => transport.close(),
  };
}
