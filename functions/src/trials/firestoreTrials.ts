import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { activityRef } from '@studio/core/activity/activity';
import type { Admission } from '@studio/core/contact/contact';
import { sameEmail } from '@studio/core/enquiries/enquiries';
import { studioToday } from '@studio/core/events/eventRules';
import { COLLECTIONS, NOTES_SUBCOLLECTION } from '@studio/core/firebase/firebaseLayout';
import { CLASS_NAMES, isClassSlug } from '@studio/core/pages/publicRoutes';
import type { ContentSectionId, SiteContent } from '@studio/core/content/siteContent';
import { addDays, STUDIO_SITES, type StudioSite, type TimetableInput } from '@studio/core/timetable/timetable';
import { manageLink, trialManageLinks, trialReminder, type TrialMail } from '@studio/core/mail/trialMail';
import {
  buildTrialRegister,
  calledOffBookings,
  draftCancellations,
  enquiryBooking,
  openingRegister,
  type TrialDayCount,
} from '@studio/core/trials/trialRegister';
import { findTrialBooking, type FindBookingAnswer } from '@studio/core/trials/trialFind';
import { hashTrialToken, isTrialToken } from '@studio/core/node/trialToken';
import {
  findBookable,
  isOver,
  trialOccurrences,
  type BookResult,
  type CancelResult,
  type TrialBooking,
  type TrialMailSettings,
  type TrialOccurrence,
  type TrialOutcome,
  type TrialRegister,
} from '@studio/core/trials/trials';
import { senderKey, senderLimit } from '../contact/saveContactSubmission.ts';
import { readSiteContent } from '../site/firestoreSiteData.ts';
import {
  cancelByStaff,
  checkTrialRequest,
  cancelByVisitor,
  cancelCalledOff,
  dueLetterGoes,
  markOutcome,
  trialMailContext,
  type OutcomeResult,
  type TrialActor,
  type TrialChangeContext,
  type TrialWrites,
} from '@studio/core/trials/trialUseCases';
import {
  bookTrial,
  countFilledHoneypot,
  type TrialBookingReads,
  type TrialBookingWrites,
} from '@studio/core/trials/trialBooking';
import { sweepOldTrials, type TrialRetentionStore } from '@studio/core/trials/trialRetention';
import { eraseTrialsOf, type TrialErasureStore } from '@studio/core/trials/trialErasure';
import { BOOKING_LETTER_TO, bookingLetter } from '@studio/core/trials/trialLetters';
import { recordActivityEntry } from '../staff/staffAccounts.ts';
import { configuredContactLimit } from '../contact/contactLimit.ts';

/**
 * Free trial bookings on Firestore, with the rules of core/src/trials/trials.ts. A booking is one transaction on the
 * occurrence's counter document (`trial_counters/{key}`: how many are booked): Firestore runs transactions that
 * read the same document one after another (or retries them), so two bookings for the last place can never both see
 * it free. Bookings and counters are read and written by the functions only (firestore.rules refuse every client).
 *
 * E-mails go through the `mail` collection (the Trigger Email extension). The Trigger Email extension sends a
 * document as soon as it is written, so the reminder and the follow-up wait on the booking (`reminder_due`,
 * `follow_up_due`) until the `sendTrialMails` schedule writes them.
 */

export interface TrialConfig {
  /** The site's address, for the links in the e-mails (SITE_URL). */
  siteUrl: string;
  /** Staff addresses for each new booking and cancellation (NOTIFY_EMAIL); empty sends none. */
  notify: string[];
  now?: () => Date;
}

/**
 * Whether the visitor's e-mails are written: the Trigger Email extension cannot be seen from here, so e-mail counts
 * as set up once SITE_URL (for the links) and NOTIFY_EMAIL (staff's addresses) are set, as the README asks when the
 * extension is installed. Otherwise nothing is written that no one would send, and the pages say so.
 */
export function trialMailOn(config: Pick<TrialConfig, 'siteUrl' | 'notify'>): boolean {
  return config.siteUrl.trim() !== '' && config.notify.length > 0;
}

/** A transaction that loses a race is retried: 30 at once for one place must all get an answer. */
const MAX_ATTEMPTS = 60;
const OPEN_ENQUIRY_STATUSES = ['new', 'contacted', 'trial_booked'];

