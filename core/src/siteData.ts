import type { StudioEvent } from './events.ts';
import type { SlotImageMap } from './images.ts';
import type { SiteContent } from './siteContent.ts';

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
  /** The studio's content as staff last published it (prices, hours, classes, reviews, details, banner). */
  content(): SiteContent | Promise<SiteContent>;
  /** The image staff uploaded for each public slot, if any: the pages draw it in their HTML, over the built-in art. */
  slotImages(): SlotImageMap | Promise<SlotImageMap>;
  /** How many days contact messages are kept (CONTACT_RETENTION_DAYS): the privacy notice states it. */
  contactRetentionDays: number;
}
