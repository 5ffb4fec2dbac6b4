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
 *   const ContactSection = lazyWhenVisible(() => import('./ContactSection.tsx'), 'ContactSection');
 *
 * Props should be plain and stable: a section that is still waiting cannot take updates.
 * (Waiting uses React's selective hydration: a boundary that suspends while hydrating keeps its server HTML.)
 * Rendered in the browser (a client-side navigation), the section has no boundary of its own: it suspends the
 * navigation, which React Router runs as a transition, so the previous page stays until the whole new page can
 * show at once and an anchor in it (`/#pricing`) is where it will stay.
 *
 * Not yet used by the pages: a context change above a waiting section (React Router's location, on any
 * navigation) counts as an update to it. React then either waits for the section (a gate that only scrolling
 * opens holds the navigation) or, if the section suspends on its code, renders it again from scratch and drops
 * its HTML meanwhile. See docs/decisions/001-prerendering.md.
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
