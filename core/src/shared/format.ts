import { SUBMISSION_PREVIEW_LENGTH, STUDIO_TIME_ZONE } from './limits.ts';

// Formatters are made once: each new one costs native memory the garbage collector does not see (see events.ts).
const submissionDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: STUDIO_TIME_ZONE,
});

const eventDateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Admin list: day, short month, year, hour and minute, en-GB, studio time. */
export function formatSubmissionDate(iso: string): string {
  return submissionDateFormat.format(new Date(iso));
}

/** Events: long weekday, month, day and year, en-GB. Event dates are calendar days stored at midnight UTC. */
export function formatEventDate(iso: string): string {
  return eventDateFormat.format(new Date(iso));
}

/** A price as stored may be a number, numeric text or empty; anything not a finite number counts as absent. */
export function priceValue(price: unknown): number | null {
  if (typeof price === 'number') return Number.isFinite(price) ? price : null;
  if (typeof price === 'string' && price.trim() !== '') {
    const parsed = Number(price);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function formatPrice(price: number): string {
  return `£${price.toFixed(2)}`;
}

/** Price in an events list: `£12.50`, or 'Free Event' when absent. */
export function formatListPrice(price: unknown): string {
  const value = priceValue(price);
  return value === null ? 'Free Event' : formatPrice(value);
}

/** Price on an event page: `£12.50`, or 'Free entry' when absent. */
export function formatDetailPrice(price: unknown): string {
  const value = priceValue(price);
  return value === null ? 'Free entry' : formatPrice(value);
}

/** The first 60 characters of a message, with an ellipsis when it is longer. */
export function messagePreview(message: string): string {
  const chars = Array.from(message);
  return chars.length > SUBMISSION_PREVIEW_LENGTH
    ? `${chars.slice(0, SUBMISSION_PREVIEW_LENGTH).join('')}...`
    : message;
}

export function replySubject(classInterest: string | null | undefined, studioClassesLabel: string): string {
  return `RE: Your inquiry about ${classInterest?.trim() ? classInterest.trim() : studioClassesLabel}`;
}
