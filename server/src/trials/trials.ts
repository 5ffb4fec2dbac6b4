import { randomUUID } from 'node:crypto';
import { activityRef } from '@studio/core/activity/activity';
import type { Admission, ContactLimit } from '@studio/core/contact/contact';
import { CLASS_NAMES, isClassSlug } from '@studio/core/pages/publicRoutes';
import type { ContentSectionId, SiteContent } from '@studio/core/content/siteContent';
import { studioToday } from '@studio/core/events/eventRules';
import { addDays, STUDIO_SITES, type StudioSite, type TimetableInput } from '@studio/core/timetable/timetable';
import {
  buildTrialRegister,
  calledOffBookings,
  draftCancellations,
  openingRegister,
  type TrialDayCount,
} from '@studio/core/trials/trialRegister';
import { manageLink, trialManageLinks, type TrialMail } from '@studio/core/mail/trialMail';
import { findTrialBooking, type FindBookingAnswer } from '@studio/core/trials/trialFind';
import { hashTrialToken, isTrialToken } from '@studio/core/node/trialToken';
import {
  findBookable,
  isOver,
  recheckBookable,
  trialOccurrences,
  type BookResult,
  type CancelResult,
  type TrialBooking,
  type TrialCancelledBy,
  type TrialDetails,
  type TrialMailSettings,
  type TrialOccurrence,
  type TrialOutcome,
  type TrialRegister,
  type TrialRegisterSession,
} from '@studio/core/trials/trials';
import {
  cancelByStaff,
  checkTrialRequest,
  cancelByVisitor,
  cancelCalledOff,
  dueLetterGoes,
  markOutcome,
  type OutcomeResult,
  type TrialChangeContext,
  type TrialWrites,
} from '@studio/core/trials/trialUseCases';
import {
  bookTrial,
  countFilledHoneypot,
  type TrialBookingReads,
  type TrialBookingWrites,
} from '@studio/core/trials/trialBooking';
import type { Maybe } from '@studio/core/shared/maybeAsync';
import { eraseTrialsOf } from '@studio/core/trials/trialErasure';
import { sweepOldTrials } from '@studio/core/trials/trialRetention';
import {
  BOOKING_LETTER_TO,
  bookingLetter,
  trialMailContext,
  type BookingLetterKind,
} from '@studio/core/trials/trialLetters';
import { recordActivity } from '../activity/activityLog.ts';
import { everyDay, type Clock } from '../clock.ts';
import type { MailConfig } from '../config.ts';
import { inTransaction, type Database } from '../db/database.ts';
import { clientNetwork } from '@studio/core/node/clientNetwork';
import type { RateLimitRule, RateLimits } from '../http/rateLimits.ts';
import type { Outbox, QueuedIntent } from '../mail/outbox.ts';

export type Register = TrialRegister;

export type { OutcomeResult };
export type RegisterSession = TrialRegisterSession;

interface BookingRow {
  id: string;
  occurrence_key: string;
  class_slug: string;
  site: StudioSite;
  day: string;
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
  name: string;
  email: string;
  phone: string;
  child_name: string | null;
  child_age: number | null;
  guardian: string | null;
  status: TrialBooking['status'];
  outcome: TrialOutcome | null;
  cancelled_by: TrialCancelledBy | null;
  cancel_reason: string | null;
  submission_id: string | null;
  created_at: string;
}

function toBooking(row: BookingRow): TrialBooking {
  const classSlug = isClassSlug(row.class_slug) ? row.class_slug : 'kickboxing';
  return {
    id: row.id,
    occurrenceKey: row.occurrence_key,
    classSlug,
    className: CLASS_NAMES[classSlug],
    site: row.site,
    day: row.day,
    start: row.start_time,
    end: row.end_time,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    childName: row.child_name,
    childAge: row.child_age,
    guardian: row.guardian,
    status: row.status,
    outcome: row.outcome,
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    submissionId: row.submission_id,
  };
}

export function timetableOf(content: SiteContent): TimetableInput {
  return { classes: content.classes, closures: content.closures.closures };
}

/**
 * A booking's letters in the outbox, queued as intents and written by core's `bookingLetter` when they go; a
 * cancellation takes back the reminder and follow-up still pending, a changed outcome the follow-up.
 */
