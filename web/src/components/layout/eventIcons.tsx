import { icon } from './icons.tsx';

/** The icons only the events pages (and the staff area's events) draw: kept apart from contentIcons.tsx. */
export const CalendarMonthIcon = icon('calendar-month');
export const ConfirmationNumberIcon = icon('confirmation-number');
export const EventAvailableIcon = icon('event-available');
export const EventBusyIcon = icon('event-busy');
export const RefreshIcon = icon('refresh');
export const ErrorOutlineIcon = icon('error-outline');
export const XIcon = icon('x');
export const WhatsAppIcon = icon('whats-app');
export const ArrowBackIcon = icon('arrow-back');
export const CelebrationIcon = icon('celebration');
