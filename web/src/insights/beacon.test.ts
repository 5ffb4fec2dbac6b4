import { INSIGHTS_ENDPOINT, INSIGHTS_OPT_OUT_KEY, INSIGHTS_STAFF_KEY } from '@studio/core/insights/insightsBeacon';
import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOAL_CLASS_MARK, GOAL_EVENT, GOAL_FROM_MARK, GOAL_MARK, NOT_FOUND_MARK, PAGE_EVENT } from './insightsPage.ts';

/** What web-vitals would report: the test calls each metric's reporter as the library would. */
const reporters = vi.hoisted(() => new Map<string, (metric: Pick<Metric, 'name' | 'value'>) => void>());
vi.mock('web-vitals', () => ({
  onLCP: (report: never) => reporters.set('LCP', report),
  onINP: (report: never) => reporters.set('INP', report),
  onCLS: (report: never) => reporters.set('CLS', report),
}));

/** Each beacon sent, as the server would read it, with where it went and how. */
let sent: { url: string; type: string; body: Promise<unknown> }[] = [];
/** The listeners the script added to the window, removed after each test: each test starts the script afresh. */
let added: Parameters<typeof addEventListener>[] = [];

const define = (target: object, property: string, value: unknown) =>
  Object.defineProperty(target, property, { value, configurable: true });

beforeEach(() => {
  sent = [];
  added = [];
  reporters.clear();
  define(navigator, 'sendBeacon', (url: string, data: Blob) => {
    sent.push({ url, type: data.type, body: data.text().then((text) => JSON.parse(text) as unknown) });
    return true;
  });
  define(navigator, 'globalPrivacyControl', undefined);
  define(navigator, 'doNotTrack', null);
  define(document, 'referrer', '');
  define(document, 'visibilityState', 'visible');
  const addListener = globalThis.addEventListener.bind(globalThis);
  vi.spyOn(globalThis, 'addEventListener').mockImplementation((...args: Parameters<typeof addEventListener>) => {
    added.push(args);
    addListener(...args);
  });
  history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const [type, listener, options] of added) removeEventListener(type, listener, options);
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The script as loaded on a new page. */
async function start(path = '/') {
  history.replaceState(null, '', path);
  vi.resetModules();
  const { startInsights } = await import('./beacon.ts');
  startInsights();
}

/** A client-side navigation, as the root announces it. */
function navigate(path: string) {
  history.pushState(null, '', path);
  dispatchEvent(new Event(PAGE_EVENT));
}

async function beacons() {
  return Promise.all(sent.map((beacon) => beacon.body));
}

function hide() {
  define(document, 'visibilityState', 'hidden');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Clicks what `html` draws (its element marked `data-target`, or its first); a link goes nowhere (jsdom cannot). */
function click(html: string, { stopped = false } = {}) {
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-target]') ?? document.body.firstElementChild;
  target?.closest('a')?.addEventListener('click', (event) => {
    event.preventDefault();
    if (stopped) event.stopPropagation();
  });
  (target as HTMLElement).click();
}

describe('page views', () => {
  it('sends one on load with the referrer, and one for each new path, as text to the endpoint', async () => {
    define(document, 'referrer', 'https://www.google.com/');
    await start('/?utm_source=flyer');
    navigate('/classes/kickboxing');
    navigate('/classes/kickboxing?session=tue');
    navigate('/classes/kickboxing#faq');
    dispatchEvent(new Event(PAGE_EVENT));
    navigate('/events');
    expect(await beacons()).toEqual([
      { t: 'view', p: '/?utm_source=flyer', r: 'https://www.google.com/', w: innerWidth },
      { t: 'view', p: '/classes/kickboxing', w: innerWidth },
      { t: 'view', p: '/events', w: innerWidth },
    ]);
    expect(sent.every(({ url, type }) => url === INSIGHTS_ENDPOINT && type === 'text/plain')).toBe(true);
  });

  it('marks the not-found page', async () => {
    document.body.innerHTML = `<main ${NOT_FOUND_MARK}=""></main>`;
    await start('/no-such-page');
    expect(await beacons()).toEqual([{ t: 'view', p: '/no-such-page', w: innerWidth, nf: 1 }]);
  });

  it("counts a trial's booking page as a trial booked for its class when the visitor arrives from /trial", async () => {
    const bookingPage = `<main ${GOAL_MARK}="trial" ${GOAL_FROM_MARK}="/trial" ${GOAL_CLASS_MARK}="kickboxing"></main>`;
    await start('/trial?class=kickboxing');
    document.body.innerHTML = bookingPage;
    navigate('/trial/booking/abc');
    // The same page opened again later from its e-mail, with no referrer: no second trial.
    await start('/trial/booking/abc');
    // The booking made with the page's code not yet running: a full page load, referred by /trial.
    define(document, 'referrer', `${location.origin}/trial?class=kickboxing`);
    await start('/trial/booking/def');
    expect(await beacons()).toEqual([
      { t: 'view', p: '/trial?class=kickboxing', w: innerWidth },
      { t: 'view', p: '/trial/booking/abc', w: innerWidth, g: 'trial', c: 'kickboxing' },
      { t: 'view', p: '/trial/booking/abc', w: innerWidth },
      {
        t: 'view',
        p: '/trial/booking/def',
        r: `${location.origin}/trial?class=kickboxing`,
        w: innerWidth,
        g: 'trial',
        c: 'kickboxing',
      },
    ]);
  });
});

describe('what is not counted', () => {
  it('sends nothing under /admin', async () => {
    await start('/admin/insights');
    navigate('/admin/events');
    click('<a href="tel:+441512345678">Call</a>');
    reporters.get('LCP')?.({ name: 'LCP', value: 900 });
    hide();
    expect(sent).toEqual([]);
  });

  it('stops at a client-side navigation into the staff area', async () => {
    await start('/');
    navigate('/admin');
    expect(await beacons()).toEqual([{ t: 'view', p: '/', w: innerWidth }]);
  });

  for (const [why, set] of [
    ['the visitor opted out', () => localStorage.setItem(INSIGHTS_OPT_OUT_KEY, '1')],
    ['staff are signed in on this browser', () => localStorage.setItem(INSIGHTS_STAFF_KEY, '1')],
    ['the browser sends Global Privacy Control', () => define(navigator, 'globalPrivacyControl', true)],
    ['the browser sends Do Not Track', () => define(navigator, 'doNotTrack', '1')],
  ] as const) {
    it(`sends nothing when ${why}, from the next beacon on`, async () => {
      set();
      await start('/');
      navigate('/events');
      click('<a href="mailto:info@example.com">Mail</a>');
      dispatchEvent(new CustomEvent(GOAL_EVENT, { detail: 'contact' }));
      reporters.get('LCP')?.({ name: 'LCP', value: 900 });
      hide();
      expect(sent).toEqual([]);
    });
  }

  it('counts again once the visitor undoes the opt-out, from the next path on', async () => {
    await start('/privacy');
    localStorage.setItem(INSIGHTS_OPT_OUT_KEY, '1');
    navigate('/events');
    localStorage.removeItem(INSIGHTS_OPT_OUT_KEY);
    navigate('/timetable');
    expect(await beacons()).toEqual([
      { t: 'view', p: '/privacy', w: innerWidth },
      { t: 'view', p: '/timetable', w: innerWidth },
    ]);
  });

  it('counts as usual when the browser refuses to open its storage, and never throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await start('/');
    expect(await beacons()).toEqual([{ t: 'view', p: '/', w: innerWidth }]);
  });
});

