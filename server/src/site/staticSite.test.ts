import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { etagOf, sendHeld, type HeldResponse } from './staticSite.ts';

/** A page-sized HTML body with enough variety for the compression settings to differ. */
const BODY = Buffer.from(
  `<!DOCTYPE html><html><body>${Array.from(
    { length: 1500 },
    (_, i) => `<li class="session s${i % 17}" data-at="${(i * 7919) % 10007}">Session ${i}, ${i % 24}:00</li>`,
  ).join('')}</body></html>`,
);

function held(sentOnce: boolean): HeldResponse {
  return {
    status: 200,
    body: BODY,
    contentType: 'text/html; charset=utf-8',
    cacheControl: sentOnce ? 'no-store' : 'no-cache',
    etag: etagOf(BODY),
    csp: undefined,
    compressible: true,
    encoded: new Map(),
    sentOnce,
  };
}

describe('sendHeld compression', () => {
  const app = Fastify();
  app.get('/kept', (request, reply) => sendHeld(request, reply, held(false)));
  app.get('/once', (request, reply) => sendHeld(request, reply, held(true)));
  afterAll(() => app.close());

  it('compresses what is kept at the smallest brotli setting', async () => {
    const kept = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.rawPayload).toEqual(
      brotliCompressSync(BODY, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: BODY.length },
      }),
    );
  });

  it('compresses a response made for one request at a fast setting, which still decodes to the page', async () => {
    const once = await app.inject({ url: '/once', headers: { 'accept-encoding': 'br' } });
    expect(once.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(once.rawPayload)).toEqual(BODY);
    const kept = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(once.rawPayload.equals(kept.rawPayload)).toBe(false);

    const gzip = await app.inject({ url: '/once', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(BODY);
  });
});
