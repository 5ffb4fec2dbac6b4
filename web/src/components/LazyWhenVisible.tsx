import {
  lazy,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

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
 *   const ContactSection = lazyWhenVisible(() =>
 *     import('./ContactSection.tsx').then((module) => ({ default: module.ContactSection })),
 *   );
 *
 * Props should be plain and stable: a section that is still waiting cannot take updates.
 * (Waiting uses React's selective hydration: a boundary that suspends while hydrating keeps its server HTML.)
 */
export function lazyWhenVisible<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  { rootMargin = '400px' }: LazyWhenVisibleOptions = {},
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
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            gate.open();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [gate]);

    // Memoised so the re-render that ends hydration (useIsHydrating turning false) does not reach the waiting
    // boundary: an update to a boundary still holding server HTML makes React drop that HTML.
    const section = useMemo(
      () => (
        <Suspense fallback={null}>
          <WaitFor gate={gate}>
            <Section {...props} />
          </WaitFor>
        </Suspense>
      ),
      [gate, props],
    );

    return <div ref={box}>{section}</div>;
  }

  LazyWhenVisible.displayName = `LazyWhenVisible(${load.name || 'Section'})`;
  return LazyWhenVisible;
}
