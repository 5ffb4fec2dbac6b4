import type { StudioEvent } from '../events/events.ts';
import type { SlotImageMap } from './images.ts';
import type { SiteContent } from './siteContent.ts';
import type { FindBookingAnswer } from '../trials/trialFind.ts';
import type { BookResult, CancelResult, PublicTrialBooking, TrialOccurrence } from '../trials/trials.ts';

/** Free-trial booking as the /trial pages use it; absent where the backend does not take bookings. */
export interface TrialSite {
  /** The next 14 days' sessions with their places. */
  occurrences(): TrialOccurrence[] | Promise<TrialOccurrence[]>;
  /** Books a place for the form's fields; `ip` counts against the contact form's per-address limit. */
  book(input: unknown, ip: string): BookResult | Promise<BookResult>;
  /** The booking a manage link's token opens. */
  booking(
    token: string,
  ):
    | { booking: PublicTrialBooking; over: boolean }
    | null
    | Promise<{ booking: PublicTrialBooking; over: boolean } | null>;
  cancel(token: string): CancelResult | Promise<CancelResult>;
  /** "Find my booking": new manage links e-mailed to the address; `ip` counts as a booking does. */
  findBooking(email: string, ip: string): Promise<FindBookingAnswer>;
  /** Whether visitors are e-mailed (confirmation, reminder, links): the pages say what was sent, or that nothing was. */
  mailOn: boolean;
}

/** An event's page: the event and the other upcoming events it lists. */
export interface EventWithOthers {
  event: StudioEvent;
  /** Up to three other upcoming events (OTHER_EVENTS_LIMIT), soonest first. */
  others: StudioEvent[];
}

/**
 * What the page loaders read while a server renders a public page: the live data the HTML carries. The self-hosted
 * server answers from its stores in-process; the Firebase function from Firestore. Each answer may be a promise.
 */
export interface SiteData {
  /** One event with the other upcoming ones, or null when there is no such event. */
  eventWithOthers(id: string): EventWithOthers | null | Promise<EventWithOthers | null>;
  /** The events dated today or later, soonest first: the events page draws them in its HTML. */
  upcomingEvents(): StudioEvent[] | Promise<StudioEvent[]>;
  /** The studio's content as staff last published it (prices, hours, classes, reviews, details, banner). */
  content(): SiteContent | Promise<SiteContent>;
  /** The image staff uploaded for each public slot, if any: the pages draw it in their HTML, over the built-in art. */
  slotImages(): SlotImageMap | Promise<SlotImageMap>;
  /** How many days contact messages are kept (CONTACT_RETENTION_DAYS): the privacy notice states it. */
  contactRetentionDays: number;
  /**
   * The studios' calendar day now (`YYYY-MM-DD`, UK time) by the server's clock, which tests move on; `studioToday()`
   * where absent. Dated content (grading days, the banner's dates) is shown or left out by it.
   */
  today?(): string;
  trials?: TrialSite;
}
