import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { upgradeSectionContent } from '@studio/core/content/contentUpgrade';
import { isContentSectionId } from '@studio/core/content/siteContent';
import { createOwnerOnlyFile, OWNER_ONLY_FILE, restrictToOwner } from '../files/ownerOnly.ts';

/**
 * Each migration runs once, in order, inside a transaction; never edit one that has shipped, add a new one. `sql`
 * changes the schema; `data`, run after it in the same transaction, rewrites stored rows.
 */
const MIGRATIONS: readonly { version: number; name: string; sql: string; data?: (db: DatabaseSync) => void }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE events (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        date TEXT NOT NULL,
        time TEXT NOT NULL,
        location TEXT NOT NULL,
        price REAL,
        booking_url TEXT,
        featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
        image_url TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );
      CREATE INDEX events_by_date ON events (date);

      CREATE TABLE contact_submissions (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        class_interest TEXT,
        message TEXT NOT NULL,
        read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
        created_at TEXT NOT NULL
      );
      CREATE INDEX contact_submissions_by_created ON contact_submissions (created_at);

      CREATE TABLE images (
        name TEXT PRIMARY KEY,
        slot TEXT NOT NULL,
        url TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        width INTEGER,
        height INTEGER,
        created_at TEXT NOT NULL
      );
      CREATE INDEX images_by_created ON images (created_at);

      CREATE TABLE image_variants (
        name TEXT PRIMARY KEY,
        image_name TEXT NOT NULL REFERENCES images (name) ON DELETE CASCADE,
        width INTEGER NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL
      );
      CREATE INDEX image_variants_by_image ON image_variants (image_name);

      CREATE TABLE staff (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );

      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_seen INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_staff ON sessions (staff_id);
    `,
  },
  // Enquiries as a pipeline, internal notes, the staff notification outbox.
  {
    version: 2,
    name: 'enquiry status, notes and mail outbox',
    sql: `
      ALTER TABLE contact_submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'trial_booked', 'joined', 'closed'));
      CREATE INDEX contact_submissions_by_email ON contact_submissions (email COLLATE NOCASE);

      CREATE TABLE submission_notes (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
        text TEXT NOT NULL,
        author TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX submission_notes_by_submission ON submission_notes (submission_id, created_at);

      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        submission_id TEXT REFERENCES contact_submissions (id) ON DELETE CASCADE,
        recipients TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (state, next_attempt_at);
      CREATE INDEX mail_outbox_by_submission ON mail_outbox (submission_id);
    `,
  },
  {
    version: 3,
    name: 'rate limit counters',
    // One row per counted attempt (a sign-in failure, a contact message), keyed by a keyed hash of the address,
    // account or device: the limits hold across restarts, and no address is stored in the clear.
    sql: `
      CREATE TABLE rate_limit_hits (
        bucket TEXT NOT NULL,
        key_hash TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX rate_limit_hits_by_key ON rate_limit_hits (bucket, key_hash, at);
    `,
  },
  // Staff roles and the activity log. Independent of migrations 2 and 3.
  {
    version: 4,
    name: 'staff roles and activity log',
    sql: `
      ALTER TABLE staff ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff'));
      ALTER TABLE staff ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1));
      ALTER TABLE staff ADD COLUMN password_pending INTEGER NOT NULL DEFAULT 0 CHECK (password_pending IN (0, 1));
      ALTER TABLE staff ADD COLUMN last_sign_in_at TEXT;

      CREATE TABLE staff_setup_links (
        token_hash TEXT PRIMARY KEY,
        staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX staff_setup_links_by_staff ON staff_setup_links (staff_id);

      CREATE TABLE activity (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        actor TEXT,
        kind TEXT NOT NULL,
        item TEXT,
        detail TEXT,
        ip TEXT
      );
      CREATE INDEX activity_by_actor ON activity (actor, id);
      CREATE INDEX activity_by_kind ON activity (kind, id);
      CREATE INDEX activity_by_at ON activity (at);

      -- Append-only: no entry is ever changed, and only entries past the 12 months' retention may go.
      CREATE TRIGGER activity_is_append_only BEFORE UPDATE ON activity
      BEGIN SELECT RAISE(ABORT, 'the activity log is append-only'); END;
      CREATE TRIGGER activity_kept_twelve_months BEFORE DELETE ON activity
      WHEN OLD.at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-365 days')
      BEGIN SELECT RAISE(ABORT, 'activity entries are kept for 12 months'); END;
    `,
  },
  // ---- site content: the current version of each section and every version ever saved.
  {
    version: 5,
    name: 'site content with revisions',
    sql: `
      CREATE TABLE site_content (
        section TEXT PRIMARY KEY,
        version INTEGER NOT NULL CHECK (version >= 1),
        content TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        updated_by TEXT NOT NULL
      );

      CREATE TABLE site_content_revisions (
        section TEXT NOT NULL,
        version INTEGER NOT NULL CHECK (version >= 1),
        content TEXT NOT NULL,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        restored_from INTEGER,
        PRIMARY KEY (section, version)
      );
    `,
  },
  // The activity log keeps a reference to each entry's item (`message:{id}`, `event:{id}`, `image:{name}`), so the
  // log can name it as staff know it when read, and say when it has since been deleted.
  {
    version: 6,
    name: 'activity item references',
    sql: `ALTER TABLE activity ADD COLUMN ref TEXT;`,
  },
  // ---- site content drafts (one per section) and scheduled publishes.
  {
    version: 7,
    name: 'site content drafts and schedules',
    sql: `
      CREATE TABLE site_content_drafts (
        section TEXT PRIMARY KEY,
        base_version INTEGER NOT NULL CHECK (base_version >= 1),
        content TEXT NOT NULL,
        saved_at TEXT NOT NULL,
        saved_by TEXT NOT NULL
      );

      CREATE TABLE site_content_schedules (
        id TEXT PRIMARY KEY,
        section TEXT NOT NULL,
        base_version INTEGER NOT NULL CHECK (base_version >= 1),
        content TEXT NOT NULL,
        publish_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'applied', 'superseded', 'cancelled')),
        resolved_at TEXT,
        version INTEGER
      );
      CREATE INDEX site_content_schedules_due ON site_content_schedules (state, publish_at);
      CREATE INDEX site_content_schedules_by_section ON site_content_schedules (section, publish_at);
    `,
  },
  // ---- class sessions get a start and end (read from their free-text time), ages, trial places and cancelled
  // dates; every stored version, so a restore brings back content in today's form (core/src/content/contentUpgrade.ts).
  {
    version: 8,
    name: 'class sessions with start and end times',
    sql: '',
    data: (db) => {
      for (const table of ['site_content', 'site_content_revisions']) {
        const rows = db.prepare(`SELECT rowid, section, content FROM ${table} WHERE section LIKE 'class-%'`).all() as {
          rowid: number;
          section: string;
          content: string;
        }[];
        const update = db.prepare(`UPDATE ${table} SET content = ? WHERE rowid = ?`);
        for (const row of rows) {
          if (!isContentSectionId(row.section)) continue;
          const stored: unknown = JSON.parse(row.content);
          const upgraded = upgradeSectionContent(row.section, stored);
          if (upgraded !== stored) update.run(JSON.stringify(upgraded), row.rowid);
        }
      }
    },
  },
  // ---- free trial bookings: one row per booking (the manage link's token only as its hash), the e-mails that go
  // with a booking in the outbox (a reminder is a row due the evening before), and the Owner's follow-up switches.
  {
    version: 9,
    name: 'free trial bookings',
    sql: `
      CREATE TABLE trial_bookings (
        id TEXT PRIMARY KEY,
        occurrence_key TEXT NOT NULL,
        class_slug TEXT NOT NULL,
        site TEXT NOT NULL,
        day TEXT NOT NULL,
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        child_name TEXT,
        child_age INTEGER,
        guardian TEXT,
        status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
        outcome TEXT CHECK (outcome IN ('attended', 'no-show')),
        cancelled_by TEXT CHECK (cancelled_by IN ('visitor', 'staff', 'studio')),
        cancel_reason TEXT,
        token_hash TEXT NOT NULL UNIQUE,
        submission_id TEXT REFERENCES contact_submissions (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX trial_bookings_by_occurrence ON trial_bookings (occurrence_key, status);
      CREATE INDEX trial_bookings_by_email ON trial_bookings (email COLLATE NOCASE, starts_at);
      CREATE INDEX trial_bookings_by_day ON trial_bookings (day, site);
      ALTER TABLE mail_outbox ADD COLUMN booking_id TEXT REFERENCES trial_bookings (id) ON DELETE CASCADE;
      ALTER TABLE mail_outbox ADD COLUMN kind TEXT;
      ALTER TABLE mail_outbox ADD COLUMN attachment TEXT;
      CREATE INDEX mail_outbox_by_booking ON mail_outbox (booking_id);
      CREATE TABLE trial_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        thanks INTEGER NOT NULL CHECK (thanks IN (0, 1)),
        missed INTEGER NOT NULL CHECK (missed IN (0, 1))
      );
      INSERT INTO trial_settings (id, thanks, missed) VALUES (1, 1, 1);
    `,
  },
  // ---- opening hours per site: the one list older versions kept for the studio becomes each site's own (both start
  // with its lines); every stored version, draft and scheduled publish, so a restore or a publish later stays in
  // today's form (core/src/content/contentUpgrade.ts).
  {
    version: 10,
    name: 'opening hours per site',
    sql: '',
    data: (db) => {
      for (const table of ['site_content', 'site_content_revisions', 'site_content_drafts', 'site_content_schedules']) {
        const rows = db.prepare(`SELECT rowid, content FROM ${table} WHERE section = 'hours'`).all() as {
          rowid: number;
          content: string;
        }[];
        const update = db.prepare(`UPDATE ${table} SET content = ? WHERE rowid = ?`);
        for (const row of rows) {
          const stored: unknown = JSON.parse(row.content);
          const upgraded = upgradeSectionContent('hours', stored);
          if (upgraded !== stored) update.run(JSON.stringify(upgraded), row.rowid);
        }
      }
    },
  },
  // ---- e-mails written when they are sent: a booking's confirmation, reminder and staff notice are queued as what
  // to send (the row's kind and booking, and the manage link's token the visitor's two carry) and rendered from the
  // booking and the content as they are when sent (ADR 023). Rows queued before keep their rendered subject and body.
  {
    version: 11,
    name: 'e-mails rendered when sent',
    sql: `ALTER TABLE mail_outbox ADD COLUMN intent TEXT;`,
  },
  // ---- studio insights (docs/decisions/029-studio-insights.md): the day's secret salt (one row, replaced on the
  // day's first beacon), the day's visitor hashes (deleted once the day has gone), the daily totals (kept 25 months)
  // and who besides Owners may read them. No raw beacon is stored.
  {
    version: 12,
    name: 'studio insights',
    sql: `
      CREATE TABLE insights_salts (
        day TEXT PRIMARY KEY,
        salt TEXT NOT NULL
      );
      CREATE TABLE insights_seen (
        day TEXT NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (day, hash)
      ) WITHOUT ROWID;
      CREATE TABLE insights_totals (
        day TEXT NOT NULL,
        metric TEXT NOT NULL,
        key TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, metric, key)
      ) WITHOUT ROWID;
      CREATE TABLE insights_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        staff_can_see INTEGER NOT NULL DEFAULT 1 CHECK (staff_can_see IN (0, 1))
      );
      INSERT INTO insights_settings (id) VALUES (1);
    `,
  },
];

export type Database = DatabaseSync;

/**
 * Runs `work` in one transaction: all of it is written, or none of it. Called inside another transaction, `work`
 * becomes part of it (a savepoint: its own failure takes back only its own writes), so a change and what follows it
 * (its activity entry, its e-mail, its rate-limit count) commit together.
 */
export function inTransaction<T>(db: Database, work: () => T): T {
  if (db.isTransaction) {
    db.exec('SAVEPOINT nested');
    try {
      const result = work();
      db.exec('RELEASE nested');
      return result;
    } catch (error) {
      db.exec('ROLLBACK TO nested');
      db.exec('RELEASE nested');
      throw error;
    }
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function migrate(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => Number(row.version)),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    inTransaction(db, () => {
      if (migration.sql) db.exec(migration.sql);
      migration.data?.(db);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
  }
}

export const DATABASE_FILE = 'studio.db';

/** Opens (creating if needed) the studio database under `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string): Database {
  const path = join(dataDir, DATABASE_FILE);
  // SQLite gives its -wal and -shm files the database file's mode, so an owner-only database keeps them owner-only.
  createOwnerOnlyFile(path);
  for (const companion of [`${path}-wal`, `${path}-shm`]) restrictToOwner(companion, OWNER_ONLY_FILE);
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  // WAL keeps readers and the writer apart and, with synchronous=FULL, loses no acknowledged write on a crash.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  // A savepoint keeps the pages it changes in a sub-journal, which spills to a temporary file past 64 KiB: each
  // booking (its own savepoint in the group commit, a dozen tables and indexes) wrote some 40 pages there, one system
  // call each, only to drop them at RELEASE. In memory they are a copy. Nothing temporary outlives its transaction,
  // so a crash loses nothing the WAL would have kept.
  db.exec('PRAGMA temp_store = MEMORY');
  migrate(db);
  return db;
}