export const TRIAL_SETTINGS_DOC = 'mail';

/** The e-mails that wait (`trial_mail_queue/{bookingId}.{kind}`): at most one of each per booking. */
type QueuedKind = 'reminder' | 'follow-up';
const queued = (bookingId: string, kind: QueuedKind) => `${bookingId}.${kind}`;

/** A counter's document id: the occurrence key, with nothing Firestore reads as a path. */
export function counterId(key: string): string {
  return encodeURIComponent(key);
}

export function bookingFrom(id: string, data: DocumentData): TrialBooking {
  const classSlug = isClassSlug(data.classSlug) ? data.classSlug : 'kickboxing';
  return {
    id,
    occurrenceKey: String(data.occurrenceKey),
    classSlug,
    className: CLASS_NAMES[classSlug],
    site: data.site as StudioSite,
    day: String(data.day),
    start: String(data.start),
    end: String(data.end),
    startsAt: String(data.startsAt),
    endsAt: String(data.endsAt),
    name: String(data.name),
    email: String(data.email),
    phone: String(data.phone),
    childName: data.childName ?? null,
    childAge: data.childAge ?? null,
    guardian: data.guardian ?? null,
    status: data.status === 'cancelled' ? 'cancelled' : 'booked',
    outcome: data.outcome ?? null,
    cancelledBy: data.cancelledBy ?? null,
    cancelReason: data.cancelReason ?? null,
    createdAt: String(data.createdAt),
    submissionId: data.submissionId ?? null,
  };
}

export function timetableOf(content: SiteContent): TimetableInput {
  return { classes: content.classes, closures: content.closures.closures };
}

