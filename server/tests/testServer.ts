import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServerHooks } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export const STAFF_EMAIL = 'coach@example.com';
export const STAFF_PASSWORD = 'correct horse battery staple';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Stops the server; the data dir stays for a restart. */
  stop(): Promise<void>;
  /** Stops the server and deletes its data dir. */
  destroy(): Promise<void>;
}

export function tempDir(prefix = 'studio-server-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A real server on a free port and (unless given) a fresh temp data dir, with the staff account from env. */
export async function startTestServer(
  env: Record<string, string> = {},
  dataDir = tempDir(),
  hooks: ServerHooks = {},
): Promise<TestServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: STAFF_EMAIL,
    ADMIN_PASSWORD: STAFF_PASSWORD,
    WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
    ...env,
  });
  const server = await startServer(config, hooks);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
  };
  return {
    ...server,
    dataDir,
    stop,
    async destroy() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers are inspected field by field
  text: string;
}

/** A browser-like client: keeps its cookies and sends this site's Origin on writes. */
export class Client {
  readonly baseUrl: string;
  private readonly jar = new Map<string, string>();
  origin: string | null;

  /** The Cookie header this client sends; setting it replaces every cookie. */
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(header: string) {
    this.jar.clear();
    for (const pair of header.split(/;\s*/)) {
      const at = pair.indexOf('=');
      if (at > 0) this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  constructor(baseUrl: string, origin: string | null = baseUrl) {
    this.baseUrl = baseUrl;
    this.origin = origin;
  }

  async request(
    method: string,
    path: string,
    init: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.origin && method !== 'GET' && method !== 'HEAD') headers.origin = this.origin;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, body, text };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, json?: unknown) => this.request('POST', path, { json });
  put = (path: string, json?: unknown) => this.request('PUT', path, { json });
  patch = (path: string, json?: unknown) => this.request('PATCH', path, { json });
  delete = (path: string) => this.request('DELETE', path);

  async signIn(email = STAFF_EMAIL, password = STAFF_PASSWORD): Promise<Answer> {
    return this.post('/api/auth/login', { email, password });
  }
}

/** A signed-in staff client; `origin` is the site's own origin when SITE_URL names one other than the server's. */
export async function staffClient(server: { url: string }, origin: string = server.url): Promise<Client> {
  const client = new Client(server.url, origin);
  const answer = await client.signIn();
  if (answer.status !== 200) throw new Error(`staff sign-in failed: ${answer.status} ${answer.text}`);
  return client;
}

/** `YYYY-MM-DD` of today plus `days` (negative for the past), in the studio's calendar. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCHours(12);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function eventInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Open Mat Social',
    description: 'An evening at the studio.\nBring a friend.',
    date: dayFromToday(7),
    time: '6:00 PM - 8:00 PM',
    location: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
    price: 12.5,
    booking_url: 'https://example.com/book',
    featured: false,
    image_url: null,
    ...overrides,
  };
}
