import { describe, expect, it } from 'vitest';
import type { Admission, ContactLimit } from '../contact/contact.ts';
import { findBookingMessages, findTrialBooking, type ManageLinkStore, type ReissuedLink } from './trialFind.ts';
import { manageLink, trialManageLinks } from '../mail/trialMail.ts';
import { hashTrialToken } from '../node/trialToken.ts';
import { newTrialBooking, trialMessages, type TrialBooking } from './trials.ts';

const limit: ContactLimit = { maxMessages: 2, windowMs: 60_000 };
const booking = (id: string, day: string): TrialBooking =>
  newTrialBooking({
    id,
    occurrence: {
      key: `kickboxing.session-1.${day}`,
      classSlug: 'kickboxing',
      className: 'Kickboxing',
      site: 'Aintree',
      day,
      start: '18:00',
      end: '19:00',
      startsAt: `${day}T18:00:00.000Z`,
      endsAt: `${day}T19:00:00.000Z`,
    },
    details: { name: 'Sam Taylor', email: 'sam@example.com', phone: '0151 496 0000', child: null },
    createdAt: '2026-11-25T08:30:00.000Z',
    submissionId: 's1',
  });

/** A store with a count and two bookings, as each backend keeps them in its transaction. */
function memoryStore(held: TrialBooking[]) {
  let count = 0;
  const issued: ReissuedLink[][] = [];
  const store: ManageLinkStore = {
    reissueLinks(email, given, reissue): Admission {
      count += 1;
      if (count > given.maxMessages) return { granted: false, retryAfterMs: 1500 };
      issued.push(reissue(held.filter((entry) => entry.email === email)));
      return { granted: true };
    },
  };
  return { store, issued, count: () => count };
}

describe('findTrialBooking', () => {
  it('gives each booking a new token, stored only as its hash, and answers the same whoever asks', async () => {
    const memory = memoryStore([booking('a', '2026-11-30'), booking('b', '2026-12-07')]);
    const found = await findTrialBooking('sam@example.com', memory.store, { mailOn: true, limit });
    expect(found).toEqual({ ok: true, message: findBookingMessages.sent });
    const [links] = memory.issued;
    expect(links!.map((link) => link.booking.id)).toEqual(['a', 'b']);
    for (const link of links!) expect(link.tokenHash).toBe(hashTrialToken(link.token));
    expect(await findTrialBooking('nobody@example.com', memory.store, { mailOn: true, limit })).toEqual(found);
  });

  it('refuses a bad address uncounted, holds back the third request in the window, and without mail sends nothing', async () => {
    const memory = memoryStore([]);
    expect(await findTrialBooking('not-an-address', memory.store, { mailOn: true, limit })).toMatchObject({
      ok: false,
      status: 400,
      message: 'Please enter a valid email address',
    });
    expect(memory.count()).toBe(0);
    await findTrialBooking('a@example.com', memory.store, { mailOn: true, limit });
    await findTrialBooking('a@example.com', memory.store, { mailOn: true, limit });
    expect(await findTrialBooking('a@example.com', memory.store, { mailOn: true, limit })).toEqual({
      ok: false,
      status: 429,
      message: trialMessages.rateLimited,
      retryAfter: '2',
    });
    expect(await findTrialBooking('a@example.com', memory.store, { mailOn: false, limit })).toEqual({
      ok: false,
      status: 503,
      message: findBookingMessages.noMail,
    });
    expect(memory.count()).toBe(3);
  });

  it('writes one letter with every booking and its link', () => {
    const letter = trialManageLinks(
      [
        { booking: booking('a', '2026-11-30'), manageUrl: manageLink('https://studio.example', 'token-a') },
        { booking: booking('b', '2026-12-07'), manageUrl: manageLink('https://studio.example', 'token-b') },
      ],
      { studioName: 'The Martial Arts Studio', studioPhone: '0151 496 0123', studioEmail: 'info@studio.example' },
    );
    expect(letter.subject).toBe('Your free trial bookings');
    expect(letter.text).toContain(
      'Kickboxing, Monday 30 November 2026, 6:00pm - 7:00pm, Aintree\nhttps://studio.example/trial/booking/token-a',
    );
    expect(letter.text).toContain('https://studio.example/trial/booking/token-b');
    expect(letter.text).toContain('Links sent before this one no longer work.');
  });
});
