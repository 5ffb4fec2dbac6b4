import { formatSubmissionDate } from '../shared/format.ts';
import type { ContactSubmission } from './submissions.ts';
import { z } from '../shared/zod.ts';
import { csvCell, UTF8_BOM } from './csv.ts';

/** Where an enquiry stands in the studio's small lead pipeline; every new message starts as `new`. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'trial_booked', 'joined', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  trial_booked: 'Trial booked',
  joined: 'Joined',
  closed: 'Closed',
};

export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, {
  error: 'Status must be New, Contacted, Trial booked, Joined or Closed',
});

export const statusInputSchema = z.strictObject({ status: enquiryStatusSchema });

/** Limits of an internal note; firestore.rules mirrors them. */
export const NOTE_MAX_LENGTH = 2000;

export const noteInputSchema = z.strictObject({
  text: z
    .string({ error: 'Please write a note' })
    .trim()
    .min(1, 'Please write a note')
    .max(NOTE_MAX_LENGTH, `A note must be ${NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters or fewer`),
});

/** An internal note on a message: what a member of staff wrote, who, and when. */
export interface SubmissionNote {
  id: string;
  text: string;
  /** The e-mail address of the member of staff who wrote it. */
  author: string;
  created_at: string;
}

/** Whether the staff notification e-mail of a message went out; null where none is configured. */
export type NotificationState = 'sent' | 'pending' | 'failed';

export const NOTIFICATION_LABELS: Record<NotificationState, string> = {
  sent: 'E-mail sent',
  pending: 'E-mail pending',
  failed: 'E-mail failed',
};

export const SEARCH_MAX_LENGTH = 200;

/** What the inbox is narrowed to: free text over name, e-mail and message, a status, a class interest. */
export const submissionFilterSchema = z.strictObject({
  query: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `A search must be ${SEARCH_MAX_LENGTH} characters or fewer`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  status: enquiryStatusSchema.optional(),
  class_interest: z
    .string()
    .trim()
    .max(100, 'Please choose a class from the list')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export type SubmissionFilter = z.input<typeof submissionFilterSchema>;

/** The e-mail address of a request from a person about their data (find, export, erase). */
export const emailLookupSchema = z.strictObject({
  email: z
    .string({ error: 'Please enter an email address' })
    .trim()
    .min(1, 'Please enter an email address')
    .max(254, 'An email address must be 254 characters or fewer')
    .pipe(z.email('Please enter a valid email address')),
});

/**
 * Whether staff see an enquiry as New (its badge, the inbox's count, the tab title): a message nobody has moved on
 * from New yet, or a free trial booked that nobody has read since (a booking makes its enquiry unread again, also
 * when it joins an enquiry staff had already read or moved on).
 */
export function isNewEnquiry(submission: Pick<ContactSubmission, 'status' | 'read'>): boolean {
  return submission.status === 'new' || (submission.status === 'trial_booked' && !submission.read);
}

/** Whether the site can send e-mail; where it cannot, the warning Owners see, with what to set. */
export type MailStatus = { setUp: true } | { setUp: false; warning: string };

/** What each backend needs for e-mail, as the warning says it. */
const MAIL_SETUP = {
  server: 'Set SMTP_URL, NOTIFY_EMAIL and SITE_URL where the server is started, then restart it',
  firebase:
    "Set the functions' NOTIFY_EMAIL and SITE_URL parameters (with the Trigger Email extension installed), then deploy the functions again",
} as const;

/** The mail status from what is missing (`SMTP_URL is not set`), or set up when nothing is. */
export function mailStatus(missing: string | undefined, backend: keyof typeof MAIL_SETUP): MailStatus {
  if (!missing) return { setUp: true };
  return {
    setUp: false,
    warning: `E-mail is not set up: visitors get no confirmation and staff get no notice of new messages and bookings. ${MAIL_SETUP[backend]} (now: ${missing}).`,
  };
}

/** Addresses compare without case: `Sam@Example.com` and `sam@example.com` are one person. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The one definition of what a filter keeps, used by the server, the Firebase adapter and the inbox. */
export function matchesFilter(submission: ContactSubmission, filter: SubmissionFilter = {}): boolean {
  return submissionMatcher(filter)(submission);
}

/** A list narrowed by a filter, which is checked (and its search lowered) once for the whole list. */
export function filterSubmissions<T extends ContactSubmission>(list: readonly T[], filter: SubmissionFilter = {}): T[] {
  return list.filter(submissionMatcher(filter));
}

function submissionMatcher(filter: SubmissionFilter): (submission: ContactSubmission) => boolean {
  const { query, status, class_interest } = submissionFilterSchema.parse(filter);
  const needle = query?.toLocaleLowerCase('en-GB');
  return (submission) => {
    if (status && submission.status !== status) return false;
    if (class_interest && submission.class_interest !== class_interest) return false;
    if (needle) {
      const haystacks = [submission.name, submission.email, submission.message];
      if (!haystacks.some((text) => text.toLocaleLowerCase('en-GB').includes(needle))) return false;
    }
    return true;
  };
}

/** The distinct class interests of a list, for the inbox's class filter. */
export function classInterestsOf(submissions: readonly ContactSubmission[]): string[] {
  const names = new Set<string>();
  for (const submission of submissions) if (submission.class_interest) names.add(submission.class_interest);
  return [...names].sort((a, b) => a.localeCompare(b, 'en-GB'));
}

export const CSV_COLUMNS = [
  'Received (UK time)',
  'Name',
  'Email',
  'Phone',
  'Class interest',
  'Message',
  'Status',
  'Read',
  'Notes',
  'ID',
] as const;

/** Every note of a message in one cell, newest first: `{date}, {author}: {text}`, a blank line between notes. */
export function notesCell(notes: readonly SubmissionNote[]): string {
  return [...notes]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((note) => `${formatSubmissionDate(note.created_at)}, ${note.author}: ${note.text}`)
    .join('\n\n');
}

/**
 * One row per message, every field plus its status and its notes (`notesOf` gives a message's notes), as UTF-8
 * CSV with a BOM for Excel.
 */
export function submissionsCsv(
  submissions: readonly ContactSubmission[],
  notesOf: (id: string) => readonly SubmissionNote[],
): string {
  const rows = submissions.map((submission) =>
    [
      formatSubmissionDate(submission.created_at),
      submission.name,
      submission.email,
      submission.phone,
      submission.class_interest,
      submission.message,
      ENQUIRY_STATUS_LABELS[submission.status],
      submission.read ? 'Yes' : 'No',
      notesCell(notesOf(submission.id)),
      submission.id,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${UTF8_BOM}${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** `enquiries-2026-11-25.csv`, or `enquiries-sam-example-com-2026-11-25.csv` for one person's messages. */
export function csvFileName(now: Date, email?: string): string {
  const day = now.toISOString().slice(0, 10);
  const who = email ? `${email.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-` : '';
  return `enquiries-${who}${day}.csv`;
}
