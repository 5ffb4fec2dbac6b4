import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';

/** One e-mail as the outbox keeps it until it is sent. */
export interface OutboxMail {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** A calendar file sent as a `text/calendar; method=PUBLISH` attachment (a trial booking's confirmation). */
  calendar?: { filename: string; content: string };
}

/** What a queued e-mail is about besides its message, and when it is due (a reminder: the evening before). */
export interface QueueOptions {
  bookingId?: string;
  /** Names a kind of e-mail so a pending one can be taken back (a reminder of a cancelled booking). */
  kind?: string;
  /** Not before this instant (ms); now unless given. */
  at?: number;
}

/**
 * An e-mail queued as what to send rather than as its text: written from what it is about (its booking, by `kind`)
 * when it is sent. `token` is what the row must keep because nothing else does: a manage link's token, stored only
 * hashed with its booking. Cheaper to queue than a rendered letter, and a reminder sent the day before shows the
 * address and what to bring as they are then.
 */
export interface MailIntent {
  token?: string;
  /** "Find my booking": each booking's new token. */
  links?: { bookingId: string; token: string }[];
}

/** What a queued intent is about, as its row names it. */
export interface QueuedIntent {
  bookingId: string | null;
  kind: string | null;
  intent: MailIntent;
}

/** Writes an intent's e-mail, or null when what it was about no longer exists (it is then not sent). */
export type RenderIntent = (queued: QueuedIntent) => Omit<OutboxMail, 'to'> | null;

/** Sends one e-mail or throws; the outbox decides what a failure means. */
export type SendMail = (mail: OutboxMail) => Promise<void>;

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** Wait before retry `attempt` (1 = after the first failure): 30 s, doubling, at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30 * SECOND * 2 ** (attempt - 1), HOUR);
}

/** Attempts before an e-mail is marked failed: the retries span a little over 24 hours. */
export const MAX_SEND_ATTEMPTS = 32;

