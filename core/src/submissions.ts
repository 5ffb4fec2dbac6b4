import type { EnquiryStatus, NotificationState } from './enquiries.ts';
import { z } from './zod.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(max, `Your ${label} must be ${max} characters or fewer`);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/** What a visitor sends from a contact form. `website` is a honeypot: people never fill it in. */
export const contactInputSchema = z.strictObject({
  name: text('name', 100),
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Your email address must be 254 characters or fewer')
    .pipe(z.email('Please enter a valid email address')),
  phone: optionalText(30, 'Your phone number must be 30 characters or fewer').refine(
    (value) => value === undefined || /^[+()\d\s-]{6,30}$/.test(value),
    'Please enter a valid phone number',
  ),
  class_interest: optionalText(100, 'Please choose a class from the list'),
  message: text('message', 5000),
  website: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactFields = z.output<typeof contactInputSchema>;

export function isHoneypotFilled(input: Pick<ContactInput, 'website'>): boolean {
  return Boolean(input.website && input.website.trim() !== '');
}

export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  class_interest: string | null;
  message: string;
  read: boolean;
  created_at: string;
  /** Where the enquiry stands; new messages are `new`. */
  status: EnquiryStatus;
  /** How many internal notes staff have written on it. */
  notes_count: number;
  /** The staff notification e-mail: sent, pending or failed; null when none was asked for. */
  notification: NotificationState | null;
  /** The free trial the enquiry stands for (status "Trial booked"), with its outcome; absent when none. */
  trial?: TrialEnquirySummary | null;
}

/** How a booked free trial turned out, as the inbox shows it on its enquiry. */
export type TrialEnquiryState = 'booked' | 'attended' | 'no-show' | 'cancelled';

export const TRIAL_ENQUIRY_STATE_LABELS: Record<TrialEnquiryState, string> = {
  booked: 'Booked',
  attended: 'Attended',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

/** The enquiry's latest booking: "Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree" and its state. */
export interface TrialEnquirySummary {
  session: string;
  state: TrialEnquiryState;
}

export const readInputSchema = z.strictObject({ read: z.boolean() });
