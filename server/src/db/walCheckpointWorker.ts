/**
 * The WAL checkpointer's thread (see walCheckpointer.ts): its own connection to the database, a passive checkpoint
 * now and then, each one's result posted back. Told to stop, it closes its connection and ends.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { path, intervalMs } = workerData as { path: string; intervalMs: number };
const db = new DatabaseSync(path, { timeout: 5000 });
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  try {
    const row = checkpoint.get() as { busy: number; log: number; checkpointed: number };
    parentPort!.postMessage({ log: Number(row.log), checkpointed: Number(row.checkpointed) });
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  }
}, intervalMs);

parentPort!.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
