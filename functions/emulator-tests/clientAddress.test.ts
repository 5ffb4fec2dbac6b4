import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { TRIAL_FUNCTIONS } from '@studio/core/firebase/firebaseLayout';
import { CONTACT_LIMIT } from '@studio/core/shared/limits';
import type { TrialOccurrence } from '@studio/core/trials/trials';
import { clearFirestore, functionsPort, projectId } from './emulators.ts';

// The per-address limits against a caller who writes its own address in every header a proxy might set, over HTTP:
// the callables reached straight on the Functions emulator, and the `site` function's trial form behind the Hosting
// emulator. Nothing stands in front of the emulators to append an address, so every header here is the caller's and
// none may count (ADR 026): the limit holds at CONTACT_LIMIT.maxMessages whatever they say.
const hostingPort = process.env.STUDIO_HOSTING_EMULATOR_PORT;
const site = `http://127.0.0.1:${hostingPort}`;
const callable = (name: string) => `http://127.0.0.1:${functionsPort}/${projectId}/europe-west2/${name}`;

/** The headers a visitor writes to pass for someone else, a different address each time. */
const spoofed = (n: number) => ({
  'x-forwarded-for': `198.51.100.${n}, 203.0.113.${n}`,
  forwarded: `for=198.51.100.${n};proto=https`,
  'fastly-client-ip': `203.0.113.${n}`,
  'x-real-ip': `192.0.2.${n}`,
});

async function call(name: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(callable(name), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { status: string } } };
}

const message = (n: number) => ({
  name: 'Sam Carter',
  email: `sam.${n}@example.com`,
  class_interest: 'Kickboxing',
  message: 'Do you run beginners classes?',
});

/** Adult sessions with room, each as often as it has places left. */
async function openPlaces(): Promise<string[]> {
  const { body } = await call(TRIAL_FUNCTIONS.sessions, {});
  const { occurrences } = body.result as { occurrences: TrialOccurrence[] };
  return occurrences
    .filter((occurrence) => occurrence.availability === 'open' && !occurrence.forChildren)
    .flatMap((occurrence) => Array<string>(occurrence.places - occurrence.booked).fill(occurrence.key));
}

beforeEach(clearFirestore);
afterAll(clearFirestore);

describe.skipIf(!functionsPort || !hostingPort)('per-address limits on the emulators', { timeout: 300_000 }, () => {
  it('the callables count a caller who writes X-Forwarded-For, Forwarded and Fastly-Client-IP as one', async () => {
    for (let n = 1; n <= CONTACT_LIMIT.maxMessages; n += 1) {
      const sent = await call('submitContact', message(n), spoofed(n));
      expect(sent, `message ${n}`).toMatchObject({ status: 200, body: { result: { ok: true } } });
    }
    const sixth = await call('submitContact', message(6), spoofed(6));
    expect(sixth).toMatchObject({ status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED' } } });
    // A booking counts on the same counter: it waits too, whatever it writes.
    const [session] = await openPlaces();
    expect(session, 'an open adult session').toBeDefined();
    const booking = await call(
      TRIAL_FUNCTIONS.book,
      { session, name: 'Lee Ray', email: 'lee.limit@example.com', phone: '0151 496 0002' },
      spoofed(7),
    );
    expect(booking).toMatchObject({ status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED' } } });
  });

  it("the site function's trial form, behind Hosting, counts them as one too", async () => {
    const places = await openPlaces();
    expect(places.length, 'places enough for the limit and one more').toBeGreaterThan(CONTACT_LIMIT.maxMessages);
    const post = (n: number) =>
      fetch(`${site}/trial`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...spoofed(n) },
        body: new URLSearchParams({
          session: places[n - 1]!,
          name: 'Lee Ray',
          email: `lee.${n}@example.com`,
          phone: '0151 496 0002',
        }).toString(),
      });
    for (let n = 1; n <= CONTACT_LIMIT.maxMessages; n += 1) {
      const booked = await post(n);
      expect(booked.status, `booking ${n}`).toBe(302);
      expect(booked.headers.get('location')).toMatch(/\/trial\/booking\/[A-Za-z0-9_-]{43}$/);
    }
    const refused = await post(CONTACT_LIMIT.maxMessages + 1);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Please wait a little and try again.');
    // And the contact form, from the same caller through the callable, waits with it.
    const sent = await call('submitContact', message(9), spoofed(9));
    expect(sent.status).toBe(429);
  });
});
