import { findSlot } from '../content/slots.ts';
import { formatTrialDay } from '../trials/trials.ts';
import { z } from '../shared/zod.ts';

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
  'insights.settings': 'Insights access for Staff switched',
  'content.saved': 'Site content saved',
  'content.restored': 'Site content restored',
  'content.draft-saved': 'Site content draft saved',
  'content.draft-discarded': 'Site content draft discarded',
  'content.scheduled': 'Site content scheduled',
  'content.schedule-cancelled': 'Site content schedule cancelled',
  'content.schedule-applied': 'Scheduled site content published',
  'content.schedule-superseded': 'Scheduled site content not applied',
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
  /**
   * Which item, as staff know it: a message by its sender's name and e-mail, an event by its title, an image by its
   * slot, a staff member's e-mail... Named when the log is read (see `nameActivityItem`).
   */
  item: string | null;
  /** The item's stable reference (`message:{id}`, `event:{id}`, `image:{name}`), null for items without one. */
  ref: string | null;
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

/** An entry's item, reference or detail as both backends store it: cut to ACTIVITY_TEXT_MAX, none when empty. */
export function clipActivityText(text: string | null | undefined): string | null {
  return text ? text.slice(0, ACTIVITY_TEXT_MAX) : null;
}

// ---- Naming an entry's item as staff know it.
// Entries keep a reference to their item, never a person's name: an erasure must not leave it in the log. The
// name is looked up when the log is read, so a renamed event shows its current title and an erased message none.

export type ActivityRefType = 'message' | 'event' | 'image' | 'trial';

export function activityRef(type: ActivityRefType, id: string): string {
  return `${type}:${id}`;
}

const MESSAGE_ITEM = /^Message ([0-9a-zA-Z-]{1,64})$/;
const TRIAL_ITEM = /^Trial ([0-9a-zA-Z-]{1,64})$/;

/** An entry's reference; entries written before references existed are read from their item where it can be. */
export function refOfEntry(
  entry: Pick<ActivityEntry, 'kind' | 'item' | 'ref'>,
): { type: ActivityRefType; id: string } | null {
  const separator = entry.ref?.indexOf(':') ?? -1;
  if (entry.ref && separator > 0) {
    const type = entry.ref.slice(0, separator);
    if (type === 'message' || type === 'event' || type === 'image' || type === 'trial')
      return { type, id: entry.ref.slice(separator + 1) };
  }
  const legacyMessage = entry.kind.startsWith('message.') && entry.item ? MESSAGE_ITEM.exec(entry.item) : null;
  if (legacyMessage) return { type: 'message', id: legacyMessage[1]! };
  const legacyTrial = entry.kind.startsWith('trial.') && entry.item ? TRIAL_ITEM.exec(entry.item) : null;
  if (legacyTrial) return { type: 'trial', id: legacyTrial[1]! };
  if (entry.kind.startsWith('image.') && entry.item) return { type: 'image', id: entry.item };
  return null;
}

/** What a referenced item is now, as the backend found it; null when it has since been deleted. */
export type ActivityItemNow =
  | { type: 'message'; name: string; email: string }
  | { type: 'event'; title: string }
  | { type: 'image' }
  | { type: 'trial'; name: string; className: string; day: string };

/** The slot an image file belongs to, by its name (`home_hero_1732….webp` is the Hero Background). */
export function imageSlotLabel(name: string): string {
  const key = name.replace(/_\d{13,}(?:-\d+)?\.[a-z]+$/, '');
  if (key === 'event') return 'Event image';
  if (key.startsWith('instructor')) return 'Instructor photo';
  if (key === 'facility_cafe') return 'Cafe';
  return findSlot(key)?.name ?? key;
}

const SINCE_DELETED = 'since deleted';

/** The entry with its item named as staff know it, saying so when the item has since been deleted. */
export function nameActivityItem(entry: ActivityEntry, now: ActivityItemNow | null): ActivityEntry {
  const ref = refOfEntry(entry);
  if (!ref) return entry;
  const deletedByThisEntry = entry.kind.endsWith('.deleted');
  switch (ref.type) {
    case 'message':
      if (now?.type === 'message') return { ...entry, item: `${now.name} (${now.email})` };
      return { ...entry, item: deletedByThisEntry ? null : `A message ${SINCE_DELETED}` };
    case 'event':
      if (now?.type === 'event') return { ...entry, item: now.title };
      return { ...entry, item: deletedByThisEntry ? entry.item : `${entry.item ?? 'An event'} (${SINCE_DELETED})` };
    case 'trial':
      if (now?.type === 'trial') return { ...entry, item: `${now.name}, ${now.className}, ${formatTrialDay(now.day)}` };
      return { ...entry, item: `A trial booking ${SINCE_DELETED}` };
    case 'image': {
      const label = `${imageSlotLabel(ref.id)} (${ref.id})`;
      return { ...entry, item: now || deletedByThisEntry ? label : `${label.slice(0, -1)}, ${SINCE_DELETED})` };
    }
  }
}
