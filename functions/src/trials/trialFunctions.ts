import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { emailLookupSchema, mailStatus } from '@studio/core/enquiries/enquiries';
import { studioToday } from '@studio/core/events/eventRules';
import { COLLECTIONS, FUNCTIONS_REGION } from '@studio/core/firebase/firebaseLayout';
import { STUDIO_TIME_ZONE } from '@studio/core/shared/limits';
import { notifyAddresses } from '@studio/core/mail/notificationMail';
import { STUDIO_SITES } from '@studio/core/timetable/timetable';
import { registerCsv, wouldCancelSchema } from '@studio/core/trials/trialRegister';
import {
  outcomeSchema,
  publicTrialBooking,
  registerQuerySchema,
  staffCancelSchema,
  trialMailSettingsSchema,
  type BookResult,
  type CancelResult,
} from '@studio/core/trials/trials';
import { z } from '@studio/core/shared/zod';
import { adminFirestore } from '../adminApp.ts';
import { notifyEmail, senderIp, siteUrl } from '../contact/submitContact.ts';
import { callerOf } from '../staff/staffAccounts.ts';
import { createFirestoreTrials } from './firestoreTrials.ts';

/** The trials store with this deployment's settings (read when a function runs, not at load). */
export const firestoreTrials = () =>
  createFirestoreTrials(adminFirestore(), { siteUrl: siteUrl.value(), notify: notifyAddresses(notifyEmail.value()) });

function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Not valid');
  return result.data;
}

const tokenSchema = z.strictObject({ token: z.string().max(200) });
const idSchema = z.strictObject({ id: z.string().min(1).max(100) });

/** A refused booking as the callable's error: the field messages and the wait travel as its details. */
function bookingError(result: Exclude<BookResult, { ok: true }>): HttpsError {
  const message = Object.values(result.errors)[0] ?? 'The booking is not valid';
  const details = {
    fields: result.errors,
    ...(result.retryAfter ? { retryAfterSeconds: Number(result.retryAfter) } : {}),
  };
  if (result.status === 429) return new HttpsError('resource-exhausted', message, details);
  if (result.status === 409) return new HttpsError('already-exists', message, details);
  return new HttpsError('invalid-argument', message, details);
}

function cancelError(result: Exclude<CancelResult, { ok: true }>): HttpsError {
  if (result.status === 404) return new HttpsError('not-found', result.error);
  if (result.status === 410) return new HttpsError('failed-precondition', result.error);
  return new HttpsError('already-exists', result.error);
}

export async function handleBookTrial(request: CallableRequest) {
  const result = await firestoreTrials().book(request.data, senderIp(request));
  if (!result.ok) throw bookingError(result);
  return { token: result.token, booking: publicTrialBooking(result.booking) };
}

const publicOptions = { region: FUNCTIONS_REGION, maxInstances: 5, timeoutSeconds: 60 };
/** A booking may wait its turn on a busy session's counter (the transaction retries). */
const bookingOptions = { ...publicOptions, timeoutSeconds: 120 };
const staffOptions = { region: FUNCTIONS_REGION };

/** "Confirm booking" from the browser (the pages' own form posts go through the `site` function). */
export const bookTrial = onCall(bookingOptions, handleBookTrial);

export const trialSessions = onCall(publicOptions, async () => ({
  occurrences: await firestoreTrials().occurrences(),
}));

/** The manage link's page: the booking its token opens, and nothing else. */
export const trialBooking = onCall(publicOptions, async (request) => {
  const { token } = parse(tokenSchema, request.data);
  const found = await firestoreTrials().byToken(token);
  if (!found) throw new HttpsError('not-found', 'Booking not found');
  return { booking: publicTrialBooking(found.booking), over: found.over };
});

export const cancelTrialBooking = onCall(publicOptions, async (request) => {
  const { token } = parse(tokenSchema, request.data);
  const result = await firestoreTrials().cancelByToken(token);
  if (!result.ok) throw cancelError(result);
  return { booking: publicTrialBooking(result.booking) };
});

function registerQuery(data: unknown) {
  const parsed = parse(registerQuerySchema, data ?? {});
  return { day: parsed.day ?? studioToday(), site: parsed.site ?? STUDIO_SITES[0] };
}

// Trials in the admin (both roles): the register, attendance, cancelling with a reason, the CSV.
// Without a day, the register opens on the next day that holds booked trials.
export const trialRegister = onCall(staffOptions, async (request) => {
  callerOf(request, { owner: false });
  const { day, site } = parse(registerQuerySchema, request.data ?? {});
  const trials = firestoreTrials();
  return { register: await trials.register(day, site), settings: await trials.settings() };
});

export const setTrialOutcome = onCall(staffOptions, async (request) => {
  const actor = callerOf(request, { owner: false });
  const { id } = parse(idSchema, { id: (request.data as { id?: unknown } | null)?.id });
  const { outcome } = parse(outcomeSchema, { outcome: (request.data as { outcome?: unknown } | null)?.outcome });
  const result = await firestoreTrials().setOutcome(id, outcome, actor);
  if (!result.ok) throw new HttpsError(result.status === 404 ? 'not-found' : 'already-exists', result.error);
  return { booking: result.booking };
});

