/**
 * `POST /api/trials` at 50 concurrent requests on the self-hosted server, as a booking is made in production: e-mail
 * on (each booking queues its confirmation with the .ics, the reminder and the staff notice, and the outbox sends
 * them to a real SMTP server in the background), and a different visitor (e-mail address) per booking.
 *
 * So that bookings succeed rather than all hitting "full", the bench's own site (a second server on its own data)
 * first gives every session the most trial places there are (20), and the bookings are spread over every
 * occurrence that can be booked, never more than it has places. Each visitor comes from an address of their own, as
 * people do: the server runs as it does behind a reverse proxy (`TRUST_PROXY=loopback`, the README's set-up) and each
 * request names its visitor's address in `X-Forwarded-For`. The per-address limit the bookings share with the
 * contact form keeps its production value and is checked and counted on every booking, as for real visitors (one
 * address sending a thousand bookings would be held back by it after five).
 *
 * Each concurrent visitor has a kept-alive connection of its own (keepAliveClient.ts), opened before a warm-up round.
 * The client runs in the bench's process on the same machine, so it must cost little: answers arrive together when a
 * batch of bookings commits, and the time the client takes over each adds to the latency of those after it.
 */
import { readFileSync } from 'node:fs';
import { CLASS_SLUGS } from '@studio/core/pages/publicRoutes';
import { classSectionId } from '@studio/core/content/siteContent';
import type { TrialOccurrence } from '@studio/core/trials/trials';
import { startSmtpCatcher } from '../server/tests/lib/smtpCatcher.ts';
import { freePort, staffApi, startSite } from '../e2e/lib/site.ts';
import { openConnection, type Answer, type KeepAliveConnection } from './keepAliveClient.ts';

export const BOOKING_CONCURRENCY = 50;
/** Counted bookings; a first round of BOOKING_CONCURRENCY more warms the server up and is not counted. */
export const BOOKING_REQUESTS = 1000;
const MOST_PLACES = 20;

export interface BookingResult {
  requests: number;
  concurrency: number;
  booked: number;
  full: number;
  /** Any other answer (a 400, a 429, an error): should be 0. */
  other: number;
  otherExamples: string[];
  p50Ms: number;
  p99Ms: number;
  /** p99 of the answers that booked a place (201). */
  bookedP99Ms: number;
  requestsPerSecond: number;
  /**
   * CPU time a counted booking took, in the server's process (`/proc`, so Linux only; NaN elsewhere) and in the
   * bench's own (the client and the SMTP server the outbox sends to): the machine's load moves these far less than
   * the latencies.
   */
  serverCpuMsPerBooking: number;
  clientCpuMsPerBooking: number;
  mailsSent: number;
}

