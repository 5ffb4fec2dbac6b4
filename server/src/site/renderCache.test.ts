import { describe, expect, it } from 'vitest';
import { createRenderCache } from './renderCache.ts';

interface Page {
  status: number;
  body: string;
}

/** A renderer whose renders finish only when the test says so, each showing the data at the time it started. */
function controlledRenderer() {
  const state = { data: 'v1', renders: [] as { url: string; finish: () => void }[] };
  const render = (url: string, status = 200) =>
    new Promise<Page>((resolve) => {
      const body = `${url} ${state.data}`;
      state.renders.push({ url, finish: () => resolve({ status, body }) });
    });
  const finishAll = async () => {
    // Warming renders one page after another, each after the one before: finish what waits, round after round.
    for (let round = 0; round < 30; round += 1) {
      for (const pending of state.renders.splice(0)) pending.finish();
      // Warming lets a timer pass before each page: so does each round.
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };
  return { state, render, finishAll };
}

const ORIGIN = 'https://studio.example';

describe('the render cache', () => {
  it('renders a page once, however many ask at the same time, and serves it from memory after', async () => {
    const { state, render, finishAll } = controlledRenderer();
    const cache = createRenderCache({ render, warmPaths: () => [] });
    const asks = [cache.get(`${ORIGIN}/`), cache.get(`${ORIGIN}/`), cache.get(`${ORIGIN}/`)];
    expect(state.renders.map((pending) => pending.url)).toEqual([`${ORIGIN}/`]);
    await finishAll();
    expect((await Promise.all(asks)).map((page) => page.body)).toEqual(Array(3).fill(`${ORIGIN}/ v1`));
    await cache.get(`${ORIGIN}/`);
    expect(state.renders).toEqual([]);
  });

  it('never serves a page rendered before a change to a request made after it', async () => {
    const { state, render, finishAll } = controlledRenderer();
    const cache = createRenderCache({ render, warmPaths: () => [] });
    const before = cache.get(`${ORIGIN}/events`);
    state.data = 'v2';
    cache.invalidate();
    const after = cache.get(`${ORIGIN}/events`);
    await finishAll();
    expect((await before).body).toBe(`${ORIGIN}/events v1`);
    expect((await after).body).toBe(`${ORIGIN}/events v2`);
    expect((await cache.get(`${ORIGIN}/events`)).body).toBe(`${ORIGIN}/events v2`);
  });

  it('renders the known pages again after a change, at the origins pages were asked at', async () => {
    const { state, render, finishAll } = controlledRenderer();
    const cache = createRenderCache({ render, warmPaths: () => ['/', '/events'] });
    void cache.get(`${ORIGIN}/signup`);
    await finishAll();
    await cache.warmed();
    state.data = 'v2';
    cache.invalidate();
    await finishAll();
    await cache.warmed();
    expect(cache.size()).toBe(2);
    const rendersBefore = state.renders.length;
    expect((await Promise.all([cache.get(`${ORIGIN}/`), cache.get(`${ORIGIN}/events`)])).map((p) => p.body)).toEqual([
      `${ORIGIN}/ v2`,
      `${ORIGIN}/events v2`,
    ]);
    expect(state.renders.length).toBe(rendersBefore);
  });

  it('starts warming a page only while no request is being answered', async () => {
    const { state, render, finishAll } = controlledRenderer();
    let busy: (() => void) | undefined;
    const idle = () => (busy ? new Promise<void>((resolve) => (busy = resolve)) : Promise.resolve());
    const cache = createRenderCache({ render, warmPaths: () => ['/', '/events'], knownOrigins: [ORIGIN], idle });
    busy = () => undefined;
    cache.invalidate();
    await finishAll();
    expect(state.renders).toEqual([]);
    expect(cache.size()).toBe(0);
    const release = busy;
    busy = undefined;
    release();
    await finishAll();
    await cache.warmed();
    expect(cache.size()).toBe(2);
  });

  it('starts no warming render once stopped, as the server closes', async () => {
    const { state, render, finishAll } = controlledRenderer();
    const rendered: string[] = [];
    const counted = (url: string) => {
      rendered.push(url);
      return render(url);
    };
    const cache = createRenderCache({ render: counted, warmPaths: () => ['/', '/events'], knownOrigins: [ORIGIN] });
    cache.invalidate();
    await finishAll();
    await cache.warmed();
    expect(rendered).toEqual([`${ORIGIN}/`, `${ORIGIN}/events`]);
    cache.stop();
    state.data = 'v2';
    cache.invalidate();
    await finishAll();
    await cache.warmed();
    expect(rendered).toHaveLength(2);
  });

  it('keeps no failed render, so the next request tries again', async () => {
    let fail = true;
    let renders = 0;
    const cache = createRenderCache<Page>({
      render: async (url) => {
        renders += 1;
        if (fail) return { status: 500, body: url };
        return { status: 200, body: url };
      },
      warmPaths: () => [],
    });
    expect((await cache.get(`${ORIGIN}/`)).status).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    fail = false;
    expect((await cache.get(`${ORIGIN}/`)).status).toBe(200);
    expect(renders).toBe(2);
  });

  it('drops the least recently asked page beyond its limit', async () => {
    const rendered: string[] = [];
    const cache = createRenderCache<Page>({
      render: async (url) => {
        rendered.push(new URL(url).pathname);
        return { status: 200, body: url };
      },
      warmPaths: () => [],
      maxEntries: 2,
    });
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await cache.get(`${ORIGIN}${path}`);
    // /b was the least recently asked for when /c came in; /a stayed.
    expect(rendered).toEqual(['/a', '/b', '/c', '/b']);
    expect(cache.size()).toBe(2);
  });

  it('renders every page again when its period changes (the studio day moves on)', async () => {
    let day = '2026-11-25';
    let renders = 0;
    const cache = createRenderCache<Page>({
      render: async (url) => ({ status: 200, body: `${url} ${(renders += 1)}` }),
      warmPaths: () => [],
      period: () => day,
    });
    const first = await cache.get(`${ORIGIN}/events`);
    expect((await cache.get(`${ORIGIN}/events`)).body).toBe(first.body);
    day = '2026-11-26';
    expect((await cache.get(`${ORIGIN}/events`)).body).not.toBe(first.body);
  });
});
