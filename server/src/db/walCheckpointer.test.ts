import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase } from './database.ts';
import { startWalCheckpointer, type CheckpointReport } from './walCheckpointer.ts';

const quietLog = { warn: () => {} };
let dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-wal-'));
  dirs.push(dir);
  return dir;
}

/** Resolves with the first report that `matches`, as the thread sends them. */
function reportWhere(matches: (report: CheckpointReport) => boolean) {
  let found: (report: CheckpointReport) => void = () => {};
  const promise = new Promise<CheckpointReport>((resolve) => (found = resolve));
  return { promise, onCheckpoint: (report: CheckpointReport) => matches(report) && found(report) };
}

describe('WAL checkpointer', () => {
  it('copies the WAL into the database from its own thread, the connection no longer checkpointing on commit', async () => {
    const dir = dataDir();
    const db = openDatabase(dir);
    db.exec('CREATE TABLE filler (body BLOB)');
    let written = false;
    const copiedAll = reportWhere(
      (report) => written && 'log' in report && report.log > 0 && report.checkpointed === report.log,
    );
    const checkpointer = startWalCheckpointer(db, join(dir, DATABASE_FILE), {
      log: quietLog,
      intervalMs: 5,
      onCheckpoint: copiedAll.onCheckpoint,
    });
    expect(db.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 0 });
    const insert = db.prepare('INSERT INTO filler (body) VALUES (randomblob(4000))');
    // Past SQLite's 1000 pages, at which the connection itself would have checkpointed.
    db.exec('BEGIN');
    for (let n = 0; n < 1500; n += 1) insert.run();
    db.exec('COMMIT');
    written = true;
    const report = await copiedAll.promise;
    expect(report).toMatchObject({ checkpointed: expect.any(Number) });
    await checkpointer.stop();
    db.close();
    const reopened = openDatabase(dir);
    expect(reopened.prepare('SELECT COUNT(*) AS n FROM filler').get()).toEqual({ n: 1500 });
    reopened.close();
  });

  it('gives checkpoints back to the connection when its thread cannot run', async () => {
    const dir = dataDir();
    const db = openDatabase(dir);
    let warned: (message: string) => void = () => {};
    const warning = new Promise<string>((resolve) => (warned = resolve));
    const checkpointer = startWalCheckpointer(db, join(dir, 'missing-folder', DATABASE_FILE), {
      log: { warn: (_details, message) => warned(message) },
    });
    expect(await warning).toBe('the WAL checkpointer stopped; the database checkpoints on its commits again');
    await checkpointer.stop();
    expect(db.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 1000 });
    db.close();
  });
});
