import { formatSubmissionDate } from '../shared/format.ts';
import { formatSessionTime } from '../timetable/sessionTime.ts';
import { describeTrial, formatTrialDay, type TrialBooking } from '../trials/trials.ts';

/**
 * The e-mails of a free-trial booking, in plain text (nothing a visitor typed is ever read as HTML). Service
 * messages about the visitor's own booking only: no marketing.
 */

/** How the e-mails sign off and the calendar names its publisher. */
export const STUDIO_NAME = 'The Martial Arts Studio';

export interface TrialMail {
  subject: string;
  text: string;
  /** The visitor's mails answer to the studio; staff mails to the visitor. */
  replyTo?: string;
  /** The confirmation's `.ics` (text/calendar; method=PUBLISH). */
  calendar?: { filename: string; content: string };
}

/** What the visitor's mails name besides the booking. */
export interface TrialMailContext {
  studioName: string;
  studioPhone: string;
  studioEmail: string;
  siteUrl: string;
  address: string;
  mapUrl: string;
  whatToBring: readonly { item: string; description: string }[];
}

/** The page that shows one booking and can cancel it: the token is the only key. */
export function manageLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/trial/booking/${token}`;
}

/** The booking page, preselected on the same class and site, to book another session. */
export function rebookLink(siteUrl: string, booking: Pick<TrialBooking, 'classSlug' | 'site'>): string {
  const site = booking.site === 'Aintree' ? 'aintree' : 'st-helens';
  return `${siteUrl.replace(/\/+$/, '')}/trial?class=${booking.classSlug}&site=${site}`;
}

/** The admin register of the booking's day. */
export function registerLink(siteUrl: string, booking: Pick<TrialBooking, 'day' | 'site'>): string {
  const site = booking.site === 'Aintree' ? 'aintree' : 'st-helens';
  return `${siteUrl.replace(/\/+$/, '')}/admin/trials?day=${booking.day}&site=${site}`;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function whenLines(booking: TrialBooking, context: TrialMailContext): string[] {
  return [
    `Class: ${booking.className}`,
    `Date: ${formatTrialDay(booking.day)}`,
    `Time: ${formatSessionTime(booking.start, booking.end)} (UK time)`,
    `Site: ${booking.site}`,
    `Address: ${context.address}`,
    `Map: ${context.mapUrl}`,
    ...(booking.childName ? [`For: ${booking.childName}, age ${booking.childAge}`] : []),
  ];
}

function bringLines(context: TrialMailContext): string[] {
  if (context.whatToBring.length === 0) return [];
  return ['', 'What to bring:', ...context.whatToBring.map((entry) => `- ${entry.item}: ${entry.description}`)];
}

function signOff(context: Pick<TrialMailContext, 'studioName' | 'studioPhone' | 'studioEmail'>): string[] {
  return ['', `${context.studioName}`, `${context.studioPhone} · ${context.studioEmail}`, ''];
}

export function trialConfirmation(
  booking: TrialBooking,
  context: TrialMailContext & { manageUrl: string; calendar: string },
): TrialMail {
  return {
    subject: `You're booked: free trial of ${booking.className}, ${formatTrialDay(booking.day)}`,
    replyTo: context.studioEmail,
    text: [
      `Hello ${oneLine(booking.guardian ?? booking.name)},`,
      '',
      'Your free trial place is confirmed.',
      '',
      ...whenLines(booking, context),
      ...bringLines(context),
      '',
      'Please arrive 10 minutes early. The calendar file attached adds the session to your calendar.',
      '',
      `Can't make it? Cancel your place here, so someone else can have it: ${context.manageUrl}`,
      ...signOff(context),
    ].join('\n'),
    calendar: { filename: 'free-trial.ics', content: context.calendar },
  };
}

export function trialReminder(booking: TrialBooking, context: TrialMailContext & { manageUrl: string }): TrialMail {
  return {
    subject: `See you tomorrow: free trial of ${booking.className}`,
    replyTo: context.studioEmail,
    text: [
      `Hello ${oneLine(booking.guardian ?? booking.name)},`,
      '',
      'A reminder of your free trial class:',
      '',
      ...whenLines(booking, context),
      ...bringLines(context),
      '',
      `Can't make it after all? Cancel your place here: ${context.manageUrl}`,
      ...signOff(context),
    ].join('\n'),
  };
}