/** User and system CPU time of a process so far, in ms (`/proc/<pid>/stat`, in clock ticks of 10 ms); NaN if unknown. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The value below which `fraction` of the measured values lie (an answer that failed has no time). */
function percentile(values: number[], fraction: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

export async function measureBookings(buildDir: string, log: (message: string) => void): Promise<BookingResult> {
  const smtpPort = await freePort();
  const smtp = await startSmtpCatcher(smtpPort);
  const site = await startSite({
    env: (url) => ({
      WEB_BUILD_DIR: buildDir,
      SITE_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL: 'studio@example.com',
      TRUST_PROXY: 'loopback',
    }),
  });
  let connections: KeepAliveConnection[] = [];
  try {
    const staff = await staffApi(site);
    for (const slug of CLASS_SLUGS) {
      const section = classSectionId(slug);
      const live = (await staff.call('GET', `/api/admin/content/${section}`)) as {
        section: { version: number; content: { schedule: { sessions: { trialPlaces: number }[] } } };
      };
      const { content } = live.section;
      await staff.call('PUT', `/api/admin/content/${section}`, {
        version: live.section.version,
        content: {
          ...content,
          schedule: {
            ...content.schedule,
            sessions: content.schedule.sessions.map((session) => ({ ...session, trialPlaces: MOST_PLACES })),
          },
        },
      });
    }
    const offered = (
      (await (await fetch(`${site.url}/api/trials/sessions`)).json()) as { occurrences: TrialOccurrence[] }
    ).occurrences.filter((occurrence) => occurrence.availability === 'open');
    const places = offered.reduce((sum, occurrence) => sum + occurrence.places - occurrence.booked, 0);
    const total = BOOKING_CONCURRENCY + BOOKING_REQUESTS;
    if (places < total) throw new Error(`only ${places} places to book, ${total} needed`);
    // Round the occurrences, one booking each time round, so no occurrence gets more than its places.
    const left = new Map(offered.map((occurrence) => [occurrence.key, occurrence.places - occurrence.booked]));
    const bodies: string[] = [];
    while (bodies.length < total)
      for (const occurrence of offered) {
        if (bodies.length >= total || (left.get(occurrence.key) ?? 0) <= 0) continue;
        left.set(occurrence.key, (left.get(occurrence.key) ?? 0) - 1);
        const n = bodies.length;
        bodies.push(
          JSON.stringify({
            session: occurrence.key,
            name: `Visitor ${n}`,
            email: `visitor${n}@example.com`,
            phone: '0151 496 0000',
            ...(occurrence.forChildren
              ? { childName: 'Sam', childAge: String(occurrence.ages?.from ?? 8), guardian: 'Alex Parent' }
              : {}),
          }),
        );
      }
    const { hostname, port } = new URL(site.url);
    // Visitor n's own address, in the private range 10.0.0.0/8.
    const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    // One kept-alive connection per concurrent visitor, opened before the warm-up round.
    connections = await Promise.all(
      Array.from({ length: BOOKING_CONCURRENCY }, () => openConnection(hostname, Number(port))),
    );
    const round = async (batch: string[], first: number) => {
      const answers: Answer[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        connections.map(async (connection) => {
          while (next < batch.length) {
            const index = next++;
            const headers = { origin: site.url, 'x-forwarded-for': visitorAddress(first + index) };
            try {
              answers.push(await connection.post('/api/trials', batch[index]!, headers));
            } catch (error) {
              answers.push({ status: 0, ms: Number.NaN, text: String(error) });
              return;
            }
          }
        }),
      );
      return { answers, seconds: (performance.now() - started) / 1000 };
    };
    log(
      `booking ${BOOKING_CONCURRENCY} free trials to warm up, then ${BOOKING_REQUESTS} at ${BOOKING_CONCURRENCY} at once ...`,
    );
    await round(bodies.slice(0, BOOKING_CONCURRENCY), 0);
    const serverBefore = processCpuMs(site.pid);
    const clientBefore = process.cpuUsage();
    const { answers, seconds } = await round(bodies.slice(BOOKING_CONCURRENCY), BOOKING_CONCURRENCY);
    const client = process.cpuUsage(clientBefore);
    const serverCpuMs = processCpuMs(site.pid) - serverBefore;
    const perBooking = (ms: number) => Math.round((ms / answers.length) * 1000) / 1000;
    const booked = answers.filter((answer) => answer.status === 201);
    const full = answers.filter((answer) => answer.status === 409 && /just filled up|full/i.test(answer.text));
    const other = answers.filter((answer) => answer.status !== 201 && !full.includes(answer));
    return {
      requests: answers.length,
      concurrency: BOOKING_CONCURRENCY,
      booked: booked.length,
      full: full.length,
      other: other.length,
      otherExamples: [...new Set(other.map((answer) => `${answer.status} ${answer.text.slice(0, 120)}`))].slice(0, 3),
      p50Ms:
        Math.round(
          percentile(
            answers.map((answer) => answer.ms),
            0.5,
          ) * 10,
        ) / 10,
      p99Ms:
        Math.round(
          percentile(
            answers.map((answer) => answer.ms),
            0.99,
          ) * 10,
        ) / 10,
      bookedP99Ms:
        Math.round(
          percentile(
            booked.map((answer) => answer.ms),
            0.99,
          ) * 10,
        ) / 10,
      requestsPerSecond: Math.round(answers.length / seconds),
      serverCpuMsPerBooking: perBooking(serverCpuMs),
      clientCpuMsPerBooking: perBooking((client.user + client.system) / 1000),
      mailsSent: smtp.mails.length,
    };
  } finally {
    for (const connection of connections) connection.close();
    await site.stop();
    await smtp.close();
  }
}
