/**
 * Rendered pages (HTML and React Router's `.data` answers) kept in memory per address, so a visitor never waits for
 * a render: a page is rendered once per change of the site's data, not once per request. `invalidate()` (called by
 * the stores through `siteChanged`, see pageRenderer.ts) drops every page and renders the site's known pages again
 * at once ("warming"), so the next visitor finds them ready. A request made after a change never gets a page
 * rendered before it. See docs/decisions/007-live-rendering.md.
 */

/** What a render produced; anything with a status of 500 or more is answered but not kept. */
export interface Rendered {
  status: number;
}

export interface RenderCacheOptions<Page extends Rendered> {
  /** Renders the page at an absolute URL (`https://host/path?query`). */
  render(url: string): Promise<Page>;
  /** The paths worth rendering before anyone asks (the public pages, each upcoming event's page). */
  warmPaths(): string[];
  /** At most this many addresses are kept; the least recently asked for goes first. */
  maxEntries?: number;
  /** The origins to warm when no page has been asked for yet (the configured SITE_URL). */
  knownOrigins?: string[];
  /** A key that changes when the pages change by themselves (the studio's calendar day: "upcoming" moves on). */
  period?: () => string;
  /** Told about a render that failed outright (the page is answered as an error and not kept). */
  onError?: (error: unknown, url: string) => void;
  /**
   * Resolves when no request is being answered. A render holds the one thread for tens of milliseconds (hundreds on
   * a busy machine), and a request's own steps each wait behind it, so warming starts a page only when the server
   * is otherwise idle.
   */
  idle?: () => Promise<void>;
}

const DEFAULT_MAX_ENTRIES = 1000;
/** Warming renders the pages of the few origins the site is reached at (its name, and perhaps a bare IP). */
const MAX_WARM_ORIGINS = 3;

export function createRenderCache<Page extends Rendered>(options: RenderCacheOptions<Page>) {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  /** Insertion order is use order: a hit moves its entry to the end. */
  const pages = new Map<string, Promise<Page>>();
  /** Origins pages were asked at, most recent last. */
  const origins = new Set<string>(options.knownOrigins ?? []);
  let period = options.period?.();
  let generation = 0;
  let warming: Promise<void> = Promise.resolve();
  let stopped = false;
  /** Renders a visitor is waiting for: warming lets them finish before it starts another page. */
  const asked = new Set<Promise<unknown>>();

  function keep(url: string, page: Promise<Page>): void {
    pages.set(url, page);
    while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    // A failed render is answered, not kept: the next request tries again.
    page.then(
      (rendered) => {
        if (rendered.status >= 500 && pages.get(url) === page) pages.delete(url);
      },
      () => {
        if (pages.get(url) === page) pages.delete(url);
      },
    );
  }

  function renderAndKeep(url: string): Promise<Page> {
    const page = options.render(url);
    page.catch((error: unknown) => options.onError?.(error, url));
    keep(url, page);
    return page;
  }

  /** Renders the known pages at these origins that are not kept yet, one after another. */
  function warm(warmOrigins: string[]): void {
    const ownGeneration = generation;
    const paths = options.warmPaths();
    const previous = warming;
    warming = (async () => {
      await previous;
      for (const origin of warmOrigins) {
        for (const path of paths) {
          // Rendering is CPU work on one thread: visitors go first. A timer lets waiting connections be read.
          await new Promise((resolve) => setTimeout(resolve, 0));
          await options.idle?.();
          while (asked.size > 0) await Promise.race(asked).catch(() => undefined);
          // A newer change started its own warming (this one's pages would be thrown away), or the server closes.
          if (generation !== ownGeneration || stopped) return;
          const url = origin + path;
          await (pages.get(url) ?? renderAndKeep(url)).catch(() => undefined);
        }
      }
    })();
  }

  /** Drops every page and starts rendering the known pages again. */
  function invalidate(): void {
    generation += 1;
    pages.clear();
    warm([...origins].reverse());
  }

  function checkPeriod(): void {
    if (!options.period) return;
    const now = options.period();
    if (now !== period) {
      period = now;
      invalidate();
    }
  }

  return {
    /** The page at `url` (absolute), from the cache or rendered now (once, however many ask at the same time). */
    get(url: string): Promise<Page> {
      checkPeriod();
      const { origin } = new URL(url);
      if (!origins.has(origin)) {
        origins.add(origin);
        // Keep the most recent few only: a Host header is the client's to choose.
        while (origins.size > MAX_WARM_ORIGINS) origins.delete(origins.values().next().value!);
        warm([origin]);
      }
      const cached = pages.get(url);
      if (cached) {
        pages.delete(url);
        pages.set(url, cached);
        return cached;
      }
      const page = renderAndKeep(url);
      asked.add(page);
      const done = () => asked.delete(page);
      page.then(done, done);
      return page;
    },
    invalidate,
    /** Starts no more warming renders: the server is closing, and what they read is about to close with it. */
    stop(): void {
      stopped = true;
    },
    /** Resolves once the current warming has rendered every known page (tests and the bench wait for it). */
    warmed: (): Promise<void> => warming,
    /** How many addresses are kept now. */
    size: () => pages.size,
  };
}

export type RenderCache<Page extends Rendered> = ReturnType<typeof createRenderCache<Page>>;
