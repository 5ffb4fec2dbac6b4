import type { ClassSlug } from '../pages/publicRoutes.ts';
import { parseSessionTime } from '../timetable/sessionTime.ts';
import type { ClassSession, ContentSectionId } from './siteContent.ts';
import { ADULT_AGE, DEFAULT_TRIAL_PLACES, isKidsSession, MAX_AGE, MIN_AGE } from '../timetable/timetable.ts';

/**
 * Content stored by an older version, brought to today's form. Opening hours were one list for both sites (see
 * upgradeHoursContent). Class sessions used to hold their time as free text
 * ('6:00pm - 7:00pm'): each gets an id, a start and end read from that text, ages read from its level ('ages 4-6',
 * 'ages 6+'), trial places and no cancelled dates. A time that cannot be read is never guessed: the session keeps its
 * text as `unreadTime` and no times, for staff to set. Content already in today's form is returned as it is, so this
 * runs at every start (self-hosted) or read (Firestore) at no risk.
 */

/** A session as an older version stored it. */
interface StoredSession {
  day: ClassSession['day'];
  time: string;
  level: string;
  coach: string;
  site: ClassSession['site'];
}

const AGES = /\bages?\s+(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\b|\bages?\s+(\d{1,2})\s*\+/i;

/** Ages written in a session's level; on the kids' page an open range ('6+') ends below adult age. */
function agesFromLevel(level: string, classSlug: ClassSlug): ClassSession['ages'] {
  const match = AGES.exec(level);
  if (!match) return null;
  const from = Number(match[1] ?? match[3]);
  const to = match[2] !== undefined ? Number(match[2]) : classSlug === 'kids-classes' ? ADULT_AGE - 1 : null;
  if (from < MIN_AGE || from > MAX_AGE || (to !== null && (to < from || to > MAX_AGE))) return null;
  return { from, to };
}

export function upgradeSession(stored: StoredSession, classSlug: ClassSlug, index: number): ClassSession {
  const times = parseSessionTime(stored.time);
  const ages = agesFromLevel(stored.level, classSlug);
  const kids = classSlug === 'kids-classes' || isKidsSession({ ages });
  return {
    id: `session-${index + 1}`,
    day: stored.day,
    start: times?.start ?? null,
    end: times?.end ?? null,
    unreadTime: times ? null : stored.time.trim().slice(0, 40) || 'Time not set',
    level: stored.level,
    coach: stored.coach,
    site: stored.site,
    ages,
    trialPlaces: kids ? DEFAULT_TRIAL_PLACES.kids : DEFAULT_TRIAL_PLACES.others,
    cancellations: [],
  };
}

function isStoredSession(value: unknown): value is StoredSession {
  return typeof value === 'object' && value !== null && 'time' in value && !('start' in value);
}

/** A class page's content with its sessions in today's form (the same object when nothing needed changing). */
export function upgradeClassContent<T>(content: T, classSlug: ClassSlug): T {
  const sessions = (content as { schedule?: { sessions?: unknown } } | null)?.schedule?.sessions;
  if (!Array.isArray(sessions) || !sessions.some(isStoredSession)) return content;
  const schedule = (content as { schedule: object }).schedule;
  return {
    ...content,
    schedule: {
      ...schedule,
      sessions: sessions.map((session: unknown, index) =>
        isStoredSession(session) ? upgradeSession(session, classSlug, index) : session,
      ),
    },
  };
}

/**
 * Opening hours used to be one list for the studio (`{ openingHours: [...] }`), which every site kept: each site now
 * has its own list, and starts with the lines the one list had.
 */
export function upgradeHoursContent<T>(content: T): T {
  const lines = (content as { openingHours?: unknown } | null)?.openingHours;
  if (!Array.isArray(lines)) return content;
  return { aintree: lines, stHelens: structuredClone(lines) } as T;
}

/** Any section's stored content in today's form. */
export function upgradeSectionContent<T>(section: ContentSectionId, content: T): T {
  if (section === 'hours') return upgradeHoursContent(content);
  return section.startsWith('class-')
    ? upgradeClassContent(content, section.slice('class-'.length) as ClassSlug)
    : content;
}
