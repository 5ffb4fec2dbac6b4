import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterPaint.ts';

describe('work that waits for the next paint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs everything asked for before a frame together, in the task after that frame is drawn', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const done: string[] = [];
    afterNextPaint(() => done.push('count'));
    afterNextPaint(() => done.push('length'));

    vi.advanceTimersToNextFrame();
    // The frame is drawn; the work comes in the task after it.
    expect(done).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(done).toEqual(['count', 'length']);

    // Asked again later: after a frame of its own.
    afterNextPaint(() => done.push('summary'));
    expect(done).toEqual(['count', 'length']);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(done).toEqual(['count', 'length', 'summary']);
  });
});
