import { z } from './zod.ts';

/**
 * Every kind of entry in the activity log, with its label in the admin. Kinds for features that another part of
 * the admin adds (message notes, exports, site content) are listed here so their label is written once.
 */
export const ACTIVITY_KINDS = {
  'event.created': 'Event created',
  'event.updated': 'Event updated',
  'event.featured': 'Event featured',
  'event.deleted': 'Event deleted',
  'image.uploaded': 'Image uploaded',
  'image.deleted': 'Image deleted',
  'message.read': 'Message read/unread',
  'message.status': 'Message status changed',
  'message.note': 'Message note',
  'message.deleted': 'Message deleted',
  'message.exported': 'Messages exported',
  'message.erased': 'Messages erased',
  'trial.outcome': 'Trial attendance marked',
  'trial.cancelled': 'Trial booking cancelled',
  'trial.exported': 'Trial register exported',
  'trial.settings': 'Trial e-mails switched',
  'content.saved': 'Site content saved',
  'content.restored': 'Site content restored',
  'staff.added': 'Staff added',
  'staff.changed': 'Staff role changed',
  'staff.disabled': 'Staff disabled',
  'staff.enabled': 'Staff re-enabled',
  'staff.removed': 'Staff removed',
  'password.changed': 'Password changed',
  'sessions.ended': 'Other sessions signed out',
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
} as const;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const activityKindSchema = z.enum(Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]]);

/** Entries are kept this long, then swept. */
export const ACTIVITY_RETENTION_DAYS = 365;

/** How many entries one page of the log shows. */
export const ACTIVITY_PAGE_SIZE = 100;

export interface ActivityEntry {
  id: string;
  /** ISO time, set by the backend. */
  at: string;
  /** Who did it: the staff member's e-mail; null for a failed sign-in (see `detail` for the e-mail tried). */
  actor: string | null;
  kind: ActivityKind;
  /** Which item: an event's title, an image's name, a staff member's e-mail... */
  item: string | null;
  /** Anything else worth knowing: the e-mail tried, a new role, read or unread. */
  detail: string | null;
  /** The client's address, kept for sign-ins. */
  ip: string | null;
}

export interface ActivityFilter {
  actor?: string;
  kind?: ActivityKind;
  /** Entries older than this entry id (the next page). */
  before?: string;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  /** Pass as `before` for the next page; null at the end. */
  next: string | null;
  /** Everyone who appears in the log, for the person filter. */
  actors: string[];
}

export const activityFilterSchema = z.strictObject({
  actor: z.string().max(254).optional(),
  kind: activityKindSchema.optional(),
  before: z.string().max(40).optional(),
});

/** Item and detail are short labels; longer text is cut so a log entry can never carry a whole message. */
export const ACTIVITY_TEXT_MAX = 300;