const LETTER_KINDS: Record<BookingLetterKind, string> = {
  confirmation: 'trial.confirmation',
  reminder: 'trial.reminder',
  'booked-notice': 'trial.booked-notice',
  'follow-up': 'trial.follow-up',
};
const REMINDER = LETTER_KINDS.reminder;
const FOLLOW_UP = LETTER_KINDS['follow-up'];
const CONFIRMATION = LETTER_KINDS.confirmation;
const LETTER_OF_KIND = new Map(
  Object.entries(LETTER_KINDS).map(([letter, kind]) => [kind, letter as BookingLetterKind]),
);
/** "Find my booking"'s letter of new links. */
const MANAGE_LINKS = 'trial.manage-links';

export interface TrialsOptions {
  clock: Clock;
  outbox: Outbox;
  content: () => SiteContent;
  /** Undefined: e-mail is off; bookings still work and show their confirmation page. */
  mail: MailConfig | undefined;
  rateLimits: RateLimits;
  /** The contact form's per-address limit: bookings count against it too. */
  contactLimit: ContactLimit;
  retentionDays: number;
  log: { info(object: object, message: string): void };
}

/**
 * Free trial bookings, and everything a booking sets off: each change writes its booking, its enquiry, its
 * activity entry and its e-mails in one transaction, then wakes the outbox.
 */
