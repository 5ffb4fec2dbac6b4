/**
 * The bench's three ways of loading a route, all from one origin: a pass-through proxy in front of the site serves
 * (a) the page itself (every request passed on as it is), (b) the same HTML with its scripts removed, and (c) a bare
 * reference page. Being one origin, the three share how the browser reaches the server, so their differences are
 * what the scripts add, (a) − (b), and what the markup and CSS add, (b) − (c).
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** (b): the route's HTML without its scripts, at this prefix plus the route (`/__bench/scriptless/events`). */
export const SCRIPTLESS_PREFIX = '/__bench/scriptless';
/** (c): one bare page for every route. */
export const REFERENCE_PATH = '/__bench/reference';

/**
 * A minimal valid page with a heading and a paragraph, in the system font: the floor under every route, what a page
 * costs in this browser on this machine before it carries anything of its own. It loads no web font, because the
 * site's fonts come in through its CSS and belong to what the markup and CSS add.
 */
export const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<meta name="description" content="A bare page the bench measures beside each route.">
</head>
<body>
<main>
<h1>The Martial Arts Studio</h1>
<p>Kickboxing, boxing, fitness and kids classes in Aintree, Liverpool and St Helens.</p>
</main>
</body>
</html>
`;

/** Every `<script>` (inline, external, JSON-LD) and every `<link rel="modulepreload">` taken out. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, '');
}

/** The path of a route in each of the three ways. */
export function wayPath(way: Way, route: string): string {
  if (way === 'page') return route;
  if (way === 'scriptless') return `${SCRIPTLESS_PREFIX}${route}`;
  return REFERENCE_PATH;
}

export type Way = 'page' | 'scriptless' | 'reference';

type Encoding = 'br' | 'gzip' | null;

/** As the site chooses: brotli when the browser takes it (every browser Lighthouse drives does), else gzip. */
function encodingFor(acceptEncoding: string): Encoding {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

function encoded(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return body;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Headers a response of ours must not copy from the page it was made from. */
const RECOMPUTED = new Set(['content-length', 'content-encoding', 'etag', 'transfer-encoding', 'connection', 'vary']);

export interface SameOriginProxy {
  url: string;
  close(): Promise<void>;
}

/** Starts the proxy on a free port of 127.0.0.1, in front of `target` (the site's origin). */
export async function startSameOriginProxy(target: string): Promise<SameOriginProxy> {
  const site = new URL(target);
  // A stripped page is made once per route and encoding (and made before it is measured, see prepare): the site's
  // pages do not change while they are measured, and a page made per request would give (b) a slower first byte
  // than (a), which the render cache serves ready.
  const made = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();

  const pass = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: site.host },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  };

  const scriptless = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const route = (incoming.url ?? '/').slice(SCRIPTLESS_PREFIX.length) || '/';
    const encoding = encodingFor(String(incoming.headers['accept-encoding'] ?? ''));
    const key = `${route} ${encoding}`;
    let page = made.get(key);
    if (!page) {
      const original = await new Promise<IncomingMessage>((resolve, reject) => {
        const upstream = httpRequest(
          {
            host: site.hostname,
            port: site.port,
            path: route,
            headers: { 'accept-encoding': 'identity', 'user-agent': String(incoming.headers['user-agent'] ?? '') },
          },
          resolve,
        );
        upstream.on('error', reject);
        upstream.end();
      });
      const html = (await readAll(original)).toString('utf8');
      const body = encoded(Buffer.from(withoutScripts(html)), encoding);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(original.headers))
        if (value !== undefined && !RECOMPUTED.has(name))
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
      if (encoding) headers['content-encoding'] = encoding;
      headers['vary'] = 'accept-encoding';
      headers['content-length'] = String(body.length);
      page = { status: original.statusCode ?? 200, headers, body };
      made.set(key, page);
    }
    outgoing.writeHead(page.status, page.headers);
    outgoing.end(page.body);
  };

  const reference = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const encoding = encodingFor(String(incoming.headers['accept-encoding'] ?? ''));
    const body = encoded(Buffer.from(REFERENCE_HTML), encoding);
    outgoing.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-length': String(body.length),
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    outgoing.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (path === REFERENCE_PATH) return reference(incoming, outgoing);
    if (path === SCRIPTLESS_PREFIX || path.startsWith(`${SCRIPTLESS_PREFIX}/`))
      return void scriptless(incoming, outgoing).catch((error: unknown) => {
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(String(error));
      });
    return pass(incoming, outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the proxy has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