describe('goals', () => {
  it('sends one for a click on a phone, an e-mail, a Join Today or a member portal link, with the page', async () => {
    await start('/classes/boxing');
    click('<a href="tel:+441512345678">0151 234 5678</a>');
    click('<a href="mailto:info@example.com">info@example.com</a>');
    click(`<a href="/signup" ${GOAL_MARK}="join">Join Today</a>`);
    click(`<a href="https://members.example/portal" ${GOAL_MARK}="portal"><span data-target>Member Portal</span></a>`);
    click('<a href="/events">Events</a>');
    click('<button type="button">Menu</button>');
    expect((await beacons()).slice(1)).toEqual([
      { t: 'goal', p: '/classes/boxing', w: innerWidth, g: 'phone' },
      { t: 'goal', p: '/classes/boxing', w: innerWidth, g: 'email' },
      { t: 'goal', p: '/classes/boxing', w: innerWidth, g: 'join' },
      { t: 'goal', p: '/classes/boxing', w: innerWidth, g: 'portal' },
    ]);
  });

  it('sees a click even when the link stops it from going further', async () => {
    await start('/');
    click('<a href="tel:+441512345678">Call</a>', { stopped: true });
    expect((await beacons()).slice(1)).toEqual([{ t: 'goal', p: '/', w: innerWidth, g: 'phone' }]);
  });

  it('sends a contact message sent, with the page it was sent from', async () => {
    await start('/classes/kickboxing');
    dispatchEvent(new CustomEvent(GOAL_EVENT, { detail: 'contact' }));
    expect((await beacons()).slice(1)).toEqual([{ t: 'goal', p: '/classes/kickboxing', w: innerWidth, g: 'contact' }]);
  });
});

describe('real-user speed', () => {
  it('sends one beacon with the vitals known the first time the page is hidden, for the page as loaded', async () => {
    await start('/events');
    reporters.get('LCP')?.({ name: 'LCP', value: 1234.5 });
    reporters.get('CLS')?.({ name: 'CLS', value: 0.02 });
    navigate('/timetable');
    reporters.get('INP')?.({ name: 'INP', value: 180 });
    hide();
    define(document, 'visibilityState', 'visible');
    hide();
    dispatchEvent(new Event('pagehide'));
    expect((await beacons()).slice(2)).toEqual([
      { t: 'vitals', p: '/events', w: innerWidth, lcp: 1234.5, inp: 180, cls: 0.02 },
    ]);
  });

  it('sends them as the page goes away, when it was not hidden before', async () => {
    await start('/');
    reporters.get('LCP')?.({ name: 'LCP', value: 800 });
    dispatchEvent(new Event('pagehide'));
    expect((await beacons()).slice(1)).toEqual([{ t: 'vitals', p: '/', w: innerWidth, lcp: 800 }]);
  });

  it('sends none when nothing was measured', async () => {
    await start('/');
    hide();
    expect((await beacons()).slice(1)).toEqual([]);
  });
});
