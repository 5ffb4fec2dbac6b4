import { buildTrialCalendar } from '../calendar/ics.ts';
import type { SiteContent } from '../content/siteContent.ts';
import {
  manageLink,
  rebookLink,
  STUDIO_NAME,
  trialConfirmation,
  trialMissed,
  trialReminder,
  trialStaffNotice,
  trialThanks,
  type TrialMail,
  type TrialMailContext,
} from '../mail/trialMail.ts';
import { siteAddress, type TrialBooking } from './trials.ts';

/**
 * The letters a booking's life writes, once for both backends: which exist and what each says. When each goes is
 * decided by the use cases (`bookTrial`, `markOutcome`) and, once due, `dueLetterGoes`; each backend only stores
 * them (the server as intents its outbox writes when it sends, Firebase as Trigger Email documents).
 */

/** What a letter about a booking says of the studio, its site and the class. */
export function trialMailContext(content: SiteContent, booking: TrialBooking, siteUrl: string): TrialMailContext {
  const { address, mapUrl } = siteAddress(content.studio, booking.site);
  return {
    studioName: STUDIO_NAME,
    studioPhone: content.studio.phone,
    studioEmail: content.studio.email,
    siteUrl,
    address,
    mapUrl,
    whatToBring: content.classes[booking.classSlug].whatToBring,
  };
}

/**
 * A booking's letters that are stored to go later or written when they go: the visitor's confirmation (with its
 * `.ics`, stamped with the booking's time) and reminder, which carry the manage link; the staff's notice of the
 * booking; and the visitor's follow-up for the mark the booking holds.
 */
export type BookingLetterKind = 'confirmation' | 'reminder' | 'booked-notice' | 'follow-up';

/** Who a letter goes to: the visitor, or the staff's addresses. */
export const BOOKING_LETTER_TO: Record<BookingLetterKind, 'visitor' | 'staff'> = {
  confirmation: 'visitor',
  reminder: 'visitor',
  'booked-notice': 'staff',
  'follow-up': 'visitor',
};

/**
 * One of a booking's letters, from the booking and the content as they are when it is written; null when there is
 * nothing to say (a follow-up for a booking that holds no mark, a letter with a link and no token).
 */
export function bookingLetter(
  kind: BookingLetterKind,
  booking: TrialBooking,
  { content, siteUrl, token }: { content: SiteContent; siteUrl: string; token: string | null },
): TrialMail | null {
  if (kind === 'booked-notice') return trialStaffNotice(booking, { siteUrl });
  const context = trialMailContext(content, booking, siteUrl);
  if (kind === 'follow-up') {
    if (booking.outcome === 'attended') return trialThanks(booking, context);
    if (booking.outcome === 'no-show')
      return trialMissed(booking, { ...context, rebookUrl: rebookLink(siteUrl, booking) });
    return null;
  }
  if (token === null) return null;
  const manageUrl = manageLink(siteUrl, token);
  if (kind === 'reminder') return trialReminder(booking, { ...context, manageUrl });
  const calendar = buildTrialCalendar(booking, {
    address: context.address,
    manageUrl,
    organiser: STUDIO_NAME,
    now: new Date(booking.createdAt),
  });
  return trialConfirmation(booking, { ...context, manageUrl, calendar });
}
