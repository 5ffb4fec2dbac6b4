/**
 * Time as the server's background work sees it: the outbox's retries and the retention sweep read the time and set
 * timers through this, so tests can move time on instead of waiting for it.
 */
export interface Clock {
  now(): number;
  /** Calls `callback` after `ms`; returns a function that cancels it. Never keeps the process alive. */
  setTimer(callback: () => void, ms: number): () => void;
}

// setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;

export const DAY_MS = 24 * 60 * 60 * 1000;

export const MINUTE_MS = 60 * 1000;

/** Runs `task` now and then every `ms` on `clock`; returns a function that stops it. */
export function every(clock: Clock, ms: number, task: () => void): () => void {
  let cancel: () => void = () => {};
  const runAndSchedule = () => {
    task();
    cancel = clock.setTimer(runAndSchedule, ms);
  };
  runAndSchedule();
  return () => cancel();
}

/** Runs `task` now and then once a day on `clock`; returns a function that stops it. */
export function everyDay(clock: Clock, task: () => void): () => void {
  return every(clock, DAY_MS, task);
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(callback, ms) {
    const timer = setTimeout(callback, Math.min(Math.max(ms, 0), MAX_TIMER_MS));
    timer.unref();
    return () => clearTimeout(timer);
  },
};