export function createTrials(db: Database, options: TrialsOptions) {
  const { clock, outbox, mail } = options;
  const now = () => new Date(clock.now());
  const sentByAddress: RateLimitRule = {
    bucket: 'contact-address',
    max: options.contactLimit.maxMessages,
    windowMs: options.contactLimit.windowMs,
  };

  const q = {
    countFor: db.prepare(`SELECT COUNT(*) AS n FROM trial_bookings WHERE occurrence_key = ? AND status = 'booked'`),
    countsFrom: db.prepare(
      `SELECT occurrence_key AS key, COUNT(*) AS n FROM trial_bookings WHERE status = 'booked' AND day >= ?
       GROUP BY occurrence_key`,
    ),
    // One look at the address's bookings: whether it holds this occurrence, and how many sessions still to come.
    addressBookings: db.prepare(
      `SELECT COALESCE(SUM(occurrence_key = ?), 0) AS same, COALESCE(SUM(ends_at > ?), 0) AS upcoming
       FROM trial_bookings WHERE email = ? COLLATE NOCASE AND status = 'booked'`,
    ),
    insert: db.prepare(
      `INSERT INTO trial_bookings (id, occurrence_key, class_slug, site, day, start_time, end_time, starts_at, ends_at,
         name, email, phone, child_name, child_age, guardian, status, token_hash, submission_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'booked', ?, ?, ?)`,
    ),
    byId: db.prepare('SELECT * FROM trial_bookings WHERE id = ?'),
    byToken: db.prepare('SELECT * FROM trial_bookings WHERE token_hash = ?'),
    byDaySite: db.prepare('SELECT * FROM trial_bookings WHERE day = ? AND site = ? ORDER BY starts_at, created_at'),
    dayCounts: db.prepare(
      `SELECT day, site, COUNT(*) AS booked FROM trial_bookings WHERE status = 'booked' AND day >= ? AND day <= ?
       GROUP BY day, site`,
    ),
    firstBookedDay: db.prepare(`SELECT MIN(day) AS day FROM trial_bookings WHERE status = 'booked' AND day >= ?`),
    upcomingBooked: db.prepare(`SELECT * FROM trial_bookings WHERE status = 'booked' AND starts_at > ?`),
    byEmail: db.prepare('SELECT * FROM trial_bookings WHERE email = ? COLLATE NOCASE ORDER BY starts_at DESC'),
    cancel: db.prepare(
      `UPDATE trial_bookings SET status = 'cancelled', cancelled_by = ?, cancel_reason = ? WHERE id = ? AND status = 'booked'`,
    ),
    setOutcome: db.prepare('UPDATE trial_bookings SET outcome = ? WHERE id = ?'),
    takeBack: db.prepare(`DELETE FROM mail_outbox WHERE booking_id = ? AND kind = ? AND state = 'pending'`),
    sentKind: db.prepare(`SELECT COUNT(*) AS n FROM mail_outbox WHERE booking_id = ? AND kind = ? AND state = 'sent'`),
    openEnquiry: db.prepare(
      `SELECT id FROM contact_submissions WHERE email = ? COLLATE NOCASE AND status IN ('new', 'contacted', 'trial_booked')
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    ),
    insertEnquiry: db.prepare(
      `INSERT INTO contact_submissions (id, name, email, phone, class_interest, message, read, created_at, status)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, 'trial_booked')`,
    ),
    enquiryStatus: db.prepare(`UPDATE contact_submissions SET status = 'trial_booked', read = 0 WHERE id = ?`),
    note: db.prepare(
      'INSERT INTO submission_notes (id, submission_id, text, author, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    settings: db.prepare('SELECT thanks, missed FROM trial_settings WHERE id = 1'),
    setSettings: db.prepare('UPDATE trial_settings SET thanks = ?, missed = ? WHERE id = 1'),
    // Its letters in the outbox, pending or sent, go with it (ON DELETE CASCADE); its place is its row.
    eraseBooking: db.prepare('DELETE FROM trial_bookings WHERE id = ?'),
    stillToCome: db.prepare(
      `SELECT * FROM trial_bookings WHERE email = ? COLLATE NOCASE AND status = 'booked' AND ends_at > ?
       ORDER BY starts_at`,
    ),
    setTokenHash: db.prepare('UPDATE trial_bookings SET token_hash = ? WHERE id = ?'),
    // The confirmation and reminder still waiting carry the new link: the token is the only thing their intent holds.
    renewIntents: db.prepare(
      `UPDATE mail_outbox SET intent = ? WHERE booking_id = ? AND kind IN (?, ?) AND state = 'pending' AND intent IS NOT NULL`,
    ),
    madeBefore: db.prepare('SELECT * FROM trial_bookings WHERE created_at < ?'),
  };

  const count = (key: string) => Number((q.countFor.get(key) as { n: number }).n);
  /** A booking with its letters (they cascade) and its place (its row), inside the caller's transaction. */
  const eraseBooking = (booking: TrialBooking) => {
    q.eraseBooking.run(booking.id);
  };
  const upcomingBooked = (at: Date) =>
    (q.upcomingBooked.all(at.toISOString()) as unknown as BookingRow[]).map(toBooking);
  const get = (id: string) => {
    const row = q.byId.get(id) as BookingRow | undefined;
    return row && toBooking(row);
  };

  function queue(booking: TrialBooking, letter: TrialMail, to: 'visitor' | 'staff') {
    outbox.enqueue(
      to === 'staff' ? booking.submissionId : null,
      {
        to: to === 'staff' ? mail!.to : [booking.email],
        replyTo: letter.replyTo,
        subject: letter.subject,
        text: letter.text,
        calendar: letter.calendar,
      },
      { bookingId: booking.id },
    );
  }

  const followUpSent = (id: string) => Number((q.sentKind.get(id, FOLLOW_UP) as { n: number }).n) > 0;

  /**
   * Writes a booking's e-mail queued as an intent, from the booking and the content as they are now (core's
   * `bookingLetter`): the confirmation, the reminder and the follow-up go only while core's `dueLetterGoes` says
   * so, the staff's notice always; "Find my booking"'s letter with the links it was queued with.
   */
  function renderBookingMail({ bookingId, kind, intent }: QueuedIntent): TrialMail | null {
    const booking = bookingId === null ? undefined : get(bookingId);
    if (!booking || !mail) return null;
    if (kind === MANAGE_LINKS) {
      const links = (intent.links ?? []).flatMap(({ bookingId: id, token }) => {
        const linked = get(id);
        return linked ? [{ booking: linked, manageUrl: manageLink(mail.siteUrl, token) }] : [];
      });
      return links.length ? trialManageLinks(links, trialMailContext(options.content(), booking, mail.siteUrl)) : null;
    }
    const letter = kind === null ? undefined : LETTER_OF_KIND.get(kind);
    if (!letter) return null;
    if (letter === 'reminder' || letter === 'follow-up') {
      const read = { booking, settings: trials.settings(), followUpSent: followUpSent(booking.id) };
      if (!dueLetterGoes(letter, read, now())) return null;
    }
    return bookingLetter(letter, booking, {
      content: options.content(),
      siteUrl: mail.siteUrl,
      token: intent.token ?? null,
    });
  }
  outbox.renderWith(renderBookingMail);

  function enquiryNote(booking: TrialBooking, text: string, author: string) {
    if (booking.submissionId)
      q.note.run(randomUUID(), booking.submissionId, text, author, new Date(clock.now()).toISOString());
  }

  /** The writes of core's trial use cases (core/src/trialUseCases.ts), made inside the caller's transaction. */
  const writes: TrialWrites = {
    cancel(cancelled) {
      q.cancel.run(cancelled.cancelledBy, cancelled.cancelReason, cancelled.id);
      q.takeBack.run(cancelled.id, REMINDER);
      q.takeBack.run(cancelled.id, FOLLOW_UP);
    },
    setOutcome(marked) {
      q.setOutcome.run(marked.outcome, marked.id);
      q.takeBack.run(marked.id, FOLLOW_UP);
    },
    note: enquiryNote,
    activity({ actor, kind, bookingId, detail }) {
      recordActivity(db, { actor: actor?.email ?? null, kind, ref: activityRef('trial', bookingId), detail });
    },
    send(booking, letter, to) {
      if (mail) queue(booking, letter, to);
    },
    // Queued as what to send, like the reminder: written, and asked whether it still goes, when it is due.
    followUp(booking, due) {
      if (mail)
        outbox.enqueueIntent(null, [booking.email], {}, { bookingId: booking.id, kind: FOLLOW_UP, at: due.getTime() });
    },
  };

  /** The writes of core's `bookTrial`, made in the booking's savepoint; the attempt is counted by its sender. */
  const bookingWrites: Omit<TrialBookingWrites, 'countAttempt'> = {
    startEnquiry(booking, text) {
      q.insertEnquiry.run(
        booking.submissionId,
        booking.name,
        booking.email,
        booking.phone,
        booking.className,
        text,
        booking.createdAt,
      );
    },
    moveEnquiryOn(booking, text) {
      q.enquiryStatus.run(booking.submissionId);
      enquiryNote(booking, text, 'Website');
    },
    insert(booking, token) {
      q.insert.run(
        booking.id,
        booking.occurrenceKey,
        booking.classSlug,
        booking.site,
        booking.day,
        booking.start,
        booking.end,
        booking.startsAt,
        booking.endsAt,
        booking.name,
        booking.email,
        booking.phone,
        booking.childName,
        booking.childAge,
        booking.guardian,
        hashTrialToken(token),
        booking.submissionId,
        booking.createdAt,
      );
    },
    // Queued as what to send, written when sent (renderBookingMail): the answer does not wait for three letters.
    letter(booking, kind, due, token) {
      if (!mail) return;
      const toStaff = BOOKING_LETTER_TO[kind] === 'staff';
      outbox.enqueueIntent(
        toStaff ? booking.submissionId : null,
        toStaff ? mail.to : [booking.email],
        toStaff ? {} : { token },
        {
          bookingId: booking.id,
          kind: LETTER_KINDS[kind],
          at: due?.getTime(),
        },
      );
    },
  };

  /** What core's use cases are given: the content published now, the e-mail set-up and the time. */
  const changeContext = (): TrialChangeContext => ({
    content: options.content(),
    mail: { siteUrl: mail?.siteUrl ?? '', visitors: mail !== undefined },
    now: now(),
  });

  function bookedCounts(firstDay: string): (key: string) => number {
    const counts = new Map<string, number>();
    for (const row of q.countsFrom.all(firstDay) as { key: string; n: number }[]) counts.set(row.key, Number(row.n));
    return (key) => counts.get(key) ?? 0;
  }

  /** Booked trials per day and site, from `first` to `last`. */
  const dayCounts = (first: string, last: string): TrialDayCount[] =>
    (q.dayCounts.all(first, last) as unknown as TrialDayCount[]).map((row) => ({ ...row, booked: Number(row.booked) }));

  /**
   * One booking, inside the batch's transaction (its own savepoint): core's `bookTrial` decides, synchronously, on
   * what these statements read, and they write what it says.
   */
  function bookInside(bookable: TrialOccurrence, details: TrialDetails, ip: string): BookResult {
    const at = now();
    const sender = senderLimit(ip);
    const reads: TrialBookingReads = {
      session: () => recheckBookable(bookable, { now: at, booked: count }),
      limitWait: sender.limitWait,
      heldBy(occurrence) {
        // One look at the address's bookings: whether it holds this occurrence, and how many are still to come.
        const held = q.addressBookings.get(occurrence.key, at.toISOString(), details.email) as {
          same: number;
          upcoming: number;
        };
        return { inSession: Number(held.same) > 0, upcoming: Number(held.upcoming) };
      },
      openEnquiry: () => (q.openEnquiry.get(details.email) as { id: string } | undefined)?.id ?? null,
    };
    const writes = { ...bookingWrites, countAttempt: sender.countAttempt };
    return decidedAtOnce(bookTrial(details, reads, writes, { mail: changeContext().mail, now: at }));
  }

  /** The per-address limit the contact form counts too, for the sender at `ip`, inside the batch's transaction. */
  function senderLimit(ip: string) {
    const sender = { rule: sentByAddress, key: clientNetwork(ip) };
    return {
      limitWait: () => options.rateLimits.waitInside(sender),
      countAttempt: () => options.rateLimits.countInside(sender),
    };
  }

  /** Every read of a booking is a statement run at once: the result is here, and nothing ran in between. */
  function decidedAtOnce(result: Maybe<BookResult>): BookResult {
    if (result instanceof Promise) throw new Error('a booking on SQLite is decided synchronously');
    return result;
  }

  /**
   * The occurrences found bookable in the content published now, by key. Asked for again, one needs only its count
   * and the time checked (`recheckBookable`), not its day's timetable worked out again; a publish starts afresh (the
   * content is a new object), and only keys that were bookable are kept, so the map holds at most the 14 days'.
   */
  let found: { content: SiteContent | null; byKey: Map<string, TrialOccurrence> } = { content: null, byKey: new Map() };

  /** Bookings waiting for the next batch's transaction. */
  let waiting: { write: () => BookResult; resolve: (result: BookResult) => void; reject: (error: unknown) => void }[] =
    [];

  /**
   * Group commit: every booking that arrived since the last batch is written in one transaction (BEGIN IMMEDIATE),
   * each in its own savepoint so a booking that fails takes back only its own writes, then one COMMIT (one wait for
   * the disk, under `synchronous = FULL`) for all of them; each is answered after that commit. They are written one
   * after another inside it, so the last place still goes to exactly one of them.
   */
  function writeBookings(): void {
    const batch = waiting;
    waiting = [];
    const outcomes: ({ result: BookResult } | { error: unknown })[] = [];
    try {
      db.exec('BEGIN IMMEDIATE');
      try {
        for (const booking of batch) {
          db.exec('SAVEPOINT booking');
          try {
            outcomes.push({ result: booking.write() });
            db.exec('RELEASE booking');
          } catch (error) {
            db.exec('ROLLBACK TO booking');
            db.exec('RELEASE booking');
            outcomes.push({ error });
          }
        }
        db.exec('COMMIT');
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    } catch (error) {
      for (const booking of batch) booking.reject(error);
      return;
    }
    batch.forEach((booking, index) => {
      const outcome = outcomes[index]!;
      if ('error' in outcome) booking.reject(outcome.error);
      else booking.resolve(outcome.result);
    });
    if (outcomes.some((outcome) => 'result' in outcome && outcome.result.ok)) outbox.kick();
  }

  const trials = {
    /** The next 14 days' occurrences with their places, for the booking form. */
    occurrences(): TrialOccurrence[] {
      const at = now();
      const content = options.content();
      return trialOccurrences(timetableOf(content), { now: at, booked: bookedCounts(studioToday(at)) });
    },

    /**
     * Books one place. The per-address counter, the count, the per-address checks and the insert are one
     * transaction, so two bookings for the last place can never both see it free; bookings that arrive together
     * share that transaction's commit (see `writeBookings`), and each is answered once it is on disk.
     */
    book(input: unknown, ip: string): Promise<BookResult> {
      const content = options.content();
      if (found.content !== content) found = { content, byKey: new Map() };
      const request = checkTrialRequest(input, (session) => {
        const known = found.byKey.get(session);
        const first = known
          ? recheckBookable(known, { now: now(), booked: count })
          : findBookable(timetableOf(content), session, { now: now(), booked: count });
        if (!known && 'occurrence' in first) found.byKey.set(session, first.occurrence);
        return first;
      });
      if ('ok' in request) return Promise.resolve(request);
      // A filled honeypot is counted in the batch's transaction too, and nothing more (core's `countFilledHoneypot`).
      const write =
        'filledHoneypot' in request
          ? () => {
              const sender = senderLimit(ip);
              return decidedAtOnce(countFilledHoneypot(sender, sender));
            }
          : () => bookInside(request.occurrence, request.details, ip);
      return new Promise<BookResult>((resolve, reject) => {
        waiting.push({ write, resolve, reject });
        if (waiting.length === 1) setImmediate(writeBookings);
      });
    },

    /** "Find my booking" (core/src/trials/trialFind.ts): new links for the address's bookings still to come, e-mailed. */
    findBooking(email: string, ip: string): Promise<FindBookingAnswer> {
      return findTrialBooking(
        email,
        {
          reissueLinks: (address, limit, reissue) => {
            const result = inTransaction(db, (): Admission => {
              const rule: RateLimitRule = {
                bucket: sentByAddress.bucket,
                max: limit.maxMessages,
                windowMs: limit.windowMs,
              };
              const reservation = options.rateLimits.reserveInside([{ rule, key: clientNetwork(ip) }]);
              if (!reservation.granted) return { granted: false, retryAfterMs: reservation.retryAfterMs };
              const rows = q.stillToCome.all(address, now().toISOString()) as unknown as BookingRow[];
              const links = reissue(rows.map(toBooking));
              for (const { booking, token, tokenHash } of links) {
                q.setTokenHash.run(tokenHash, booking.id);
                q.renewIntents.run(JSON.stringify({ token }), booking.id, CONFIRMATION, REMINDER);
              }
              const first = links[0]?.booking;
              // Queued as what to send, like the confirmation: a sent letter keeps no token.
              if (first && mail)
                outbox.enqueueIntent(
                  null,
                  [first.email],
                  { links: links.map(({ booking, token }) => ({ bookingId: booking.id, token })) },
                  { bookingId: first.id, kind: MANAGE_LINKS },
                );
              return { granted: true };
            });
            if (result.granted) outbox.kick();
            return result;
          },
        },
        { mailOn: mail !== undefined, limit: { maxMessages: sentByAddress.max, windowMs: sentByAddress.windowMs } },
      );
    },

    /** Whether visitors are e-mailed at all. */
    mailOn: mail !== undefined,

    /** The booking a manage link's token opens; null for an unknown or malformed token. */
    byToken(token: string): { booking: TrialBooking; over: boolean } | null {
      if (!isTrialToken(token)) return null;
      const row = q.byToken.get(hashTrialToken(token)) as BookingRow | undefined;
      if (!row) return null;
      const booking = toBooking(row);
      return { booking, over: isOver(booking, now()) };
    },

    /** The manage link's one action: cancel this booking, while its session is still to come. */
    cancelByToken(token: string): CancelResult {
      const result = inTransaction(db, (): CancelResult => {
        const row = isTrialToken(token) ? (q.byToken.get(hashTrialToken(token)) as BookingRow | undefined) : undefined;
        return cancelByVisitor(row && toBooking(row), changeContext(), writes);
      });
      if (result.ok) outbox.kick();
      return result;
    },

    get,

    /**
     * A day's register at one site: each session that day with its places and bookings, and the week ahead at both
     * sites. Without a day, the next day from today that holds booked trials, at the site that holds them.
     */
    register(day?: string, site?: StudioSite): Register {
      if (!day) {
        const today = studioToday(now());
        const first = (q.firstBookedDay.get(today) as { day: string | null }).day;
        const opening = openingRegister(today, first ? dayCounts(first, first) : []);
        day = opening.day;
        site ??= opening.site;
      }
      site ??= STUDIO_SITES[0];
      const bookings = (q.byDaySite.all(day, site) as unknown as BookingRow[]).map(toBooking);
      const weekCounts = dayCounts(day, addDays(day, 6));
      return buildTrialRegister(timetableOf(options.content()), { day, site, now: now(), bookings, weekCounts });
    },

    /**
     * Staff mark a booking Attended or No-show (or neither), from the session's start on; the follow-up goes once,
     * after the session.
     */
    setOutcome(id: string, outcome: TrialOutcome | null, actor: string): OutcomeResult {
      const result = inTransaction(db, (): OutcomeResult => {
        const read = {
          booking: get(id),
          settings: trials.settings(),
          followUpSent: followUpSent(id),
        };
        return markOutcome(read, { outcome, actor: { email: actor } }, changeContext(), writes);
      });
      if (result.ok) outbox.kick();
      return result;
    },

    /** Staff cancel a booking with a reason the visitor is sent. */
    staffCancel(id: string, reason: string, actor: string): CancelResult {
      const result = inTransaction(db, (): CancelResult =>
        cancelByStaff(get(id), { reason, actor: { email: actor } }, changeContext(), writes),
      );
      if (result.ok) outbox.kick();
      return result;
    },

    /**
     * Cancels, with a message to each visitor, the upcoming bookings whose session a closure, a cancelled date or
     * its removal from the timetable has called off (`calledOffBookings`). Runs after every content change, credited
     * to the Owner who published it (`actor`), and at start.
     */
    cancelCalledOff(actor: string | null = null): number {
      const at = now();
      const timetable = timetableOf(options.content());
      const cancelled = inTransaction(db, () => {
        const context = { ...changeContext(), now: at };
        const by = { timetable, actor: actor === null ? null : { email: actor } };
        let done = 0;
        for (const { booking } of calledOffBookings(timetable, upcomingBooked(at), at))
          if (cancelCalledOff(get(booking.id), by, context, writes)) done += 1;
        return done;
      });
      if (cancelled) {
        options.log.info({ cancelled }, 'trial bookings cancelled by a closure or a cancelled session');
        outbox.kick();
      }
      return cancelled;
    },

    /**
     * The booked trials that publishing `content` as `section` would cancel, with the reason each visitor would be
     * sent: the content published now with that one section replaced, under the rule the cancelling uses.
     */
    wouldCancel(section: ContentSectionId, content: unknown) {
      const at = now();
      return draftCancellations(options.content(), section, content, upcomingBooked(at), at);
    },

    logExport(actor: string, detail: string): void {
      recordActivity(db, { actor, kind: 'trial.exported', item: null, detail });
    },

    settings(): TrialMailSettings {
      const row = q.settings.get() as { thanks: number; missed: number };
      return { thanks: row.thanks === 1, missed: row.missed === 1 };
    },

    setSettings(settings: TrialMailSettings, actor: string): TrialMailSettings {
      inTransaction(db, () => {
        q.setSettings.run(settings.thanks ? 1 : 0, settings.missed ? 1 : 0);
        recordActivity(db, {
          actor,
          kind: 'trial.settings',
          item: null,
          detail: `Thanks for coming ${settings.thanks ? 'on' : 'off'}; Sorry we missed you ${settings.missed ? 'on' : 'off'}`,
        });
      });
      return trials.settings();
    },

    /** Every booking from one address (a request from a person about their data). */
    findByEmail: (email: string): TrialBooking[] =>
      (q.byEmail.all(email.trim()) as unknown as BookingRow[]).map(toBooking),
    /** Erases one person's bookings (core's `eraseTrialsOf`), in one transaction: the caller's, where there is one. */
    eraseByEmail: (email: string): number => {
      const erased = inTransaction(db, () =>
        eraseTrialsOf(email, { bookingsFrom: trials.findByEmail, erase: eraseBooking }),
      );
      if (erased instanceof Promise) throw new Error('an erasure on SQLite is made synchronously');
      return erased;
    },
    /** Deletes the bookings past the messages' retention period (core's `sweepOldTrials`), in one transaction. */
    sweepOld(): number {
      const removed = inTransaction(db, () =>
        sweepOldTrials(
          {
            madeBefore: (cutoff) => (q.madeBefore.all(cutoff.toISOString()) as unknown as BookingRow[]).map(toBooking),
            erase: eraseBooking,
          },
          { now: now(), retentionDays: options.retentionDays },
        ),
      );
      if (removed instanceof Promise) throw new Error('a sweep on SQLite is made synchronously');
      return removed;
    },
  };

  // The messages' retention period holds for bookings too: swept at start and daily.
  const stopSweep = everyDay(clock, () => {
    const removed = trials.sweepOld();
    if (removed > 0) options.log.info({ removed }, 'old trial bookings deleted');
  });

  return { ...trials, stop: stopSweep };
}

export type Trials = ReturnType<typeof createTrials>;
