/**
 * `npm run soak [-- --seconds 60 --rate 50 --url http://127.0.0.1:3000]`
 *
 * Sends mixed public and staff traffic at a fixed rate (open loop: a slow answer does not slow the sender down, so
 * latency is measured honestly) and reports requests, errors, latency percentiles and the server's memory.
 * Without `--url` it starts its own server on a temporary data dir and removes it afterwards. Loopback targets only.
 * Exits non-zero on any error or when the server's memory grew beyond `--max-rss-growth-mb`.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deflateSync } from 'node:zlib';
import { STAFF_EMAIL, STAFF_PASSWORD, startSite } from '../e2e/lib/site.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const MAX_IN_FLIGHT = 500;

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '50' },
    url: { type: 'string' },
    pid: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'contact-messages': { type: 'string', default: '3' },
    'max-rss-growth-mb': { type: 'string', default: '64' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`Usage: npm run soak -- [--seconds 60] [--rate 50] [--url http://127.0.0.1:PORT --email E --password P [--pid PID]]
  --seconds             how long to send traffic (default 60)
  --rate                requests per second (default 50)
  --url                 a running server on this machine (default: start one on a temporary data dir)
  --email/--password    staff account on that server (default ADMIN_EMAIL/ADMIN_PASSWORD)
  --pid                 the server's process id, to report its memory when it was not started here
  --contact-messages    contact form posts spread over the run; keep below the server's per-IP limit (default 3)
  --max-rss-growth-mb   fail when the server's resident memory grows more than this (default 64)`);
  process.exit(0);
}

const seconds = Number(values.seconds);
const rate = Number(values.rate);
const contactMessages = Number(values['contact-messages']);
const maxRssGrowthMb = Number(values['max-rss-growth-mb']);
for (const [name, value] of Object.entries({ seconds, rate, contactMessages, maxRssGrowthMb })) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a non-negative number`);
}

interface Target {
  url: string;
  email: string;
  password: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

async function waitUntilHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server at ${url} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startOwnServer(): Promise<Target> {
  const site = await startSite();
  return {
    url: site.url,
    email: STAFF_EMAIL,
    password: STAFF_PASSWORD,
    pid: site.pid,
    async stop() {
      const log = site.output().trim();
      await site.stop();
      if (log) console.log(`\nserver log (warnings and errors):\n${log.split('\n').slice(-20).join('\n')}`);
    },
  };
}

async function target(): Promise<Target> {
  if (!values.url) return startOwnServer();
  const url = values.url.replace(/\/+$/, '');
  const hostname = new URL(url).hostname;
  if (!LOOPBACK.has(hostname))
    throw new Error(`refusing to load-test ${hostname}: only loopback addresses are allowed`);
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!email || !password)
    throw new Error('--url needs a staff account: pass --email and --password (or set ADMIN_EMAIL/ADMIN_PASSWORD)');
  await waitUntilHealthy(url);
  return { url, email, password, pid: values.pid ? Number(values.pid) : undefined, stop: async () => {} };
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A valid 32x32 PNG made here, so the soak needs no image library. */
function tinyPng(seed: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * (1 + size * 3) + 1 + x * 3;
      rows[at] = (x * 8 + seed) & 0xff;
      rows[at + 1] = (y * 8) & 0xff;
      rows[at + 2] = seed & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Sample {
  op: string;
  ms: number;
  ok: boolean;
  detail?: string;
}

async function main(): Promise<void> {
  const site = await target();
  const { url } = site;
  const samples: Sample[] = [];
  let inFlight = 0;
  let dropped = 0;

  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: site.email, password: site.password }),
    });
    if (!login.ok) throw new Error(`staff sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const staffHeaders = { cookie, origin: url };
    const htmlServed = (await fetch(`${url}/`)).headers.get('content-type')?.startsWith('text/html') ?? false;
    if (!htmlServed) console.log('note: the server has no built web app, so the home page is left out of the mix');

    // Seed a few events so the public detail route has something to read.
    const eventIds: string[] = [];
    const soakEvents: string[] = [];
    const images: string[] = [];
    let counter = 0;
    const eventBody = (featured: boolean) =>
      JSON.stringify({
        title: `Soak event ${++counter}`,
        description: 'Made by the soak test.\nSecond line.',
        date: dayFromToday(1 + (counter % 60)),
        time: '6:00 PM - 8:00 PM',
        location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
        price: counter % 2 ? 12.5 : null,
        booking_url: null,
        featured,
        image_url: null,
      });
    for (let index = 0; index < 5; index++) {
      const response = await fetch(`${url}/api/admin/events`, {
        method: 'POST',
        headers: { ...staffHeaders, 'content-type': 'application/json' },
        body: eventBody(index === 0),
      });
      if (response.status !== 201)
        throw new Error(`seeding events failed: ${response.status} ${await response.text()}`);
      eventIds.push(((await response.json()) as { event: { id: string } }).event.id);
    }

    const json = async <T>(
      op: string,
      expected: number[],
      path: string,
      init: RequestInit = {},
    ): Promise<T | undefined> => {
      const started = performance.now();
      try {
        const response = await fetch(`${url}${path}`, init);
        const text = await response.text();
        const ok = expected.includes(response.status);
        samples.push({
          op,
          ms: performance.now() - started,
          ok,
          detail: ok ? undefined : `${response.status} ${text.slice(0, 120)}`,
        });
        const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
        return ok && isJson && text ? (JSON.parse(text) as T) : undefined;
      } catch (error) {
        samples.push({
          op,
          ms: performance.now() - started,
          ok: false,
          detail: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      }
    };
    // Latency includes reading the whole body, as a browser would.
    const request = (op: string, expected: number[], path: string, init: RequestInit = {}) =>
      json(op, expected, path, init);
    const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
    // Takes an item out of its pool while a request uses it, so a concurrent delete never pulls it away mid-request.
    const borrow = <T>(list: T[]): T | undefined =>
      list.length ? list.splice(Math.floor(Math.random() * list.length), 1)[0] : undefined;

    // Operation mix: mostly what visitors do, with a steady trickle of staff work. Weights sum to 100.
    const operations: { weight: number; run: () => Promise<unknown> }[] = [
      { weight: htmlServed ? 12 : 0, run: () => request('GET /', [200], '/') },
      { weight: 18, run: () => request('GET /api/events', [200], '/api/events') },
      { weight: 16, run: () => request('GET /api/events/:id', [200], `/api/events/${pick(eventIds)}`) },
      { weight: 14, run: () => request('GET /api/images/slots', [200], '/api/images/slots') },
      { weight: 4, run: () => request('GET /api/health', [200], '/api/health') },
      {
        weight: 6,
        run: () => request('GET /api/admin/submissions', [200], '/api/admin/submissions', { headers: staffHeaders }),
      },
      { weight: 5, run: () => request('GET /api/admin/events', [200], '/api/admin/events', { headers: staffHeaders }) },
      { weight: 4, run: () => request('GET /api/admin/images', [200], '/api/admin/images', { headers: staffHeaders }) },
      {
        weight: 5,
        run: async () => {
          const created = await json<{ event: { id: string } }>('POST /api/admin/events', [201], '/api/admin/events', {
            method: 'POST',
            headers: { ...staffHeaders, 'content-type': 'application/json' },
            body: eventBody(false),
          });
          if (created) soakEvents.push(created.event.id);
        },
      },
      {
        weight: 4,
        run: async () => {
          const id = borrow(soakEvents);
          if (!id) return;
          await request('PUT /api/admin/events/:id', [200], `/api/admin/events/${id}`, {
            method: 'PUT',
            headers: { ...staffHeaders, 'content-type': 'application/json' },
            body: eventBody(Math.random() < 0.5),
          });
          soakEvents.push(id);
        },
      },
      {
        weight: 2,
        run: async () => {
          const id = borrow(soakEvents);
          if (!id) return;
          await request('PATCH /api/admin/events/:id/featured', [200], `/api/admin/events/${id}/featured`, {
            method: 'PATCH',
            headers: { ...staffHeaders, 'content-type': 'application/json' },
            body: JSON.stringify({ featured: Math.random() < 0.5 }),
          });
          soakEvents.push(id);
        },
      },
      {
        weight: 4,
        run: async () => {
          // Keeps the data set bounded, so memory and latency stay comparable from start to end.
          if (soakEvents.length < 10) return;
          const id = soakEvents.shift()!;
          await request('DELETE /api/admin/events/:id', [204], `/api/admin/events/${id}`, {
            method: 'DELETE',
            headers: staffHeaders,
          });
        },
      },
      {
        weight: 3,
        run: async () => {
          const form = new FormData();
          form.append('target', pick(['home_hero', 'facility_main', 'event'])!);
          form.append('file', new Blob([new Uint8Array(tinyPng(counter++))], { type: 'image/png' }), 'soak.png');
          const uploaded = await json<{ image: { name: string; url: string } }>(
            'POST /api/admin/images',
            [201],
            '/api/admin/images',
            {
              method: 'POST',
              headers: staffHeaders,
              body: form,
            },
          );
          if (uploaded) images.push(uploaded.image.name);
        },
      },
      {
        weight: 2,
        run: async () => {
          const name = borrow(images);
          if (!name) return;
          await request('GET /media/:name', [200], `/media/${name}`);
          images.push(name);
        },
      },
      {
        weight: 3,
        run: async () => {
          if (images.length < 6) return;
          const name = images.shift()!;
          await request('DELETE /api/admin/images/:name', [204], `/api/admin/images/${encodeURIComponent(name)}`, {
            method: 'DELETE',
            headers: staffHeaders,
          });
        },
      },
    ];
    const totalWeight = operations.reduce((sum, operation) => sum + operation.weight, 0);
    const chooseOperation = () => {
      let roll = Math.random() * totalWeight;
      for (const operation of operations) {
        roll -= operation.weight;
        if (roll < 0) return operation;
      }
      return operations[0]!;
    };

    // Contact messages go at even intervals and stay below the per-IP limit: a real visitor's pace.
    const contactAt = Array.from(
      { length: contactMessages },
      (_, index) => ((index + 0.5) * seconds * 1000) / Math.max(contactMessages, 1),
    );
    const sendContact = () =>
      request('POST /api/contact', [201], '/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({
          name: 'Soak Visitor',
          email: 'visitor@example.com',
          message: 'Do you have a beginners class?',
        }),
      });

    // Memory is read once the allocator and caches have warmed up, so the comparison shows growth, not start-up.
    const warmupMs = Math.max(Math.min(5000, seconds * 500), seconds * 200);
    let rssBefore: number | undefined;
    const started = performance.now();
    const intervalMs = 1000 / rate;
    const durationMs = seconds * 1000;
    const pending = new Set<Promise<unknown>>();
    const launch = (work: () => Promise<unknown>) => {
      if (inFlight >= MAX_IN_FLIGHT) {
        dropped++;
        return;
      }
      inFlight++;
      const promise = work().finally(() => {
        inFlight--;
        pending.delete(promise);
      });
      pending.add(promise);
    };
    console.log(`soak: ${rate} req/s for ${seconds} s against ${url}`);

    let sent = 0;
    let lastReport = 0;
    while (performance.now() - started < durationMs) {
      const elapsed = performance.now() - started;
      if (rssBefore === undefined && elapsed >= warmupMs) rssBefore = rssMb(site.pid);
      while (contactAt.length && contactAt[0]! <= elapsed) {
        contactAt.shift();
        launch(sendContact);
      }
      // Catch up on every tick that is due, so the rate holds even when the event loop was briefly busy.
      const due = Math.floor(elapsed / intervalMs) + 1;
      while (sent < due) {
        sent++;
        launch(() => chooseOperation().run());
      }
      if (elapsed - lastReport >= 10_000) {
        lastReport = elapsed;
        const failed = samples.filter((sample) => !sample.ok).length;
        const rss = rssMb(site.pid);
        console.log(
          `  ${Math.round(elapsed / 1000)} s: ${samples.length} answered, ${failed} errors, ${inFlight} in flight` +
            (rss === undefined ? '' : `, server RSS ${rss.toFixed(0)} MiB`),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, intervalMs / 2)));
    }
    await Promise.allSettled([...pending]);
    // Let the server settle (and collect garbage) before the second reading.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = rssMb(site.pid);

    const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const percentile = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
    const errors = samples.filter((sample) => !sample.ok);
    const byOp = new Map<string, { count: number; errors: number; worst: number }>();
    for (const sample of samples) {
      const entry = byOp.get(sample.op) ?? { count: 0, errors: 0, worst: 0 };
      entry.count++;
      if (!sample.ok) entry.errors++;
      entry.worst = Math.max(entry.worst, sample.ms);
      byOp.set(sample.op, entry);
    }

    console.log('\nper operation:');
    for (const [op, entry] of [...byOp].sort((a, b) => b[1].count - a[1].count)) {
      console.log(
        `  ${op.padEnd(38)} ${String(entry.count).padStart(6)} requests  ${String(entry.errors).padStart(4)} errors  worst ${entry.worst.toFixed(1)} ms`,
      );
    }
    const seenErrors = new Map<string, number>();
    for (const error of errors)
      seenErrors.set(`${error.op}: ${error.detail}`, (seenErrors.get(`${error.op}: ${error.detail}`) ?? 0) + 1);
    for (const [message, count] of [...seenErrors].slice(0, 10)) console.log(`  error x${count}  ${message}`);

    const growth = rssBefore !== undefined && rssAfter !== undefined ? rssAfter - rssBefore : undefined;
    console.log('\nsummary:');
    console.log(
      `  requests     ${samples.length} in ${((performance.now() - started) / 1000).toFixed(1)} s (target ${rate}/s)`,
    );
    console.log(
      `  errors       ${errors.length}${dropped ? ` (+${dropped} not sent: over ${MAX_IN_FLIGHT} in flight)` : ''}`,
    );
    console.log(
      `  latency      p50 ${percentile(50).toFixed(1)} ms, p95 ${percentile(95).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${percentile(100).toFixed(1)} ms`,
    );
    if (growth === undefined) console.log('  memory       unknown (pass --pid for a server started elsewhere)');
    else
      console.log(
        `  memory (RSS) ${rssBefore!.toFixed(1)} MiB after warm-up -> ${rssAfter!.toFixed(1)} MiB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB)`,
      );

    const failures: string[] = [];
    if (errors.length || dropped) failures.push(`${errors.length + dropped} failed requests`);
    if (growth !== undefined && growth > maxRssGrowthMb)
      failures.push(`memory grew ${growth.toFixed(1)} MiB (limit ${maxRssGrowthMb})`);
    if (failures.length) {
      console.log(`\nFAIL: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nPASS');
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`soak failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
