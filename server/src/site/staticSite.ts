import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { adminContentSecurityPolicy, contentSecurityPolicy, isAdminPath } from '@studio/core/contentSecurityPolicy';
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

interface SiteFile {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** HTML pages carry a CSP naming the hashes of their own inline scripts. */
  csp: string | undefined;
  /** The staff area's stricter CSP, for the same page served at an /admin path. */
  adminCsp: string | undefined;
  scriptHashes: string[];
  compressible: boolean;
  encoded: Map<Encoding, Promise<Buffer>>;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `sha256-…` of each inline script of an HTML page (React Router's prerendered pages hold several). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || content === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes].sort();
}

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

function encode(file: SiteFile, encoding: Encoding): Promise<Buffer> {
  let encoded = file.encoded.get(encoding);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotli(file.body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length },
          })
        : gzipAsync(file.body, { level: 9 });
    file.encoded.set(encoding, encoded);
  }
  return encoded;
}

export interface StaticSiteOptions {
  /** `Link` header values to send with the SPA fallback at a path: data its page will ask for straight away. */
  fallbackPreloads?: (pathname: string) => string[];
  /** Settings written into every page as it is loaded (e.g. the contact retention period the build cannot know). */
  transformHtml?: (html: string) => string;
}

/**
 * The built web app, held in memory (it is small) with each text file compressed once on first request.
 * Prerendered pages are `…/index.html`; every other page path gets the SPA fallback so the client router
 * can render it (event pages, admin, not-found).
 */
export async function loadStaticSite(webRoot: string, { fallbackPreloads, transformHtml }: StaticSiteOptions = {}) {
  const files = new Map<string, SiteFile>();
  for (const path of await listFiles(webRoot)) {
    const urlPath = `/${relative(webRoot, path).split(sep).join('/')}`;
    const extension = extname(path).toLowerCase();
    const html = extension === '.html';
    const read = await readFile(path);
    const body = html && transformHtml ? Buffer.from(transformHtml(read.toString('utf8')), 'utf8') : read;
    const scriptHashes = html ? inlineScriptHashes(body.toString('utf8')) : [];
    files.set(urlPath, {
      body,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(urlPath),
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      csp: html ? contentSecurityPolicy({ scriptHashes }) : undefined,
      adminCsp: html ? adminContentSecurityPolicy({ scriptHashes }) : undefined,
      scriptHashes,
      compressible: COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESS_BYTES,
      encoded: new Map(),
    });
  }
  const fallback = files.get('/__spa-fallback.html') ?? files.get('/index.html');
  if (!fallback) throw new Error(`${webRoot} holds no index.html: is it a build of the web app?`);

  function find(pathname: string): SiteFile | undefined {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (path.includes('\0')) return undefined;
    return files.get(path) ?? files.get(`${path.replace(/\/$/, '')}/index.html`);
  }

  /** A path that names a file (has an extension) or an asset is a real 404, not a page for the client router. */
  function isFilePath(pathname: string): boolean {
    return pathname.startsWith('/assets/') || /\.[^/]*$/.test(pathname);
  }

  return {
    /** The inline-script hashes of every page together, for a CSP shared by a whole deployment. */
    allScriptHashes: () => [...new Set([...files.values()].flatMap((file) => file.scriptHashes))].sort(),

    async serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const pathname = request.url.split('?')[0] ?? '/';
      let file = find(pathname);
      if (!file) {
        if (isFilePath(pathname)) {
          return reply
            .code(404)
            .type('text/plain; charset=utf-8')
            .header('cache-control', CACHE_REVALIDATE)
            .send('Not found');
        }
        file = fallback;
        const preloads = fallbackPreloads?.(pathname) ?? [];
        if (preloads.length > 0) void reply.header('link', preloads.join(', '));
      }
      void reply
        .header('content-type', file.contentType)
        .header('cache-control', file.cacheControl)
        .header('etag', file.etag);
      const csp = isAdminPath(pathname) ? file.adminCsp : file.csp;
      if (csp) void reply.header('content-security-policy', csp);
      if (file.compressible) void reply.header('vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      const encoding = file.compressible ? preferredEncoding(request.headers['accept-encoding']) : undefined;
      const body = encoding ? await encode(file, encoding) : file.body;
      if (encoding) void reply.header('content-encoding', encoding);
      void reply.header('content-length', body.length);
      return reply.send(body);
    },
  };
}

export type StaticSite = Awaited<ReturnType<typeof loadStaticSite>>;