/** What publishing a draft of the closures or a class page would cancel, for the editor's confirmation. */
export const trialsDraftWouldCancel = onCall(staffOptions, async (request) => {
  callerOf(request, { owner: false });
  const { section, content } = parse(wouldCancelSchema, request.data);
  const result = await firestoreTrials().wouldCancel(section, content);
  if ('error' in result) throw new HttpsError('invalid-argument', result.error);
  return { cancels: result.cancels };
});

/**
 * Published from the admin: the closures or a class page just published cancel the bookings they call off at once,
 * credited to the publisher (the content trigger below does the same where Firestore triggers run; the schedule
 * catches any missed). Cancelling is idempotent: a booking is cancelled once, whoever gets there first.
 */
export const cancelCalledOffTrials = onCall(staffOptions, async (request) => {
  const actor = callerOf(request, { owner: false });
  return { cancelled: await firestoreTrials().cancelCalledOff(actor) };
});

/** The activity log's names for trials (Owners read the log; bookings are closed to every client). */
export const trialNames = onCall(staffOptions, async (request) => {
  callerOf(request, { owner: true });
  const { ids } = parse(z.strictObject({ ids: z.array(z.string().min(1).max(100)).max(100) }), request.data);
  return { names: await firestoreTrials().names(ids) };
});

/**
 * Owners: whether e-mail is set up. The functions write visitors' e-mails and staff notices with both the SITE_URL
 * and NOTIFY_EMAIL parameters set (the Trigger Email extension, which sends them, cannot be seen from here).
 */
export const mailStatusFunction = onCall(staffOptions, async (request) => {
  callerOf(request, { owner: true });
  const missing = [
    ...(siteUrl.value().trim() ? [] : ['SITE_URL']),
    ...(notifyAddresses(notifyEmail.value()).length ? [] : ['NOTIFY_EMAIL']),
  ];
  return mailStatus(
    missing.length ? `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set` : undefined,
    'firebase',
  );
});

export const cancelTrial = onCall(staffOptions, async (request) => {
  const actor = callerOf(request, { owner: false });
  const { id } = parse(idSchema, { id: (request.data as { id?: unknown } | null)?.id });
  const { reason } = parse(staffCancelSchema, { reason: (request.data as { reason?: unknown } | null)?.reason });
  const result = await firestoreTrials().staffCancel(id, reason, actor);
  if (!result.ok) throw cancelError(result);
  return { booking: result.booking };
});

export const exportTrialRegister = onCall(staffOptions, async (request) => {
  const actor = callerOf(request, { owner: false });
  const { day, site } = registerQuery(request.data);
  const trials = firestoreTrials();
  const csv = registerCsv(await trials.register(day, site));
  await trials.logExport(actor, `${day} ${site}`);
  return { csv };
});

/** Owners switch the follow-up e-mails on and off. */
export const setTrialSettings = onCall(staffOptions, async (request) => {
  const actor = callerOf(request, { owner: true });
  const settings = parse(trialMailSettingsSchema, request.data);
  return { settings: await firestoreTrials().setSettings(settings, actor) };
});

// A person's request about their data: their bookings are found, exported and erased with their messages.
export const trialsByEmail = onCall(staffOptions, async (request) => {
  callerOf(request, { owner: false });
  const { email } = parse(emailLookupSchema, request.data);
  return { bookings: await firestoreTrials().findByEmail(email) };
});

export const eraseTrialsByEmail = onCall(staffOptions, async (request) => {
  callerOf(request, { owner: false });
  const { email } = parse(emailLookupSchema, request.data);
  return { erased: await firestoreTrials().eraseByEmail(email) };
});

/**
 * Every 10 minutes: bookings a closure or a cancelled date has called off are cancelled (with a message to each
 * visitor; the content trigger below does it at once, this catches any it missed), and the reminders (17:00 UK the
 * day before) and follow-ups (after the session) that are due are written into `mail`.
 */
export const sendTrialMails = onSchedule(
  { schedule: 'every 10 minutes', timeZone: STUDIO_TIME_ZONE, region: FUNCTIONS_REGION },
  async () => {
    const trials = firestoreTrials();
    const cancelled = await trials.cancelCalledOff();
    const sent = await trials.sendDue();
    if (cancelled || sent.reminders || sent.followUps)
      logger.info('Free trial e-mails written', { cancelled, ...sent });
  },
);

/** A closure or a cancelled date saved over booked sessions: their bookings are cancelled and each visitor told. */
export const onTimetableChanged = onDocumentWritten(
  { document: `${COLLECTIONS.content}/{section}`, region: FUNCTIONS_REGION },
  async (event) => {
    const section = event.params.section;
    if (section !== 'closures' && !section.startsWith('class-')) return;
    // Credited to whoever published the section (its `updated_by`), not to nobody.
    const publishedBy = event.data?.after.get('updated_by');
    const actor =
      typeof publishedBy === 'string' && publishedBy.includes('@') ? { uid: null, email: publishedBy } : null;
    const cancelled = await firestoreTrials().cancelCalledOff(actor);
    if (cancelled) logger.info('Free trial bookings cancelled by a content change', { section, cancelled });
  },
);
