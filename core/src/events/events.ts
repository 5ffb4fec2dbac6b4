import { z } from '../shared/zod.ts';
import { parseEventTime } from './eventTime.ts';
import { messages } from '../shared/messages.ts';

const requiredText = (max: number) =>
  z
    .string({ error: messages.eventFormIncomplete })
    .trim()
    .min(1, messages.eventFormIncomplete)
    .max(max, `Must be ${max} characters or fewer`);

/** A calendar day `YYYY-MM-DD` that exists. */
export const eventDaySchema = z
  .string({ error: messages.eventFormIncomplete })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.eventFormIncomplete)
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00.000Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
  }, 'Please choose a real date');

export const bookingUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Please enter a full web address starting with https://');

export const EVENT_TIME_MESSAGE =
  'Please enter a start time and an optional end time, e.g. 6:00 PM - 8:00 PM or 18:00-20:00';

/** What staff send to create or update an event. `date` is the chosen day; empty price and URL become null. */
export const eventInputSchema = z.strictObject({
  title: requiredText(150),
  description: requiredText(5000),
  date: eventDaySchema,
  // Free text as SPEC.md has it, but a time a visitor (and a calendar) can read: a start and an optional end.
  time: requiredText(60).refine((time) => parseEventTime(time) !== null, EVENT_TIME_MESSAGE),
  location: requiredText(200),
  price: z
    .number()
    .finite()
    .min(0, 'Price cannot be negative')
    .max(100_000)
    .multipleOf(0.01, 'Use pounds and pence, e.g. 12.50')
    .nullable(),
  booking_url: bookingUrlSchema.nullable(),
  featured: z.boolean(),
  // An uploaded picture: a path on this site's media or a web address, never `javascript:` or `data:`.
  image_url: z
    .string()
    .max(2000)
    .regex(/^(\/media\/|https?:\/\/)/, 'The event image must be an uploaded picture')
    .nullable(),
});

export type EventInput = z.infer<typeof eventInputSchema>;

export const featuredInputSchema = z.strictObject({ featured: z.boolean() });

export * from './eventRules.ts';
