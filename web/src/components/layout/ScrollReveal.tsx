import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from './anchors.ts';

/** SPEC section 9: 800 ms, ease-out, an offset of 100 px, repeating every time the block scrolls into view. */
export const REVEAL_DURATION_MS = 800;
export const REVEAL_OFFSET_PX = 100;

type RevealState = 'static' | 'hidden' | 'shown';

/** How far a hidden block sits below its place, to rise from as it fades in. */
const REVEAL_SHIFT_PX = 40;

/**
 * Whether a block that has just left the viewport went out through the top (scrolled past). It stays shown: hiding it
 * would move it to its hidden place, REVEAL_SHIFT_PX lower, and a block that had only just left would come straight
 * back into view there, be shown, rise out again and be hidden, over and over while the page sits still.
 */
function leftAbove(box: DOMRectReadOnly): boolean {
  return box.bottom <= 0;
}

/** Whether a block that has just left by the bottom is still partly in sight (in the strip the offset leaves). */
function inSight(box: DOMRectReadOnly): boolean {
  return box.top < window.innerHeight;
}

/** A block's reveal: where it is, and whether its change animates. */
interface Reveal {
  state: RevealState;
  animate: boolean;
}

/**
 * Watches `element` and reports each change of its reveal (see ScrollReveal); returns what stops watching. Nothing
 * is reported without IntersectionObserver or when the visitor prefers reduced motion: the block stays as it is.
 * The first reading places the block without animating, so content already on screen never flickers.
 */
function watchReveal(element: Element, onChange: (reveal: Reveal) => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return () => {};
  let first = true;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      const shown = entry.isIntersecting;
      if (!shown && leftAbove(entry.boundingClientRect)) {
        first = false;
        return;
      }
      onChange({ state: shown ? 'shown' : 'hidden', animate: !first && (shown || inSight(entry.boundingClientRect)) });
      first = false;
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** The motion of a block in its reveal, as inline style (`height` is left to the caller). */
function revealMotion({ state, animate }: Reveal, delay: number) {
  const hidden = state === 'hidden';
  return {
    opacity: hidden ? '0' : '',
    transform: hidden ? `translateY(${REVEAL_SHIFT_PX}px)` : '',
    transition:
      state === 'static'
        ? ''
        : animate
          ? `opacity ${REVEAL_DURATION_MS}ms ease-out ${delay}ms, transform ${REVEAL_DURATION_MS}ms ease-out ${delay}ms`
          : 'none',
  };
}

/** The attribute a block carries its stagger in, for a block revealed without React (revealWithin). */
const DELAY_ATTRIBUTE = 'data-reveal-delay';

/**
 * Reveals the blocks ScrollReveal drew inside `root` as ScrollReveal would, on HTML React does not hydrate (a static
 * island, hydration/StaticIsland.tsx): the same watching, states and motion, written to each block's style. Returns
 * what stops it.
 */
export function revealWithin(root: Element): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>('[data-reveal]')].map((block) => {
    const delay = Number(block.getAttribute(DELAY_ATTRIBUTE) ?? 0);
    return watchReveal(block, (reveal) => {
      block.dataset.reveal = reveal.state;
      Object.assign(block.style, revealMotion(reveal, delay));
    });
  });
  return () => stops.forEach((stop) => stop());
}

/**
 * Fades and lifts its content in as it scrolls into view, and resets once it leaves by the bottom, so it plays again
 * each time the visitor scrolls down to it; scrolled past, it stays shown (the reveal libraries' "repeat on scroll"
 * without mirroring). Server-rendered HTML and browsers without JS or IntersectionObserver show the content as it
 * is; it is hidden for animation only after hydration, and never when the visitor prefers reduced motion.
 *
 * Only what the visitor can see animates. A block that leaves by the bottom out of sight (jumped away from) resets
 * at once: a fade nobody sees would only run on in a section the browser has stopped rendering
 * (`content-visibility: auto`, see Section), whose styles then stay half-faded until it is rendered again.
 *
 * A plain `div` whose motion is its inline style (it changes with the state): no MUI, so the plain pages use it too.
 * `fill` makes it as tall as its cell, for a row of cards of one height; `className` places it.
 */
export function ScrollReveal({
  children,
  delay = 0,
  fill = false,
  className,
}: {
  children: ReactNode;
  /** Milliseconds to wait before this block animates, to stagger a row of cards. */
  delay?: number;
  fill?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [reveal, setReveal] = useState<Reveal>({ state: 'static', animate: false });

  useEffect(() => (ref.current ? watchReveal(ref.current, setReveal) : undefined), []);

  const motion = revealMotion(reveal, delay);
  return (
    <div
      ref={ref}
      className={className}
      data-reveal={reveal.state}
      {...(delay ? { [DELAY_ATTRIBUTE]: delay } : {})}
      style={{
        height: fill ? '100%' : undefined,
        opacity: motion.opacity || undefined,
        transform: motion.transform || undefined,
        transition: motion.transition || undefined,
      }}
    >
      {children}
    </div>
  );
}