/** Staff or the studio (a closure, a cancelled session) called the booking off. */
export function trialCancelledForVisitor(
  booking: TrialBooking,
  context: TrialMailContext & { reason: string; rebookUrl: string },
): TrialMail {
  return {
    subject: `Cancelled: your free trial of ${booking.className}, ${formatTrialDay(booking.day)}`,
    replyTo: context.studioEmail,
    text: [
      `Hello ${oneLine(booking.guardian ?? booking.name)},`,
      '',
      `We're sorry: we have had to cancel your free trial (${describeTrial(booking)}).`,
      '',
      `Reason: ${context.reason}`,
      '',
      `Book another session here: ${context.rebookUrl}`,
      ...signOff(context),
    ].join('\n'),
  };
}

export function trialThanks(booking: TrialBooking, context: TrialMailContext): TrialMail {
  return {
    subject: `Thanks for coming to ${booking.className}`,
    replyTo: context.studioEmail,
    text: [
      `Hello ${oneLine(booking.guardian ?? booking.name)},`,
      '',
      `Thanks for coming to your free trial of ${booking.className} at ${booking.site}. We hope you enjoyed it.`,
      '',
      `Ready to join? Register here: ${context.siteUrl.replace(/\/+$/, '')}/signup`,
      ...signOff(context),
    ].join('\n'),
  };
}

export function trialMissed(booking: TrialBooking, context: TrialMailContext & { rebookUrl: string }): TrialMail {
  return {
    subject: `Sorry we missed you at ${booking.className}`,
    replyTo: context.studioEmail,
    text: [
      `Hello ${oneLine(booking.guardian ?? booking.name)},`,
      '',
      `We missed you at your free trial of ${booking.className} on ${formatTrialDay(booking.day)}.`,
      '',
      `Your free trial still stands: book another session here: ${context.rebookUrl}`,
      ...signOff(context),
    ].join('\n'),
  };
}

/** To staff (NOTIFY_EMAIL), like a new enquiry: every detail and the register's link. */
export function trialStaffNotice(
  booking: TrialBooking,
  { siteUrl, cancelled }: { siteUrl: string; cancelled?: { by: string; reason: string | null } },
): TrialMail {
  const name = oneLine(booking.name);
  return {
    subject: cancelled
      ? `Free trial cancelled: ${name}, ${booking.className} ${formatTrialDay(booking.day)}`
      : `Free trial booked: ${name}, ${booking.className} ${formatTrialDay(booking.day)}`,
    replyTo: oneLine(booking.email),
    text: [
      cancelled
        ? `A free trial booking was cancelled (by ${cancelled.by}${cancelled.reason ? `: ${cancelled.reason}` : ''}).`
        : 'A free trial was booked through the website.',
      '',
      `Session: ${describeTrial(booking)}`,
      `Name: ${booking.name}`,
      `Email: ${booking.email}`,
      `Phone: ${booking.phone}`,
      ...(booking.childName
        ? [`Child: ${booking.childName}, age ${booking.childAge}`, `Parent or guardian: ${booking.guardian}`]
        : []),
      `Booked: ${formatSubmissionDate(booking.createdAt)} (UK time)`,
      '',
      `The register: ${registerLink(siteUrl, booking)}`,
      '',
    ].join('\n'),
  };
}

/** "Find my booking": a new link to each booked session of the address (the old links no longer work). */
export function trialManageLinks(
  links: readonly { booking: TrialBooking; manageUrl: string }[],
  context: Pick<TrialMailContext, 'studioName' | 'studioPhone' | 'studioEmail'>,
): TrialMail {
  const first = links[0]!.booking;
  return {
    subject: links.length === 1 ? `Your free trial booking: ${first.className}` : 'Your free trial bookings',
    replyTo: context.studioEmail,
    text: [
      `Hello ${oneLine(first.guardian ?? first.name)},`,
      '',
      `You asked for the link to your free trial ${links.length === 1 ? 'booking' : 'bookings'}. Open it to see the details or cancel:`,
      ...links.flatMap(({ booking, manageUrl }) => [
        '',
        `${describeTrial(booking)}${booking.childName ? ` (for ${booking.childName})` : ''}`,
        manageUrl,
      ]),
      '',
      'Links sent before this one no longer work. If you did not ask for this, you can ignore it: nothing has changed.',
      ...signOff(context),
    ].join('\n'),
  };
}
