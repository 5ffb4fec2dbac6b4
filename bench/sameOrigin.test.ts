import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_PATH, startSameOriginProxy, wayPath, withoutScripts, type SameOriginProxy } from './sameOrigin.ts';

const PAGE = `<!doctype html><html lang="en"><head>
<link rel="modulepreload" href="/assets/entry.client-abc.js"/>
<link rel="stylesheet" href="/assets/root.css"/>
<link rel=modulepreload href=/assets/chunk.js>
<style>.hero{color:red}</style>
<script type="application/ld+json">{"@type":"ExerciseGym"}</script>
</head><body><h1 class="hero">The Martial Arts Studio</h1>
<script>window.__reactRouterContext = {"a":"</div>"};</script>
<SCRIPT type="module" src="/assets/entry.client-abc.js"></SCRIPT>
<p>After the scripts</p></body></html>`;

describe('withoutScripts', () => {
  it('takes out every script and module preload and keeps the markup and CSS', () => {
    const stripped = withoutScripts(PAGE);
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toMatch(/modulepreload/);
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(stripped).toContain('<style>.hero{color:red}</style>');
    expect(stripped).toContain('<h1 class="hero">The Martial Arts Studio</h1>');
    expect(stripped).toContain('<p>After the scripts</p>');
  });
});

describe('the same-origin proxy', () => {
  let site: Server;
  let proxy: SameOriginProxy;
  const asked: string[] = [];

  beforeAll(async () => {
    site = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/assets/root.css') return response.end('.hero{color:red}');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-from-site': 'yes' });
      response.end(PAGE);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const address = site.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    proxy = await startSameOriginProxy(`http://127.0.0.1:${address.port}`);
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it('passes the page and its files through as the site serves them', async () => {
    const page = await fetch(`${proxy.url}${wayPath('page', '/classes/kickboxing')}`);
    expect(page.headers.get('x-from-site')).toBe('yes');
    expect(await page.text()).toBe(PAGE);
    expect(await (await fetch(`${proxy.url}/assets/root.css`)).text()).toBe('.hero{color:red}');
    expect(asked).toContain('/classes/kickboxing');
  });

  it('serves the same route without its scripts, compressed as the browser asks, with the page headers', async () => {
    const response = await fetch(`${proxy.url}${wayPath('scriptless', '/timetable?site=aintree')}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('x-from-site')).toBe('yes');
    expect(await response.text()).toBe(withoutScripts(PAGE));
    expect(asked).toContain('/timetable?site=aintree');
  });

  it('serves one bare reference page for every route', async () => {
    expect(wayPath('reference', '/events')).toBe(REFERENCE_PATH);
    const html = await (await fetch(`${proxy.url}${REFERENCE_PATH}`)).text();
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).not.toMatch(/<script|<link|<style/);
  });
});