interface OutboxRow {
  id: number;
  recipients: string;
  reply_to: string | null;
  subject: string;
  body: string;
  attachment: string | null;
  attempts: number;
  booking_id: string | null;
  kind: string | null;
  intent: string | null;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * A durable outbox: e-mails are rows written in the same transaction as what they are about, and a worker sends
 * them, retrying with backoff across restarts. A crash between the SMTP server's acceptance and the row's update
 * sends that e-mail again on restart: at least once, never lost.
 */
export function createOutbox(db: Database, options: { send: SendMail | undefined; clock: Clock; log: Logger }) {
  const { send, clock, log } = options;
  const insert = db.prepare(
    `INSERT INTO mail_outbox (submission_id, booking_id, kind, recipients, reply_to, subject, body, attachment, state,
       attempts, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
  );
  const insertIntent = db.prepare(
    `INSERT INTO mail_outbox (submission_id, booking_id, kind, recipients, subject, body, intent, state, attempts,
       next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, '', '', ?, 'pending', 0, ?, ?)`,
  );
  const due = db.prepare(
    `SELECT id, recipients, reply_to, subject, body, attachment, attempts, booking_id, kind, intent FROM mail_outbox
     WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 20`,
  );
  const nextDue = db.prepare(`SELECT MIN(next_attempt_at) AS at FROM mail_outbox WHERE state = 'pending'`);
  // A sent intent keeps what it was (its kind and booking) but not the token it carried.
  const markSent = db.prepare(
    `UPDATE mail_outbox SET state = 'sent', attempts = ?, sent_at = ?, last_error = NULL,
       intent = CASE WHEN intent IS NULL THEN NULL ELSE '{}' END
     WHERE id = ?`,
  );
  const markRetry = db.prepare(`UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?`);
  const markFailed = db.prepare(`UPDATE mail_outbox SET state = 'failed', attempts = ?, last_error = ? WHERE id = ?`);

  let cancelTimer: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let render: RenderIntent | undefined;

  /** The e-mail a row holds: as stored, or written now from its intent; null when its intent has nothing to write. */
  function mailOf(row: OutboxRow): OutboxMail | null {
    const to = JSON.parse(row.recipients) as string[];
    if (row.intent === null)
      return {
        to,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.body,
        ...(row.attachment ? { calendar: JSON.parse(row.attachment) as OutboxMail['calendar'] } : {}),
      };
    if (!render) throw new Error('no writer for e-mails queued as intents');
    const written = render({ bookingId: row.booking_id, kind: row.kind, intent: JSON.parse(row.intent) as MailIntent });
    return written && { to, ...written };
  }

  async function attempt(row: OutboxRow): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      const mail = mailOf(row);
      if (!mail) {
        markFailed.run(attempts, 'what this e-mail was about no longer exists', row.id);
        log.warn({ outboxId: row.id }, 'notification e-mail dropped: what it was about no longer exists');
        return;
      }
      await send!(mail);
      markSent.run(attempts, new Date(clock.now()).toISOString(), row.id);
      log.info({ outboxId: row.id, attempts }, 'notification e-mail sent');
    } catch (error) {
      const reason = (error as Error).message || String(error);
      if (attempts >= MAX_SEND_ATTEMPTS) {
        markFailed.run(attempts, reason, row.id);
        log.error({ outboxId: row.id, attempts, reason }, 'notification e-mail failed for good');
      } else {
        const delay = retryDelayMs(attempts);
        markRetry.run(attempts, clock.now() + delay, reason, row.id);
        log.warn({ outboxId: row.id, attempts, retryInMs: delay, reason }, 'notification e-mail not sent; will retry');
      }
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const rows = due.all(clock.now()) as unknown as OutboxRow[];
        if (rows.length === 0 || stopped) break;
        for (const row of rows) {
          if (stopped) return;
          await attempt(row);
        }
      }
    } while (again && !stopped);
  }

  function scheduleNext(): void {
    cancelTimer?.();
    cancelTimer = undefined;
    if (stopped) return;
    const at = (nextDue.get() as { at: number | null } | undefined)?.at;
    if (at === null || at === undefined) return;
    cancelTimer = clock.setTimer(() => kick(), Math.max(0, at - clock.now()));
  }

  /** Sends whatever is due now, then sleeps until the next retry. Safe to call at any time. */
  function kick(): void {
    if (stopped || !send) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'the mail outbox stopped unexpectedly'))
      .finally(() => {
        running = undefined;
        scheduleNext();
      });
  }

  return {
    /** Queues an e-mail; call inside the transaction that writes what it is about, then `kick()` after commit. */
    enqueue(submissionId: string | null, mail: OutboxMail, queue: QueueOptions = {}): void {
      const now = clock.now();
      insert.run(
        submissionId,
        queue.bookingId ?? null,
        queue.kind ?? null,
        JSON.stringify(mail.to),
        mail.replyTo ?? null,
        mail.subject,
        mail.text,
        mail.calendar ? JSON.stringify(mail.calendar) : null,
        Math.max(now, queue.at ?? now),
        new Date(now).toISOString(),
      );
    },
    /**
     * Queues an e-mail as what to send (see MailIntent), inside the transaction that writes what it is about; the
     * writer set with `renderWith` writes it when it is sent.
     */
    enqueueIntent(
      submissionId: string | null,
      to: string[],
      intent: MailIntent,
      queue: QueueOptions & { bookingId: string; kind: string },
    ): void {
      const now = clock.now();
      insertIntent.run(
        submissionId,
        queue.bookingId,
        queue.kind,
        JSON.stringify(to),
        JSON.stringify(intent),
        Math.max(now, queue.at ?? now),
        new Date(now).toISOString(),
      );
    },
    /** Sets what writes the e-mails queued as intents. */
    renderWith(writer: RenderIntent): void {
      render = writer;
    },
    kick,
    start(): void {
      stopped = false;
      kick();
    },
    /** Stops the worker and waits for an e-mail being sent right now. */
    async stop(): Promise<void> {
      stopped = true;
      cancelTimer?.();
      cancelTimer = undefined;
      await running;
    },
    /** The runs in flight, for tests that wait for the worker to settle. */
    idle: async (): Promise<void> => {
      while (running) await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
