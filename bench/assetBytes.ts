/** The gzip bytes of what a page loads. */
import { gzipSync } from 'node:zlib';
import type { LighthouseRun } from './lighthouse.ts';

const gzipCache = new Map<string, number>();

export async function gzipBytes(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

/** JS and CSS files the page loaded (from Lighthouse's network log), plus CSS inlined in its HTML. */
export async function assetBytes(pageUrl: string, requests: LighthouseRun['requests']) {
  const sameOrigin = requests.filter((request) => new URL(request.url).origin === new URL(pageUrl).origin);
  const scripts = [...new Set(sameOrigin.filter((request) => request.resourceType === 'Script').map((r) => r.url))];
  const sheets = [...new Set(sameOrigin.filter((request) => request.resourceType === 'Stylesheet').map((r) => r.url))];
  const html = await (await fetch(pageUrl)).text();
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  let jsGzipBytes = 0;
  for (const url of scripts) jsGzipBytes += await gzipBytes(url);
  let cssGzipBytes = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0;
  for (const url of sheets) cssGzipBytes += await gzipBytes(url);
  return { jsGzipBytes, cssGzipBytes, jsFiles: scripts.length };
}