/** A letter as the Trigger Email extension's document. */
function mailDocument(to: string[], letter: TrialMail) {
  return {
    to,
    ...(letter.replyTo ? { replyTo: letter.replyTo } : {}),
    message: {
      subject: letter.subject,
      text: letter.text,
      ...(letter.calendar
        ? {
            attachments: [
              {
                filename: letter.calendar.filename,
                content: letter.calendar.content,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ],
          }
        : {}),
    },
    trial_booking: null as string | null,
  };
}

export function createFirestoreTrials(db: Firestore, config: TrialConfig) {
  const now = config.now ?? (() => new Date());
  const mailOn = trialMailOn(config);
  const bookings = db.collection(COLLECTIONS.trialBookings);
  const counters = db.collection(COLLECTIONS.trialCounters);
  const submissions = db.collection(COLLECTIONS.submissions);
  const mail = db.collection(COLLECTIONS.mail);
  const settingsRef = db.collection(COLLECTIONS.trialSettings).doc(TRIAL_SETTINGS_DOC);
  const queue = db.collection(COLLECTIONS.trialMailQueue);

  /** A letter to write into `mail` at `due`: the reminder, or the follow-up after the session. */
  function later(transaction: Transaction, booking: TrialBooking, kind: QueuedKind, due: Date, letter: TrialMail) {
    if (!mailOn) return;
    const document = mailDocument([booking.email], letter);
    document.trial_booking = booking.id;
    transaction.set(queue.doc(queued(booking.id, kind)), {
      booking_id: booking.id,
      kind,
      due: Timestamp.fromDate(due),
      mail: document,
    });
  }

  function send(transaction: Transaction, booking: TrialBooking, letter: TrialMail, to: 'visitor' | 'staff') {
    if (to === 'staff' ? config.notify.length === 0 : !mailOn) return;
    const document = mailDocument(to === 'staff' ? config.notify : [booking.email], letter);
    document.trial_booking = booking.id;
    transaction.set(mail.doc(), document);
  }

  /**
   * A note on the booking's enquiry, and the enquiry's view of the booking, kept by booking id (`trial_bookings`) so
   * the inbox shows the right one of the person's bookings (`enquiryTrial`) without this reading the others.
   */
  function onEnquiry(
    transaction: Transaction,
    booking: TrialBooking,
    note: string,
    author: string,
    change: Record<string, unknown> = {},
  ) {
    if (!booking.submissionId) return;
    const submission = submissions.doc(booking.submissionId);
    transaction.set(submission.collection(NOTES_SUBCOLLECTION).doc(), {
      text: note,
      author,
      created_at: FieldValue.serverTimestamp(),
    });
    transaction.update(submission, {
      ...change,
      notes_count: FieldValue.increment(1),
      [`trial_bookings.${booking.id}`]: enquiryBooking(booking),
    });
  }

  async function settingsIn(transaction?: Transaction): Promise<TrialMailSettings> {
    const stored = transaction ? await transaction.get(settingsRef) : await settingsRef.get();
    return { thanks: stored.get('thanks') !== false, missed: stored.get('missed') !== false };
  }

  /** The writes of core's trial use cases (core/src/trialUseCases.ts), made in `transaction` once its reads are done. */
  function writesIn(transaction: Transaction): TrialWrites {
    return {
      cancel(cancelled) {
        transaction.update(bookings.doc(cancelled.id), {
          status: 'cancelled',
          cancelledBy: cancelled.cancelledBy,
          cancelReason: cancelled.cancelReason,
        });
        transaction.delete(queue.doc(queued(cancelled.id, 'reminder')));
        transaction.delete(queue.doc(queued(cancelled.id, 'follow-up')));
        transaction.set(
          counters.doc(counterId(cancelled.occurrenceKey)),
          { booked: FieldValue.increment(-1) },
          { merge: true },
        );
      },
      setOutcome(marked) {
        transaction.update(bookings.doc(marked.id), { outcome: marked.outcome });
        transaction.delete(queue.doc(queued(marked.id, 'follow-up')));
      },
      note: (booking, text, author) => onEnquiry(transaction, booking, text, author),
      activity({ actor, kind, bookingId, detail }) {
        const entry = { actorUid: actor?.uid ?? null, actor: actor?.email ?? null, kind, item: null, detail };
        // Given the transaction, the entry is set in it at once: nothing is left to wait for.
        void recordActivityEntry(db, { ...entry, ref: activityRef('trial', bookingId) }, transaction);
      },
      send: (booking, letter, to) => send(transaction, booking, letter, to),
      followUp: (booking, due, letter) => later(transaction, booking, 'follow-up', due, letter),
    };
  }

  /** What core's use cases are given: the content published now, the e-mail set-up and the time. */
  const changeContext = (content: SiteContent, at = now()): TrialChangeContext => ({
    content,
    mail: { siteUrl: config.siteUrl, visitors: mailOn },
    now: at,
  });

  /** The bookings still booked from today on (`calledOffBookings` leaves out those already started). */
  async function upcomingBooked(at: Date): Promise<TrialBooking[]> {
    const upcoming = await bookings.where('status', '==', 'booked').where('day', '>=', studioToday(at)).get();
    return upcoming.docs.map((stored) => bookingFrom(stored.id, stored.data()));
  }

  async function bookedCounts(keys: readonly string[]): Promise<(key: string) => number> {
    const counts = new Map<string, number>();
    const refs = keys.map((key) => counters.doc(counterId(key)));
    if (refs.length) {
      const snapshots = await db.getAll(...refs);
      snapshots.forEach((snapshot, index) => counts.set(keys[index]!, Number(snapshot.get('booked') ?? 0)));
    }
    return (key) => counts.get(key) ?? 0;
  }

  /** Booked trials per day and site, from the bookings read. */
  function dayCounts(docs: readonly DocumentData[]): TrialDayCount[] {
    const counts = new Map<string, TrialDayCount>();
    for (const data of docs) {
      if (data.status !== 'booked') continue;
      const key = `${data.day} ${data.site}`;
      const count = counts.get(key) ?? { day: String(data.day), site: data.site as StudioSite, booked: 0 };
      count.booked += 1;
      counts.set(key, count);
    }
    return [...counts.values()];
  }

  const trials = {
    /** The next 14 days' occurrences with their places, for the booking form. */
    async occurrences(): Promise<TrialOccurrence[]> {
      const at = now();
      const timetable = timetableOf(await readSiteContent(db));
      const keys = trialOccurrences(timetable, { now: at, booked: () => 0 }).map((occurrence) => occurrence.key);
      return trialOccurrences(timetable, { now: at, booked: await bookedCounts(keys) });
    },

    /**
     * Books one place: core's `bookTrial` in one transaction on the occurrence's counter, reading the counter, the
     * per-address limit the contact form counts too (`contact_rate_limits`), the address's bookings and its open
     * enquiry as it asks, then writing what it says.
     */
    async book(input: unknown, ip: string): Promise<BookResult> {
      const content = await readSiteContent(db);
      const timetable = timetableOf(content);
      // The session's ages and whether it exists, before any place is counted.
      const request = checkTrialRequest(input, (session) =>
        findBookable(timetable, session, { now: now(), booked: () => 0 }),
      );
      if ('ok' in request) return request;
      const limitRef = db.collection(COLLECTIONS.contactRateLimits).doc(senderKey(ip));
      // A filled honeypot is counted in a transaction of its own, and nothing more (core's `countFilledHoneypot`).
      if ('filledHoneypot' in request)
        return db.runTransaction(async (transaction) => {
          const limit = await senderLimit(transaction, limitRef, now(), configuredContactLimit());
          return countFilledHoneypot({ limitWait: () => limit.wait }, { countAttempt: limit.count });
        });
      const { details } = request;
      const key = request.occurrence.key;
      const counterRef = counters.doc(counterId(key));
      const emailKey = details.email.toLowerCase();

      return db.runTransaction(
        async (transaction): Promise<BookResult> => {
          const at = now();
          let booked = 0;
          let countAttempt = () => {};
          const reads: TrialBookingReads = {
            async session() {
              booked = Number((await transaction.get(counterRef)).get('booked') ?? 0);
              return findBookable(timetable, key, { now: at, booked: () => booked });
            },
            async limitWait() {
              const limit = await senderLimit(transaction, limitRef, at, configuredContactLimit());
              countAttempt = limit.count;
              return limit.wait;
            },
            async heldBy(occurrence) {
              const held = (
                await transaction.get(bookings.where('email_key', '==', emailKey).where('status', '==', 'booked'))
              ).docs.map((stored) => bookingFrom(stored.id, stored.data()));
              return {
                inSession: held.some((booking) => booking.occurrenceKey === occurrence.key),
                upcoming: held.filter((booking) => !isOver(booking, at)).length,
              };
            },
            async openEnquiry() {
              const open = (await transaction.get(submissions.where('status', 'in', OPEN_ENQUIRY_STATUSES))).docs
                .filter((stored) => sameEmail(String(stored.get('email') ?? ''), details.email))
                .sort(
                  (a, b) =>
                    (b.get('created_at') as Timestamp).toMillis() - (a.get('created_at') as Timestamp).toMillis(),
                )[0];
              return open?.id ?? null;
            },
          };
          const writes: TrialBookingWrites = {
            countAttempt: () => countAttempt(),
            startEnquiry(booking, text) {
              transaction.set(submissions.doc(booking.submissionId!), {
                name: booking.name,
                email: booking.email,
                phone: booking.phone,
                class_interest: booking.className,
                message: text,
                read: false,
                created_at: Timestamp.fromDate(at),
                status: 'trial_booked',
                notes_count: 0,
                notification: null,
                trial_bookings: { [booking.id]: enquiryBooking(booking) },
              });
            },
            moveEnquiryOn(booking, text) {
              onEnquiry(transaction, booking, text, 'Website', { status: 'trial_booked', read: false });
            },
            insert(booking, token) {
              transaction.set(counterRef, { booked: booked + 1, key: booking.occurrenceKey }, { merge: true });
              const { id, ...stored } = booking;
              transaction.set(bookings.doc(id), {
                ...stored,
                email_key: emailKey,
                token_hash: hashTrialToken(token),
                follow_up_sent: false,
                created: Timestamp.fromDate(at),
              });
            },
            // Written now: the Trigger Email extension sends a letter as soon as it is in `mail`, so one that waits
            // (the reminder) waits in the queue until `sendDue` moves it.
            letter(booking, kind, due, token) {
              const letter = bookingLetter(kind, booking, { content, siteUrl: config.siteUrl, token });
              if (!letter) return;
              if (due && (kind === 'reminder' || kind === 'follow-up')) later(transaction, booking, kind, due, letter);
              else send(transaction, booking, letter, BOOKING_LETTER_TO[kind]);
            },
          };
          return bookTrial(details, reads, writes, { mail: { siteUrl: config.siteUrl, visitors: mailOn }, now: at });
        },
        { maxAttempts: MAX_ATTEMPTS },
      );
    },

    /** Whether visitors are e-mailed: SITE_URL and NOTIFY_EMAIL set, as they are once the mail extension runs. */
    mailOn,

    /**
     * "Find my booking" (core/src/trials/trialFind.ts): in one transaction, the address's count, its bookings still to
     * come, their new links (a reminder still waiting is written again with its booking's new link) and the letter.
     */
    async findBooking(email: string, ip: string): Promise<FindBookingAnswer> {
      const content = mailOn ? await readSiteContent(db) : null;
      const limitRef = db.collection(COLLECTIONS.contactRateLimits).doc(senderKey(ip));
      return findTrialBooking(
        email,
        {
          reissueLinks: (address, _limit, reissue) =>
            db.runTransaction(async (transaction): Promise<Admission> => {
              const at = now();
              const { wait, count } = await senderLimit(transaction, limitRef, at, configuredContactLimit());
              if (wait > 0) return { granted: false, retryAfterMs: wait };
              const held = (
                await transaction.get(
                  bookings.where('email_key', '==', address.toLowerCase()).where('status', '==', 'booked'),
                )
              ).docs
                .map((stored) => bookingFrom(stored.id, stored.data()))
                .filter((booking) => !isOver(booking, at))
                .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
              const waitingReminders = await Promise.all(
                held.map((booking) => transaction.get(queue.doc(queued(booking.id, 'reminder')))),
              );
              count();
              const links = reissue(held);
              links.forEach(({ booking, token, tokenHash }, index) => {
                transaction.update(bookings.doc(booking.id), { token_hash: tokenHash });
                const reminder = waitingReminders[index]!;
                if (reminder.exists && content) {
                  const manageUrl = manageLink(config.siteUrl, token);
                  const letter = trialReminder(booking, {
                    ...trialMailContext(content, booking, config.siteUrl),
                    manageUrl,
                  });
                  later(transaction, booking, 'reminder', (reminder.get('due') as Timestamp).toDate(), letter);
                }
              });
              const first = links[0]?.booking;
              if (first && content)
                send(
                  transaction,
                  first,
                  trialManageLinks(
                    links.map(({ booking, token }) => ({ booking, manageUrl: manageLink(config.siteUrl, token) })),
                    trialMailContext(content, first, config.siteUrl),
                  ),
                  'visitor',
                );
              return { granted: true };
            }),
        },
        { mailOn, limit: configuredContactLimit() },
      );
    },

    /** The booking a manage link's token opens; null for an unknown or malformed token. */
    async byToken(token: string): Promise<{ booking: TrialBooking; over: boolean } | null> {
      if (!isTrialToken(token)) return null;
      const found = await bookings.where('token_hash', '==', hashTrialToken(token)).limit(1).get();
      const stored = found.docs[0];
      if (!stored) return null;
      const booking = bookingFrom(stored.id, stored.data());
      return { booking, over: isOver(booking, now()) };
    },

    /** The manage link's one action: cancel this booking, while its session is still to come. */
    async cancelByToken(token: string): Promise<CancelResult> {
      const content = await readSiteContent(db);
      return db.runTransaction(async (transaction) => {
        const [stored] = isTrialToken(token)
          ? (await transaction.get(bookings.where('token_hash', '==', hashTrialToken(token)).limit(1))).docs
          : [];
        const booking = stored && bookingFrom(stored.id, stored.data());
        return cancelByVisitor(booking, changeContext(content), writesIn(transaction));
      });
    },

    async get(id: string): Promise<TrialBooking | undefined> {
      const stored = await bookings.doc(id).get();
      return stored.exists ? bookingFrom(stored.id, stored.data()!) : undefined;
    },

    /**
     * A day's register at one site, and the week ahead's counts at both sites. Without a day, the next day from
     * today that holds booked trials, at the site that holds them.
     */
    async register(day?: string, site?: StudioSite): Promise<TrialRegister> {
      if (!day) {
        const today = studioToday(now());
        const [first] = (
          await bookings.where('status', '==', 'booked').where('day', '>=', today).orderBy('day').limit(1).get()
        ).docs;
        const firstDay = first ? String(first.get('day')) : null;
        const onFirstDay = firstDay
          ? (await bookings.where('status', '==', 'booked').where('day', '==', firstDay).get()).docs
          : [];
        const opening = openingRegister(today, dayCounts(onFirstDay.map((stored) => stored.data())));
        day = opening.day;
        site ??= opening.site;
      }
      site ??= STUDIO_SITES[0];
      const [content, ofDay, week] = await Promise.all([
        readSiteContent(db),
        bookings.where('day', '==', day).get(),
        bookings.where('day', '>=', day).where('day', '<=', addDays(day, 6)).get(),
      ]);
      const held = ofDay.docs
        .map((stored) => bookingFrom(stored.id, stored.data()))
        .filter((booking) => booking.site === site)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.createdAt.localeCompare(b.createdAt));
      const weekCounts = dayCounts(week.docs.map((stored) => stored.data()));
      return buildTrialRegister(timetableOf(content), { day, site, now: now(), bookings: held, weekCounts });
    },

    /**
     * Staff mark a booking Attended or No-show (or neither), from the session's start on; the follow-up waits for
     * the session's end, once.
     */
    async setOutcome(id: string, outcome: TrialOutcome | null, actor: TrialActor): Promise<OutcomeResult> {
      const content = await readSiteContent(db);
      return db.runTransaction(async (transaction) => {
        const stored = await transaction.get(bookings.doc(id));
        const read = {
          booking: stored.exists ? bookingFrom(id, stored.data()!) : undefined,
          settings: await settingsIn(transaction),
          followUpSent: stored.get('follow_up_sent') === true,
        };
        return markOutcome(read, { outcome, actor }, changeContext(content), writesIn(transaction));
      });
    },

    /** Staff cancel a booking with a reason the visitor is sent. */
    async staffCancel(id: string, reason: string, actor: TrialActor): Promise<CancelResult> {
      const content = await readSiteContent(db);
      return db.runTransaction(async (transaction) => {
        const stored = await transaction.get(bookings.doc(id));
        const booking = stored.exists ? bookingFrom(id, stored.data()!) : undefined;
        return cancelByStaff(booking, { reason, actor }, changeContext(content), writesIn(transaction));
      });
    },

    /**
     * Cancels, with a message to each visitor, the upcoming bookings whose session a closure, a cancelled date or
     * its removal from the timetable has called off (`calledOffBookings`). Runs when the timetable or the closures
     * are published, credited to whoever published them (`actor`), and on schedule.
     */
    async cancelCalledOff(actor: TrialActor | null = null): Promise<number> {
      const at = now();
      const content = await readSiteContent(db);
      const timetable = timetableOf(content);
      let cancelled = 0;
      for (const { booking } of calledOffBookings(timetable, await upcomingBooked(at), at)) {
        const reason = await db.runTransaction(async (transaction) => {
          const stored = await transaction.get(bookings.doc(booking.id));
          const found = stored.exists ? bookingFrom(stored.id, stored.data()!) : undefined;
          return cancelCalledOff(found, { timetable, actor }, changeContext(content, at), writesIn(transaction));
        });
        if (reason) cancelled += 1;
      }
      return cancelled;
    },

    /**
     * The booked trials that publishing `content` as `section` would cancel, with the reason each visitor would be
     * sent (`draftCancellations`: the rule `cancelCalledOff` uses, on the site with that one section replaced).
     */
    async wouldCancel(section: ContentSectionId, content: unknown) {
      const at = now();
      return draftCancellations(await readSiteContent(db), section, content, await upcomingBooked(at), at);
    },

    /** What the activity log names each trial by: its visitor, class and day (bookings since erased are absent). */
    async names(ids: readonly string[]): Promise<Record<string, { name: string; className: string; day: string }>> {
      const unique = [...new Set(ids)].slice(0, 100);
      const found = unique.length ? await db.getAll(...unique.map((id) => bookings.doc(id))) : [];
      return Object.fromEntries(
        found
          .filter((stored) => stored.exists)
          .map((stored) => {
            const booking = bookingFrom(stored.id, stored.data()!);
            return [stored.id, { name: booking.name, className: booking.className, day: booking.day }];
          }),
      );
    },

    /**
     * Writes the reminders and follow-ups that are due into the `mail` collection, each once: a follow-up only while
     * its booking still holds that mark and the Owner has not switched it off.
     */
    async sendDue(): Promise<{ reminders: number; followUps: number }> {
      const at = now();
      const counts = { reminders: 0, followUps: 0 };
      for (const candidate of (await queue.where('due', '<=', Timestamp.fromDate(at)).get()).docs) {
        const sent = await db.runTransaction(async (transaction) => {
          const waiting = await transaction.get(candidate.ref);
          if (!waiting.exists) return null;
          const kind = waiting.get('kind') as QueuedKind;
          const stored = await transaction.get(bookings.doc(String(waiting.get('booking_id'))));
          const settings = await settingsIn(transaction);
          transaction.delete(waiting.ref);
          const booking = stored.exists ? bookingFrom(stored.id, stored.data()!) : undefined;
          const followUpSent = stored.get('follow_up_sent') === true;
          if (!dueLetterGoes(kind, { booking, settings, followUpSent }, at)) return null;
          if (kind === 'follow-up') transaction.update(stored.ref, { follow_up_sent: true });
          transaction.set(mail.doc(), waiting.get('mail'));
          return kind;
        });
        if (sent === 'reminder') counts.reminders += 1;
        if (sent === 'follow-up') counts.followUps += 1;
      }
      return counts;
    },

    settings: () => settingsIn(),

    async setSettings(
      settings: TrialMailSettings,
      actor: { uid: string; email: string | null },
    ): Promise<TrialMailSettings> {
      await settingsRef.set({ thanks: settings.thanks, missed: settings.missed });
      await recordActivityEntry(db, {
        actorUid: actor.uid,
        actor: actor.email,
        kind: 'trial.settings',
        detail: `Thanks for coming ${settings.thanks ? 'on' : 'off'}; Sorry we missed you ${settings.missed ? 'on' : 'off'}`,
      });
      return settingsIn();
    },

    async logExport(actor: { uid: string; email: string | null }, detail: string): Promise<void> {
      await recordActivityEntry(db, { actorUid: actor.uid, actor: actor.email, kind: 'trial.exported', detail });
    },

    /** Every booking from one address, any case (a person's request about their data), newest session first. */
    async findByEmail(email: string): Promise<TrialBooking[]> {
      const found = await bookings.where('email_key', '==', email.trim().toLowerCase()).get();
      return found.docs
        .map((stored) => bookingFrom(stored.id, stored.data()))
        .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
    },

    /**
     * Erases every booking from one address with the e-mails about them (core's `eraseTrialsOf`, each booking one
     * batch); resolves to how many bookings.
     */
    eraseByEmail: (email: string): Promise<number> => Promise.resolve(eraseTrialsOf(email, erasureStore)),

    /**
     * Deletes the bookings past the messages' retention period, `retentionDays` (core's `sweepOldTrials`, each
     * booking one batch); resolves to how many.
     */
    sweepOld: (retentionDays: number): Promise<number> =>
      Promise.resolve(sweepOldTrials(retentionStore, { now: now(), retentionDays })),
  };

  /** A booking with its e-mails, waiting or written, in one batch; `freePlace` gives its place back. */
  async function eraseBooking(booking: TrialBooking, { freePlace }: { freePlace: boolean }) {
    const letters = await mail.where('trial_booking', '==', booking.id).get();
    const batch = db.batch();
    batch.delete(queue.doc(queued(booking.id, 'reminder')));
    batch.delete(queue.doc(queued(booking.id, 'follow-up')));
    for (const letter of letters.docs) batch.delete(letter.ref);
    if (freePlace)
      batch.set(counters.doc(counterId(booking.occurrenceKey)), { booked: FieldValue.increment(-1) }, { merge: true });
    batch.delete(bookings.doc(booking.id));
    await batch.commit();
  }

  /** Core's erasure store: the address's bookings, and each erased whole (`eraseBooking`). */
  const erasureStore: TrialErasureStore = { bookingsFrom: (email) => trials.findByEmail(email), erase: eraseBooking };

  /** Core's retention store: the bookings made before the cutoff (one range per query), each erased whole. */
  const retentionStore: TrialRetentionStore = {
    madeBefore: async (cutoff) =>
      (await bookings.where('created', '<', Timestamp.fromDate(cutoff)).get()).docs.map((stored) =>
        bookingFrom(stored.id, stored.data()),
      ),
    erase: eraseBooking,
  };

  return { ...trials, erasureStore };
}

export type FirestoreTrials = ReturnType<typeof createFirestoreTrials>;
