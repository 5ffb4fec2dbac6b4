import type { ContactSubmission } from '@studio/core/enquiries/submissions';

/** Two contact messages as the staff's inbox lists them: a new one with every field, and one already answered. */
export const LONG_MESSAGE =
  'I would like to know more about the kids classes on Saturday mornings.\nWe are free after ten.';

export const amira: ContactSubmission = {
  id: 's1',
  name: 'Amira Khan',
  email: 'amira@example.com',
  phone: '07700 900123',
  class_interest: 'Kids Classes',
  message: LONG_MESSAGE,
  read: false,
  created_at: '2025-03-04T18:30:00.000Z',
  status: 'new',
  notes_count: 0,
  notification: 'sent',
};
export const tom: ContactSubmission = {
  id: 's2',
  name: 'Tom Hughes',
  email: 'tom@example.com',
  phone: null,
  class_interest: null,
  message: 'Do you have parking?',
  read: true,
  created_at: '2025-03-01T09:05:00.000Z',
  status: 'contacted',
  notes_count: 1,
  notification: null,
};
