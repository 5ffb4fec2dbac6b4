import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { contentSecurityPolicy } from '@studio/core/pages/contentSecurityPolicy';
import { inlineScriptHashes } from '@studio/core/node/pageSecurity';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg']);
/** Below this, compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
const CACHE_PUBLIC_FILE = 'public, max-age=86400';

type Encoding = 'br' | 'gzip';

/** A response held in memory (a file of the build, or a rendered page), compressed once per encoding on demand. */
export interface HeldResponse {
  status: number;
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** HTML pages carry a CSP naming the hashes of their own inline scripts. */
  csp: string | undefined;
  /** Other headers the response carries as they are. */
  headers?: Record<string, string>;
  compressible: boolean;
  encoded: Map<Encoding, Promise<Buffer>>;
  /**
   * Made for one request and never kept (a live page such as /trial): brotli at a fast setting, as the work is never
   * reused. What is kept (files, cached pages) is compressed once at the smallest setting.
   */
  sentOnce?: boolean;
}

interface SiteFile extends HeldResponse {
  scriptHashes: string[];
}

/** A strong ETag from the body's bytes. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether a body of this content type and size is worth compressing. */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/.test(contentType);
}

export { inlineScriptHashes } from '@studio/core/node/pageSecurity';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return CACHE_IMMUTABLE;
  if (urlPath.endsWith('.html')) return CACHE_REVALIDATE;
  return CACHE_PUBLIC_FILE;
}

function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(token.trim(), q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

/**
 * Brotli at its smallest setting (11) took 80 to 160 ms of CPU for each /trial page (96 KB of HTML), which is rendered
 * for every request: the page answered 14 requests a second at 10 connections. Quality 5 takes about 2 ms for a
 * body 13% larger (20.1 KB against 17.8). Gzip at level 9 takes about 2 ms either way.
 */
const FAST_BROTLI_QUALITY = 5;

function encode(file: HeldResponse, encoding: Encoding): Promise<Buffer> {
  let encoded = file.encoded.get(encoding);
  if (!encoded) {
    const once = file.sentOnce === true;
    encoded =
      encoding === 'br'
        ? brotli(file.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: once ? FAST_BROTLI_QUALITY : 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length,
            },
          })
        : gzipAsync(file.body, { level: 9 });
    file.encoded.set(encoding, encoded);
  }
  return encoded;
}

/** Sends a held response, answering a matching `If-None-Match` with 304 and compressing when the client accepts it. */
export async function sendHeld(
  request: FastifyRequest,
  reply: FastifyReply,
  held: HeldResponse,
): Promise<FastifyReply> {
  for (const [name, value] of Object.entries(held.headers ?? {})) void reply.header(name, value);
  void reply
    .code(held.status)
    .header('content-type', held.contentType)
    .header('cache-control', held.cacheControl)
    .header('etag', held.etag);
  if (held.csp) void reply.header('content-security-policy', held.csp);
  if (held.compressible) void reply.header('vary', 'Accept-Encoding');
  if (held.status === 200 && request.headers['if-none-match'] === held.etag) return reply.code(304).send();
  const encoding = held.compressible ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  const body = encoding ? await encode(held, encoding) : held.body;
  if (encoding) void reply.header('content-encoding', encoding);
  void reply.header('content-length', body.length);
  return reply.send(body);
}

/**
 * The files of the built web app (`web/dist/client`: hashed assets, images, icons), held in memory (they are
 * small) with each text file compressed once on first request. Pages are not files: the server renders them
 * (render cache, see pageRenderer.ts).
 */
export async function loadStaticSite(webRoot: string) {
  const files = new Map<string, SiteFile>();
  for (const path of await listFiles(webRoot)) {
    const urlPath = `/${relative(webRoot, path).split(sep).join('/')}`;
    const extension = extname(path).toLowerCase();
    const body = await readFile(path);
    const scriptHashes = extension === '.html' ? inlineScriptHashes(body.toString('utf8')) : [];
    files.set(urlPath, {
      status: 200,
      body,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(urlPath),
      etag: etagOf(body),
      csp: extension === '.html' ? contentSecurityPolicy({ scriptHashes }) : undefined,
      scriptHashes,
      compressible: COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESS_BYTES,
      encoded: new Map(),
    });
  }

  function find(pathname: string): SiteFile | undefined {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (path.includes('\0') || path.endsWith('/')) return undefined;
    return files.get(path);
  }

  return {
    /**
     * The file at this path, undefined when there is none; send it with `sendHeld`. Not a `serve` that returns the
     * reply or undefined: a Fastify reply is a thenable that settles with undefined once sent, so `await`ing it reads
     * as "nothing sent" and the caller answered a second time (a 404 and "Reply was already sent" for every file).
     */
    file(pathname: string): HeldResponse | undefined {
      return find(pathname);
    },
  };
}

export type StaticSite = Awaited<ReturnType<typeof loadStaticSite>>;
