import type { Clock } from '../clock.ts';

/**
 * A pause this long with no request at all lets background rendering start. A burst (a class filling up, fifty
 * bookings at once) answers and reads requests with gaps of well under a millisecond between them; a page render
 * holds the one thread for tens of milliseconds, and every request of the burst would wait behind it. Ordinary
 * visits leave pauses far longer than this between their requests.
 */
export const QUIET_MS = 50;

/**
 * The requests being answered, and when the last one started: what the render cache's warming waits on (its
 * `idle`), so it renders pages only while the server is otherwise quiet.
 */
export function createRequestActivity(clock: Clock, quietMs = QUIET_MS) {
  const answering = new Set<object>();
  let lastStarted = Number.NEGATIVE_INFINITY;
  let waiters: (() => void)[] = [];

  return {
    started(request: object): void {
      answering.add(request);
      lastStarted = clock.now();
    },
    ended(request: object): void {
      answering.delete(request);
      if (answering.size > 0) return;
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    },
    /** Resolves once no request is being answered and none has started for `quietMs`. */
    async quiet(): Promise<void> {
      for (;;) {
        if (answering.size > 0) {
          await new Promise<void>((resolve) => waiters.push(resolve));
          continue;
        }
        const wait = lastStarted + quietMs - clock.now();
        if (wait <= 0) return;
        await new Promise<void>((resolve) => clock.setTimer(resolve, wait));
      }
    },
  };
}
