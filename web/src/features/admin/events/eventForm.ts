import { eventDayFromDate, eventInputSchema, type StudioEvent } from '@studio/core/events/events';
import { DEFAULT_EVENT_LOCATION } from '@studio/core/shared/limits';
import { z } from '@studio/core/shared/zod';

/** What the event form holds: text as typed (inputs give strings), checked by the core schema on submit. */
export interface EventFormValues {
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  price: string;
  booking_url: string;
  featured: boolean;
}

export const REQUIRED_EVENT_FIELDS = ['title', 'date', 'time', 'location', 'description'] as const;

/** Form text to the core EventInput: an empty price or booking URL becomes null; the image is decided on save. */
export const eventFormSchema = z
  .object({
    title: z.string(),
    date: z.string(),
    time: z.string(),
    location: z.string(),
    description: z.string(),
    price: z.string(),
    booking_url: z.string(),
    featured: z.boolean(),
  })
  .transform((values) => ({
    title: values.title,
    date: values.date,
    time: values.time,
    location: values.location,
    description: values.description,
    price: values.price.trim() === '' ? null : Number(values.price),
    booking_url: values.booking_url.trim() === '' ? null : values.booking_url.trim(),
    featured: values.featured,
    image_url: null as string | null,
  }))
  .pipe(eventInputSchema);

export function emptyEventForm(): EventFormValues {
  return {
    title: '',
    date: '',
    time: '',
    location: DEFAULT_EVENT_LOCATION,
    description: '',
    price: '',
    booking_url: '',
    featured: false,
  };
}

export function eventFormFromEvent(event: StudioEvent): EventFormValues {
  return {
    title: event.title,
    date: eventDayFromDate(event.date),
    time: event.time,
    location: event.location,
    description: event.description,
    price: event.price === null ? '' : event.price.toFixed(2),
    booking_url: event.booking_url ?? '',
    featured: event.featured,
  };
}
