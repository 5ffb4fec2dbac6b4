import { formatSubmissionDate } from '../shared/format.ts';

/** The staff notification of one enquiry, in plain text: nothing the enquirer wrote is ever read as HTML. */
export interface NotificationMail {
  subject: string;
  text: string;
  /** The enquirer, so a member of staff can simply reply. Never a recipient. */
  replyTo: string;
}

/** The admin page that opens one message: `SITE_URL` + `/admin/dashboard?message={id}`. */
export function adminMessageLink(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin/dashboard?message=${encodeURIComponent(id)}`;
}

/** Header values are one line: a line break in a name could otherwise start a header of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

export function enquiryNotification(
  fields: { name: string; email: string; phone?: string | null; class_interest?: string | null; message: string },
  about: { id: string; createdAt: string; siteUrl: string },
): NotificationMail {
  const name = oneLine(fields.name);
  const interest = fields.class_interest ? oneLine(fields.class_interest) : undefined;
  const text = [
    'A new enquiry came in through the website.',
    '',
    `Name: ${fields.name}`,
    `Email: ${fields.email}`,
    `Phone: ${fields.phone || 'not given'}`,
    `Class interest: ${fields.class_interest || 'not given'}`,
    `Received: ${formatSubmissionDate(about.createdAt)} (UK time)`,
    '',
    'Message:',
    fields.message,
    '',
    `Open it in the admin: ${adminMessageLink(about.siteUrl, about.id)}`,
    `Reply to this e-mail to answer ${name} directly.`,
    '',
  ].join('\n');
  return {
    subject: interest ? `New enquiry from ${name}: ${interest}` : `New enquiry from ${name}`,
    text,
    replyTo: oneLine(fields.email),
  };
}

/** `NOTIFY_EMAIL`: comma-separated addresses; blanks between commas are ignored. */
export function notifyAddresses(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** `"The Martial Arts Studio" <no-reply@example.co.uk>` for `https://www.example.co.uk`. */
export function defaultMailFrom(siteUrl: string, studioName = 'The Martial Arts Studio'): string {
  const host = new URL(siteUrl).hostname.replace(/^www\./, '');
  return `"${studioName}" <no-reply@${host}>`;
}
