import { DAY_MS, everyDay, type Clock } from '../clock.ts';
import type { SubmissionStore } from './submissionStore.ts';

/**
 * Deletes contact messages older than the retention period (UK GDPR storage limitation): once at start, then
 * daily. A message is kept for exactly `retentionDays` days after it was received.
 */
export function startRetentionSweep(
  store: Pick<SubmissionStore, 'removeOlderThan'>,
  options: { retentionDays: number; clock: Clock; log: { info(object: object, message: string): void } },
): { sweep(): number; stop(): void } {
  const { retentionDays, clock, log } = options;
  const sweep = () => {
    const cutoff = new Date(clock.now() - retentionDays * DAY_MS);
    const deleted = store.removeOlderThan(cutoff);
    if (deleted > 0) log.info({ deleted, retentionDays }, 'old contact messages deleted');
    return deleted;
  };
  return { sweep, stop: everyDay(clock, sweep) };
}
