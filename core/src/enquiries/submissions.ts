import type { EnquiryStatus, NotificationState } from './enquiries.ts';
import { z } from '../shared/zod.ts';

// The contact form's rules live in their own module, plain functions, so the form's page loads them without zod.
export {
  contactInputSchema,
  isHoneypotFilled,
  type ContactFields,
  type ContactInput,
} from '../contact/contactInput.ts';

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
