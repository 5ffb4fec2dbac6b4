import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { upgradeSectionContent } from '@studio/core/contentUpgrade';
import { isContentSectionId } from '@studio/core/siteContent';
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
  // --- Enquiries as a pipeline, internal notes, the staff notification outbox ---
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
  // --- end of the enquiry pipeline ---
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
  // ---- class sessions get a start and end (read from their free-text time), ages, trial places and cancelled
  // dates; every stored version, so a restore brings back content in today's form (core/src/contentUpgrade.ts).
  {
    version: 6,
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
  migrate(db);
  return db;
}
