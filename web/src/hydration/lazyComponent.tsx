import { use, type ComponentType, type FunctionComponent } from 'react';
import { Arrival } from './arrival.ts';
import { whenInteracted } from './firstInteraction.ts';

export type LazyComponent<P extends object> = FunctionComponent<P> & {
  /** Starts loading the code, if it has not started yet. */
  preload(): Promise<unknown>;
  /** Loads the code at the visitor's first interaction with the page (at once if that has happened). Browser only. */
  preloadAtFirstInteraction(): void;
};

/** The `preload` of every lazy component: all of it loads at the visitor's first interaction. */
const everyPreload = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every lazy component. A jump within the page waits for it (anchors.ts): a navigation that
 * reached a section still waiting for its code would make React drop the section's HTML until the code arrived.
 */
export function loadLazyCode(): Promise<unknown> {
  return Promise.all([...everyPreload].map((preload) => preload()));
}

/**
 * A component whose code loads the first time it renders, or when `preload` is called, or at the visitor's first
 * interaction with the page (a scroll, touch, click or key press) once `preloadAtFirstInteraction` has been called
 * (by the page that shows it: a module-level listener would load the code on every page whose chunk defines it),
 * whichever comes first. Unlike `React.lazy`,
 * once the code is in it renders at once, without suspending for a tick (it waits on an Arrival): a page that
 * waited for the code before rendering (see HomePage) shows the section in the same frame as the rest, and a
 * section hydrating in a render that cannot wait keeps its HTML.
 *
 * Rendered while the prerendered HTML hydrates, it suspends until the code arrives and its HTML stays as it is.
 * `preload` rejects when the code cannot load; a render never fails for it (see below).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    beforeJumps = true,
  }: {
    /**
     * Whether a jump within the page loads it first (loadLazyCode). Not for the code of a static island
     * (StaticIsland.tsx), which a page the server drew keeps as it is, whatever the navigation.
     */
    beforeJumps?: boolean;
  } = {},
): LazyComponent<P> {
  /** The component, once its code is in: what a render waits for. */
  const code = new Arrival<ComponentType<P>>();
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => {
        code.arrive(component);
        return component;
      },
      (error: unknown) => {
        // A failed chunk (offline, a newer deployment) may load on the next try.
        loading = undefined;
        throw error;
      },
    ));
  // If the code cannot load (the visitor went offline, a newer deployment replaced it), a render keeps waiting
  // instead of failing: a prerendered section keeps its HTML, readable if not interactive, rather than the whole
  // page giving way to the error page. The next render tries again.
  let loadingForRender = false;
  const loadForRender = () => {
    if (loadingForRender) return;
    loadingForRender = true;
    preload().catch((error: unknown) => {
      console.error('Could not load the code of a part of the page', error);
      loadingForRender = false;
    });
  };
  if (beforeJumps) everyPreload.add(preload);
  let listening = false;
  const preloadAtFirstInteraction = () => {
    if (listening) return;
    listening = true;
    whenInteracted(() => void preload().catch(() => {}));
  };
  function Lazy(props: P) {
    if (!code.settled) loadForRender();
    const Component = use(code);
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload, preloadAtFirstInteraction });
}
