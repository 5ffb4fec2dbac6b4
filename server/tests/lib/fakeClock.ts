import type { Clock } from '../../src/clock.ts';

export interface FakeClock extends Clock {
  /** Moves time on by `ms` and runs every timer that has come due, in order. */
  advance(ms: number): void;
}

/** Time that moves only when a test says so: retries and daily sweeps run without waiting for them. */
export function fakeClock(start = Date.parse('2026-11-25T08:30:00.000Z')): FakeClock {
  let now = start;
  const timers = new Set<{ at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimer(callback, ms) {
      const timer = { at: now + Math.max(ms, 0), callback };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      now += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at > now) break;
        timers.delete(timer);
        timer.callback();
      }
    },
  };
}
