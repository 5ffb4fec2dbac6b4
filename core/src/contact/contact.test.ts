import { describe, expect, it } from 'vitest';
import { receiveContactMessage, slidingWindowWait, type ContactStore } from './contact.ts';
import { CONTACT_LIMIT } from '../shared/limits.ts';
import { messages } from '../shared/messages.ts';
import type { ContactFields } from '../enquiries/submissions.ts';

const message = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };

/** A store on a clock of its own: counts as the backends do and records what it kept. */
function memoryStore(clock: { now: number }) {
  const hits: number[] = [];
  const kept: ContactFields[] = [];
  const store: ContactStore = {
    admit(limit, fields) {
      const retryAfterMs = slidingWindowWait(hits, clock.now, limit);
      if (retryAfterMs > 0) return { granted: false, retryAfterMs };
      hits.push(clock.now);
      if (fields) kept.push(fields);
      return { granted: true };
    },
  };
  return { store, kept, hits };
}

describe('receiveContactMessage', () => {
  it('refuses an invalid message with its first problem, before counting it', async () => {
    const { store, hits } = memoryStore({ now: 0 });
    expect(await receiveContactMessage({ ...message, email: 'nope' }, store)).toEqual({
      status: 'invalid',
      message: 'Please enter a valid email address',
    });
    expect(await receiveContactMessage({ ...message, name: 'Sam\u0000' }, store)).toEqual({
      status: 'invalid',
      message: 'Text must not contain control characters',
    });
    expect(hits).toEqual([]);
  });

  it('counts a filled honeypot but keeps nothing, and answers it like a kept message', async () => {
    const { store, kept, hits } = memoryStore({ now: 0 });
    expect(await receiveContactMessage({ ...message, website: 'x' }, store)).toEqual({ status: 'ignored-spam' });
    expect(kept).toEqual([]);
    expect(hits).toHaveLength(1);
  });

  it('holds back the message over the limit with the wait left of the window, in whole seconds', async () => {
    const clock = { now: 1_000_000 };
    const { store, kept } = memoryStore(clock);
    for (let sent = 0; sent < CONTACT_LIMIT.maxMessages; sent += 1) {
      expect(await receiveContactMessage(message, store)).toEqual({ status: 'saved' });
      clock.now += 1500;
    }
    const elapsed = CONTACT_LIMIT.maxMessages * 1500;
    expect(await receiveContactMessage(message, store)).toEqual({
      status: 'rate-limited',
      message: messages.contactRateLimited,
      retryAfterSeconds: Math.ceil((CONTACT_LIMIT.windowMs - elapsed) / 1000),
    });
    expect(kept).toHaveLength(CONTACT_LIMIT.maxMessages);
    // The window slides: once the first message is older than it, one more fits.
    clock.now += CONTACT_LIMIT.windowMs - elapsed;
    expect(await receiveContactMessage(message, store)).toEqual({ status: 'saved' });
  });
});

describe('slidingWindowWait', () => {
  const limit = { maxMessages: 2, windowMs: 10_000 };
  it('is 0 under the limit and counts only the hits inside the window', () => {
    expect(slidingWindowWait([], 0, limit)).toBe(0);
    expect(slidingWindowWait([100], 200, limit)).toBe(0);
    expect(slidingWindowWait([0, 5000], 10_000, limit)).toBe(0);
  });
  it('waits for the hit whose expiry frees a place', () => {
    expect(slidingWindowWait([1000, 2000, 3000], 4000, limit)).toBe(8000);
    expect(slidingWindowWait([3000, 1000], 4000, limit)).toBe(7000);
  });
});
