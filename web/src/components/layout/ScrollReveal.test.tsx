import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_OFFSET_PX, ScrollReveal } from './ScrollReveal.tsx';

type Entry = { isIntersecting: boolean; boundingClientRect: { top: number; bottom: number } };
type Callback = (entries: Entry[]) => void;

/** A controllable IntersectionObserver: the test says when the block enters or leaves the viewport. */
function mockObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    options: () => observers[0]?.options,
    /** The block enters or leaves; `box` is where it is in the viewport (by default in the middle of it). */
    report: (isIntersecting: boolean, box = { top: 300, bottom: 500 }) =>
      act(() => observers.forEach((o) => o.callback([{ isIntersecting, boundingClientRect: box }]))),
  };
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

afterEach(() => vi.unstubAllGlobals());

/** A reveal block around a paragraph, with the motion preference given and an observer the test drives. */
function renderBlock({ reducedMotion }: { reducedMotion: boolean }) {
  mockReducedMotion(reducedMotion);
  const observer = mockObserver();
  render(
    <ScrollReveal>
      <p>Our Journey</p>
    </ScrollReveal>,
  );
  return observer;
}

const block = () => screen.getByText('Our Journey').parentElement!;
const FADE = /^opacity 0.8s ease-out/;

describe('ScrollReveal', () => {
  it('shows content as rendered, hides it only once scrolled out, and shows it again on every return', () => {
    const observer = renderBlock({ reducedMotion: false });
    expect(observer.options()?.rootMargin).toBe(`0px 0px -${REVEAL_OFFSET_PX}px 0px`);
    observer.report(true);
    expect(block()).toHaveAttribute('data-reveal', 'shown');
    observer.report(false);
    expect(block()).toHaveAttribute('data-reveal', 'hidden');
    observer.report(true);
    expect(block()).toHaveAttribute('data-reveal', 'shown');
  });

  it('never hides anything when the visitor prefers reduced motion', () => {
    const observer = renderBlock({ reducedMotion: true });
    observer.report(false);
    expect(block()).toHaveAttribute('data-reveal', 'static');
  });

  it('fades only what is in sight: the first placement and a block that has left out of sight change at once', () => {
    const observer = renderBlock({ reducedMotion: false });
    const transition = () => getComputedStyle(block()).transition;
    observer.report(false, { top: 1200, bottom: 1400 });
    expect(block()).toHaveAttribute('data-reveal', 'hidden');
    expect(transition()).toBe('none');
    observer.report(true);
    expect(block()).toHaveAttribute('data-reveal', 'shown');
    expect(transition()).toMatch(FADE);
    // Leaving by the bottom strip the offset leaves, still in sight: it fades out.
    observer.report(false, { top: window.innerHeight - 60, bottom: window.innerHeight + 140 });
    expect(transition()).toMatch(FADE);
    observer.report(true);
    // Jumped away from, below the viewport: nobody sees it, so it resets at once, and fades in again on return.
    observer.report(false, { top: window.innerHeight + 2000, bottom: window.innerHeight + 2200 });
    expect(block()).toHaveAttribute('data-reveal', 'hidden');
    expect(transition()).toBe('none');
    observer.report(true);
    expect(transition()).toMatch(FADE);
  });

  it('stays shown once scrolled past, so a block just above the viewport is not drawn back into it', () => {
    const observer = renderBlock({ reducedMotion: false });
    observer.report(true);
    // Its hidden place, 40 px lower, would be in view again: hidden there, it would be shown, rise out, and so on.
    observer.report(false, { top: -220, bottom: -20 });
    expect(block()).toHaveAttribute('data-reveal', 'shown');
    observer.report(false, { top: -2200, bottom: -2000 });
    expect(block()).toHaveAttribute('data-reveal', 'shown');
  });

  it('is not hidden when the page opens below it', () => {
    const observer = renderBlock({ reducedMotion: false });
    observer.report(false, { top: -600, bottom: -400 });
    expect(block()).toHaveAttribute('data-reveal', 'static');
  });
});
