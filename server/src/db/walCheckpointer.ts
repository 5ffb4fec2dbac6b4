import { Worker } from 'node:worker_threads';
import type { Database } from './database.ts';

/** How often the checkpointer looks at the WAL: a passive checkpoint with nothing to copy only reads its index. */
const CHECKPOINT_INTERVAL_MS = 1000;
/** SQLite's own default, restored if the checkpointer's thread stops. */
const AUTOCHECKPOINT_PAGES = 1000;

/** One checkpoint as the thread reports it: pages in the WAL and pages copied into the database, or what failed. */
export type CheckpointReport = { log: number; checkpointed: number } | { error: string };

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * Copies the WAL back into the database file from a thread of its own. SQLite checkpoints on the commit that takes
 * the WAL past 1000 pages: that commit writes those pages into the database file and waits for the disk, and the
 * one JavaScript thread, with every request in hand, waits with it (several times in a burst of a thousand
 * bookings, each some milliseconds to tens of them). Here the commits only append to the WAL, and a passive
 * checkpoint on another connection in another thread copies it without holding up the writer. Crash safety is
 * SQLite's as before: the WAL holds every committed page until a checkpoint has copied it. If the thread fails, the
 * connection checkpoints on its commits again.
 */
export function startWalCheckpointer(
  db: Database,
  path: string,
  options: { log: Logger; intervalMs?: number; onCheckpoint?: (report: CheckpointReport) => void },
) {
  db.exec('PRAGMA wal_autocheckpoint = 0');
  const worker = new Worker(new URL('./walCheckpointWorker.ts', import.meta.url), {
    workerData: { path, intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS },
  });
  // The thread never keeps the process alive on its own.
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const fallBack = (reason: string) => {
    if (stopping) return;
    stopping = true;
    options.log.warn({ reason }, 'the WAL checkpointer stopped; the database checkpoints on its commits again');
    if (db.isOpen) db.exec(`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  worker.on('message', (report: CheckpointReport) => options.onCheckpoint?.(report));
  worker.on('error', (error) => fallBack(error.message));
  worker.on('exit', (code) => fallBack(`its thread ended (code ${code})`));

  return {
    /** Ends the thread after its connection is closed; call before the database itself is closed. */
    async stop(): Promise<void> {
      if (!stopping) {
        stopping = true;
        // Waited for, it keeps the process alive until it has ended (nothing else may, as a failed start closes).
        worker.ref();
        worker.postMessage('stop');
      }
      await exited;
    },
  };
}
