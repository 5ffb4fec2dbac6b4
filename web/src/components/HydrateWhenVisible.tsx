import { Suspense, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { unstable_getCurrentPriorityLevel, unstable_IdlePriority } from 'scheduler';

/** Opened when the section nears the viewport, or at once when anything else needs it live. */
class Gate {
  isOpen = false;
  readonly opened: Promise<void>;
  /** The box around the section: measured when it tries to hydrate, watched for the viewport after. */
  element: HTMLElement | null = null;

  private resolve = () => {};

  private readonly margin: number;

  constructor(margin: number) {
    this.margin = margin;
    this.opened = new Promise<void>((resolve) => {
      this.resolve = resolve;
    });
  }

  /** Whether the section is within `margin` pixels of the viewport (or cannot be measured). */
  nearViewport(): boolean {
    const box = this.element?.getBoundingClientRect();
    return !box || (box.bottom >= -this.margin && box.top <= window.innerHeight + this.margin);
  }

  attach(element: HTMLElement | null) {
    this.element = element;
  }

  open() {
    this.isOpen = true;
    // Marked fulfilled (the fields React's `use` reads) so that a render from now on never suspends on it.
    Object.assign(this.opened, { status: 'fulfilled', value: undefined });
    this.resolve();
  }
}

/**
 * Keeps the prerendered HTML of a section as it is, unhydrated, while the gate is shut: a Suspense boundary whose
 * content suspends while hydrating keeps its server HTML (React's selective hydration).
 *
 * React hydrates a page's Suspense boundaries after the rest, in renders at idle priority, and starts that pass
 * again whenever anything more urgent interrupts it. Only those renders may wait. A render at any other priority
 * means something needs the section live now: a context above it changed (React Router's location does on every
 * navigation, a hash change included) or the visitor clicked, tapped or focused inside it. Suspending then would
 * make React render the section from scratch and drop its HTML until the gate opened, so the gate opens at once
 * and the section hydrates in that render.
 */
function WaitFor({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) {
    const idle = unstable_getCurrentPriorityLevel() === unstable_IdlePriority;
    if (!gate.isOpen && (!idle || gate.nearViewport())) gate.open();
    // Every render calls `use`, as React requires of a component that suspended with it once.
    use(gate.opened);
  }
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

/**
 * Wraps a section below a page's first screen so that its prerendered HTML hydrates only when it comes within
 * `margin` pixels of the viewport, not with the rest of the page: a phone's first load then runs React and MUI for
 * the header and hero only. The section's code loads with the page and its HTML is complete, so nothing moves and
 * nothing is missing while it waits; a click, tap or focus inside it, or any navigation, hydrates it at once.
 *
 * Rendered in the browser (a client-side navigation), there is no HTML to keep and the section renders as usual.
 */
export function HydrateWhenVisible({ children, margin = 400 }: { children: ReactNode; margin?: number }) {
  const hydrating = useIsHydrating();
  const [gate] = useState<Gate | null>(() => (typeof window !== 'undefined' && hydrating ? new Gate(margin) : null));

  useEffect(() => {
    const element = gate?.element;
    if (!gate || gate.isOpen || !element) return;
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
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, margin]);

  // The same element while the children are the same: this component renders again once hydration ends
  // (useIsHydrating), and new props for the boundary would count as an update to it.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <WaitFor gate={gate}>{children}</WaitFor>
      </Suspense>
    ),
    [gate, children],
  );
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      gate?.attach(element);
    },
    [gate],
  );
  return <div ref={attach}>{boundary}</div>;
}
