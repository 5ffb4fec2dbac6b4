import {
  lazy,
  Suspense,
  use,
  useEffect,
  memo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import type { ClientInstrumentation } from 'react-router';

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

/** Gates of sections still waiting to hydrate, so a navigation can open them all. */
const waitingGates = new Set<Gate>();

function createGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((settle) => {
    resolve = settle;
  });
  const gate: Gate = {
    opened,
    open: () => {
      waitingGates.delete(gate);
      // Marked fulfilled the way React's `use` reads a settled promise, so a render already under way goes on
      // without suspending once more.
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  waitingGates.add(gate);
  listenForHistoryNavigations();
  return gate;
}

/**
 * Hydrates every section that is still waiting. Called when a navigation starts: React Router's location is a
 * context above every section, and React counts a context change above a waiting section as an update to it. It
 * then hydrates that section before it applies the navigation (a transition), so a section still waiting for the
 * viewport would hold the navigation, an anchor click's included, for ever.
 */
export function hydrateWaitingSections(): void {
  for (const gate of [...waitingGates]) gate.open();
}

let listeningForHistoryNavigations = false;

/** Back, forward and plain `#anchor` links reach React Router as `popstate`, not through its `navigate`. */
function listenForHistoryNavigations() {
  if (listeningForHistoryNavigations) return;
  listeningForHistoryNavigations = true;
  window.addEventListener('popstate', hydrateWaitingSections);
}

/**
 * Give this to `<HydratedRouter instrumentations>`: every navigation and fetch React Router starts first
 * hydrates the sections still waiting (see `hydrateWaitingSections`).
 */
export const hydrateWaitingSectionsOnNavigation: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      navigate: async (navigate) => {
        hydrateWaitingSections();
        await navigate();
      },
      fetch: async (fetch) => {
        hydrateWaitingSections();
        await fetch();
      },
    });
  },
};

/** Suspends until the gate opens; while it does, the prerendered HTML of the section stays on screen as it is. */
function WaitFor({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.opened);
  return children;
}

const subscribeToNothing = () => () => {};

/** True while prerendering and while hydrating, false in renders that start in the browser. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

export interface LazyWhenVisibleOptions {
  /** How close to the viewport the section must come before its code loads. */
  rootMargin?: string;
}

/**
 * Wraps a below-the-fold section so its code loads, and its prerendered HTML hydrates, only when it nears the
 * viewport. The prerender still renders it fully (text and styles in the static HTML), so nothing moves and
 * search engines see it; what waits is only the JavaScript. Use it for heavy sections that are not on the first
 * screen of a phone (forms, embeds, galleries):
 *
 *   const ContactSection = lazyWhenVisible(() => import('./ContactSection.tsx'), 'ContactSection');
 *
 * Props should be plain and stable: a section that is still waiting cannot take updates.
 * (Waiting uses React's selective hydration: a boundary that suspends while hydrating keeps its server HTML.)
 * Rendered in the browser (a client-side navigation), the section has no boundary of its own: it suspends the
 * navigation, which React Router runs as a transition, so the previous page stays until the whole new page can
 * show at once and an anchor in it (`/#pricing`) is where it will stay.
 *
 * The router must be given `hydrateWaitingSectionsOnNavigation` (entry.client.tsx does): a navigation hydrates
 * every section still waiting. See docs/decisions/001-prerendering.md.
 */
export function lazyWhenVisible<Name extends string, Module extends { [key in Name]: ComponentType<never> }>(
  load: () => Promise<Module>,
  name: Name,
  options: LazyWhenVisibleOptions = {},
): ComponentType<PropsOf<Module[Name]>> {
  return lazySection<PropsOf<Module[Name]>>(
    () => load().then((module) => ({ default: module[name] as ComponentType<PropsOf<Module[Name]>> })),
    name,
    options,
  );
}

/** A section's props; a section that takes none gets an empty object. */
type PropsOf<Component> =
  Component extends ComponentType<infer Props> ? (Props extends object ? Props : Record<never, never>) : never;

function lazySection<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  name: string,
  { rootMargin = '400px' }: LazyWhenVisibleOptions,
): ComponentType<Props> {
  let loaded = false;
  const Section = lazy(() =>
    load().then((module) => {
      loaded = true;
      return module;
    }),
  );

  function LazyWhenVisible(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const hydrating = useIsHydrating();
    // Only hydration waits: the prerender renders the section in full, and a page rendered in the browser (a
    // client-side navigation) has no HTML to keep, so it just loads the code.
    const [gate] = useState<Gate | null>(() =>
      typeof window !== 'undefined' && hydrating && !loaded ? createGate() : null,
    );

    useEffect(() => {
      const element = box.current;
      if (!gate || !element) return;
      if (typeof IntersectionObserver === 'undefined') {
        gate.open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) gate.open();
        },
        { rootMargin },
      );
      observer.observe(element);
      // Keyboard users can reach a section before it scrolls near: focus inside starts it at once. (Until it has
      // hydrated, React drops key presses and clicks inside it, as it does everywhere before the first hydration.)
      // Listened for on the window, ahead of React, which stops focus events inside a section it has not hydrated.
      const openOnFocusInside = (event: FocusEvent) => {
        if (event.target instanceof Node && element.contains(event.target)) gate.open();
      };
      window.addEventListener('focusin', openOnFocusInside, true);
      const stopWatching = () => {
        observer.disconnect();
        window.removeEventListener('focusin', openOnFocusInside, true);
      };
      void gate.opened.then(stopWatching);
      return stopWatching;
    }, [gate]);

    // The prerender and the hydration must agree on the boundary, so it is chosen once, by the first render.
    const [withBoundary] = useState(hydrating);
    return (
      <div ref={box}>
        <SectionBoundary gate={gate} withBoundary={withBoundary} {...props} />
      </div>
    );
  }

  // Memoised (props compared one by one) so that re-renders of the page, and the one that ends hydration, do not
  // reach a waiting boundary: an update to a boundary still holding server HTML makes React drop that HTML.
  const SectionBoundary = memo(function SectionBoundary({
    gate,
    withBoundary,
    ...props
  }: { gate: Gate | null; withBoundary: boolean } & Props) {
    const section = <Section {...(props as unknown as Props & JSX.IntrinsicAttributes)} />;
    if (!withBoundary) return section;
    return (
      <Suspense fallback={null}>
        <WaitFor gate={gate}>{section}</WaitFor>
      </Suspense>
    );
  });

  LazyWhenVisible.displayName = `LazyWhenVisible(${name})`;
  return LazyWhenVisible;
}
