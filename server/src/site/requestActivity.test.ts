import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../tests/lib/fakeClock.ts';
import { createRequestActivity } from './requestActivity.ts';

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
}

describe('request activity', () => {
  it('is quiet at once when no request was ever made', async () => {
    const activity = createRequestActivity(fakeClock(), 50);
    expect(await settled(activity.quiet())).toBe(true);
  });

  it('waits while a request is answered, then for a pause with no request', async () => {
    const clock = fakeClock();
    const activity = createRequestActivity(clock, 50);
    const request = {};
    activity.started(request);
    const quiet = activity.quiet();
    clock.advance(100);
    expect(await settled(quiet)).toBe(false);
    activity.ended(request);
    // Answered at once after it started: the pause since it started is 100 ms, more than enough.
    expect(await settled(quiet)).toBe(true);
  });

  it('is not quiet in a burst whose gaps between requests are short, however often no request is in hand', async () => {
    const clock = fakeClock();
    const activity = createRequestActivity(clock, 50);
    let quiet: Promise<void> | undefined;
    for (let n = 0; n < 20; n += 1) {
      const request = {};
      activity.started(request);
      activity.ended(request);
      quiet ??= activity.quiet();
      clock.advance(10);
      expect(await settled(quiet)).toBe(false);
    }
    if (!quiet) throw new Error('no burst');
    clock.advance(39);
    expect(await settled(quiet)).toBe(false);
    clock.advance(1);
    expect(await settled(quiet)).toBe(true);
  });
});
