import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { unstable_getCurrentPriorityLevel, unstable_IdlePriority } from 'scheduler';
import { useNearViewport } from '@/components/embeds/useNearViewport.ts';
import { Arrival } from './arrival.ts';
import { hasInteracted, useHasInteracted } from './firstInteraction.ts';
import { HYDRATION_PENDING } from './keepTaps.ts';
import { useIsHydrating } from './useIsHydrating.ts';

/** Opened when the section nears the viewport, or at once when anything else needs it live. */
class Gate {
  /** What a waiting render suspends on: an Arrival, so a render right after `open` goes on without suspending. */
  readonly opened = new Arrival<void>();
  private readonly margin: number;
  /** The box around the section, measured when the section tries to hydrate. */
  private readonly box: RefObject<HTMLElement | null>;

  constructor(margin: number, box: RefObject<HTMLElement | null>) {
    this.margin = margin;
    this.box = box;
  }

  get isOpen(): boolean {
    return this.opened.settled;
  }

  /**
   * Whether the section should hydrate now: it is in the viewport, or near it (within `margin` pixels) once the
   * visitor has started to use the page. Until then the page loads no code for what nobody sees. `near` is the
   * IntersectionObserver's verdict; without it the box is measured here. Without IntersectionObserver (old
   * browsers), at once; a section that cannot be measured, too.
   */
  due(near?: boolean): boolean {
    if (typeof IntersectionObserver === 'undefined') return true;
    const box = this.box.current?.getBoundingClientRect();
    if (!box || (box.bottom > 0 && box.top < window.innerHeight)) return true;
    const measuredNear = () => box.bottom >= -this.margin && box.top <= window.innerHeight + this.margin;
    return hasInteracted() && (near ?? measuredNear());
  }

  open() {
    this.opened.arrive();
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
    if (!gate.isOpen && (!idle || gate.due())) gate.open();
    // Every render calls `use`, as React requires of a component that suspended with it once.
    use(gate.opened);
  }
  return children;
}

/**
 * Rendered after a section's content, inside its Suspense boundary: its effect runs once that content has hydrated
 * (or rendered), the moment the section's buttons work.
 */
function WhenLive({ onLive }: { onLive: () => void }) {
  useLayoutEffect(onLive, [onLive]);
  return null;
}

const NOTHING_TO_WATCH: RefObject<HTMLElement | null> = { current: null };

/**
 * Wraps a section below a page's first screen so that its prerendered HTML hydrates only when it comes within
 * `margin` pixels of the viewport once the visitor has started to use the page (or when it is in view), not with
 * the rest of the page: a phone's first load then runs React for the header and hero only. A section whose code
 * loads on demand (lazyComponent) loads it then as well. Its HTML is complete, so nothing moves and nothing is
 * missing while it waits; a click, tap or focus inside it, or any navigation, hydrates it at once.
 *
 * Rendered in the browser, there is no HTML to keep and the section renders as usual. With `lazy` (a section whose
 * code loads on demand) on a page drawn in the browser, it renders
 * only when it comes within `margin` pixels of the viewport or at the visitor's first interaction, whichever is
 * first, so that its code does not compete with the page's first screen for the network.
 */
export function HydrateWhenVisible({
  children,
  margin = 400,
  lazy = false,
}: {
  children: ReactNode;
  margin?: number;
  lazy?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const hydrating = useIsHydrating();
  const [gate] = useState<Gate | null>(() =>
    typeof window !== 'undefined' && hydrating ? new Gate(margin, box) : null,
  );
  const [deferred] = useState(() => lazy && typeof window !== 'undefined' && !hydrating && !hasInteracted());
  // Only a section waiting to hydrate, or to render, watches the viewport.
  const near = useNearViewport(gate || deferred ? box : NOTHING_TO_WATCH, `${margin}px`);
  const interacted = useHasInteracted();
  // Until the section is live its box carries the marker under which a tap is kept and replayed (keepTaps.ts).
  const [live, setLive] = useState(false);
  const markLive = useCallback(() => setLive(true), []);

  useEffect(() => {
    if (gate?.due(near)) gate.open();
  }, [gate, near, interacted]);

  // The same element while the children are the same: this component renders again once hydration ends
  // (useIsHydrating) and when the section nears the viewport, and new props for the boundary would count as an
  // update to it.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <WaitFor gate={gate}>
          {children}
          <WhenLive onLive={markLive} />
        </WaitFor>
      </Suspense>
    ),
    [gate, children, markLive],
  );
  return (
    <div ref={box} {...(live ? {} : { [HYDRATION_PENDING]: '' })}>
      {!deferred || near || interacted ? boundary : null}
    </div>
  );
}
